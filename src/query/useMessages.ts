'use client';

// A subscriber's messages as an infinite list, with pending mark-as changes applied.
import { useInfiniteQuery, type InfiniteData, type UseInfiniteQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { FeedMessage } from '../api/types';
import type { MessagesFilter } from './inboxKeys';
import { useInboxKitClient } from './InboxKitProvider';
import { DEFAULT_PAGE_SIZE, messagesInfiniteQueryOptions } from './messagesInfiniteQueryOptions';
import { flattenMessages, projectInfiniteMessages, type ConfirmedMessagesPage } from './projectMessages';
import { useMarkAsLedgerSnapshot } from './useMarkAsLedgerSnapshot';
import { useTabAgreement } from './useTabAgreement';

export interface UseMessagesOptions {
  subscriberId: string;
  /** `all` (default), `unread` or `unseen`. */
  filter?: MessagesFilter;
  /** Messages per page, 1 to 100. Default 20. */
  pageSize?: number;
}

export type UseMessagesResult = UseInfiniteQueryResult<InfiniteData<ConfirmedMessagesPage, number>, Error> & {
  /** Every loaded message, in feed order, each id once, with pending changes applied. */
  messages: FeedMessage[];
};

/**
 * The subscriber's feed, page by page (`fetchNextPage`, `hasNextPage`, …). `data` and `messages`
 * show pending mark-as changes; in a filtered list (`unread`, `unseen`) a row that no longer
 * matches disappears at once, and one that starts to match appears after the refetch that follows
 * the change.
 */
export function useMessages({ subscriberId, filter = 'all', pageSize = DEFAULT_PAGE_SIZE }: UseMessagesOptions): UseMessagesResult {
  const client = useInboxKitClient();
  const ledger = useMarkAsLedgerSnapshot(subscriberId);
  useTabAgreement(subscriberId);
  const select = useCallback(
    (data: InfiniteData<ConfirmedMessagesPage, number>) => projectInfiniteMessages(data, filter, ledger),
    [filter, ledger],
  );
  const query = useInfiniteQuery({
    ...messagesInfiniteQueryOptions({ client, subscriberId, filter, pageSize }),
    select,
    // The projection already keeps unchanged pages (and so their messages) by reference; a deep
    // compare of thousands of changed messages on every mark-as only costs time (bench/).
    structuralSharing: false,
  });
  const messages = useMemo(() => flattenMessages(query.data), [query.data]);
  const { fetchNextPage: queryFetchNextPage } = query;
  // React Query's default (`cancelRefetch: true`) aborts a next page in flight and sends it again
  // when asked twice, as a load-ahead effect does before the list re-renders: every page went
  // over the wire twice. Asked again while it loads, the page in flight is the answer.
  const fetchNextPage: UseMessagesResult['fetchNextPage'] = useCallback(
    (options) => queryFetchNextPage({ cancelRefetch: false, ...options }),
    [queryFetchNextPage],
  );
  return { ...query, fetchNextPage, messages };
}
