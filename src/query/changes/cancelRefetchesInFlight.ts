// What a change does to the refetches of a subscriber's lists running when it begins: cancels
// them. Their answers predate the change; the ledger lays the change over them anyway, but they
// are wasted. A next page or a first load is left alone (it brings rows the inbox has not got).
import type { Query, QueryClient } from '@tanstack/react-query';
import { inboxKeys } from '../inboxKeys';

/** A refetch (not a next page, not a first load) is running: its answer predates the change. */
function isRefetchInFlight(query: Query): boolean {
  return query.state.fetchStatus === 'fetching' && query.state.data !== undefined && !query.state.fetchMeta?.fetchMore;
}

export function cancelRefetchesInFlight(queryClient: QueryClient, subscriberId: string): void {
  void queryClient.cancelQueries({ queryKey: inboxKeys.messages(subscriberId), predicate: isRefetchInFlight });
}
