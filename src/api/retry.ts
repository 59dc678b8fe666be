// When and how long to wait before trying a request again: network failures, 408, 409 (the same
// idempotency key is still running), 429 and 5xx; exponential backoff with full jitter, or exactly
// what `Retry-After` asks for.
import { ApiError, InputError, NetworkError } from './errors';
import type { Runtime } from './runtime';

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
  const policy = { ...DEFAULT_RETRY_POLICY };
  for (const name of ['retries', 'baseDelayMs', 'maxDelayMs'] as const) {
    const value = option?.[name];
    if (value === undefined) continue;
    if (!Number.isFinite(value) || value < 0 || (name === 'retries' && !Number.isInteger(value))) {
      throw new InputError(`retry.${name}`, `retry.${name} must be a non-negative ${name === 'retries' ? 'integer' : 'number'}.`);
    }
    policy[name] = value;
  }
  return policy;
}

const RETRYABLE_STATUSES = new Set([408, 409, 429]);

export function isRetryable(error: unknown): boolean {
  if (error instanceof NetworkError) return true;
  return error instanceof ApiError && (RETRYABLE_STATUSES.has(error.status) || error.status >= 500);
}

/**
 * How long to wait before retry number `retry` (from 0), or undefined when the answer's
 * `Retry-After` asks for longer than the policy allows.
 */
export function retryDelay(error: unknown, retry: number, policy: RetryPolicy, random: () => number): number | undefined {
  const asked = error instanceof ApiError ? error.retryAfterMs : undefined;
  if (asked !== undefined) return asked <= policy.maxDelayMs ? asked : undefined;
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** retry);
  return Math.floor(random() * ceiling);
}

/**
 * Runs `attempt` until it succeeds, fails for good or the retries are spent. An abort of `signal`
 * during a wait rejects at once with the abort reason.
 */
export async function withRetry<T>(
  attempt: () => Promise<T>,
  policy: RetryPolicy,
  runtime: Runtime,
  signal?: AbortSignal,
): Promise<T> {
  for (let retry = 0; ; retry += 1) {
    signal?.throwIfAborted();
    try {
      return await attempt();
    } catch (error) {
      if (retry >= policy.retries || !isRetryable(error)) throw error;
      const delay = retryDelay(error, retry, policy, runtime.random);
      if (delay === undefined) throw error;
      await runtime.sleep(delay, signal);
    }
  }
}
