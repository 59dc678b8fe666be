// The service's mark-as state table (SERVER-NOTES.md §1), as pure functions: what one `markAs`
// does to a message. The mock service, the optimistic view and the counts all read it, so they
// never disagree with each other or with the service.
import type { MarkAs } from './types';

/** The fields of a message (or a feed item) that mark-as changes. */
export interface MessageState {
  read: boolean;
  seen: boolean;
  lastReadDate?: string;
  lastSeenDate?: string;
}

/** What a `markAs` sets: `read` only when the table changes it; `seen` always. */
export interface MarkAsEffect {
  /** The new `read`, or `undefined` when this `markAs` leaves `read` (and `lastReadDate`) alone. */
  read?: boolean;
  seen: boolean;
}

/** Each flag with the date the service stamps when it sets it. */
export const DATE_OF = { read: 'lastReadDate', seen: 'lastSeenDate' } as const;

/** The two flags, in the order they are written. */
export const FLAGS = ['seen', 'read'] as const;

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
export function applyMarkAs<M extends MessageState>(message: M, markAs: MarkAs, now: Date | string): M {
  if (!markAsEffect(markAs)) return message;
  const next: M = { ...message };
  writeMarkAs(next, markAs, typeof now === 'string' ? now : now.toISOString());
  return next;
}

/**
 * `applyMarkAs` written into `state` itself, for a state object the caller made and owns (the
 * projection of 10,000 messages then allocates one small object per message, not two).
 */
export function writeMarkAs(state: MessageState, markAs: MarkAs, at: string): void {
  const effect = markAsEffect(markAs);
  for (const flag of FLAGS) {
    const value = effect?.[flag];
    if (value !== undefined) {
      state[flag] = value;
      state[DATE_OF[flag]] = at;
    }
  }
}

/**
 * Whether a mark-all with `markAs` changes `message` (SERVER-NOTES.md §1b): the service updates
 * only the messages not yet in the state it sets (`read: false` for `read`, `seen: true` for
 * `unseen`, …); the others keep their dates. Mark-as by ids has no such filter.
 */
export function isChangedByMarkAll(message: MessageState, markAs: MarkAs): boolean {
  const effect = markAsEffect(markAs);
  if (!effect) return false;
  return effect.read !== undefined ? message.read !== effect.read : message.seen !== effect.seen;
}

/**
 * `message` with the state a mark-as answer confirmed. Only the state is taken: an answer is a
 * Message, the list holds feed items, and mark-as changes nothing else.
 */
export function withConfirmedState<M extends MessageState>(message: M, confirmed: MessageState): M {
  const next: M = { ...message };
  const state: MessageState = next;
  for (const flag of FLAGS) {
    state[flag] = confirmed[flag];
    const date = confirmed[DATE_OF[flag]];
    if (date !== undefined) state[DATE_OF[flag]] = date;
  }
  return next;
}
