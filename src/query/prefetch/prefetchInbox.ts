// The first page of a subscriber's list and the counts, fetched on the server into the request's
// QueryClient, for `dehydrate` and `<HydrationBoundary>`: the inbox's first rows are then in the
// server's HTML, and the browser sends nothing on mount. Through the very option factories the
// components read (query/feed), so the keys and fetchers never drift apart. No React here: a
// server component calls it.
import type { QueryClient } from '@tanstack/react-query';
import type { FeedFilter, InboxKitClient } from '../../api/client';
import type { MessagesFilter } from '../inboxKeys';
import { messageCountsQueryOptions, messagesInfiniteQueryOptions } from '../feed';
import { PREFETCHED_AS_OF } from '../ledger';
import { prefetchAll, type PrefetchResult } from './prefetchResult';

export interface PrefetchInboxInput {
  /** A client that reaches the service from the server (its secret key stays there). */
  client: InboxKitClient;
  subscriberId: string;
  /** The `<Inbox>`'s `pageSize`: part of the list's key. Default 20. */
  pageSize?: number;
  /** The read filter the inbox shows first (its `defaultFilter` or `filter`). Default `all`. */
  filter?: MessagesFilter;
  /** The feed of the tab the inbox shows first (`<Inbox tabs>`): that tab's list and counts. Default the whole inbox. */
  feed?: FeedFilter;
}

/**
 * Data stamped as older than every change of the browser (`asOf` 0): the server's ledger numbered
 * it, and the browser's ledger starts again, so the server's number would hide the browser's first
 * confirmations (markAsLedger.ts).
 */
function asPrefetched<A extends unknown[], T extends { asOf: number }>(queryFn: (...args: A) => T | Promise<T>) {
  return async (...args: A): Promise<T> => ({ ...(await queryFn(...args)), asOf: PREFETCHED_AS_OF });
}

/**
 * Fills what `<Inbox>` and `<InboxBell>` read first: the first page of the list (`filter`,
 * `pageSize`, `feed`) and the unread and unseen counts (of `feed`), both at once. Never throws (prefetchResult.ts).
 * Use a QueryClient made for the request, as React Query recommends on a server.
 */
export function prefetchInbox(queryClient: QueryClient, { client, subscriberId, pageSize, filter, feed }: PrefetchInboxInput): Promise<PrefetchResult> {
  const list = messagesInfiniteQueryOptions({ client, subscriberId, filter, pageSize, feed });
  const counts = messageCountsQueryOptions({ client, subscriberId, feed });
  return prefetchAll(queryClient, [
    { queryKey: list.queryKey, fill: () => queryClient.fetchInfiniteQuery({ ...list, queryFn: asPrefetched(list.queryFn) }) },
    { queryKey: counts.queryKey, fill: () => queryClient.fetchQuery({ ...counts, queryFn: asPrefetched(counts.queryFn) }) },
  ]);
}
