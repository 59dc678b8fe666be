// A query started while a component renders, rather than after its commit's effects (where React
// Query's observers start it): the render, the commit, the effects and the first use of Intl then
// happen while the answer travels. Started through the very options the hook's observer reads, so
// React Query holds one query: the observer mounts on the fetch in flight, or on its outcome.
//
// A mount would send such a fetch again in three ways, each taken back here:
// - its answer came before the mount and is stale (the counts have no staleTime): `refetchOnMount`;
// - its failure came before the mount: `retryOnMount` (the client already retried what is worth
//   retrying; React Query's own retries are off);
// - StrictMode mounts, unmounts and mounts again at once, and a query whose fetch read its abort
//   signal is cancelled when its last observer leaves, then fetched anew by the next one. This
//   fetch reads none: it outlives a mount that ends before its answer, which is then cached.
// The first two hold until an observer is mounted on the fetch's outcome; from then on a mount is
// an ordinary one (a remount after a failure retries, as it always has).
import { hashKey, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { MessageCountsQueryOptions } from './messageCountsQueryOptions';
import type { MessagesInfiniteQueryOptions } from './messagesInfiniteQueryOptions';

// By Query object: started at render, its outcome not yet seen by a mounted observer.
const startedAtRender = new WeakSet<Query>();

function queryOf(queryClient: QueryClient, queryKey: QueryKey): Query | undefined {
  return queryClient.getQueryCache().get(hashKey(queryKey));
}

/**
 * The query function's context with an abort signal that never aborts: React Query lets a fetch
 * whose own `signal` was never read run to its answer when the last observer leaves.
 */
function withoutCancel<C extends object>(context: C): C {
  const copy: Record<string, unknown> = { signal: new AbortController().signal };
  for (const key of Object.keys(context)) {
    if (key !== 'signal') copy[key] = context[key as keyof C];
  }
  return copy as C;
}

/**
 * Whether the app's QueryClient lets the query of `queryKey` fetch on its own: its default
 * `enabled` (the client's `defaultOptions.queries`, or `setQueryDefaults` for these keys) is unset or
 * true. A function is read by the observer against its query, after the mount: nothing is started
 * before it.
 */
function enabledByDefault(queryClient: QueryClient, queryKey: QueryKey): boolean {
  const { enabled } = queryClient.defaultQueryOptions({ queryKey });
  return enabled === undefined || enabled === true;
}

/**
 * Starts the query of `options` now, unless the cache knows it already (its data, its error or a
 * fetch in flight) or the app's QueryClient keeps such queries off by default: the very fetch its
 * hook's observer would start after the commit.
 */
export function startAtRender(queryClient: QueryClient, options: MessagesInfiniteQueryOptions | MessageCountsQueryOptions): void {
  if (queryOf(queryClient, options.queryKey) || !enabledByDefault(queryClient, options.queryKey)) return;
  if ('initialPageParam' in options) {
    void queryClient.prefetchInfiniteQuery({ ...options, queryFn: (context) => options.queryFn(withoutCancel(context)) });
  } else {
    void queryClient.prefetchQuery({ ...options, queryFn: (context) => options.queryFn(withoutCancel(context)) });
  }
  const query = queryOf(queryClient, options.queryKey);
  if (query) startedAtRender.add(query);
}

/**
 * Whether the query of `queryKey` holds a fetch started at render, or its outcome, that no mounted
 * observer has seen: its hook's mount then sends nothing (`retryOnMount` and `refetchOnMount`
 * false). Called while the hook renders; forgets the fetch once an observer has its outcome.
 */
export function isFetchAtRender(queryClient: QueryClient, queryKey: QueryKey): boolean {
  const query = queryOf(queryClient, queryKey);
  if (!query || !startedAtRender.has(query)) return false;
  if (query.getObserversCount() > 0 && query.state.status !== 'pending') {
    startedAtRender.delete(query);
    return false;
  }
  return true;
}
