// One state per QueryClient and subscriber, made on first use: how the query layer keeps what
// belongs to a subscriber's cache beside it (the ledger, the outbox, the refetches a change owes,
// the tab channels' listeners). Keyed by the QueryClient, so two providers with two caches never
// share one, and a QueryClient that is dropped takes its states with it.
import type { QueryClient } from '@tanstack/react-query';

/** The getter of `create`'s states: `create` runs once per QueryClient and subscriber. */
export function perSubscriber<T extends object, A extends unknown[] = []>(
  create: (queryClient: QueryClient, subscriberId: string, ...rest: A) => T,
): (queryClient: QueryClient, subscriberId: string, ...rest: A) => T {
  const byClient = new WeakMap<QueryClient, Map<string, T>>();
  return (queryClient, subscriberId, ...rest) => {
    let bySubscriber = byClient.get(queryClient);
    if (!bySubscriber) byClient.set(queryClient, (bySubscriber = new Map()));
    let state = bySubscriber.get(subscriberId);
    if (!state) bySubscriber.set(subscriberId, (state = create(queryClient, subscriberId, ...rest)));
    return state;
  };
}
