// Building blocks of the response checks. A check returns undefined when the value is fine, or
// the first Problem found, whose path is built only then (segment by segment, on the way out),
// so a page of thousands of valid messages allocates nothing for paths.
import { MalformedResponseError } from './errors';

export interface Problem {
  /** Relative to the checked value: `.data[3].read`. */
  path: string;
  expected: string;
  actual: unknown;
}

export type Check = (value: unknown) => Problem | undefined;

type Fields = Record<string, unknown>;

export function isRecord(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function problem(expected: string, actual: unknown, path = ''): Problem {
  return { path, expected, actual };
}

/** `found` with `segment` put in front of its path. */
export function under(segment: string, found: Problem | undefined): Problem | undefined {
  if (found) found.path = segment + found.path;
  return found;
}

export function checkRecord(value: unknown): Problem | undefined {
  return isRecord(value) ? undefined : problem('object', value);
}

export function checkEach(value: unknown, check: Check): Problem | undefined {
  if (!Array.isArray(value)) return problem('array', value);
  for (let index = 0; index < value.length; index += 1) {
    const found = check(value[index]);
    if (found) return under(`[${index}]`, found);
  }
  return undefined;
}

export function requireString(fields: Fields, key: string): Problem | undefined {
  const value = fields[key];
  return typeof value === 'string' ? undefined : problem('string', value, `.${key}`);
}

export function requireBoolean(fields: Fields, key: string): Problem | undefined {
  const value = fields[key];
  return typeof value === 'boolean' ? undefined : problem('boolean', value, `.${key}`);
}

export function requireNumber(fields: Fields, key: string): Problem | undefined {
  const value = fields[key];
  return typeof value === 'number' ? undefined : problem('number', value, `.${key}`);
}

export function requireRecord(fields: Fields, key: string): Problem | undefined {
  return isRecord(fields[key]) ? undefined : problem('object', fields[key], `.${key}`);
}

/** A field the spec marks `string or null`. */
export function requireStringOrNull(fields: Fields, key: string): Problem | undefined {
  const value = fields[key];
  return typeof value === 'string' || value === null ? undefined : problem('string or null', value, `.${key}`);
}

/** Runs `check` on the field. */
export function requireField(fields: Fields, key: string, check: Check): Problem | undefined {
  return under(`.${key}`, check(fields[key]));
}

/** Runs `check` on the field when it is present (not undefined). */
export function optionalField(fields: Fields, key: string, check: Check): Problem | undefined {
  return fields[key] === undefined ? undefined : requireField(fields, key, check);
}

export function checkString(value: unknown): Problem | undefined {
  return typeof value === 'string' ? undefined : problem('string', value);
}

export function checkNumber(value: unknown): Problem | undefined {
  return typeof value === 'number' ? undefined : problem('number', value);
}

export function checkBoolean(value: unknown): Problem | undefined {
  return typeof value === 'boolean' ? undefined : problem('boolean', value);
}

export function checkStringOrNull(value: unknown): Problem | undefined {
  return typeof value === 'string' || value === null ? undefined : problem('string or null', value);
}

export function checkArray(value: unknown): Problem | undefined {
  return Array.isArray(value) ? undefined : problem('array', value);
}

export function checkStrings(value: unknown): Problem | undefined {
  return checkEach(value, checkString);
}

/** The error for `found`, its path prefixed with where the checked value sits in the body. */
export function malformedResponse(found: Problem, basePath: string): MalformedResponseError {
  const path = (basePath + found.path).replace(/^\./, '');
  return new MalformedResponseError(
    `${path || 'body'}: expected ${found.expected}, got ${describeValue(found.actual)}`,
    path,
  );
}

function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}
