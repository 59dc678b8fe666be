// Pins the public surface of each entry point: adding an export is a decision, and dropping or
// renaming one breaks users, so either shows up here in review. Types are pinned by `tsc`, which
// compiles the type imports below.
import { expect, test } from 'vitest';
import * as main from 'inbox-kit';
import * as mock from 'inbox-kit/mock';
import * as server from 'inbox-kit/server';
import type {
  ActivityJob,
  ActivityNotification,
  CreateClientOptions,
  ExecutionDetail,
  FeedActor,
  FeedFilter,
  FeedMessage,
  FeedSubscriber,
  InboxBellProps,
  InboxChange,
  InboxChangeCallbacks,
  InboxKitClient,
  InboxProps,
  InboxRenderHeaderArgs,
  InboxTab,
  Message,
  MessagesPage,
  ListNotificationsInput,
  ListedNotification,
  NotificationActivityFeedProps,
  NotificationActivityProps,
  NotificationAdminLabels,
  NotificationFeedFilters,
  NotificationGraphDay,
  NotificationListFilters,
  NotificationsPage,
  NotificationStatsProps,
  NotificationSums,
  PrefetchInboxInput,
  PrefetchNotificationInput,
  PrefetchResult,
  UseLiveArrivalOptions,
  UseMessagesOptions,
} from 'inbox-kit';
import type { MockService, MockServiceOptions } from 'inbox-kit/mock';
import type { NodeListener, NotificationListRoute, ProxyHandlerOptions } from 'inbox-kit/server';

export type PinnedTypes = [
  ActivityJob,
  ActivityNotification,
  CreateClientOptions,
  ExecutionDetail,
  FeedActor,
  FeedFilter,
  FeedMessage,
  FeedSubscriber,
  InboxBellProps,
  InboxChange,
  InboxChangeCallbacks,
  InboxKitClient,
  InboxProps,
  InboxRenderHeaderArgs,
  InboxTab,
  Message,
  MessagesPage,
  ListNotificationsInput,
  ListedNotification,
  NotificationActivityFeedProps,
  NotificationActivityProps,
  NotificationAdminLabels,
  NotificationFeedFilters,
  NotificationGraphDay,
  NotificationListFilters,
  NotificationsPage,
  NotificationStatsProps,
  NotificationSums,
  PrefetchInboxInput,
  PrefetchNotificationInput,
  PrefetchResult,
  UseLiveArrivalOptions,
  UseMessagesOptions,
  MockService,
  MockServiceOptions,
  ProxyHandlerOptions,
  NodeListener,
  NotificationListRoute,
];

const names = (module: object) => Object.keys(module).sort();

test('inbox-kit exports exactly these values', () => {
  expect(names(main)).toEqual([
    'ACTOR_TYPES', 'ActivityRangeError', 'ApiError', 'BUTTON_TYPES', 'CHANNEL_TYPES', 'CHAT_OR_PUSH_PROVIDER_IDS',
    'CTA_ACTION_STATUSES',
    'DEFAULT_GRAPH_DAYS', 'DEFAULT_NOTIFICATION_LIST_PAGE_SIZE', 'DEFAULT_PAGE_SIZE', 'EMAIL_BLOCK_TYPES', 'EXECUTION_DETAIL_SOURCES',
    'EXECUTION_DETAIL_STATUSES', 'FILTER_ON', 'FILTER_OPERATORS', 'FILTER_TYPES', 'Inbox',
    'InboxBell', 'InboxKitError', 'InboxKitProvider', 'InputError', 'JOB_STATUSES',
    'KNOWN_PROVIDER_IDS', 'MARK_AS_VALUES', 'MARK_SEEN_DELAY_MS', 'MAX_NOTIFICATIONS_PAGE_SIZE', 'MESSAGE_STATUSES',
    'MONTHLY_TYPES', 'MalformedResponseError', 'MessageContent', 'NetworkError',
    'NotificationActivity', 'NotificationActivityFeed', 'NotificationActivityHeader', 'NotificationActivityJob',
    'NotificationActivityJobs', 'NotificationActivityLog', 'NotificationActivityRoot', 'NotificationActivityView',
    'NotificationStats', 'ORDINALS', 'ORDINAL_VALUES',
    'PartialFailureError', 'RUNNING_JOB_STATUSES', 'SEVERITIES', 'STEP_TYPES', 'TEMPLATE_ORIGINS',
    'TEXT_ALIGNS', 'TIME_UNITS', 'WEEK_DAYS', 'applyMarkAs', 'classifyJobStatus', 'createClient',
    'defaultActivityLabels', 'defaultAdminLabels', 'defaultInboxLabels', 'describeCron', 'describeDelay',
    'describeDigest', 'describeFilter', 'describeFilterPart', 'describeFilters',
    'describeScheduleExtensions', 'describeStepMetadata', 'describeTimedSchedule',
    'englishPhrases', 'formatDateTime', 'formatDuration', 'formatOrdinal', 'formatRelativeTime',
    'getNotificationGraph', 'getNotificationStats', 'inboxKeys',
    'isNotificationNotFound', 'isObjectId', 'listNotifications', 'markMessagesAsMutationOptions',
    'messageCountsQueryOptions', 'messagesInfiniteQueryOptions', 'notificationActivityKeys',
    'notificationGraphQueryOptions', 'notificationListQueryOptions',
    'notificationQueryOptions', 'notificationStatsQueryOptions', 'overallStatus', 'plural', 'pluralCategory', 'prefetchInbox',
    'prefetchNotification', 'preloadMenus',
    'useInboxKitClient', 'useLiveArrival',
    'useMarkAllMessagesAs', 'useMarkMessagesAs', 'useMarkSeenOnView', 'useMessageCounts', 'useMessageSelection',
    'useMessages', 'useNotification', 'useNotificationGraph', 'useNotificationList', 'useNotificationStats',
    'useOfflineChanges',
  ]);
});

test('inbox-kit/mock exports exactly these values', () => {
  expect(names(mock)).toEqual([
    'DEFAULT_IN_APP_COUNT', 'FailureSchedule', 'HUGE_DETAILS_PER_JOB', 'HUGE_JOB_COUNT',
    'IDEMPOTENCY_KEY_MAX_LENGTH', 'IDEMPOTENCY_TTL_MS', 'IdempotencyCache', 'MAX_BODY_BYTES',
    'MOCK_API_KEY', 'MOCK_ENVIRONMENT_ID', 'MOCK_EPOCH', 'MOCK_IDS', 'MOCK_ORGANIZATION_ID',
    'MOCK_ROUTE_PATHS', 'MockServiceError', 'MockStore', 'RUNNING_NOTIFICATION_DURATION_MS',
    'RateLimiter', 'XSS_SUBJECT', 'abortableDelay', 'buildActivityNotification',
    'buildMockFixtures', 'createFixtureContext', 'createMockHandlers', 'createMockMessage',
    'createMockService', 'createRandom', 'defaultErrorMessage', 'isUnderBaseUrl',
    'serveNotification', 'serviceErrorBody',
  ]);
});

test('inbox-kit/server exports exactly these values', () => {
  expect(names(server)).toEqual([
    'createProxyHandler', 'toNodeHandler',
  ]);
});

test('each label pack is an entry of its own, exporting the pack and its parts', async () => {
  const [en, de, ar] = await Promise.all([
    import('inbox-kit/locales/en'),
    import('inbox-kit/locales/de'),
    import('inbox-kit/locales/ar'),
  ]);
  expect(names(en)).toEqual(['en']);
  expect(names(de)).toEqual(['de', 'deActivity', 'deAdmin', 'deFormat', 'deInbox']);
  expect(names(ar)).toEqual(['ar', 'arActivity', 'arAdmin', 'arFormat', 'arInbox']);
});
