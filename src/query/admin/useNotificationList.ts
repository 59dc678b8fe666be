'use client';

// The admin's list of notifications for one set of filters, page after page, fetched again while a
// listed notification is still in progress (only while the page is visible: React Query does not
// poll a hidden page).
import { useInfiniteQuery, useQueryClient, type InfiniteData, type UseInfiniteQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { NotificationListFilters } from '../../api/admin';
import type { ListedNotification, NotificationsPage } from '../../api/types';
import { useInboxKitClient } from '../InboxKitProvider';
import { listPollDelay } from './notificationListPolling';
import { notificationListQueryOptions } from './notificationListQueryOptions';

export interface UseNotificationListOptions {
  /** What the list is narrowed to. Default: none. */
  filters?: NotificationListFilters;
  /** 1 to 50. Default 20. */
  pageSize?: number;
  /**
   * Fetch the loaded pages again while a listed notification is still running: about every second,
   * backing off to every 10 s while nothing changes, stopping once all are done. Default true.
   */
  refetchWhileRunning?: boolean;
  /** Default true. */
  enabled?: boolean;
}

export type UseNotificationListResult = UseInfiniteQueryResult<InfiniteData<NotificationsPage, unknown>, Error> & {
  /** The loaded pages' notifications in order, each once (a page fetched again after new ones arrived may repeat one). */
  notifications: ListedNotification[];
  /** A listed notification is still in progress and the list will be fetched again by itself. */
  isLive: boolean;
};

export function useNotificationList({
  filters,
  pageSize,
  refetchWhileRunning = true,
  enabled = true,
}: UseNotificationListOptions = {}): UseNotificationListResult {
  const client = useInboxKitClient();
  const queryClient = useQueryClient();
  const options = notificationListQueryOptions({ client, filters, pageSize });
  const query = useInfiniteQuery({
    ...options,
    enabled,
    refetchInterval: refetchWhileRunning ? (polled) => listPollDelay(polled) : false,
  });
  const { data, fetchNextPage: queryFetchNextPage } = query;
  const notifications = useMemo(() => {
    const seen = new Set<string>();
    return (data?.pages ?? []).flatMap((page) => page.data).filter((record) => !seen.has(record._id) && seen.add(record._id));
  }, [data]);
  // Asked again while a page loads (a list's load-ahead does), the page in flight is the answer.
  const fetchNextPage: UseNotificationListResult['fetchNextPage'] = useCallback(
    (options) => queryFetchNextPage({ cancelRefetch: false, ...options }),
    [queryFetchNextPage],
  );
  const cached = queryClient.getQueryCache().find<InfiniteData<NotificationsPage, unknown>, Error>({ queryKey: options.queryKey, exact: true });
  const isLive = refetchWhileRunning && enabled && cached !== undefined && listPollDelay(cached) !== false;
  return { ...query, fetchNextPage, notifications, isLive };
}
