// Building blocks of the tolerant reader (API.md §1). Two kinds of rule, nothing else:
//
// - What makes an ITEM usable (a message's `_id`, `read`, `seen`; a job's `_id`): a check returns
//   undefined when the item is fine, or the first Problem found, whose path is built only then
//   (segment by segment, on the way out), so a page of thousands of valid messages allocates
//   nothing for paths. An unusable item is left out of its list by `readItems` and reported; the
//   items around it stay. Only a wrong shape of the answer as a whole is a MalformedResponseError.
// - EVERY OTHER FIELD, at every depth, whatever the service's model calls required, is narrowed:
//   kept when well-typed, made absent otherwise (a number where text is expected, `tags: [{}]`,
//   `severity: {}`), in place, so that every component only ever sees well-typed data and one odd
//   field never costs the user the item. The body is freshly parsed JSON that nobody else holds,
//   so changing it in place is safe and cheap.
import { MalformedResponseError } from './errors';
import { isRecord } from './isRecord';

export interface Problem {
  /** Relative to the checked value: `.data[3].read`. */
  path: string;
  expected: string;
  actual: unknown;
}

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

export function requireString(fields: Fields, key: string): Problem | undefined {
  const value = fields[key];
  return typeof value === 'string' ? undefined : problem('string', value, `.${key}`);
}

export function requireBoolean(fields: Fields, key: string): Problem | undefined {
  const value = fields[key];
  return typeof value === 'boolean' ? undefined : problem('boolean', value, `.${key}`);
}

/** `_id: expected string, got undefined`; `expected object, got string` for the value itself. */
export function reasonOf(found: Problem): string {
  const path = found.path.replace(/^\./, '');
  const text = `expected ${found.expected}, got ${describeValue(found.actual)}`;
  return path === '' ? text : `${path}: ${text}`;
}

/** The error for `found`, its path prefixed with where the checked value sits in the body. */
export function malformedResponse(found: Problem, basePath: string): MalformedResponseError {
  const path = (basePath + found.path).replace(/^\./, '');
  return new MalformedResponseError(`${path || 'body'}: ${reasonOf({ ...found, path: '' })}`, path);
}

function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** An item `readItems` left out of its list. */
export interface LeftOut {
  /** Its position in the list as sent. */
  index: number;
  found: Problem;
  /** The item as received, untouched (a check narrows only an item it accepts). */
  item: unknown;
}

/** Told of an item left out, with its path below the payload (`.jobs[2]`, `[3]`). */
export type LeaveOut = (path: string, leftOut: LeftOut) => void;

/**
 * The items of `items` that `check` accepts (narrowed in place by it), in order; each refused one
 * is handed to `leaveOut` instead. The list itself is not changed: callers count what was sent.
 */
export function readItems(
  items: readonly unknown[],
  check: (item: unknown, index: number) => Problem | undefined,
  leaveOut: (leftOut: LeftOut) => void,
): unknown[] {
  const kept: unknown[] = [];
  for (let index = 0; index < items.length; index += 1) {
    const item = items[index];
    const found = check(item, index);
    if (found) leaveOut({ index, found, item });
    else kept.push(item);
  }
  return kept;
}

// ---------------------------------------------------------------------------------------------
// Narrowing: each removes a present value of the wrong type and never fails.

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

export function optionalBoolean(fields: Fields, key: string, nullable = false): undefined {
  const value = fields[key];
  if (value === undefined || typeof value === 'boolean' || (nullable && value === null)) return undefined;
  return drop(fields, key);
}

export function optionalBooleans(fields: Fields, keys: readonly string[]): undefined {
  for (const key of keys) optionalBoolean(fields, key);
  return undefined;
}

export function optionalNumber(fields: Fields, key: string): undefined {
  const value = fields[key];
  return value === undefined || (typeof value === 'number' && Number.isFinite(value)) ? undefined : drop(fields, key);
}

export function optionalNumbers(fields: Fields, keys: readonly string[]): undefined {
  for (const key of keys) optionalNumber(fields, key);
  return undefined;
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

/** An object with a shape: another value is dropped; an object is narrowed by `narrow`. */
export function optionalObject(fields: Fields, key: string, narrow: (value: Fields) => void): undefined {
  const value = fields[key];
  if (value === undefined) return undefined;
  if (!isRecord(value)) return drop(fields, key);
  narrow(value);
  return undefined;
}

/**
 * A list of objects with a shape: another value is dropped; items that are not objects are left
 * out; each object is narrowed by `narrow`.
 */
export function optionalObjectList(fields: Fields, key: string, narrow: (value: Fields) => void): undefined {
  keepItems(fields, key, isRecord);
  for (const item of (fields[key] ?? []) as Fields[]) narrow(item);
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
