// The mock's MSW handlers. Every request goes the way it goes through the service: auth, rate
// limit, (scripted or random) failure, idempotency, then the endpoint, all after the configured
// latency, which an aborted request cuts short without touching the store.
import { http, type HttpHandler, HttpResponse, type JsonBodyType } from 'msw';
import { abortableDelay, BARE_ERROR_MESSAGES, defaultErrorMessage, INTERNAL_SERVER_ERROR_MESSAGE } from './faults';
import { MockServiceError, serviceErrorBody } from './faults';
import type { FailureSchedule, MockFailure, MockRoute, RateLimit, RateLimitCategory, RateLimiter } from './faults';
import { authenticate } from './authenticate';
import type { Random } from './createRandom';
import { IDEMPOTENCY_DOCS_LINK, IDEMPOTENCY_KEY_MAX_LENGTH, type IdempotencyCache } from './IdempotencyCache';
import type { MockStore } from './MockStore';
import { answerProfile, type MockServiceProfile } from './profiles';
import { answerFeed, answerMarkAll, answerMarkAs, answerNotification, answerSubscriber } from './routeOperations';
import { UncastableIdError, type Answer } from './routeOperations';
import { activityRouteAnswers } from './activityRoutes';

/** Settings read on every request, so that `configure()` takes effect at once. */
export interface MockSettings {
  /** The key expected in `Authorization: ApiKey <key>`; `null` turns auth off (same-origin proxy). */
  apiKey: string | null;
  /** `*` (any origin), an absolute URL, or a path such as `/api/inbox`. */
  baseUrl: string;
  /** Fixed, or drawn from [min, max] per request. */
  latencyMs: number | readonly [number, number];
  /** Share of requests (0..1) answered with a 500, drawn deterministically from the seed. */
  failureRate: number;
  rateLimit: RateLimit | null;
  /** The service enables idempotency per organization; on by default here. */
  idempotency: boolean;
  /** Which version of the service the answers look like (MockServiceProfile); today's when absent. */
  profile?: MockServiceProfile;
  /** How many days back the plan keeps activity (the admin's list answers 402 past it); null: all of it. */
  retentionDays: number | null;
}

export interface MockHandlerContext {
  store: MockStore;
  settings(): MockSettings;
  now(): number;
  /** Draws latencies, random failures and error ids. */
  random: Random;
  failures: FailureSchedule;
  idempotency: IdempotencyCache;
  rateLimiter: RateLimiter;
  /** Told when a request starts and stops being answered (for `pendingRequests`). */
  onRequestStart?(): void;
  onRequestEnd?(): void;
}

export const MOCK_ROUTE_PATHS: Record<MockRoute, string> = {
  'mark-as': '/v1/subscribers/:subscriberId/messages/mark-as',
  'mark-all': '/v1/subscribers/:subscriberId/messages/mark-all',
  notification: '/v1/notifications/:notificationId',
  feed: '/v1/subscribers/:subscriberId/notifications/feed',
  subscriber: '/v1/subscribers/:subscriberId',
  notifications: '/v1/notifications',
  'notification-stats': '/v1/notifications/stats',
  'notification-graph': '/v1/notifications/graph/stats',
};

/** The service's JSON body limit. */
export const MAX_BODY_BYTES = 100 * 1024;

const EXPOSED_HEADERS = [
  'Retry-After',
  'Idempotency-Key',
  'Idempotency-Replay',
  'RateLimit-Limit',
  'RateLimit-Remaining',
  'RateLimit-Reset',
  'RateLimit-Policy',
  'Link',
].join(', ');

/** True when `url` lies under `baseUrl` (`*` matches any origin and no prefix). */
export function isUnderBaseUrl(url: URL, baseUrl: string): boolean {
  if (baseUrl === '*') return true;
  const absolute = /^[a-z][a-z0-9+.-]*:/i.test(baseUrl);
  const base = new URL(baseUrl, absolute ? undefined : url.origin);
  if (absolute && base.origin !== url.origin) return false;
  const prefix = base.pathname.replace(/\/+$/, '');
  return url.pathname.startsWith(`${prefix}/v1/`);
}

function drawLatency(latency: MockSettings['latencyMs'], random: Random): number {
  if (typeof latency === 'number') return Math.max(0, latency);
  const [min, max] = latency;
  return Math.max(0, min + random.next() * (max - min));
}

function param(value: string | readonly string[] | undefined): string {
  return typeof value === 'string' ? value : '';
}

/**
 * The text the service hashes for idempotency: the parsed body serialised again, so spacing does
 * not matter but the order of the keys does (SERVER-NOTES.md §4). Neither the route nor the
 * subscriber is part of it: the key is scoped to the organization alone.
 */
function bodyFingerprint(bodyText: string): string {
  try {
    return JSON.stringify(JSON.parse(bodyText));
  } catch {
    // Not JSON: compare the text as sent.
    return bodyText;
  }
}

/** The service's rate-limit category of each route (SERVER-NOTES.md §4b). */
export const MOCK_ROUTE_CATEGORIES: Record<MockRoute, RateLimitCategory> = {
  'mark-as': 'configuration',
  'mark-all': 'configuration',
  feed: 'configuration',
  // The subscriber routes share one controller, and with it the category.
  subscriber: 'configuration',
  notification: 'global',
  // The notifications controller's other routes share its category.
  notifications: 'global',
  'notification-stats': 'global',
  'notification-graph': 'global',
};

/**
 * Statuses a scripted failure answers in front of the idempotency layer, as the service's guards
 * and its idempotency check do (auth, the rate limit, a request in flight) or a proxy in front of
 * it does (a request timeout): they are not cached. Any other scripted or random failure is the
 * endpoint's answer, cached and replayed like the service's own errors.
 */
const GUARD_STATUSES: ReadonlySet<number> = new Set([401, 403, 408, 409, 429]);

type Operation = (request: { url: URL; bodyText: string }) => Answer;

async function handle(
  ctx: MockHandlerContext,
  route: MockRoute,
  request: Request,
  operation: Operation,
): Promise<Response | undefined> {
  const settings = ctx.settings();
  const url = new URL(request.url);
  // Outside the configured base URL: let other handlers (or the network) answer.
  if (!isUnderBaseUrl(url, settings.baseUrl)) return undefined;

  ctx.onRequestStart?.();
  try {
    const path = url.pathname + url.search;
    const latencyMs = drawLatency(settings.latencyMs, ctx.random);
    const bodyText = request.method === 'POST' ? await request.text() : '';
    const headers: Record<string, string> = {};
    const origin = request.headers.get('Origin');
    if (origin) {
      headers['Access-Control-Allow-Origin'] = origin;
      headers['Access-Control-Expose-Headers'] = EXPOSED_HEADERS;
      headers.Vary = 'Origin';
    }
    const error = (status: number, message: string | string[], extra?: Record<string, string>): Answer => ({
      status,
      body: serviceErrorBody({
        status,
        message,
        path,
        timestamp: new Date(ctx.now()).toISOString(),
        ...(status === 500 ? { errorId: ctx.random.uuid() } : {}),
        bare: typeof message === 'string' && BARE_ERROR_MESSAGES.has(message),
      }),
      ...(extra ? { headers: extra } : {}),
    });
    const scripted = (failure: MockFailure): Answer => {
      const status = failure.status ?? 500;
      const retryAfter: Record<string, string> = status === 429 || status === 503 ? { 'Retry-After': '1' } : {};
      return error(status, failure.message ?? defaultErrorMessage(status), { ...retryAfter, ...failure.headers });
    };

    let early: Answer | undefined;
    let claim: { complete(answer: Answer): void; release(): void } | undefined;

    // 0. The body parser's limit (about 100 KB), before any guard: why the client splits long lists.
    if (new TextEncoder().encode(bodyText).length > MAX_BODY_BYTES) early = error(413, 'request entity too large');

    // 1. Auth (a guard in the service, so before everything else).
    const auth = authenticate(request.headers.get('Authorization'), settings.apiKey);
    if (!early && auth.refusal !== undefined) early = error(401, auth.refusal);
    const scope = auth.scope ?? '';

    // 2. Rate limit: a bucket per category; its headers go on every answer of a limited route.
    if (!early && settings.rateLimit) {
      const decision = ctx.rateLimiter.take(scope, settings.rateLimit, MOCK_ROUTE_CATEGORIES[route]);
      Object.assign(headers, decision.headers);
      if (!decision.allowed) early = error(429, 'API rate limit exceeded');
    }

    // 3. Scripted failures first, then random ones. Guard-like statuses answer here; the others
    // are the endpoint's answer (step 6), so that idempotency caches them as the service does.
    let failure: MockFailure | undefined;
    if (!early) {
      failure =
        ctx.failures.take(route) ??
        (settings.failureRate > 0 && ctx.random.next() < settings.failureRate ? { status: 500 } : undefined);
      if (failure && GUARD_STATUSES.has(failure.status ?? 500)) {
        early = scripted(failure);
        failure = undefined;
      }
    }

    // 4. Idempotency, POST only.
    const key = request.headers.get('Idempotency-Key');
    if (!early && settings.idempotency && request.method === 'POST' && key !== null && key !== '') {
      headers['Idempotency-Key'] = key;
      if (key.length > IDEMPOTENCY_KEY_MAX_LENGTH) {
        early = error(
          400,
          `idempotencyKey "${key}" has exceeded the maximum allowed length of ${IDEMPOTENCY_KEY_MAX_LENGTH} characters`,
        );
      } else {
        const result = ctx.idempotency.claim(scope, key, bodyFingerprint(bodyText));
        if (result.kind === 'in-flight') {
          early = error(409, `Request with key "${key}" is currently being processed. Please retry after 1 second`, {
            'Retry-After': '1',
            Link: IDEMPOTENCY_DOCS_LINK,
          });
        } else if (result.kind === 'different-body') {
          early = error(422, `Request with key "${key}" is being reused for a different body`, {
            Link: IDEMPOTENCY_DOCS_LINK,
          });
        } else if (result.kind === 'replay') {
          early = { ...result.answer, headers: { ...result.answer.headers, 'Idempotency-Replay': 'true' } };
        } else {
          claim = result;
        }
      }
    }

    // 5. The time the answer takes, cut short by an abort.
    try {
      await abortableDelay(latencyMs, request.signal);
    } catch {
      claim?.release();
      return HttpResponse.error();
    }

    // 6. The endpoint itself (or the failure scripted in its place).
    let answer = early;
    if (!answer) {
      if (failure) answer = scripted(failure);
      else {
        try {
          answer = operation({ url, bodyText });
        } catch (thrown) {
          if (thrown instanceof MockServiceError) answer = error(thrown.status, thrown.messages);
          else if (thrown instanceof UncastableIdError) answer = error(500, INTERNAL_SERVER_ERROR_MESSAGE);
          else throw thrown;
        }
      }
      // Every answer is kept, a 5xx included: a retry with the same key replays it.
      claim?.complete(answer);
    }
    return HttpResponse.json(answer.body as JsonBodyType, {
      status: answer.status,
      headers: { ...headers, ...answer.headers },
    });
  } finally {
    ctx.onRequestEnd?.();
  }
}

/** The endpoints the library uses, answered from `ctx.store`. */
export function createMockHandlers(ctx: MockHandlerContext): HttpHandler[] {
  const pattern = (route: MockRoute): string => `*${MOCK_ROUTE_PATHS[route]}`;
  // Read per request, like every setting, so that `configure({ profile })` applies at once.
  const profile = () => answerProfile(ctx.settings().profile);
  return [
    http.post(pattern('mark-as'), ({ request, params }) =>
      handle(ctx, 'mark-as', request, ({ bodyText }) =>
        answerMarkAs(ctx.store, param(params.subscriberId), bodyText, profile()),
      ),
    ),
    http.post(pattern('mark-all'), ({ request, params }) =>
      handle(ctx, 'mark-all', request, ({ bodyText }) =>
        answerMarkAll(ctx.store, param(params.subscriberId), bodyText),
      ),
    ),
    // The admin's routes before the record's, whose `:notificationId` would take `stats` for an id.
    ...activityRouteAnswers(ctx.store, () => ({ now: ctx.now(), retentionDays: ctx.settings().retentionDays })).map(([route, answer]) =>
      http.get(pattern(route), ({ request }) => handle(ctx, route, request, ({ url }) => answer(url.searchParams))),
    ),
    http.get(pattern('notification'), ({ request, params }) =>
      handle(ctx, 'notification', request, () => answerNotification(ctx.store, param(params.notificationId))),
    ),
    http.get(pattern('feed'), ({ request, params }) =>
      handle(ctx, 'feed', request, ({ url }) =>
        answerFeed(ctx.store, param(params.subscriberId), url.searchParams, profile()),
      ),
    ),
    http.get(pattern('subscriber'), ({ request, params }) =>
      handle(ctx, 'subscriber', request, () => answerSubscriber(ctx.store, param(params.subscriberId), profile())),
    ),
  ];
}
