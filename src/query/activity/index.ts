// Activity: one notification's record, polled while its jobs still run, never forever.
export { isNotificationNotFound, notificationQueryOptions } from './notificationQueryOptions';
export { useNotification } from './useNotification';
export type { UseNotificationOptions, UseNotificationResult } from './useNotification';
// The polling rule, for the lists of records (query/admin): one schedule, one idea of "still running".
export { nextNotificationPoll } from './notificationPolling';
export type { NotificationPollState } from './notificationPolling';
