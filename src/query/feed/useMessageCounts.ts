'use client';

// A subscriber's unread and unseen counts, with pending mark-as changes applied. Derived from a
// cached `all` list when one is loaded to its end (no request needed), fetched otherwise
// (messageCountsQueryOptions.ts: one page of 100 unread and of 100 unseen ids, more is "capped").
import { notifyManager, useQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { FeedFilter } from '../../api/client';
import { feedKeyOf, feedOfKey, isSameFeed, messageListFilters, type FeedKey } from '../inboxKeys';
import { useInboxKitClient } from '../InboxKitProvider';
import { isFetchAtRender } from './fetchAtRender';
import { messageCountsQueryOptions } from './messageCountsQueryOptions';
import {
  confirmedEntries,
  isCachedMessageList,
  projectIdSample,
  projectState,
  type ConfirmedMessagesPage,
} from '../ledger';
import { useMarkAsLedgerSnapshot } from '../ledger';
import { useTabAgreement } from '../live';

export interface UseMessageCountsOptions {
  subscriberId: string;
  /** One feed's counts (a tab's: `{ feedIdentifier }` and/or `{ payload }`); default the whole inbox's. */
  feed?: FeedFilter;
}

export interface MessageCounts {
  /** Unread messages; `undefined` until known. A lower bound when `unreadIsCapped`. */
  unread?: number;
  /** Unseen messages; `undefined` until known. A lower bound when `unseenIsCapped`. */
  unseen?: number;
  /** There are more unread messages than were counted: show e.g. `99+`. */
  unreadIsCapped: boolean;
  unseenIsCapped: boolean;
  isLoading: boolean;
  error: Error | null;
}

/** The cached `all` list of the subscriber (of `feed`) whose last page says there is no more, if any. */
export function findCompleteMessageList(
  queryClient: QueryClient,
  subscriberId: string,
  feed?: FeedKey,
): InfiniteData<ConfirmedMessagesPage, number> | undefined {
  for (const query of queryClient.getQueryCache().findAll(messageListFilters(subscriberId, 'all'))) {
    const data: unknown = query.state.data;
    if (!isSameFeed(feedOfKey(query.queryKey), feed)) continue;
    if (isCachedMessageList(data) && data.pages.at(-1)?.hasMore === false) return data;
  }
  return undefined;
}

/** When (ms) any message list of the subscriber last loaded successfully; 0 when none has. */
function lastMessageListSuccessAt(queryClient: QueryClient, subscriberId: string): number {
  let latest = 0;
  for (const query of queryClient.getQueryCache().findAll(messageListFilters(subscriberId))) {
    latest = Math.max(latest, query.state.dataUpdatedAt);
  }
  return latest;
}

/**
 * Unread and unseen counts of `subscriberId` (of one `feed`); they move with `useMarkMessagesAs` in
 * the same tick and never go below 0.
 *
 * A plain object, not a React Query result like the other hooks': the counts are derived from two
 * sources (a cached `all` list loaded to its end when there is one, else the counts query), with
 * pending changes applied on top, so no one query's `status`, `data` or `refetch` describes them.
 * To ask the service again, invalidate `inboxKeys.counts(subscriberId, feed)` (counted from a complete
 * list, they are as current as that list).
 */
export function useMessageCounts({ subscriberId, feed }: UseMessageCountsOptions): MessageCounts {
  const client = useInboxKitClient();
  const queryClient = useQueryClient();
  const feedKey = feedKeyOf(feed);
  const ledger = useMarkAsLedgerSnapshot(subscriberId, feedKey);
  // A feed's counts take in a message that a change of ids leaves unread at the refetch after it
  // (only the service knows which are of the feed: projectIdSample.ts).
  const joins = !feedKey;
  useTabAgreement(subscriberId);
  // Batched like TanStack's own observers: cache events can fire while another component renders.
  const subscribe = useCallback(
    (listener: () => void) => queryClient.getQueryCache().subscribe(notifyManager.batchCalls(listener)),
    [queryClient],
  );
  const findList = useCallback(() => findCompleteMessageList(queryClient, subscriberId, feedKey), [queryClient, subscriberId, feedKey]);
  const completeList = useSyncExternalStore(subscribe, findList, findList);
  const options = messageCountsQueryOptions({ client, subscriberId, feed: feedKey });
  // Counts asked for while a component rendered (useFirstRequests) are the mount's own.
  const atRender = isFetchAtRender(queryClient, options.queryKey);
  const query = useQuery({
    ...options,
    // Off where a complete list counts them; else as the app's QueryClient says (on by default).
    ...(completeList !== undefined && { enabled: false }),
    ...(atRender && { retryOnMount: false, refetchOnMount: false }),
  });
  const { data, isLoading, error, refetch } = query;
  // Counts recover with the list: a load that failed for both (the service was down) is retried
  // by the reader's Retry, a focus or a poll of the list, none of which asks for the counts.
  const findListSuccess = useCallback(
    () => lastMessageListSuccessAt(queryClient, subscriberId),
    [queryClient, subscriberId],
  );
  const listLoadedAt = useSyncExternalStore(subscribe, findListSuccess, findListSuccess);
  const countsFailedAt = query.isError && !query.isFetching ? query.errorUpdatedAt : undefined;
  useEffect(() => {
    if (countsFailedAt !== undefined && completeList === undefined && listLoadedAt > countsFailedAt) void refetch();
  }, [countsFailedAt, listLoadedAt, completeList, refetch]);
  return useMemo((): MessageCounts => {
    if (completeList) {
      // States only: counting 10,000 loaded messages copies none of them.
      let unread = 0;
      let unseen = 0;
      for (const { message, asOf } of confirmedEntries(completeList)) {
        const state = projectState(message, asOf, ledger);
        if (!state.read) unread += 1;
        if (!state.seen) unseen += 1;
      }
      return {
        unread,
        unseen,
        unreadIsCapped: false,
        unseenIsCapped: false,
        isLoading: false,
        error: null,
      };
    }
    if (!data) return { unreadIsCapped: false, unseenIsCapped: false, isLoading, error };
    const unread = projectIdSample(data.unread, 'read', data.asOf, ledger, joins);
    const unseen = projectIdSample(data.unseen, 'seen', data.asOf, ledger, joins);
    return {
      unread: unread.count,
      unseen: unseen.count,
      unreadIsCapped: unread.capped,
      unseenIsCapped: unseen.capped,
      isLoading,
      error,
    };
  }, [completeList, data, isLoading, error, ledger, joins]);
}
