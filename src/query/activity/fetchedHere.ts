// A record that came with the page is as fresh as the page. React Query fetches stale data again
// when a component mounts, and a record is stale at once (no `staleTime`), so a record the server
// prefetched and the browser hydrated (query/prefetch) would be asked for again the moment
// <NotificationActivity> mounted, undoing the point of the prefetch. A record this QueryClient never
// fetched itself is therefore not fetched on mount: a focus, a reconnect, an invalidation or the
// polling still asks again, and once this QueryClient has fetched it, a mount does too, as before.
// Not a `staleTime` after hydration: the server's clock, which dated the data, is not the browser's.
// (The counts need no such note: prefetched counts carry `asOf` 0, which no fetch here gives.)
import type { QueryFunctionContext } from '@tanstack/react-query';

// By Query object: a query rebuilt after garbage collection starts over.
const fetchedHere = new WeakSet<object>();

/** Called by a query function: this QueryClient fetches the query's data itself. */
export function noteFetchedHere({ client, queryKey }: QueryFunctionContext): void {
  const query = client.getQueryCache().find({ queryKey, exact: true });
  if (query) fetchedHere.add(query);
}

/** `refetchOnMount` of a query whose data may have come with the page: only once fetched here. */
export function refetchOnMountOnceFetchedHere(query: object): boolean {
  return fetchedHere.has(query);
}
