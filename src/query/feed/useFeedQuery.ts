'use client';

// The infinite feed query both list hooks stand on: `useMessages` (every message projected, for
// apps) and `useMessageRows` (rows projected as drawn, for <Inbox>). One place for what they share:
// the ledger they re-render with, the other tabs' news, and how a next page is asked for.
import { useInfiniteQuery, useQueryClient, type InfiniteData, type UseInfiniteQueryResult } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { FeedFilter } from '../../api/client';
import { feedKeyOf, type MessagesFilter } from '../inboxKeys';
import { useInboxKitClient } from '../InboxKitProvider';
import type { LedgerSnapshot } from '../ledger';
import { isFetchAtRender } from './fetchAtRender';
import { DEFAULT_PAGE_SIZE, messagesInfiniteQueryOptions } from './messagesInfiniteQueryOptions';
import type { ConfirmedMessagesPage } from '../ledger';
import { useMarkAsLedgerSnapshot } from '../ledger';
import { useTabAgreement } from '../live';

type FeedData = InfiniteData<ConfirmedMessagesPage, number>;

export interface UseFeedQueryOptions {
  subscriberId: string;
  filter?: MessagesFilter;
  pageSize?: number;
  feed?: FeedFilter | undefined;
  /**
   * How `data` shows the ledger (`useMessages`: every message projected); without it `data` is the
   * confirmed data. Passed in rather than chosen here, so an app that never shows a projected list
   * (<Inbox> projects row by row) does not ship the projection.
   */
  project?: (data: FeedData, filter: MessagesFilter, ledger: LedgerSnapshot) => FeedData;
}

export type FeedQueryResult = UseInfiniteQueryResult<FeedData, Error>;

export function useFeedQuery({ subscriberId, filter = 'all', pageSize = DEFAULT_PAGE_SIZE, feed, project }: UseFeedQueryOptions): {
  query: FeedQueryResult;
  ledger: LedgerSnapshot;
} {
  const client = useInboxKitClient();
  const ledger = useMarkAsLedgerSnapshot(subscriberId, feedKeyOf(feed));
  useTabAgreement(subscriberId);
  const select = useCallback((data: FeedData) => project!(data, filter, ledger), [project, filter, ledger]);
  const queryClient = useQueryClient();
  const options = messagesInfiniteQueryOptions({ client, subscriberId, filter, pageSize, feed });
  const query = useInfiniteQuery({
    ...options,
    // A first page asked for while the component rendered (useFirstRequests) is the mount's own.
    ...(isFetchAtRender(queryClient, options.queryKey) && { retryOnMount: false }),
    ...(project && { select }),
    // The projection already keeps unchanged pages (and so their messages) by reference; a deep
    // compare of thousands of changed messages on every mark-as only costs time (bench/).
    structuralSharing: false,
  });
  const { fetchNextPage: queryFetchNextPage } = query;
  // React Query's default (`cancelRefetch: true`) aborts a next page in flight and sends it again
  // when asked twice, as a load-ahead effect does before the list re-renders: every page went
  // over the wire twice. Asked again while it loads, the page in flight is the answer.
  const fetchNextPage: FeedQueryResult['fetchNextPage'] = useCallback(
    (options) => queryFetchNextPage({ cancelRefetch: false, ...options }),
    [queryFetchNextPage],
  );
  return { query: { ...query, fetchNextPage }, ledger };
}
