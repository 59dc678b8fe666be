// The service's mark-as state table (SERVER-NOTES.md §1), as pure functions: what one `markAs`
// does to a message. The mock service, the optimistic view and the counts all read it, so they
// never disagree with each other or with the service.
import type { MarkAs, Message } from './types';

/** What a `markAs` sets: `read` only when the table changes it; `seen` always. */
export interface MarkAsEffect {
  /** The new `read`, or `undefined` when this `markAs` leaves `read` (and `lastReadDate`) alone. */
  read?: boolean;
  seen: boolean;
}

// `unread` also sets `seen`, and both `read` and `unread` stamp both dates: the service does so.
const EFFECTS: Readonly<Record<MarkAs, MarkAsEffect>> = {
  read: { read: true, seen: true },
  unread: { read: false, seen: true },
  seen: { seen: true },
  unseen: { seen: false },
};

/** The effect of one `markAs` value on `read` and `seen`, or `undefined` for an unknown value. */
export function markAsEffect(markAs: MarkAs): MarkAsEffect | undefined {
  return Object.hasOwn(EFFECTS, markAs) ? EFFECTS[markAs] : undefined;
}

/**
 * `message` as the service leaves it after `markAs` at `now`: `read`/`unread` set `read`, `seen`
 * and both dates; `seen`/`unseen` set `seen` and `lastSeenDate` only. Returns a new object (the
 * input is not changed); an unknown `markAs` returns `message` itself.
 */
export function applyMarkAs(message: Message, markAs: MarkAs, now: Date | string): Message {
  const effect = markAsEffect(markAs);
  if (!effect) return message;
  const at = typeof now === 'string' ? now : now.toISOString();
  const next: Message = { ...message, seen: effect.seen, lastSeenDate: at };
  if (effect.read !== undefined) {
    next.read = effect.read;
    next.lastReadDate = at;
  }
  return next;
}
