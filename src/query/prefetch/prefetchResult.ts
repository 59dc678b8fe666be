// How a prefetch ends: never by throwing. A server component awaits it before rendering, and a
// service that is down must cost the page its first rows, never the page itself (an error page).
import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** What `prefetchInbox` and `prefetchNotification` did. */
export interface PrefetchResult {
  /** Every query was filled. */
  ok: boolean;
  /**
   * The first failure when not `ok` (the client's typed error: `NetworkError`, `ApiError`, …), for
   * the server's log. The failed query is left out of the cache: the browser loads it itself.
   */
  error?: unknown;
}

/** One query of a prefetch: its key, and the fetch that fills it (rejects on failure). */
export interface PrefetchedQuery {
  queryKey: QueryKey;
  fill: () => Promise<unknown>;
}

/**
 * Runs the fetches at once and reports. A query that failed is removed, not kept in its error
 * state: dehydrated with an app's own `shouldDehydrateQuery`, an error would show the inbox's
 * failure in the server's HTML; gone, the browser shows its usual loading and asks itself.
 */
export async function prefetchAll(queryClient: QueryClient, queries: readonly PrefetchedQuery[]): Promise<PrefetchResult> {
  const failures = await Promise.all(
    queries.map(({ queryKey, fill }) =>
      fill().then(
        () => null,
        (error: unknown) => {
          queryClient.removeQueries({ queryKey, exact: true });
          return { error };
        },
      ),
    ),
  );
  const failure = failures.find((outcome) => outcome !== null);
  return failure ? { ok: false, error: failure.error } : { ok: true };
}
