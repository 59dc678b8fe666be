// <NotificationActivityFeed>: the admin's list of notifications with its filters, beside the
// selected one's record.
export { NotificationActivityFeed } from './NotificationActivityFeed';
export type { NotificationActivityFeedProps } from './NotificationActivityFeed';
export type { FeedWorkflowOption } from './FeedFilterForm';
export type { NotificationFeedFilters } from './feedFilters';
