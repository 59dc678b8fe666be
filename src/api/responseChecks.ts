// Building blocks of the tolerant reader (API.md §1) besides the narrowing of fields
// (fieldKinds.ts): what makes an ITEM usable (a message's `_id`, `read`, `seen`; a job's `_id`)
// and what happens to one that is not. A check returns undefined when the item is fine, or the
// first Problem found; an unusable item is left out of its list by `readItems` and reported, the
// items around it stay. Only a wrong shape of the answer as a whole is a MalformedResponseError.
import { MalformedResponseError } from './errors';
import { isRecord } from './isRecord';
import type { MalformedItem } from './types';

export interface Problem {
  /** Relative to the checked value: `.read`, or '' for the value itself. */
  path: string;
  expected: string;
  actual: unknown;
}

type Fields = Record<string, unknown>;

export { isRecord };

export function problem(expected: string, actual: unknown, path = ''): Problem {
  return { path, expected, actual };
}

/** A field an item needs: undefined when it is of `type`, else the Problem. */
export function requireField(fields: Fields, key: string, type: 'string' | 'boolean'): Problem | undefined {
  const value = fields[key];
  return typeof value === type ? undefined : problem(type, value, `.${key}`);
}

/** `_id: expected string, got undefined`; `expected object, got string` for the value itself. */
export function reasonOf(found: Problem): string {
  const text = `expected ${found.expected}, got ${describeValue(found.actual)}`;
  return found.path === '' ? text : `${withoutLeadingDot(found.path)}: ${text}`;
}

/** The error of an answer whose shape as a whole is wrong, `path` being where in the body. */
export function malformedResponse(expected: string, actual: unknown, path: string): MalformedResponseError {
  const at = withoutLeadingDot(path);
  return new MalformedResponseError(`${at || 'body'}: ${reasonOf(problem(expected, actual))}`, at);
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

/** What an item of a list needs besides being an object, which `readItems` sees to. */
export type ItemCheck = (item: Fields, index: number) => Problem | undefined;

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
    const found = isRecord(item) ? check(item, index) : problem('object', item);
    if (!found) {
      kept.push(item);
      continue;
    }
    const reason = reasonOf(found);
    malformed.push({ index, reason, raw: item });
    leaveOut(`${path}[${index}]`, reason, item);
  }
  return { kept, malformed };
}
