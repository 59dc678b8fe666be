// The admin's list of notifications as an infinite query (pages from 0, newest first), its key and
// fetcher side by side so they never drift apart.
import type { DataTag, GetNextPageParamFunction, InfiniteData, QueryFunction } from '@tanstack/react-query';
import { listNotifications, type NotificationListFilters } from '../../api/admin';
import type { InboxKitClient } from '../../api/client';
import type { NotificationsPage } from '../../api/types';
import { notificationActivityKeys } from './notificationActivityKeys';

/** The page size of the list when none is given (the service takes 1 to 50). */
export const DEFAULT_NOTIFICATION_LIST_PAGE_SIZE = 20;

export interface NotificationListQueryInput {
  client: InboxKitClient;
  /** What the list is narrowed to; none: every notification the plan keeps. */
  filters?: NotificationListFilters;
  /** 1 to 50. Default 20. */
  pageSize?: number;
}

type NotificationListKey = ReturnType<typeof notificationActivityKeys.list>;

/** What `notificationListQueryOptions` returns (spelled out: the emitted types name only react-query). */
export interface NotificationListQueryOptions {
  queryKey: DataTag<NotificationListKey, InfiniteData<NotificationsPage, unknown>, Error>;
  queryFn: QueryFunction<NotificationsPage, NotificationListKey, number>;
  retry: false;
  initialPageParam: number;
  getNextPageParam: GetNextPageParamFunction<number, NotificationsPage>;
}

/**
 * Options of the list for `useInfiniteQuery`, `prefetchInfiniteQuery` or `getQueryData`. The
 * next page is the one after the last, while the last said `hasMore` (the service's "the page is
 * full": the page after a full last one is empty, and there the list ends).
 */
export function notificationListQueryOptions({
  client,
  filters = {},
  pageSize = DEFAULT_NOTIFICATION_LIST_PAGE_SIZE,
}: NotificationListQueryInput): NotificationListQueryOptions {
  return {
    queryKey: notificationActivityKeys.list(filters, pageSize) as NotificationListQueryOptions['queryKey'],
    queryFn: ({ pageParam, signal }) => listNotifications(client, { ...filters, page: pageParam, limit: pageSize }, { signal }),
    // The client already retried what is worth retrying; a bad filter or a refused range never is.
    retry: false,
    initialPageParam: 0,
    getNextPageParam: (lastPage, _pages, lastPageParam) => (lastPage.hasMore ? lastPageParam + 1 : undefined),
  };
}
