// The public API of `inbox-kit`. Every export is named; types are re-exported with `export type`.
// Grouped by the folder each export comes from.

// --- client (src/api) ---
export {
  ApiError,
  InboxKitError,
  InputError,
  MalformedResponseError,
  NetworkError,
  PartialFailureError,
} from './api/errors';
export type { ApiErrorInit } from './api/errors';
export {
  ACTOR_TYPES,
  BUTTON_TYPES,
  CHANNEL_TYPES,
  CHAT_OR_PUSH_PROVIDER_IDS,
  CTA_ACTION_STATUSES,
  EMAIL_BLOCK_TYPES,
  EXECUTION_DETAIL_SOURCES,
  EXECUTION_DETAIL_STATUSES,
  FILTER_ON,
  FILTER_OPERATORS,
  FILTER_TYPES,
  JOB_STATUSES,
  KNOWN_PROVIDER_IDS,
  MARK_AS_VALUES,
  MESSAGE_STATUSES,
  MONTHLY_TYPES,
  ORDINALS,
  ORDINAL_VALUES,
  RUNNING_JOB_STATUSES,
  SEVERITIES,
  STEP_TYPES,
  TEMPLATE_ORIGINS,
  TEXT_ALIGNS,
  TIME_UNITS,
  WEEK_DAYS,
} from './api/types';
export type {
  ActivityJob,
  ActivityNotification,
  ActivityStep,
  ActivitySubscriber,
  ActivityTemplate,
  ActivityTopic,
  ActorType,
  ButtonType,
  ChannelCredentials,
  ChannelPreferences,
  ChannelSettings,
  ChannelType,
  ChatOrPushProviderId,
  CtaActionStatus,
  DelayRegularMetadata,
  DelayScheduledMetadata,
  DigestMetadata,
  DigestRegularMetadata,
  DigestTimedConfig,
  DigestTimedMetadata,
  EmailBlock,
  EmailBlockType,
  ExecutionDetail,
  ExecutionDetailSource,
  ExecutionDetailStatus,
  FeedActor,
  FeedMessage,
  FeedSubscriber,
  FieldFilterPart,
  FilterOn,
  FilterOperator,
  FilterType,
  JobStatus,
  JsonObject,
  MalformedItem,
  MalformedItemOperation,
  MalformedItemReport,
  MarkAs,
  Message,
  MessageAction,
  MessageButton,
  MessageCTA,
  MessageId,
  MessageStatus,
  MessagesPage,
  MonthlyType,
  NotificationGroup,
  OpenString,
  Ordinal,
  OrdinalValue,
  ProviderId,
  ReplyCallback,
  Severity,
  Step,
  StepFilter,
  StepMetadata,
  StepType,
  StepVariant,
  Subscriber,
  TemplateOrigin,
  TextAlign,
  TimeUnit,
  TimedConfig,
  Trigger,
  TriggerVariable,
  WeekDay,
  Workflow,
} from './api/types';
export { createClient } from './api/client';
export type {
  CreateClientOptions,
  FeedFilter,
  HeadersOption,
  InboxKitClient,
  ListMessagesInput,
  MarkAllMessagesAsInput,
  MarkAllRequestOptions,
  MarkAsRequestOptions,
  MarkMessagesAsInput,
  RequestOptions,
  RetryOptions,
} from './api/client';
export { isObjectId } from './api/ids';
// The admin's calls: functions that take the client, so an app without an admin page pays nothing for them.
export {
  ActivityRangeError,
  getNotificationGraph,
  getNotificationStats,
  listNotifications,
  MAX_NOTIFICATIONS_PAGE_SIZE,
} from './api/admin';
export type {
  ActivityRangeProblem,
  GetNotificationGraphInput,
  ListNotificationsInput,
  NotificationListFilters,
  OneOrMany,
} from './api/admin';
export type { ListedNotification, NotificationGraphDay, NotificationsPage, NotificationSums } from './api/types';

// --- query (src/query) ---
export { inboxKeys } from './query/inboxKeys';
export type { MessagesFilter } from './query/inboxKeys';
export { InboxKitProvider, useInboxKitClient } from './query/InboxKitProvider';
export type { InboxKitProviderProps } from './query/InboxKitProvider';
export { applyMarkAs } from './api/applyMarkAs';
export { DEFAULT_PAGE_SIZE, messagesInfiniteQueryOptions } from './query/feed';
export type { MessagesQueryInput } from './query/feed';
export { messageCountsQueryOptions } from './query/feed';
export type { MessageCountsQueryInput } from './query/feed';
export { useMessages } from './query/feed';
export type { UseMessagesOptions, UseMessagesResult } from './query/feed';
export { useMessageCounts } from './query/feed';
export type { MessageCounts, UseMessageCountsOptions } from './query/feed';
// New messages while a page is open (polling, the app's push source, other tabs), for a custom inbox.
export { useLiveArrival } from './query/live';
export type { LiveArrivalEnvironment, UseLiveArrivalOptions } from './query/live';
export { markMessagesAsMutationOptions } from './query/changes';
export type { MarkMessagesAsMutationInput, MarkMessagesAsVariables } from './query/changes';
export { useMarkMessagesAs } from './query/changes';
export { useMarkAllMessagesAs } from './query/changes';
export type {
  MarkAllMessagesAsVariables,
  UseMarkAllMessagesAsOptions,
  UseMarkAllMessagesAsResult,
} from './query/changes';
export type { UseMarkMessagesAsOptions, UseMarkMessagesAsResult } from './query/changes';
export type { MessageFlags, UndoableChange } from './query/changes';
export { MARK_SEEN_DELAY_MS, useMarkSeenOnView } from './query/changes';
export { useOfflineChanges } from './query/changes';
export type { UseOfflineChangesOptions, UseOfflineChangesResult } from './query/changes';
export type { OfflineChangesOptions, OfflineRefusal } from './query/offline';
export type { OfflineChangesSetting } from './query/offline';
export type { ConnectionSource } from './query/offline';
export type { OfflineStorage, StoredChange } from './query/offline';
export type { UseMarkSeenOnViewOptions } from './query/changes';
// The admin's activity page as queries: the list of notifications per filter, its sums and graph.
export {
  DEFAULT_GRAPH_DAYS,
  DEFAULT_NOTIFICATION_LIST_PAGE_SIZE,
  notificationActivityKeys,
  notificationGraphQueryOptions,
  notificationListQueryOptions,
  notificationStatsQueryOptions,
  useNotificationGraph,
  useNotificationList,
  useNotificationStats,
} from './query/admin';
export type {
  NotificationGraphQueryOptions,
  NotificationListQueryInput,
  NotificationListQueryOptions,
  NotificationStatsQueryOptions,
  UseNotificationGraphOptions,
  UseNotificationListOptions,
  UseNotificationListResult,
  UseNotificationStatsOptions,
} from './query/admin';
// Server prefetch (free of React's client side: a server component calls them).
export { prefetchInbox, prefetchNotification } from './query/prefetch';
export type { PrefetchInboxInput, PrefetchNotificationInput, PrefetchResult } from './query/prefetch';

// --- format (src/format) ---
export { formatDateTime } from './format/formatDateTime';
export type { DateTimeStyle, FormatDateTimeOptions } from './format/formatDateTime';
export { formatRelativeTime } from './format/formatRelativeTime';
export type { FormatRelativeTimeOptions } from './format/formatRelativeTime';
export { formatDuration } from './format/formatDuration';
export type { DurationUnit, FormatDurationOptions } from './format/formatDuration';
export { formatOrdinal } from './format/formatOrdinal';
export type { FormatOrdinalOptions } from './format/formatOrdinal';
export { describeDigest } from './format/describeDigest';
export type { DescribeDigestOptions } from './format/describeDigest';
export { describeDelay } from './format/describeDelay';
export type { DescribeDelayOptions } from './format/describeDelay';
export { describeStepMetadata } from './format/describeStepMetadata';
export type {
  DescribeStepMetadataOptions,
  StepMetadataInput,
} from './format/describeStepMetadata';
export { describeTimedSchedule } from './format/describeTimedSchedule';
export type { DescribeTimedScheduleOptions } from './format/describeTimedSchedule';
export { describeCron } from './format/describeCron';
export type { DescribeCronOptions } from './format/describeCron';
export { describeScheduleExtensions } from './format/describeScheduleExtensions';
export type { DescribeScheduleExtensionsOptions } from './format/describeScheduleExtensions';
export { describeFilter, describeFilterPart, describeFilters } from './format/describeFilters';
export type { DescribeFiltersOptions } from './format/describeFilters';
export { englishPhrases } from './format/englishPhrases';
export { plural, pluralCategory } from './format/phrases';
export type {
  DigestCollectsArgs,
  FilterConditionArgs,
  FilterOperatorName,
  FormatPhraseOverrides,
  FormatPhrases,
  LabelLanguage,
  PhraseCount,
  PhraseDuration,
  PhraseOptions,
  PluralForms,
  ScheduleArgs,
  ScheduleRecurrence,
} from './format/phrases';
// The label packs themselves are entries of their own (`inbox-kit/locales/en|de|ar`).
export type { InboxKitLabels } from './locales/InboxKitLabels';

// --- inbox (src/components/inbox) ---
export { Inbox } from './components/inbox';
export type { InboxMessageClickDetails, InboxProps, InboxRenderEmptyArgs, InboxRenderHeaderArgs, InboxTab } from './components/inbox';
export type { InboxChange, InboxChangeCallbacks } from './components/inbox';
export { InboxBell } from './components/inbox';
export type { InboxBellProps } from './components/inbox';
export { defaultInboxLabels } from './components/inbox';
export type { BellCountArgs, CountLabelArgs, InboxLabelOverrides, InboxLabels } from './components/inbox';
export type { InboxActionClickArgs } from './components/inbox';
export type { InboxRenderMessageArgs } from './components/inbox';
export { useMessageSelection } from './components/inbox';
export type {
  UseMessageSelectionOptions,
  UseMessageSelectionResult,
} from './components/inbox';
export { MessageContent } from './components/inbox';
export type { MessageContentProps } from './components/inbox';
// The menus' Radix code loads on first use; an app that knows a menu is coming may start it sooner.
export { preloadMenus } from './ui/menu';

// --- activity (src/components/activity) ---
// useNotification lives in src/query but is listed here, with the component it feeds.
export { useNotification } from './query/activity';
export type { UseNotificationOptions, UseNotificationResult } from './query/activity';
export { isNotificationNotFound, notificationQueryOptions } from './query/activity';
export { NotificationActivity } from './components/activity';
export type { NotificationActivityProps } from './components/activity';
export { NotificationActivityView } from './components/activity';
export type {
  NotificationActivityDisplayProps,
  NotificationActivityViewProps,
} from './components/activity';
export type { NotificationLinkArgs } from './components/activity';
export {
  NotificationActivityHeader,
  NotificationActivityJob,
  NotificationActivityJobs,
  NotificationActivityLog,
  NotificationActivityRoot,
} from './components/activity';
export type {
  NotificationActivityHeaderProps,
  NotificationActivityJobProps,
  NotificationActivityJobsProps,
  NotificationActivityLogProps,
  NotificationActivityRootProps,
} from './components/activity';
export { defaultActivityLabels } from './components/activity';
export type {
  ActivityCountArgs,
  NotificationActivityLabelOverrides,
  NotificationActivityLabels,
} from './components/activity';
// The admin's activity page: the list of notifications beside the selected one's record, and the stats.
export { NotificationActivityFeed, NotificationStats } from './components/activity';
export type {
  FeedWorkflowOption,
  NotificationActivityFeedProps,
  NotificationFeedFilters,
  NotificationStatsProps,
} from './components/activity';
export { defaultAdminLabels } from './components/activity';
export type { AdminCountArgs, NotificationAdminLabelOverrides, NotificationAdminLabels } from './components/activity';
export { classifyJobStatus, overallStatus } from './api/jobStatusClass';
export type { JobStatusClass, OverallStatus } from './api/jobStatusClass';
export type { JobExpansion } from './components/activity';
export type { UnreadableCause } from './components/activity';
