// The feed as an infinite query, its key and fetcher side by side so they never drift apart.
import type { DataTag, GetNextPageParamFunction, InfiniteData, QueryFunction } from '@tanstack/react-query';
import type { InboxKitClient, ListMessagesInput } from '../api/client';
import { inboxKeys, type MessagesFilter } from './inboxKeys';
import { markAsLedger } from './markAsLedger';
import type { ConfirmedMessagesPage } from './projectMessages';

/** Page size of a message list when none is given. */
export const DEFAULT_PAGE_SIZE = 20;

export interface MessagesQueryInput {
  client: InboxKitClient;
  subscriberId: string;
  /** Default `all`. */
  filter?: MessagesFilter;
  /** 1 to 100 (the feed's limit). Default 20. */
  pageSize?: number;
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

export function messagesInfiniteQueryOptions({ client, subscriberId, filter = 'all', pageSize = DEFAULT_PAGE_SIZE }: MessagesQueryInput): MessagesInfiniteQueryOptions {
  return {
    // Tagged with the data type, as React Query's `infiniteQueryOptions` does.
    queryKey: inboxKeys.messageList(subscriberId, filter, pageSize) as MessagesInfiniteQueryOptions['queryKey'],
    queryFn: async ({ pageParam, signal, client: queryClient }): Promise<ConfirmedMessagesPage> => {
      // Taken before sending: answers that arrive after this moment are applied on top of the page.
      const asOf = markAsLedger(queryClient, subscriberId).nextSeq();
      const page = await client.listMessages(
        { subscriberId, page: pageParam, limit: pageSize, ...FILTER_QUERY[filter] },
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
    getNextPageParam: (lastPage, _pages, lastPageParam) => (lastPage.hasMore ? lastPageParam + 1 : undefined),
  };
}
