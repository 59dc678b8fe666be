// The ledger of one subscriber's mark-as changes in one QueryClient: the changes still pending,
// in call order, and the recent answers of the service. It is how `useMarkMessagesAs` keeps
// API.md §2's promise: every list and count shows the last state the service confirmed with every
// pending change applied on top, in call order, by the service's own state table.
//
// Why a ledger beside the cache instead of optimistic writes into it:
// - The cache holds only what the service said (fetched pages and counts, and mark-as answers).
//   The hooks render `confirmed ⊕ pending` (projectMessages.ts) from it. A failed change is
//   simply dropped from the ledger and the view recomputed: that is the exact inverse patch of
//   the fields it touched, and it cannot undo an overlapping change made before or after it,
//   because those are still in the ledger and applied on top. No whole-cache snapshot exists.
// - A refetch that lands while changes are pending cannot overwrite them: its data is the
//   confirmed layer, the pending changes are applied on top of whatever lands.
// - A mark-as answer is a confirmation with a sequence number. Every fetched page and count records
//   the sequence number of the moment its request was sent (`asOf`); a confirmation applies to
//   data whose request left before it, so a slow fetch that started before the answer and lands
//   after it cannot bring the old state back either.
// - Changes that share a message are sent one after another (`after`), so the service applies
//   them in call order and two quick opposite changes end in the user's last intent on the service
//   too, whichever answer would otherwise have come first. Changes on other messages run at once.
// - A successful answer may leave out ids that were sent: the service leaves out ids it does not
//   know (SERVER-NOTES.md §1), the client leaves out items it cannot read, the proxy drops messages
//   that are not the subscriber's. The service accepted the request, so such a message must not
//   fall back to its state before the change. Its confirmation carries those ids as `presumed`:
//   the change's own effect (the state table applied as of the call, `startedAt`), which the
//   projection lays over data requested before the confirmation exactly as it laid the pending
//   change, without comparing dates, in the confirmation's place among the others (its sequence
//   number: after every earlier confirmation, under every change still pending). So the row keeps
//   what it showed, and an overlapping later change still applies on top. Everything downstream
//   reads it like any confirmation: writeConfirmations.ts writes it into the cached lists and
//   counts, undo (undoMarkAs.ts) reads the projection and restores those messages too, the other
//   tabs get the same presumed effect with the answer (tabChannel.ts). The presumption only holds
//   until the service is asked: refetchAfterChange.ts refetches the lists that hold such an id,
//   and that data, requested after the confirmation (`asOf`), is the confirmed state as it is.
//   A failure presumes nothing and rolls back exactly what it changed; a partly failed change
//   presumes only within its applied part (`accepted`), the rest rolls back.
import type { MarkAs, Message } from '../../api/types';
import { perSubscriber } from '../perSubscriber';

/**
 * The feed a mark all is limited to (mark-all's `feedIdentifier`): its identifiers, and the
 * `_feedId`s this cache had seen in that feed when the change began. A message names its feed by
 * `_feedId` only, never by identifier, so outside the feed's own lists and counts those are how the
 * change knows its messages (feedRule.ts).
 */
export interface FeedRule {
  readonly feedIdentifier: readonly string[];
  /** Plain data (a few ids at most), as it is stored and sent to the other tabs. */
  readonly feedIds: readonly string[];
}

/** A change sent (or about to be sent) to the service and not answered yet. */
export interface PendingMark {
  /** Call order within the ledger. */
  readonly id: number;
  /** Lower-cased ids: the service treats ids case-insensitively. Empty for a change by rule. */
  readonly messageIds: ReadonlySet<string>;
  /**
   * A change by rule (mark all): it covers every message of the subscriber, loaded or not, and the
   * service answers only a count, so it is confirmed as a rule too (`Confirmation.rule`).
   */
  readonly all?: true;
  /** A mark all limited to one feed (or several): the rule covers that feed's messages only. */
  readonly feed?: FeedRule;
  readonly markAs: MarkAs;
  /** ISO time of the call: the optimistic `lastReadDate`/`lastSeenDate`. */
  readonly startedAt: string;
  /** Settles when every earlier pending change on one of these messages has settled. */
  readonly after: Promise<unknown>;
}

/**
 * What a successful change did to the ids its answer left out, presumed until the service is asked
 * again: its own `markAs` as of its call, as while it was pending (see the header).
 */
export interface PresumedEffect {
  /** Lower-cased ids. */
  readonly messageIds: ReadonlySet<string>;
  readonly markAs: MarkAs;
  /** ISO time of the change's call (`PendingMark.startedAt`). */
  readonly at: string;
}

/** Messages as the service returned them from a mark-as, applied to data requested before `seq`. */
export interface Confirmation {
  readonly seq: number;
  /** By lower-cased id. */
  readonly messages: ReadonlyMap<string, Message>;
  /** The ids the service accepted without answering for them; none of them is in `messages`. */
  readonly presumed?: PresumedEffect;
  /** A confirmed mark-all: applies to every message (of its feed) of data requested before `seq`. */
  readonly rule?: ConfirmedRule;
}

/** A confirmed mark-all, applied as the service applied it: as of `at`, to every message of its feed. */
export interface ConfirmedRule {
  readonly markAs: MarkAs;
  readonly at: string;
  readonly feed?: FeedRule;
}

/** An immutable state of the ledger: a new object after every change, so it can be a render input. */
export interface LedgerSnapshot {
  readonly pending: readonly PendingMark[];
  readonly confirmations: readonly Confirmation[];
}

export interface BeginMarkInput {
  /** `'all'` for a change by rule (mark all). */
  messageIds: readonly string[] | 'all';
  markAs: MarkAs;
  now: Date;
  /** For a mark all: the feed it is limited to. */
  feed?: FeedRule | undefined;
}

export interface SettleOptions {
  /** A mark-all's time as the service applied it: when its (last) request left. Default the call's. */
  sentAt?: string;
  /**
   * The ids the service accepted: every id of a change that succeeded, the applied ids of a partly
   * failed one; none for a failure. Those that `confirmed` leaves out keep the change's effect,
   * presumed (`Confirmation.presumed`).
   */
  accepted?: readonly string[];
}

/** Another tab's presumed effect as it travels (tabChannel.ts): plain ids. */
export interface PresumedNews {
  readonly messageIds: readonly string[];
  readonly markAs: MarkAs;
  readonly at: string;
}

/**
 * Whether a rule limited to `feed` (none: every message) covers a message of `feedId`, where it
 * still carries its feed (outside the feed's own lists and counts: feedRule.ts).
 */
export function isInRule(feed: FeedRule | undefined, feedId: string | null | undefined): boolean {
  return !feed || (feedId != null && feed.feedIds.includes(feedId));
}

export function messageKey(id: string): string {
  return id.toLowerCase();
}

export class MarkAsLedger {
  #seq = 0;
  #nextMarkId = 1;
  #snapshot: LedgerSnapshot = { pending: [], confirmations: [] };
  /** Per pending change: a promise that resolves when it settles, and its resolver. */
  readonly #done = new Map<number, { promise: Promise<void>; resolve: () => void }>();
  readonly #listeners = new Set<() => void>();

  /** A new sequence number; a query function takes one when it sends its request. */
  nextSeq(): number {
    this.#seq += 1;
    return this.#seq;
  }

  getSnapshot = (): LedgerSnapshot => this.#snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  };

  /** Records a change at the moment of the call; the view shows it from now on. */
  begin({ messageIds, markAs, now, feed }: BeginMarkInput): PendingMark {
    const all = messageIds === 'all';
    const ids = new Set(all ? [] : messageIds.map(messageKey));
    // A change by rule overlaps every change, before and after it.
    const earlier = this.#snapshot.pending
      .filter((mark) => all || mark.all === true || [...mark.messageIds].some((id) => ids.has(id)))
      .map((mark) => this.#done.get(mark.id)?.promise);
    const id = this.#nextMarkId++;
    let resolve = () => {};
    const promise = new Promise<void>((settle) => (resolve = settle));
    this.#done.set(id, { promise, resolve });
    const mark: PendingMark = {
      id,
      messageIds: ids,
      ...(all && { all: true as const }),
      ...(all && feed && { feed }),
      markAs,
      startedAt: now.toISOString(),
      after: Promise.all(earlier),
    };
    this.#commit({ ...this.#snapshot, pending: [...this.#snapshot.pending, mark] });
    return mark;
  }

  /**
   * Ends a change: it leaves the pending list and `confirmed` (the service's answer, or the applied
   * part of a partly failed change; empty for a failure) becomes a confirmation, in one step, with
   * the `accepted` ids it leaves out as its presumed effect. Returns that confirmation (null when
   * there is none: a failure, or settled already).
   * A confirmed mark-all is a rule as of `sentAt`, the time its (last) request left: the service
   * applied it then, not at the call, which can be long before when it waited for the connection.
   */
  settle(mark: PendingMark, confirmed: readonly Message[] | 'all', { sentAt = mark.startedAt, accepted = [] }: SettleOptions = {}): Confirmation | null {
    const done = this.#done.get(mark.id);
    if (!done) return null;
    const confirmation: Confirmation | null =
      confirmed === 'all'
        ? { seq: this.nextSeq(), messages: new Map(), rule: { markAs: mark.markAs, at: sentAt, ...(mark.feed && { feed: mark.feed }) } }
        : confirmationOf(this, confirmed, {
            messageIds: accepted.filter((id) => mark.messageIds.has(messageKey(id))),
            markAs: mark.markAs,
            at: mark.startedAt,
          });
    const confirmations = confirmation ? [...this.#snapshot.confirmations, confirmation] : this.#snapshot.confirmations;
    this.#commit({ pending: this.#snapshot.pending.filter((item) => item !== mark), confirmations });
    this.#done.delete(mark.id);
    done.resolve();
    return confirmation;
  }

  /**
   * Records answers that another tab's change received (tabChannel.ts): a confirmation like any
   * settled change's, its presumed effect included, with no pending change of this tab behind it.
   */
  confirm(confirmed: readonly Message[], presumed?: PresumedNews): void {
    const confirmation = confirmationOf(this, confirmed, presumed);
    if (confirmation) this.#commit({ ...this.#snapshot, confirmations: [...this.#snapshot.confirmations, confirmation] });
  }

  /**
   * Records a mark-all that another tab's change had confirmed: the same confirmation by rule as
   * a settled mark-all of this tab, so this tab's pending changes stay on top of it.
   */
  confirmRule(rule: ConfirmedRule): void {
    this.#commit({ ...this.#snapshot, confirmations: [...this.#snapshot.confirmations, { seq: this.nextSeq(), messages: new Map(), rule }] });
  }

  /** Forgets confirmations up to `seq`, once no cached data or running fetch needs them. */
  prune(seq: number): void {
    const kept = this.#snapshot.confirmations.filter((item) => item.seq > seq);
    if (kept.length !== this.#snapshot.confirmations.length) {
      this.#commit({ ...this.#snapshot, confirmations: kept });
    }
  }

  #commit(snapshot: LedgerSnapshot): void {
    this.#snapshot = snapshot;
    for (const listener of [...this.#listeners]) listener();
  }
}

/** A confirmation of `confirmed`, and of the presumed ids it leaves out; null when both are empty. */
function confirmationOf(ledger: MarkAsLedger, confirmed: readonly Message[], presumed: PresumedNews | undefined): Confirmation | null {
  const messages = new Map(confirmed.map((message) => [messageKey(message._id), message]));
  const left = new Set(presumed?.messageIds.map(messageKey).filter((id) => !messages.has(id)));
  if (messages.size === 0 && left.size === 0) return null;
  return { seq: ledger.nextSeq(), messages, ...(left.size > 0 && { presumed: { ...presumed!, messageIds: left } }) };
}

/** The ledger of `subscriberId`'s mark-as changes in `queryClient` (one per QueryClient and subscriber). */
export const markAsLedger = perSubscriber(() => new MarkAsLedger());
