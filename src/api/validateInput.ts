// Input checks of the client's methods and options. Each throws InputError; the methods call them
// inside an async function, so a bad input rejects the returned promise and nothing is sent, and
// createClient calls them at once, so a bad option throws there.
import { InputError } from './errors';
import { isObjectId } from './ids';
import { isRecord } from './isRecord';
import { MAX_IDEMPOTENCY_KEY_LENGTH } from './idempotencyKey';
import { MARK_AS_VALUES, type MarkAs } from './types';

/** The service's largest page (SERVER-NOTES.md §5). */
export const MAX_PAGE_SIZE = 100;

export function checkSubscriberId(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new InputError('subscriberId', 'must be a non-empty string.');
  }
  // `encodeURIComponent` leaves dots alone and the URL parser resolves dot segments, so a
  // subscriberId of `..` would turn `/v1/subscribers/../notifications/feed` into another route.
  if (value === '.' || value === '..') {
    throw new InputError('subscriberId', `must not be "${value}": the request would reach another path.`);
  }
  return value;
}

/**
 * The ids to send: at least one, each a 24-hex id, duplicates dropped (first spelling and order
 * kept; ids differing only in letter case are the same id to the service).
 */
export function checkMessageIds(value: unknown): string[] {
  const list: readonly unknown[] = typeof value === 'string' ? [value] : Array.isArray(value) ? value : [];
  if (list.length === 0) {
    throw new InputError('messageIds', 'must hold at least one message id.');
  }
  const seen = new Set<string>();
  const ids: string[] = [];
  for (const id of list) {
    if (!isObjectId(id)) {
      const shown = typeof id === 'string' ? JSON.stringify(id.slice(0, 40)) : `a ${typeof id}`;
      throw new InputError('messageIds', `holds ${shown}, which is not a 24-character hexadecimal id.`);
    }
    const key = id.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    ids.push(id);
  }
  return ids;
}

export function checkMarkAs(value: unknown): MarkAs {
  if (!(MARK_AS_VALUES as readonly unknown[]).includes(value)) {
    throw new InputError('markAs', `must be one of ${MARK_AS_VALUES.join(', ')}.`);
  }
  return value as MarkAs;
}

export function checkNotificationId(value: unknown): string {
  if (!isObjectId(value)) {
    throw new InputError('notificationId', 'must be a 24-character hexadecimal id.');
  }
  return value;
}

/**
 * An optional integer from `min` (to `max`, when given): the page, the page size, how many ids a
 * request may carry, how many retries. Undefined stays undefined: not given.
 */
export function checkInteger(field: string, value: unknown, min: number, max = Infinity): number | undefined {
  if (value === undefined || (Number.isInteger(value) && (value as number) >= min && (value as number) <= max)) {
    return value as number | undefined;
  }
  const range = max === Infinity ? `of at least ${min}` : `from ${min} to ${max}`;
  throw new InputError(field, `must be an integer ${range}.`);
}

/** setTimeout fires at once for a longer delay than this. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * An optional number of milliseconds from `min` up to the longest a timer can wait: a timeout, a
 * deadline, a wait between retries.
 */
export function checkMilliseconds(field: string, value: unknown, min: number): number | undefined {
  if (value === undefined || (typeof value === 'number' && value >= min && value <= MAX_TIMER_MS)) return value;
  throw new InputError(field, `must be a number of milliseconds from ${min} to ${MAX_TIMER_MS}.`);
}

/** An optional value of a JavaScript type: a boolean filter, the app's listener. */
export function checkOptional<T>(field: string, value: unknown, type: 'boolean' | 'function'): T | undefined {
  if (value === undefined || typeof value === type) return value as T | undefined;
  throw new InputError(field, `must be a ${type} when given.`);
}

/**
 * What a header value can carry unchanged, one character at least: `Headers` throws a TypeError on
 * characters beyond Latin-1 and on CR, LF or NUL, and silently strips spaces and tabs at either end
 * (the key sent would not be the key given). Other control characters are refused too: proxies
 * drop or reject them.
 */
const HEADER_VALUE = /^[\x21-\x7e\x80-\xff](?:[\t\x20-\x7e\x80-\xff]*[\x21-\x7e\x80-\xff])?$/;

/**
 * A caller's idempotency key: non-empty, and within the service's limit even after the `-N`
 * suffix that the last of `requestCount` requests gets.
 */
export function checkIdempotencyKey(value: unknown, requestCount: number): string | undefined {
  if (value === undefined) return undefined;
  const suffixLength = requestCount > 1 ? String(requestCount).length + 1 : 0;
  if (typeof value !== 'string' || !HEADER_VALUE.test(value)) {
    throw new InputError(
      'idempotencyKey',
      'must be a non-empty string a header can carry: Latin-1, no control characters, no space at either end.',
    );
  }
  if (value.length + suffixLength > MAX_IDEMPOTENCY_KEY_LENGTH) {
    throw new InputError('idempotencyKey', `must be at most ${MAX_IDEMPOTENCY_KEY_LENGTH - suffixLength} characters` +
        (suffixLength ? ` when the ids are sent in ${requestCount} requests.` : '.'),
    );
  }
  return value;
}

/** The feed's and mark-all's optional feed filter: one feed identifier or a non-empty list of them. */
export function checkFeedIdentifier(value: unknown): string | string[] | undefined {
  if (value === undefined) return undefined;
  const isName = (item: unknown): item is string => typeof item === 'string' && item.trim() !== '';
  if (isName(value)) return value;
  if (Array.isArray(value) && value.length > 0 && value.every(isName)) return [...value];
  throw new InputError('feedIdentifier', 'must be a non-empty string or a non-empty list of strings.');
}

/** A plain object: made by a literal, `JSON.parse` or `Object.create(null)`, no class instance. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (!isRecord(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** Deep enough for any payload filter; deeper (or a cycle) is refused rather than overflowing the stack. */
const MAX_JSON_DEPTH = 64;

/** What JSON carries unchanged: null, booleans, finite numbers, strings, and lists and plain objects of them. */
function isPlainJson(value: unknown, depth = 0): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (depth > MAX_JSON_DEPTH || !(Array.isArray(value) || isPlainObject(value))) return false;
  return Object.values(value).every((item) => isPlainJson(item, depth + 1));
}

/**
 * The feed's optional payload filter: a plain JSON object, whose JSON is what the service is sent.
 * Anything JSON would change or drop (`undefined`, a function, a Date, NaN, a class instance) is
 * refused rather than sent as something else.
 */
export function checkPayload(value: unknown): Record<string, unknown> | undefined {
  if (value === undefined || (isPlainObject(value) && isPlainJson(value))) return value;
  throw new InputError('payload', 'must be a plain JSON object (of strings, finite numbers, booleans, null, lists and plain objects).');
}
