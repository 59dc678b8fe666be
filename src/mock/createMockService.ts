// The mock of the service as a story or test uses it: seeded data, MSW handlers, and the
// controls to make it slow, flaky, rate limited or failing on cue.
//
//   const service = createMockService({ latencyMs: [200, 600] });
//   setupServer(...service.handlers).listen();          // or setupWorker(...), or parameters.msw
//   const client = createClient({ baseUrl: 'https://api.example.com', apiKey: MOCK_API_KEY });
//   service.failNext(1, { route: 'mark-as' });          // the next mark-as answers 500
//   service.deliver(MOCK_IDS.subscribers.default, 3);    // three new messages on top of the feed
//   beforeEach(() => service.reset());                   // fresh data, running record restarts
import type { HttpHandler } from 'msw';
import { createRandom, type Random } from './createRandom';
import { FailureSchedule, type MockFailure, type RateLimit, RateLimiter } from './faults';
import { fixturesForSeed } from './fixturesForSeed';
import { MOCK_API_KEY } from './fixtures/mockIds';
import { createMockHandlers, type MockSettings } from './handlers';
import { IdempotencyCache } from './IdempotencyCache';
import { type Delivery, type DeliveryScheduleOptions, MessageDelivery } from './MessageDelivery';
import type { Message } from '../api/types';
import { MockStore } from './MockStore';
import { isMockServiceProfile, type MockServiceProfile } from './profiles';

export interface MockServiceOptions {
  /** Seeds the data, latencies and random failures (default 1). */
  seed?: number;
  /** The key expected in `Authorization: ApiKey <key>` (default MOCK_API_KEY); `null` turns auth off. */
  apiKey?: string | null;
  /** Where the mock answers: `*` for any origin (default), an absolute URL, or a path like `/api/inbox`. */
  baseUrl?: string;
  /** Per-request latency: a number or a [min, max] range drawn from the seed (default 0). */
  latencyMs?: number | readonly [number, number];
  /** Share (0..1) of requests answered with a 500, deterministic for the seed (default 0). */
  failureRate?: number;
  /**
   * About `limit` requests per `windowMs` (a token bucket per route category, refilled at that
   * rate and holding 10 % more, as the service's); `null` for none (default).
   */
  rateLimit?: RateLimit | null;
  /** Honour `idempotency-key` on POST (default true). */
  idempotency?: boolean;
  /** The clock for dates, expiry, windows and running records (default `Date.now`). */
  now?: () => number;
  /**
   * Which version of the service the answers look like (default `'current'`, today's). `'2023'`
   * answers as the service of early 2023 did, from the same data: feed pages without `hasMore`, of
   * 10 items whatever `limit` asks, whose `totalCount` counts every matching message; feed items
   * without `archived`, `tags`, `data` or `avatar` (and an `actor` only for a sender), with `__v`,
   * `deleted`, `id` and the recipient as `subscriber: {_id, subscriberId, id}` (with its names and
   * avatar when it has them); mark-as messages as plain stored documents (no `id`, `subscriber` or
   * empty `payload`); the subscriber without `timezone`. Routes, checks, errors and the
   * notification record stay today's. For testing that an app reads an older service.
   */
  profile?: MockServiceProfile;
  /**
   * How many days back the plan keeps activity (default null: all of it, as a self-hosted
   * service). With a number, the admin's list starts there when no `after` is asked for, and
   * answers 402 (`Requested date range exceeds your plan's retention period…`) to a range that
   * reaches back further than that (and an hour).
   */
  retentionDays?: number | null;
}

export interface MockClock {
  now(): number;
  /** Time since the service was created or reset: how far the running record has come. */
  elapsedMs(): number;
}

export interface MockService {
  store: MockStore;
  /** Give these to `setupServer(...)`, `setupWorker(...)` or `parameters.msw`. */
  handlers: HttpHandler[];
  clock: MockClock;
  /** Changes settings from the next request on. A new `seed` also reloads the data. */
  configure(patch: MockServiceOptions): void;
  /**
   * The next `count` requests (of `failure.route`, or any) fail with `failure.status` (default
   * 500). A 401, 403, 408, 409 or 429 answers before idempotency (as the service's guards do); any
   * other status is the endpoint's answer: a retry with the same idempotency key replays it.
   */
  failNext(count?: number, failure?: MockFailure): void;
  /**
   * Adds in_app messages on top of the subscriber's feed: `count` generated ones (deterministic
   * for the seed) or the given ones (missing fields filled in), dated by the mock's clock (never
   * older than the newest stored message). Returns them as stored.
   */
  deliver(subscriberId: string, delivery: Delivery): Message[];
  /**
   * Delivers `count` messages every `everyMs` on the mock's clock, dated when each fell due; the
   * messages appear on the next request (no timers). Returns a function that stops it.
   */
  deliverEvery(subscriberId: string, options: DeliveryScheduleOptions): () => void;
  /** Back to the options the service was created with: fresh data, no scripted failures, empty caches. */
  reset(): void;
  /** The settings in force. */
  readonly settings: Readonly<MockSettings>;
  /** Requests currently being answered (waiting out latency, for instance). */
  readonly pendingRequests: number;
}

function settingsFrom(options: MockServiceOptions, base?: MockSettings): MockSettings {
  const settings: MockSettings = base
    ? { ...base }
    : { apiKey: MOCK_API_KEY, baseUrl: '*', latencyMs: 0, failureRate: 0, rateLimit: null, idempotency: true, retentionDays: null };
  if (options.apiKey !== undefined) settings.apiKey = options.apiKey;
  if (options.baseUrl !== undefined) settings.baseUrl = options.baseUrl;
  if (options.latencyMs !== undefined) settings.latencyMs = options.latencyMs;
  if (options.failureRate !== undefined) {
    if (!(options.failureRate >= 0 && options.failureRate <= 1)) throw new RangeError('failureRate must be within 0..1');
    settings.failureRate = options.failureRate;
  }
  if (options.rateLimit !== undefined) settings.rateLimit = options.rateLimit;
  if (options.idempotency !== undefined) settings.idempotency = options.idempotency;
  if (options.retentionDays !== undefined) {
    const days = options.retentionDays;
    if (days !== null && !(Number.isFinite(days) && days > 0)) throw new RangeError('retentionDays must be a number above 0, or null');
    settings.retentionDays = days;
  }
  if (options.profile !== undefined) {
    if (!isMockServiceProfile(options.profile)) throw new RangeError(`profile must be 'current' or '2023'`);
    settings.profile = options.profile;
  }
  return settings;
}

export function createMockService(options: MockServiceOptions = {}): MockService {
  let seed = options.seed ?? 1;
  let now = options.now ?? Date.now;
  let settings = settingsFrom(options);
  let pending = 0;
  const clockNow = (): number => now();

  const store = new MockStore({ now: clockNow });
  store.load(fixturesForSeed(seed), { adopt: true });
  const failures = new FailureSchedule();
  const idempotency = new IdempotencyCache(clockNow);
  const rateLimiter = new RateLimiter(clockNow);
  // Its own stream, so that traffic does not shift the data and the data does not shift traffic.
  const trafficSeed = (s: number): number => (s ^ 0x5bd1e995) >>> 0;
  let random: Random = createRandom(trafficSeed(seed));
  const delivery = new MessageDelivery({ store, now: clockNow, seed });

  const handlers = createMockHandlers({
    store,
    settings: () => settings,
    now: clockNow,
    get random() {
      return random;
    },
    failures,
    idempotency,
    rateLimiter,
    onRequestStart: () => {
      pending += 1;
      delivery.deliverDue();
    },
    onRequestEnd: () => {
      pending -= 1;
    },
  });

  const reload = (): void => {
    store.load(fixturesForSeed(seed), { adopt: true });
    failures.clear();
    idempotency.clear();
    rateLimiter.clear();
    delivery.clear(seed);
    random = createRandom(trafficSeed(seed));
  };

  return {
    store,
    handlers,
    clock: { now: clockNow, elapsedMs: () => store.elapsedMs() },
    configure(patch) {
      settings = settingsFrom(patch, settings);
      if (patch.now !== undefined) {
        now = patch.now;
        store.setClock(clockNow);
      }
      if (patch.seed !== undefined) {
        seed = patch.seed;
        reload();
      }
    },
    failNext(count = 1, failure = {}) {
      failures.add(count, failure);
    },
    deliver(subscriberId, what) {
      return delivery.deliver(subscriberId, what);
    },
    deliverEvery(subscriberId, options) {
      return delivery.deliverEvery(subscriberId, options);
    },
    reset() {
      seed = options.seed ?? 1;
      now = options.now ?? Date.now;
      settings = settingsFrom(options);
      reload();
    },
    get settings() {
      return settings;
    },
    get pendingRequests() {
      return pending;
    },
  };
}
