// What the mock service does when things go wrong, as the real one does: scheduled failures, rate
// limits, delays that a cancelled request ends, and error answers shaped as the service's.
export { abortableDelay } from './abortableDelay';
export { FailureSchedule } from './FailureSchedule';
export type { MockFailure, MockRoute } from './FailureSchedule';
export { MockServiceError } from './MockServiceError';
export { RateLimiter } from './RateLimiter';
export type { RateLimit, RateLimitCategory, RateLimitDecision } from './RateLimiter';
export { BARE_ERROR_MESSAGES, defaultErrorMessage, INTERNAL_SERVER_ERROR_MESSAGE, serviceErrorBody } from './serviceErrorBody';
export type { ServiceErrorBody } from './serviceErrorBody';
