// A fixed-window rate limit on the mock's clock, answered like the service: 429 with
// `Retry-After` (seconds) and the RateLimit-* headers.

export interface RateLimit {
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
}

export interface RateLimitDecision {
  allowed: boolean;
  /** RateLimit-* headers, plus Retry-After when refused. */
  headers: Record<string, string>;
}

interface Window {
  startedAt: number;
  count: number;
}

export class RateLimiter {
  #now: () => number;
  #windows = new Map<string, Window>();

  constructor(now: () => number) {
    this.#now = now;
  }

  /** Counts one request of `scope` (the API key) against `limit`, unless it is refused. */
  take(scope: string, limit: RateLimit): RateLimitDecision {
    const now = this.#now();
    let window = this.#windows.get(scope);
    if (!window || now >= window.startedAt + limit.windowMs) {
      window = { startedAt: now, count: 0 };
      this.#windows.set(scope, window);
    }
    const resetSeconds = Math.max(1, Math.ceil((window.startedAt + limit.windowMs - now) / 1000));
    const allowed = window.count < limit.limit;
    if (allowed) window.count += 1;
    const headers: Record<string, string> = {
      'RateLimit-Limit': String(limit.limit),
      'RateLimit-Remaining': String(Math.max(0, limit.limit - window.count)),
      'RateLimit-Reset': String(resetSeconds),
      'RateLimit-Policy': `${limit.limit};w=${Math.max(1, Math.ceil(limit.windowMs / 1000))}`,
    };
    if (!allowed) headers['Retry-After'] = String(resetSeconds);
    return { allowed, headers };
  }

  clear(): void {
    this.#windows.clear();
  }
}
