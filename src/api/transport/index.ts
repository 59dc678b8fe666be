// The transport: one request with its attempts, timeouts, the call's deadline, retries with
// backoff (honouring Retry-After) and idempotency keys, and an HTTP error read into an ApiError.
export { withTimeout } from './abortSignals';
export type { Deadline } from './deadline';
export { resolveRetryPolicy } from './retry';
export type { RetryOptions } from './retry';
export { createTransport } from './transport';
export type { Call, HeadersOption, Transport } from './transport';
