// The admin's calls (SERVER-NOTES.md §9): the environment's notifications, listed and filtered, and
// their sums and per-day graph. Functions that take the client, never methods of it: an app that
// shows only the inbox imports none of this, and its `createClient` carries none of it.
export { ActivityRangeError } from './ActivityRangeError';
export type { ActivityRangeProblem } from './ActivityRangeError';
export { getNotificationGraph, getNotificationStats } from './getNotificationStats';
export type { GetNotificationGraphInput } from './getNotificationStats';
export { listNotifications, MAX_NOTIFICATIONS_PAGE_SIZE } from './listNotifications';
export type { ListNotificationsInput } from './listNotifications';
export type { NotificationListFilters, OneOrMany } from './notificationFilters';
