// Activity: one notification's record, polled while its jobs still run, never forever.
export { isNotificationNotFound, notificationQueryOptions } from './notificationQueryOptions';
export { useNotification } from './useNotification';
export type { UseNotificationOptions, UseNotificationResult } from './useNotification';
