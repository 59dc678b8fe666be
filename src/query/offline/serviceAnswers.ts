// Evidence that the service can be reached again: it has just answered a request of a subscriber's
// client in a QueryClient. The offline outbox (offlineOutbox.ts) listens while changes wait after
// a transport failure, so that a blip does not hold them for a whole retry delay once the feed,
// the counts or a notification load again.
// Two sources: the query cache (a fetch of one of the subscriber's queries, or of a notification,
// that succeeded; a write of the library's own, `setQueryData`, is no answer), and what the query
// layer asks outside the cache and reports itself (live arrival's look at the first page).
import type { QueryClient } from '@tanstack/react-query';
import { isServiceQueryKeyFor } from '../inboxKeys';
import { perSubscriber } from '../perSubscriber';

const answerListeners = perSubscriber(() => new Set<() => void>());

/** Tells the listeners of `subscriberId` that the service answered a request made outside the query cache. */
export function reportServiceAnswer(queryClient: QueryClient, subscriberId: string): void {
  for (const onAnswer of [...answerListeners(queryClient, subscriberId)]) onAnswer();
}

/**
 * Calls `onAnswer` each time the service answers a request of `subscriberId`'s client in
 * `queryClient`: a fetch of its queries (or of a notification) that succeeded, or a reported
 * answer. Returns the unsubscribe.
 */
export function onServiceAnswer(queryClient: QueryClient, subscriberId: string, onAnswer: () => void): () => void {
  const listeners = answerListeners(queryClient, subscriberId);
  listeners.add(onAnswer);
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || event.action.manual) return;
    if (isServiceQueryKeyFor(event.query.queryKey, subscriberId)) onAnswer();
  });
  return () => {
    listeners.delete(onAnswer);
    unsubscribe();
  };
}
