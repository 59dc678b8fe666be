// <NotificationActivity>, its view and parts, and its labels (the door of components/activity).
export type { NotificationLinkArgs } from './ActivityContext';
export { NotificationActivity } from './NotificationActivity';
export type { NotificationActivityProps } from './NotificationActivity';
export { NotificationActivityHeader, NotificationActivityJob, NotificationActivityJobs, NotificationActivityLog, NotificationActivityRoot } from './NotificationActivityParts';
export type { NotificationActivityHeaderProps, NotificationActivityJobProps, NotificationActivityJobsProps, NotificationActivityLogProps, NotificationActivityRootProps } from './NotificationActivityParts';
export { NotificationActivityView } from './NotificationActivityView';
export type { NotificationActivityDisplayProps, NotificationActivityViewProps } from './NotificationActivityView';
export { defaultActivityLabels } from './defaultActivityLabels';
export type { ActivityCountArgs, NotificationActivityLabelOverrides, NotificationActivityLabels } from './activityLabels';
export { PROVIDER_NAMES } from './providerNames';
export type { UnreadableCause } from './unreadableCause';
export type { JobExpansion } from './jobs';
