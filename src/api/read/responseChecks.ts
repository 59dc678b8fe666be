// Building blocks of the tolerant reader (API.md §1) besides the narrowing of fields
// (fieldKinds.ts): what makes an ITEM usable (a message's `_id`, `read`, `seen`; a job's `_id`)
// and what happens to one that is not. A check returns undefined when the item is fine, or the
// reason it is not (`read: expected boolean, got string`), built only then; an unusable item is
// left out of its list by `readItems` and reported, the items around it stay. Only a wrong shape
// of the answer as a whole is a MalformedResponseError.
import { MalformedResponseError } from '../errors';
import { isRecord } from '../isRecord';
import type { MalformedItem } from '../types';

type Fields = Record<string, unknown>;

export { isRecord };

/** `expected string, got undefined`: the one wording of what a value should have been. */
export function expectation(expected: string, actual: unknown): string {
  return `expected ${expected}, got ${describeValue(actual)}`;
}

/** A field an item needs: undefined when it is of `type`, else why not (`_id: expected string, got undefined`). */
export function requireField(fields: Fields, key: string, type: 'string' | 'boolean'): string | undefined {
  const value = fields[key];
  return typeof value === type ? undefined : `${key}: ${expectation(type, value)}`;
}

/** The error of an answer whose shape as a whole is wrong, `path` being where in the body. */
export function malformedResponse(expected: string, actual: unknown, path: string): MalformedResponseError {
  const at = withoutLeadingDot(path);
  return new MalformedResponseError(`${at || 'body'}: ${expectation(expected, actual)}`, at);
}

/** Paths are built as `.data[3].read`; the messages and reports show `data[3].read`. */
export function withoutLeadingDot(path: string): string {
  return path.replace(/^\./, '');
}

function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** Told of an item left out of an answer: its path in the body (`.data[3]`), why, and the item as received. */
export type LeaveOut = (path: string, reason: string, item: unknown) => void;

/**
 * What an item of a list needs besides being an object, which `readItems` sees to: undefined when
 * the item can be used, else why not.
 */
export type ItemCheck = (item: Fields, index: number) => string | undefined;

/**
 * The items of `items` (at `path` in the body) that are objects and that `check` accepts, narrowed
 * in place by it, in order; each refused one is told to `leaveOut` and listed in `malformed`,
 * untouched (a check narrows only an item it accepts). The list itself is not changed: callers
 * count what was sent.
 */
export function readItems(
  items: readonly unknown[],
  path: string,
  check: ItemCheck,
  leaveOut: LeaveOut,
): { kept: unknown[]; malformed: MalformedItem[] } {
  const kept: unknown[] = [];
  const malformed: MalformedItem[] = [];
  for (const [index, item] of items.entries()) {
    const reason = isRecord(item) ? check(item, index) : expectation('object', item);
    if (reason === undefined) {
      kept.push(item);
      continue;
    }
    malformed.push({ index, reason, raw: item });
    leaveOut(`${path}[${index}]`, reason, item);
  }
  return { kept, malformed };
}
