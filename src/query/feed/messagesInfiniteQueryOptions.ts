// The feed as an infinite query, its key and fetcher side by side so they never drift apart.
import type { DataTag, GetNextPageParamFunction, InfiniteData, QueryFunction } from '@tanstack/react-query';
import type { FeedFilter, InboxKitClient, ListMessagesInput } from '../../api/client';
import { DEFAULT_PAGE_SIZE, feedKeyOf, inboxKeys, type MessagesFilter } from '../inboxKeys';
import { markAsLedger, messageKey } from '../ledger';
import { matchesFilter, type ConfirmedMessagesPage } from '../ledger';

export { DEFAULT_PAGE_SIZE };

export interface MessagesQueryInput {
  client: InboxKitClient;
  subscriberId: string;
  /** Default `all`. */
  filter?: MessagesFilter;
  /** 1 to 100 (the feed's limit). Default 20. */
  pageSize?: number;
  /** One feed of the subscriber's messages (a tab's); default the whole inbox. */
  feed?: FeedFilter | undefined;
}

const FILTER_QUERY: Readonly<Record<MessagesFilter, Pick<ListMessagesInput, 'read' | 'seen'>>> = {
  all: {},
  unread: { read: false },
  unseen: { seen: false },
};

/**
 * Options of the subscriber's feed as an infinite query (pages from 0, newest first), for
 * `useInfiniteQuery`, `prefetchInfiniteQuery` or `getQueryData`. The cached pages are what the
 * service said; `useMessages` shows them with pending mark-as changes applied.
 * The query's `signal` reaches the client, so a cancelled fetch really stops.
 */
type MessageListKey = ReturnType<typeof inboxKeys.messageList>;

/** What `messagesInfiniteQueryOptions` returns (spelled out: the emitted types name only react-query). */
export interface MessagesInfiniteQueryOptions {
  queryKey: DataTag<MessageListKey, InfiniteData<ConfirmedMessagesPage, unknown>, Error>;
  queryFn: QueryFunction<ConfirmedMessagesPage, MessageListKey, number>;
  retry: false;
  staleTime: number;
  initialPageParam: number;
  getNextPageParam: GetNextPageParamFunction<number, ConfirmedMessagesPage>;
}

export function messagesInfiniteQueryOptions({ client, subscriberId, filter = 'all', pageSize = DEFAULT_PAGE_SIZE, feed }: MessagesQueryInput): MessagesInfiniteQueryOptions {
  // Sent as its key holds it: the same feed, asked for in the same words.
  const feedKey = feedKeyOf(feed);
  return {
    // Tagged with the data type, as React Query's `infiniteQueryOptions` does.
    queryKey: inboxKeys.messageList(subscriberId, filter, pageSize, feedKey) as MessagesInfiniteQueryOptions['queryKey'],
    queryFn: async ({ pageParam, signal, client: queryClient }): Promise<ConfirmedMessagesPage> => {
      // Taken before sending: answers that arrive after this moment are applied on top of the page.
      const asOf = markAsLedger(queryClient, subscriberId).nextSeq();
      const page = await client.listMessages(
        { subscriberId, page: pageParam, limit: pageSize, ...FILTER_QUERY[filter], ...feedKey },
        { signal },
      );
      return { ...page, asOf };
    },
    // The client already retried what is worth retrying; React Query's retries would multiply
    // them (4 × 4 requests per page) and delay an InputError that nothing can fix.
    retry: false,
    // Never stale by age: a stale infinite query refetches every loaded page (on mount, focus or
    // reconnect), which is what throttles an inbox (SERVER-NOTES.md §4b). News reaches the cache
    // otherwise: the service's answers through the ledger, new messages through live arrival
    // (first page only), other tabs through the tab channel; a change refetches what it can have
    // moved (refetchAfterChange.ts). An explicit invalidation still refetches.
    staleTime: Infinity,
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages, lastPageParam) =>
      lastPage.hasMore ? nextPageParam({ pages, lastPageParam, filter, pageSize }) : undefined,
  };
}

interface NextPageParamInput {
  pages: readonly ConfirmedMessagesPage[];
  lastPageParam: number;
  filter: MessagesFilter;
  pageSize: number;
}

// By the pages array (a new one whenever the list's data changes): React Query asks on every render.
const nextOfFilteredPages = new WeakMap<readonly ConfirmedMessagesPage[], number>();

/**
 * The page after the loaded ones. The feed pages by offset, and a filtered list's offsets move:
 * up by every loaded message that has left the filter since (marked read under "unread"), down by
 * every message that arrived on top (seen as a message that two loaded pages both hold). The next
 * page is the one holding the service's first message not loaded yet: at the offset of the loaded
 * messages that still match, plus the arrivals; the overlap is shown once (flattenMessages).
 * Without that, each message that left pushed one unloaded message past the reader for good, and
 * the only cure was refetching every loaded page after each change.
 */
export function nextPageParam({ pages, lastPageParam, filter, pageSize }: NextPageParamInput): number {
  if (filter === 'all') return lastPageParam + 1;
  const known = nextOfFilteredPages.get(pages);
  if (known !== undefined) return known;
  const held = new Set<string>();
  const matching = new Set<string>();
  let repeats = 0;
  let lastBroughtNew = false;
  pages.forEach((page, index) => {
    for (const message of page.data) {
      const key = messageKey(message._id);
      if (held.has(key)) repeats += 1;
      else if (index === pages.length - 1) lastBroughtNew = true;
      held.add(key);
      if (matchesFilter(message, filter)) matching.add(key);
    }
  });
  // Never beyond the next page; and past a page that brought nothing new, so paging always ends.
  const next = lastBroughtNew ? Math.min(lastPageParam + 1, Math.floor((matching.size + repeats) / pageSize)) : lastPageParam + 1;
  nextOfFilteredPages.set(pages, next);
  return next;
}
