// The items of a list as the service sent it: the readable ones in their order, and each item the
// client could not read (kept aside with its position, `MalformedItem.index`) back at its place,
// so that a view shows "something is here" where it was, not at the end.
import type { MalformedItem } from '../../api/types';

/** One place of the list: a readable item, or one that could not be read. */
export type SentItem<T> = { item: T; unreadable?: undefined } | { item?: undefined; unreadable: MalformedItem };

export interface InSentOrderOptions<T> {
  /** The readable items, in the service's order. */
  items: readonly T[];
  /** The items left out of `items`, each with its position in the list as sent. */
  unreadable?: readonly MalformedItem[];
}

/**
 * `items` and `unreadable` merged by position. Tolerant of a record an app built itself: an
 * unreadable item whose position is taken or out of range comes as soon as it can (after the
 * readable items when it is past them), and none is ever lost.
 */
export function inSentOrder<T>({ items, unreadable = [] }: InSentOrderOptions<T>): SentItem<T>[] {
  if (unreadable.length === 0) return items.map((item) => ({ item }));
  const positionOf = ({ index }: MalformedItem) => (Number.isFinite(index) ? index : Number.POSITIVE_INFINITY);
  const waiting = [...unreadable].sort((a, b) => positionOf(a) - positionOf(b));
  const placed: SentItem<T>[] = [];
  let next = 0;
  let nextUnreadable = 0;
  while (next < items.length || nextUnreadable < waiting.length) {
    const candidate = waiting[nextUnreadable];
    if (candidate && (next >= items.length || positionOf(candidate) <= placed.length)) {
      placed.push({ unreadable: candidate });
      nextUnreadable += 1;
    } else {
      placed.push({ item: items[next] as T });
      next += 1;
    }
  }
  return placed;
}
