// When and how long to wait before trying a request again: network failures, 408, 409 (the same
// idempotency key is still running), 429 and 5xx; exponential backoff with full jitter, or exactly
// what `Retry-After` asks for; and which retries need a new idempotency key.
import { ApiError, NetworkError } from '../errors';
import { checkInteger, checkMilliseconds } from '../validateInput';

export interface RetryOptions {
  /** Retries after the first attempt. Default 3. */
  retries?: number;
  /** The backoff ceiling of the first retry; it doubles on each further one. Default 300 ms. */
  baseDelayMs?: number;
  /**
   * The longest wait between two attempts. Default 10 s. An answer whose `Retry-After` asks for
   * longer is not retried: the client rejects with its ApiError (`retryAfterMs` set) at once.
   */
  maxDelayMs?: number;
}

export type RetryPolicy = Required<RetryOptions>;

export const DEFAULT_RETRY_POLICY: RetryPolicy = { retries: 3, baseDelayMs: 300, maxDelayMs: 10_000 };

const NO_RETRY: RetryPolicy = { ...DEFAULT_RETRY_POLICY, retries: 0 };

export function resolveRetryPolicy(option: false | RetryOptions | undefined): RetryPolicy {
  if (option === false) return NO_RETRY;
  return {
    retries: checkInteger('retry.retries', option?.retries, 0) ?? DEFAULT_RETRY_POLICY.retries,
    baseDelayMs: checkMilliseconds('retry.baseDelayMs', option?.baseDelayMs, 0) ?? DEFAULT_RETRY_POLICY.baseDelayMs,
    maxDelayMs: checkMilliseconds('retry.maxDelayMs', option?.maxDelayMs, 0) ?? DEFAULT_RETRY_POLICY.maxDelayMs,
  };
}

const RETRYABLE_STATUSES = new Set([408, 409, 429]);

export function isRetryable(error: unknown): boolean {
  if (error instanceof NetworkError) return true;
  return error instanceof ApiError && (RETRYABLE_STATUSES.has(error.status) || error.status >= 500);
}

/**
 * Whether the retry after `error` needs a new idempotency key (SERVER-NOTES.md §4). The service
 * caches every answer of a key for 24 h, errors included, and replays it (`Idempotency-Replay:
 * true`) without running the handler: after a 5xx, or after any replayed error, the same key can
 * only ever bring the same error back. A new key is safe because mark-as and mark-all are
 * idempotent in effect (the same flags set twice are the same flags). The other retried cases
 * keep the key: a 409 means the first request with it is still running (a new key would run the
 * change twice at once), a 429 or 408 is answered before the handler runs (should one come back
 * replayed, `replayed` gives it a new key like any replay), and after a network failure the first
 * request may have been applied, which the same key's replay then reports instead of a second run.
 */
export function needsFreshIdempotencyKey(error: unknown): boolean {
  return error instanceof ApiError && (error.status >= 500 || error.replayed);
}

/**
 * How long to wait before retry number `retry` (from 0) after `error`, or undefined when there is
 * no retry: the retries are spent, the error is not one to retry, or the answer's `Retry-After`
 * asks for longer than the policy allows.
 */
export function retryDelay(error: unknown, retry: number, policy: RetryPolicy, random: () => number): number | undefined {
  if (retry >= policy.retries || !isRetryable(error)) return undefined;
  const asked = error instanceof ApiError ? error.retryAfterMs : undefined;
  if (asked !== undefined) return asked <= policy.maxDelayMs ? asked : undefined;
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** retry);
  return Math.floor(random() * ceiling);
}
