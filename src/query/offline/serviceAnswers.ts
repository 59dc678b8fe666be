// Evidence that the service can be reached again: it has just answered a request of a subscriber's
// client in a QueryClient. The offline outbox (offlineOutbox.ts) listens while changes wait after
// a transport failure, so that a blip does not hold them for a whole retry delay once the feed,
// the counts or a notification load again.
// Two sources: the query cache (a fetch of one of the subscriber's queries, or of a notification,
// that succeeded; a write of the library's own, `setQueryData`, is no answer), and what the query
// layer asks outside the cache and reports itself (live arrival's look at the first page).
import type { QueryClient } from '@tanstack/react-query';
import { isServiceQueryKeyFor } from '../inboxKeys';

interface Listener {
  readonly subscriberId: string;
  readonly onAnswer: () => void;
}

const listenersBy = new WeakMap<QueryClient, Set<Listener>>();

/** Tells the listeners of `subscriberId` that the service answered a request made outside the query cache. */
export function reportServiceAnswer(queryClient: QueryClient, subscriberId: string): void {
  for (const listener of [...(listenersBy.get(queryClient) ?? [])]) {
    if (listener.subscriberId === subscriberId) listener.onAnswer();
  }
}

/**
 * Calls `onAnswer` each time the service answers a request of `subscriberId`'s client in
 * `queryClient`: a fetch of its queries (or of a notification) that succeeded, or a reported
 * answer. Returns the unsubscribe.
 */
export function onServiceAnswer(queryClient: QueryClient, subscriberId: string, onAnswer: () => void): () => void {
  let listeners = listenersBy.get(queryClient);
  if (!listeners) listenersBy.set(queryClient, (listeners = new Set()));
  const listener: Listener = { subscriberId, onAnswer };
  listeners.add(listener);
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || event.action.manual) return;
    if (isServiceQueryKeyFor(event.query.queryKey, subscriberId)) onAnswer();
  });
  return () => {
    listeners.delete(listener);
    unsubscribe();
  };
}
