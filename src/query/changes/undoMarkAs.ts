// Undo of a bulk change (mark-as of several messages, or mark all): every touched message goes
// back to its own prior state, as this cache showed it at the moment of the change.
//
// The service's state table (SERVER-NOTES.md §1) decides the requests: `read` and `unread` set
// `seen` to true as well, `seen`/`unseen` leave `read` alone. So a message is restored by at most
// two changes, in this order: its `read` flag (`read`/`unread`, which also sets `seen`), then its
// `seen` flag when that is not what the first left (`seen`/`unseen`). Messages are grouped by the
// change they need; a bulk change of one `markAs` always needs at most two groups (e.g. after
// "read": `unread` for the formerly unread, then `unseen` for the formerly unseen). Each group is
// one ordinary mark-as change (own idempotency key, ledger entry, broadcast to the other tabs),
// all shown at once; a later group is sent only after the earlier one succeeded, so a failure
// never leaves a half-restored state the reader never had: what was not sent rolls back too.
//
// A mark-all is answered with a count, not ids: only the messages this cache had loaded are known,
// so only those are restored (of its feed, for a mark all of one: those of that feed's lists, and
// those known to be of it elsewhere, ledger/feedRule.ts). Messages never loaded keep the state the
// mark-all gave them.
import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import type { InboxKitClient } from '../../api/client';
import type { MarkAs, Message } from '../../api/types';
import { applyMarkAs, type MessageState } from '../../api/applyMarkAs';
import { feedOfKey, messageListFilters } from '../inboxKeys';
import { feedRuleOf, isFeedWithin, isInRule, ledgerInFeed, markAsLedger, messageKey } from '../ledger';
import { beginMarkAs, markMessagesAsMutationOptions, type MarkMessagesAsVariables } from './markMessagesAsMutationOptions';
import type { OfflineChangesSetting } from '../offline';
import { confirmedEntries, isCachedMessageList, projectState } from '../ledger';

/** The two flags an undo restores. */
export type MessageFlags = Pick<MessageState, 'read' | 'seen'>;

/** One request of an undo: these messages get this `markAs`. */
export interface UndoStep {
  markAs: MarkAs;
  messageIds: string[];
}

/** What undoes one bulk change; `useMarkMessagesAs().mutateWithUndo` and `useMarkAllMessagesAs().mutateWithUndo` give it. */
export interface UndoableChange {
  readonly markAs: MarkAs;
  /** How many messages the service says the change touched (its answer's length, or mark-all's count). */
  readonly changed: number;
  /** By message id: the state each touched message that this cache knew had before the change. */
  readonly prior: ReadonlyMap<string, MessageFlags>;
  /**
   * Puts every known touched message back to its prior state (at most two requests); resolves to
   * the service's answers. A second call returns the first call's promise (an undo happens once),
   * unless that one failed: then it tries again.
   */
  undo(): Promise<Message[]>;
}

export interface KnownMessageStatesInput {
  queryClient: QueryClient;
  subscriberId: string;
  /** The ids to look up, or `'all'` for every loaded message. */
  messageIds: readonly string[] | 'all';
  /** With `'all'`: only the messages of the feeds these identifiers name (a mark all of a feed). */
  feedIdentifier?: readonly string[] | undefined;
}

/**
 * The flags of loaded messages as the lists show them at this call (confirmed state with every
 * pending change on top), by id as the service spelled it; ids no cached list holds are left out.
 * Worked out when first asked for: the cached lists and the ledger
 * are immutable states, so holding them is enough, and a mark-all over 10,000 cached messages does
 * not spend its click's frame on states only an undo needs (bench/cost.bench.tsx).
 */
export function captureMessageStates({ queryClient, subscriberId, messageIds, feedIdentifier }: KnownMessageStatesInput): () => Map<string, MessageFlags> {
  const wanted = messageIds === 'all' ? null : new Set(messageIds.map(messageKey));
  const ledger = markAsLedger(queryClient, subscriberId).getSnapshot();
  const rule = feedIdentifier && feedRuleOf(queryClient, subscriberId, feedIdentifier);
  const lists = queryClient
    .getQueryCache()
    .findAll(messageListFilters(subscriberId))
    .map((query) => ({ data: query.state.data as unknown, feed: feedOfKey(query.queryKey) }));
  let states: Map<string, MessageFlags> | undefined;
  return () => {
    if (states) return states;
    const seen = new Set<string>();
    states = new Map();
    for (const { data, feed } of lists) {
      if (!isCachedMessageList(data)) continue;
      // Every message of a list of the feed; elsewhere those known to be of it.
      const whole = !rule || isFeedWithin(feed, rule.feedIdentifier);
      const view = ledgerInFeed(ledger, feed);
      // Each list's messages once, as its rows have them already; then once over all lists.
      for (const { message, asOf } of confirmedEntries(data)) {
        const key = messageKey(message._id);
        if (seen.has(key) || (wanted && !wanted.has(key)) || (!whole && !isInRule(rule, message._feedId))) continue;
        seen.add(key);
        const { read, seen: wasSeen } = projectState(message, asOf, view);
        states.set(message._id, { read, seen: wasSeen });
      }
    }
    return states;
  };
}

export interface PlanUndoInput {
  /** Each message's state to restore. */
  prior: ReadonlyMap<string, MessageFlags>;
  /** Each message's state now; a message missing here is taken to be as `markAs` left it. */
  current: ReadonlyMap<string, MessageFlags>;
  /** The change being undone. */
  markAs: MarkAs;
}

/**
 * The requests that bring every message from `current` back to `prior`, in the order they must
 * reach the service: `read`/`unread` groups first (they set `seen` too), then `seen`/`unseen`.
 * Messages already in their prior state need nothing.
 */
export function planUndo({ prior, current, markAs }: PlanUndoInput): UndoStep[] {
  const groups = new Map<MarkAs, string[]>();
  const add = (step: MarkAs, id: string) => {
    const ids = groups.get(step);
    if (ids) ids.push(id);
    else groups.set(step, [id]);
  };
  for (const [id, was] of prior) {
    const now = current.get(id) ?? applyMarkAs(was, markAs, new Date(0));
    let seen = now.seen;
    if (now.read !== was.read) {
      add(was.read ? 'read' : 'unread', id);
      seen = true;
    }
    if (seen !== was.seen) add(was.seen ? 'seen' : 'unseen', id);
  }
  const order: MarkAs[] = ['read', 'unread', 'seen', 'unseen'];
  return order.flatMap((step) => {
    const messageIds = groups.get(step);
    return messageIds ? [{ markAs: step, messageIds }] : [];
  });
}

export interface RunUndoInput {
  client: InboxKitClient;
  queryClient: QueryClient;
  subscriberId: string;
  steps: readonly UndoStep[];
  /** The provider's `offline` setting, as for the change being undone. */
  offline?: OfflineChangesSetting | undefined;
}

/**
 * Runs the steps as ordinary mark-as changes: all shown at once, each sent only after the one
 * before it succeeded. Rejects with the first failure (the changes not applied roll back).
 */
async function runUndo({ client, queryClient, subscriberId, steps, offline }: RunUndoInput): Promise<Message[]> {
  const options = markMessagesAsMutationOptions({ client, subscriberId, offline });
  let previous: Promise<unknown> = Promise.resolve();
  const runs: Array<Promise<Message[]>> = [];
  for (const step of steps) {
    const variables: MarkMessagesAsVariables = beginMarkAs(queryClient, subscriberId, step, { onlyAfter: previous });
    const run = new MutationObserver(queryClient, options).mutate(variables);
    runs.push(run);
    previous = run;
  }
  const settled = await Promise.allSettled(runs);
  const failed = settled.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.flatMap((outcome) => (outcome.status === 'fulfilled' ? outcome.value : []));
}

export interface CreateUndoableChangeInput {
  client: InboxKitClient;
  queryClient: QueryClient;
  subscriberId: string;
  markAs: MarkAs;
  changed: number;
  /** The states to restore, or what works them out when first needed (`captureMessageStates`). */
  prior: ReadonlyMap<string, MessageFlags> | (() => ReadonlyMap<string, MessageFlags>);
  /** The provider's `offline` setting: the undo waits for the connection (or not) like the change. */
  offline?: OfflineChangesSetting | undefined;
}

/** What undoes a change whose touched messages had `prior` states. */
export function createUndoableChange({ client, queryClient, subscriberId, markAs, changed, prior: given, offline }: CreateUndoableChangeInput): UndoableChange {
  let running: Promise<Message[]> | undefined;
  const priorStates = typeof given === 'function' ? given : () => given;
  return {
    markAs,
    changed,
    get prior() {
      return priorStates();
    },
    undo: () => {
      if (running) return running;
      const prior = priorStates();
      const current = captureMessageStates({ queryClient, subscriberId, messageIds: [...prior.keys()] })();
      const started = runUndo({ client, queryClient, subscriberId, steps: planUndo({ prior, current, markAs }), offline });
      running = started;
      started.catch(() => {
        running = undefined;
      });
      return started;
    },
  };
}
