'use client';

// What <Inbox> and <InboxBell> ask for first, sent during their render (fetchAtRender.ts).
import { useIsRestoring, useQueryClient } from '@tanstack/react-query';
import type { FeedFilter } from '../../api/client';
import { feedKeyOf, type MessagesFilter } from '../inboxKeys';
import { useInboxKitClient } from '../InboxKitProvider';
import { startAtRender } from './fetchAtRender';
import { messageCountsQueryOptions } from './messageCountsQueryOptions';
import { messagesInfiniteQueryOptions } from './messagesInfiniteQueryOptions';
import { findCompleteMessageList } from './useMessageCounts';

export interface UseFirstRequestsOptions {
  subscriberId: string;
  /** The list shown (its filter, page size and feed); none for the counts alone (the bell's). */
  list?: { filter: MessagesFilter; pageSize: number | undefined; feed: FeedFilter | undefined };
  /** The feed whose counts are shown; undefined for the whole inbox's. */
  countsFeed: FeedFilter | undefined;
  /** False where the server's HTML is drawn (on the server, and hydrating it): prefetchInbox fills the cache there. */
  enabled: boolean;
}

/**
 * Starts, during this render, the first page of `list` and the counts of `countsFeed` that the
 * cache knows nothing of, through the option factories `useMessageRows` and `useMessageCounts`
 * read. Not the counts where a complete list counts them already (useMessageCounts).
 */
export function useFirstRequests({ subscriberId, list, countsFeed, enabled }: UseFirstRequestsOptions): void {
  const client = useInboxKitClient();
  const queryClient = useQueryClient();
  // While a persisted cache is restored, React Query's own observers wait too.
  const restoring = useIsRestoring();
  if (!enabled || restoring) return;
  if (list) startAtRender(queryClient, messagesInfiniteQueryOptions({ client, subscriberId, ...list }));
  const counts = messageCountsQueryOptions({ client, subscriberId, feed: countsFeed });
  if (!queryClient.getQueryState(counts.queryKey) && !findCompleteMessageList(queryClient, subscriberId, feedKeyOf(countsFeed))) {
    startAtRender(queryClient, counts);
  }
}
