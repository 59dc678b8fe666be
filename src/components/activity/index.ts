// <NotificationActivity>, its view and parts, and its labels (the door of components/activity).
export type { NotificationLinkArgs } from './ActivityContext';
export { NotificationActivity } from './NotificationActivity';
export type { NotificationActivityProps } from './NotificationActivity';
export {
  NotificationActivityHeader,
  NotificationActivityJob,
  NotificationActivityJobs,
  NotificationActivityLog,
  NotificationActivityRoot,
} from './NotificationActivityParts';
export type {
  NotificationActivityHeaderProps,
  NotificationActivityJobProps,
  NotificationActivityJobsProps,
  NotificationActivityLogProps,
  NotificationActivityRootProps,
} from './NotificationActivityParts';
export { NotificationActivityView } from './NotificationActivityView';
export type { NotificationActivityDisplayProps, NotificationActivityViewProps } from './NotificationActivityView';
export { defaultActivityLabels, PROVIDER_NAMES } from './labels';
export type { ActivityCountArgs, NotificationActivityLabelOverrides, NotificationActivityLabels } from './labels';
export type { UnreadableCause } from './unreadableCause';
export type { JobExpansion } from './jobs';
// The admin's activity page: the list of notifications beside the selected one's record, the
// sums and the per-day chart, and their words.
export { NotificationActivityFeed } from './feed';
export type { FeedWorkflowOption, NotificationActivityFeedProps, NotificationFeedFilters } from './feed';
export { NotificationStats } from './stats';
export type { NotificationStatsProps } from './stats';
export { defaultAdminLabels } from './admin';
export type { AdminCountArgs, NotificationAdminLabelOverrides, NotificationAdminLabels } from './admin';
