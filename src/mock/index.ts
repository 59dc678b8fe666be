// `inbox-kit/mock`: an in-memory mock of the service for stories, tests and users' own tests.
// MSW handlers over a store of seeded fixtures, with controls for latency, failures and limits.

// --- the service as a whole ---
export { createMockService } from './createMockService';
export type { MockClock, MockService, MockServiceOptions } from './createMockService';

// --- pieces ---
export { MockStore, serveNotification } from './MockStore';
export type { FeedQuery, MarkAllQuery, MockNotificationStatus, MockNotificationSummary, MockStoreOptions, NotificationFacts } from './MockStore';
export { createMockHandlers, isUnderBaseUrl, MAX_BODY_BYTES, MOCK_ROUTE_PATHS } from './handlers';
export type { MockHandlerContext, MockSettings } from './handlers';
export type { MockServiceProfile } from './profiles';
export { abortableDelay, defaultErrorMessage, FailureSchedule, MockServiceError, RateLimiter, serviceErrorBody } from './faults';
export type { MockFailure, MockRoute, RateLimit, RateLimitCategory, RateLimitDecision, ServiceErrorBody } from './faults';
export { IdempotencyCache, IDEMPOTENCY_KEY_MAX_LENGTH, IDEMPOTENCY_TTL_MS } from './IdempotencyCache';
export type { IdempotencyClaim, RecordedAnswer } from './IdempotencyCache';
export type { Delivery, DeliveryScheduleOptions } from './MessageDelivery';
export { createRandom } from './createRandom';
export type { Random } from './createRandom';

// --- fixtures ---
export { buildMockFixtures } from './fixtures/buildMockFixtures';
export type { BuildMockFixturesOptions } from './fixtures/buildMockFixtures';
export type {
  MockFeed,
  MockFixtures,
  MockNotificationSource,
  MockSubscriber,
  MockSubscriberData,
  ProgressingNotification,
  StoredJob,
  StoredNotification,
} from './fixtures/MockFixtures';
export {
  MOCK_API_KEY,
  MOCK_ENVIRONMENT_ID,
  MOCK_EPOCH,
  MOCK_IDS,
  MOCK_ORGANIZATION_ID,
} from './fixtures/mockIds';
export type { MockFeedIdentifier, MockNotificationKey, MockSubscriberKey } from './fixtures/mockIds';
export { createFixtureContext } from './fixtures/createFixtureContext';
export type { FixtureContext } from './fixtures/createFixtureContext';
export { createMockMessage } from './fixtures/createMockMessage';
export type { MockMessageInit } from './fixtures/createMockMessage';
export { buildActivityNotification } from './fixtures/buildActivityNotification';
export type { DetailSpec, JobSpec, NotificationSpec, WorkflowSpec } from './fixtures/buildActivityNotification';
export { DEFAULT_IN_APP_COUNT } from './fixtures/buildDefaultMessages';
export { XSS_SUBJECT } from './fixtures/buildKindsMessages';
export { HUGE_DETAILS_PER_JOB, HUGE_JOB_COUNT } from './fixtures/buildHugeNotification';
export { RUNNING_NOTIFICATION_DURATION_MS } from './fixtures/buildRunningNotification';
