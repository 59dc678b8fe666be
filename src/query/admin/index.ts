// The admin's activity page as queries: the environment's notifications listed per set of filters
// (an infinite query, fetched again while one listed still runs, by the record's own rule), and its
// two sums and per-day graph. Keys under the library's namespace, in a factory of their own.
export { notificationActivityKeys } from './notificationActivityKeys';
export { listAsRecord } from './notificationListPolling';
export { DEFAULT_NOTIFICATION_LIST_PAGE_SIZE, notificationListQueryOptions } from './notificationListQueryOptions';
export type { NotificationListQueryInput, NotificationListQueryOptions } from './notificationListQueryOptions';
export { DEFAULT_GRAPH_DAYS, notificationGraphQueryOptions, notificationStatsQueryOptions } from './notificationStatsQueryOptions';
export type { NotificationGraphQueryOptions, NotificationStatsQueryOptions } from './notificationStatsQueryOptions';
export { useNotificationList } from './useNotificationList';
export type { UseNotificationListOptions, UseNotificationListResult } from './useNotificationList';
export { useNotificationGraph, useNotificationStats } from './useNotificationStats';
export type { UseNotificationGraphOptions, UseNotificationStatsOptions } from './useNotificationStats';
