// The mock's MSW handlers. Every request goes the way it goes through the service: auth, rate
// limit, (scripted or random) failure, idempotency, then the endpoint, all after the configured
// latency, which an aborted request cuts short without touching the store.
import { http, HttpResponse } from 'msw';
import type { HttpHandler, JsonBodyType } from 'msw';
import { abortableDelay } from './abortableDelay';
import type { Random } from './createRandom';
import type { FailureSchedule, MockRoute } from './FailureSchedule';
import type { IdempotencyCache } from './IdempotencyCache';
import { IDEMPOTENCY_KEY_MAX_LENGTH } from './IdempotencyCache';
import { MockServiceError } from './MockServiceError';
import type { MockStore } from './MockStore';
import type { RateLimit, RateLimiter } from './RateLimiter';
import { answerFeed, answerMarkAs, answerNotification, UncastableIdError } from './routeOperations';
import type { Answer } from './routeOperations';
import { defaultErrorMessage, serviceErrorBody } from './serviceErrorBody';

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
  notification: '/v1/notifications/:notificationId',
  feed: '/v1/subscribers/:subscriberId/notifications/feed',
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

/** A stable text of the request for idempotency: the same JSON with keys in another order is the same body. */
function fingerprint(method: string, path: string, bodyText: string): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (typeof value === 'object' && value !== null) {
      return Object.fromEntries(
        Object.entries(value as Record<string, unknown>)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([k, v]) => [k, canonical(v)]),
      );
    }
    return value;
  };
  let body = bodyText;
  try {
    body = JSON.stringify(canonical(JSON.parse(bodyText)));
  } catch {
    // Not JSON: compare the text as sent.
  }
  return `${method} ${path}\n${body}`;
}

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
      }),
      ...(extra ? { headers: extra } : {}),
    });

    let early: Answer | undefined;
    let claim: { complete(answer: Answer): void; release(): void } | undefined;

    // 0. The body parser's limit (about 100 KB), before any guard: why the client splits long lists.
    if (new TextEncoder().encode(bodyText).length > MAX_BODY_BYTES) early = error(413, 'request entity too large');

    // 1. Auth (a guard in the service, so before everything else).
    const apiKey = settings.apiKey;
    if (!early && apiKey !== null) {
      const authorization = request.headers.get('Authorization');
      if (!authorization) early = error(401, 'Missing authorization header');
      else {
        const [scheme = '', key = ''] = authorization.split(' ');
        if (scheme !== 'ApiKey') early = error(401, `Invalid authentication scheme: "${scheme}"`);
        else if (key !== apiKey) early = error(401, 'API Key not found');
      }
    }
    const scope = apiKey ?? '';

    // 2. Rate limit: its headers go on every answer.
    if (!early && settings.rateLimit) {
      const decision = ctx.rateLimiter.take(scope, settings.rateLimit);
      Object.assign(headers, decision.headers);
      if (!decision.allowed) early = error(429, 'API rate limit exceeded');
    }

    // 3. Scripted failures first, then random ones.
    if (!early) {
      const failure =
        ctx.failures.take(route) ??
        (settings.failureRate > 0 && ctx.random.next() < settings.failureRate ? { status: 500 } : undefined);
      if (failure) {
        const status = failure.status ?? 500;
        const retryAfter: Record<string, string> = status === 429 || status === 503 ? { 'Retry-After': '1' } : {};
        early = error(status, failure.message ?? defaultErrorMessage(status), { ...retryAfter, ...failure.headers });
      }
    }

    // 4. Idempotency, POST only.
    const key = request.headers.get('Idempotency-Key');
    if (!early && settings.idempotency && request.method === 'POST' && key !== null) {
      headers['Idempotency-Key'] = key;
      if (key.length > IDEMPOTENCY_KEY_MAX_LENGTH) {
        early = error(
          400,
          `idempotencyKey "${key}" has exceeded the maximum allowed length of ${IDEMPOTENCY_KEY_MAX_LENGTH} characters`,
        );
      } else {
        const result = ctx.idempotency.claim(scope, key, fingerprint(request.method, url.pathname, bodyText));
        if (result.kind === 'in-flight') {
          early = error(409, `Request with key "${key}" is currently being processed. Please retry after 1 second`, {
            'Retry-After': '1',
          });
        } else if (result.kind === 'different-body') {
          early = error(422, `Request with key "${key}" is being reused for a different body`);
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

    // 6. The endpoint itself.
    let answer = early;
    if (!answer) {
      try {
        answer = operation({ url, bodyText });
      } catch (thrown) {
        if (thrown instanceof MockServiceError) answer = error(thrown.status, thrown.messages);
        else if (thrown instanceof UncastableIdError) answer = error(500, 'Internal server error');
        else throw thrown;
      }
      if (answer.status >= 500) claim?.release();
      else claim?.complete(answer);
    }
    return HttpResponse.json(answer.body as JsonBodyType, {
      status: answer.status,
      headers: { ...headers, ...answer.headers },
    });
  } finally {
    ctx.onRequestEnd?.();
  }
}

/** The three endpoints the library uses, answered from `ctx.store`. */
export function createMockHandlers(ctx: MockHandlerContext): HttpHandler[] {
  const pattern = (route: MockRoute): string => `*${MOCK_ROUTE_PATHS[route]}`;
  return [
    http.post(pattern('mark-as'), ({ request, params }) =>
      handle(ctx, 'mark-as', request, ({ bodyText }) =>
        answerMarkAs(ctx.store, param(params.subscriberId), bodyText),
      ),
    ),
    http.get(pattern('notification'), ({ request, params }) =>
      handle(ctx, 'notification', request, () => answerNotification(ctx.store, param(params.notificationId))),
    ),
    http.get(pattern('feed'), ({ request, params }) =>
      handle(ctx, 'feed', request, ({ url }) => answerFeed(ctx.store, param(params.subscriberId), url.searchParams)),
    ),
  ];
}
