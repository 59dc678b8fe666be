// Scripted failures: "the next n requests (of this route) fail with this status".

export type MockRoute =
  | 'mark-as'
  | 'mark-all'
  | 'notification'
  | 'feed'
  | 'subscriber'
  // The admin's routes: the list of notifications, its two sums and its per-day graph.
  | 'notifications'
  | 'notification-stats'
  | 'notification-graph';

export interface MockFailure {
  /** HTTP status (default 500). */
  status?: number;
  /** The body's `message` (default: the service's wording for the status). */
  message?: string | string[];
  /** Only requests of this route fail (default: every route). */
  route?: MockRoute;
  /** Extra response headers, e.g. `Retry-After`. */
  headers?: Record<string, string>;
}

interface Scheduled {
  failure: MockFailure;
  remaining: number;
}

export class FailureSchedule {
  #queue: Scheduled[] = [];

  add(count: number, failure: MockFailure = {}): void {
    if (!Number.isInteger(count) || count < 0) throw new RangeError('failNext(count) needs a whole number ≥ 0');
    if (count > 0) this.#queue.push({ failure: { ...failure }, remaining: count });
  }

  /** The failure for this request, if one is scheduled for its route; consumes it. */
  take(route: MockRoute): MockFailure | undefined {
    const scheduled = this.#queue.find((s) => s.failure.route === undefined || s.failure.route === route);
    if (!scheduled) return undefined;
    scheduled.remaining -= 1;
    if (scheduled.remaining === 0) this.#queue.splice(this.#queue.indexOf(scheduled), 1);
    return scheduled.failure;
  }

  /** Failures still to come, over all routes. */
  get pending(): number {
    return this.#queue.reduce((sum, s) => sum + s.remaining, 0);
  }

  clear(): void {
    this.#queue = [];
  }
}
