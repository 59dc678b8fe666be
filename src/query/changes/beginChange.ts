// A change begins at the call, mark-as and mark all alike: it is in the subscriber's ledger from
// this tick on (every list and count shows it), the refetches it outdates are cancelled, and it is
// registered under the variables object the mutation runs with (TanStack hands that very object
// to the mutation function), where its request meets it.
import type { Query, QueryClient } from '@tanstack/react-query';
import { markAsEffect } from '../../api/applyMarkAs';
import type { MarkAs } from '../../api/types';
import { inboxKeys } from '../inboxKeys';
import { markAsLedger, type FeedRule, type PendingMark } from '../ledger';

export interface BegunChange {
  /** The change in the ledger; null for an input the client will refuse (nothing shown, nothing sent). */
  mark: PendingMark | null;
  /** Sent only once this settles well; a rejection rolls the change back unsent (undo's later step). */
  onlyAfter?: Promise<unknown> | undefined;
}

const begun = new WeakMap<object, BegunChange>();

/**
 * A refetch (not a next page, not a first load) is running: its answer predates the change. The
 * ledger lays the change over it anyway, but it is wasted. A next page or a first load is left
 * alone (it brings rows the inbox has not got).
 */
function isRefetchInFlight(query: Query): boolean {
  return query.state.fetchStatus === 'fetching' && query.state.data !== undefined && !query.state.fetchMeta?.fetchMore;
}

export interface BeginChangeInput {
  /** `'all'` for mark all; anything but an array for an input the client will refuse. */
  messageIds: unknown;
  /** For a mark all: the feed it is limited to. */
  feed?: FeedRule | undefined;
  /** Sent only once this settles well (undo's later step). */
  onlyAfter?: Promise<unknown> | undefined;
}

/**
 * Begins the change of `registered` (the variables the mutation will run with) on `messageIds`.
 * Returns `registered`.
 */
export function beginChange<V extends { markAs: MarkAs }>(
  queryClient: QueryClient,
  subscriberId: string,
  registered: V,
  { messageIds, feed, onlyAfter }: BeginChangeInput,
): V {
  const valid = (messageIds === 'all' || Array.isArray(messageIds)) && markAsEffect(registered.markAs) !== undefined;
  const mark = valid
    ? markAsLedger(queryClient, subscriberId).begin({
        messageIds: messageIds as readonly string[] | 'all',
        markAs: registered.markAs,
        now: new Date(),
        feed,
      })
    : null;
  begun.set(registered, { mark, onlyAfter });
  if (mark) void queryClient.cancelQueries({ queryKey: inboxKeys.messages(subscriberId), predicate: isRefetchInFlight });
  return registered;
}

/** The change begun for `variables`, or, for variables no hook began (`useMutation` run directly), the one `begin` begins now. */
export function begunChange(variables: object, begin: () => object): BegunChange {
  return begun.get(variables) ?? begun.get(begin())!;
}
