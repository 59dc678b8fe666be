// The service's rate limit (SERVER-NOTES.md §4b) on the mock's clock: a token bucket per API key
// and category that refills `limit` tokens per `windowMs` and holds 10 % more than that (the
// burst), so a steady `limit` requests per `windowMs` always pass and a short burst above passes
// too. Headers as the service sends them: `RateLimit-Limit`, `RateLimit-Remaining` (tokens left),
// `RateLimit-Reset` (seconds until the next token), `RateLimit-Policy`, and `Retry-After` on a 429.

export interface RateLimit {
  /** Requests allowed per window, steadily (the bucket's refill per window). */
  limit: number;
  windowMs: number;
}

/** The service's categories: the feed, mark-as and mark-all are `configuration`, the notification `global`. */
export type RateLimitCategory = 'configuration' | 'global';

export interface RateLimitDecision {
  allowed: boolean;
  /** RateLimit-* headers, plus Retry-After when refused. */
  headers: Record<string, string>;
}

/** The service lets a bucket hold 10 % above its rate. */
export const RATE_LIMIT_BURST_ALLOWANCE = 0.1;

interface Bucket {
  tokens: number;
  updatedAt: number;
}

/** The bucket's size: the rate plus the burst allowance, never less than the rate itself. */
export function burstOf(limit: RateLimit): number {
  return Math.max(limit.limit, Math.floor(limit.limit * (1 + RATE_LIMIT_BURST_ALLOWANCE)));
}

export class RateLimiter {
  #now: () => number;
  #buckets = new Map<string, Bucket>();

  constructor(now: () => number) {
    this.#now = now;
  }

  /** Takes one token of `scope` (the API key) in `category`, unless the bucket is empty. */
  take(scope: string, limit: RateLimit, category: RateLimitCategory = 'global'): RateLimitDecision {
    if (!(limit.limit > 0) || !(limit.windowMs > 0)) throw new RangeError('rateLimit needs limit > 0 and windowMs > 0');
    const now = this.#now();
    const burst = burstOf(limit);
    const msPerToken = limit.windowMs / limit.limit;
    const id = `${category}\u0000${scope}`;
    const bucket = this.#buckets.get(id) ?? { tokens: burst, updatedAt: now };
    // Refill for the time gone by (a clock set back refills nothing).
    const refilled = Math.min(burst, bucket.tokens + Math.max(0, now - bucket.updatedAt) / msPerToken);
    const allowed = refilled >= 1;
    const tokens = allowed ? refilled - 1 : refilled;
    this.#buckets.set(id, { tokens, updatedAt: now });
    // Time until a whole token is back: about 1 s at the service's rates.
    const untilTokenMs = tokens >= 1 ? msPerToken : (1 - tokens) * msPerToken;
    const resetSeconds = String(Math.max(1, Math.ceil(untilTokenMs / 1000)));
    const windowSeconds = Math.max(1, Math.round(limit.windowMs / 1000));
    const headers: Record<string, string> = {
      'RateLimit-Limit': String(limit.limit),
      'RateLimit-Remaining': String(Math.floor(tokens)),
      'RateLimit-Reset': resetSeconds,
      'RateLimit-Policy': `${limit.limit};w=${windowSeconds};burst=${burst};comment="token bucket";category="${category}";cost="single";serviceLevel="unlimited"`,
    };
    if (!allowed) headers['Retry-After'] = resetSeconds;
    return { allowed, headers };
  }

  clear(): void {
    this.#buckets.clear();
  }
}
