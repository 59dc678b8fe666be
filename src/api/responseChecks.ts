// Building blocks of the response checks. A check returns undefined when the value is fine, or
// the first Problem found, whose path is built only then (segment by segment, on the way out),
// so a page of thousands of valid messages allocates nothing for paths.
//
// Required fields reject. An OPTIONAL field of the wrong type (a number where text is expected,
// `tags: [{}]`, `severity: {}`) is made absent instead, in place, so that every component only
// ever sees well-typed data and one odd field never costs the user the whole page. The body is
// freshly parsed JSON that nobody else holds, so changing it in place is safe and cheap.
import { MalformedResponseError } from './errors';
import { isRecord } from './isRecord';

export interface Problem {
  /** Relative to the checked value: `.data[3].read`. */
  path: string;
  expected: string;
  actual: unknown;
}

export type Check = (value: unknown) => Problem | undefined;

type Fields = Record<string, unknown>;

export { isRecord };

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

// ---------------------------------------------------------------------------------------------
// Narrowing of optional fields: each removes a present value of the wrong type and never fails.

const isString = (value: unknown): value is string => typeof value === 'string';

function drop(fields: Fields, key: string): undefined {
  delete fields[key];
  return undefined;
}

/** `fields[key]` stays only when it is a string (or, with `nullable`, null). */
export function optionalString(fields: Fields, key: string, nullable = false): undefined {
  const value = fields[key];
  if (value === undefined || typeof value === 'string' || (nullable && value === null)) return undefined;
  return drop(fields, key);
}

export function optionalStrings(fields: Fields, keys: readonly string[], nullable = false): undefined {
  for (const key of keys) optionalString(fields, key, nullable);
  return undefined;
}

export function optionalBoolean(fields: Fields, key: string): undefined {
  const value = fields[key];
  return value === undefined || typeof value === 'boolean' ? undefined : drop(fields, key);
}

export function optionalNumber(fields: Fields, key: string): undefined {
  const value = fields[key];
  return value === undefined || (typeof value === 'number' && Number.isFinite(value)) ? undefined : drop(fields, key);
}

/** A list of strings: another value is dropped, and so are the items that are not strings. */
export function optionalStringList(fields: Fields, key: string, nullable = false): undefined {
  const value = fields[key];
  if (value === undefined || (nullable && value === null)) return undefined;
  if (!Array.isArray(value)) return drop(fields, key);
  if (!value.every(isString)) fields[key] = value.filter(isString);
  return undefined;
}

export function optionalStringLists(fields: Fields, keys: readonly string[], nullable = false): undefined {
  for (const key of keys) optionalStringList(fields, key, nullable);
  return undefined;
}

/** A free-form object: another value (an array, a string) is dropped. */
export function optionalRecord(fields: Fields, key: string, nullable = false): undefined {
  const value = fields[key];
  if (value === undefined || (nullable && value === null) || isRecord(value)) return undefined;
  return drop(fields, key);
}

export function optionalRecords(fields: Fields, keys: readonly string[], nullable = false): undefined {
  for (const key of keys) optionalRecord(fields, key, nullable);
  return undefined;
}

/**
 * An optional object with a shape: another value is dropped; an object is checked by `check`,
 * whose problems (its own required fields) still reject.
 */
export function optionalObject(fields: Fields, key: string, check: (value: Fields) => Problem | undefined): Problem | undefined {
  const value = fields[key];
  if (value === undefined) return undefined;
  if (!isRecord(value)) return drop(fields, key);
  return under(`.${key}`, check(value));
}

/**
 * An optional list of objects: another value is dropped; items that are not objects are left
 * out; each object is checked by `check`, whose problems still reject.
 */
export function optionalObjectList(fields: Fields, key: string, check: (value: Fields) => Problem | undefined): Problem | undefined {
  const value = fields[key];
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) return drop(fields, key);
  const items = value.every(isRecord) ? value : value.filter(isRecord);
  if (items !== value) fields[key] = items;
  for (let index = 0; index < items.length; index += 1) {
    const found = check(items[index] as Fields);
    if (found) return under(`.${key}[${index}]`, found);
  }
  return undefined;
}

/** Keeps the items `keep` accepts (a list of decorations where a bad item is simply left out). */
export function keepItems(fields: Fields, key: string, keep: (value: unknown) => boolean): undefined {
  const value = fields[key];
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) return drop(fields, key);
  if (!value.every(keep)) fields[key] = value.filter(keep);
  return undefined;
}
