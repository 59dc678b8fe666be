// A Fetch-API proxy (Request → Response) that lets a browser use `createClient({ baseUrl:
// '/api/inbox' })` while the secret key stays on the server. It passes only the four routes
// of the client, only for the subscriber the host app has authenticated (and the admin's three,
// only as the host app allows), adds the key itself, and
// hands back only what belongs to that subscriber: the service's mark-as answers any subscriber's
// messages whose ids it is sent, so message lists are filtered by the subscriber's internal id.
// What comes back is only ever the service's JSON (askService.ts).
import { MAX_IDEMPOTENCY_KEY_LENGTH } from '../api/idempotencyKey';
import { askService, respond, type ServiceLimits, type ServiceOutcome } from './askService';
import { checkMarkBody } from './checkMarkBody';
import { errorResponse } from './errorResponse';
import { InternalIdCache } from './InternalIdCache';
import { InternalIdResolver } from './InternalIdResolver';
import { lookUpInternalId } from './lookUpInternalId';
import { matchProxyRoute, normalizeBasePath, routeIdProblem, servicePath, type ProxyRoute } from './matchProxyRoute';
import { ownMessagesOnly } from './ownMessagesOnly';
import { readBodyWithLimit } from './readBodyWithLimit';
import { scopedIdempotencyKey } from './scopedIdempotencyKey';

/** Who the request is from, as the host app's own session says. */
export interface ProxyIdentity {
  subscriberId: string;
}

export interface ProxyHandlerOptions {
  /** The service, e.g. `https://api.example.com`. */
  apiBaseUrl: string;
  /** The environment's secret key; sent to the service as `Authorization: ApiKey <key>`. */
  apiKey: string;
  /** Where the handler is mounted, e.g. `/api/inbox`: the client's `baseUrl`. Default ''. */
  basePath?: string;
  /**
   * The subscriber the request may act for, from the host app's session (cookie, token…), or
   * null for an unauthenticated request (401). Mark-as, mark-all and the feed pass only for that
   * subscriber (403 otherwise). An exception rejects the handler's promise, for the host app to handle.
   */
  authorize(request: Request): ProxyIdentity | null | Promise<ProxyIdentity | null>;
  /**
   * Whether this request may read the notification's activity record. Without it the route is
   * refused (403): the record is an admin view, not a subscriber's.
   */
  allowNotification?(request: Request, notificationId: string): boolean | Promise<boolean>;
  /**
   * Whether this request may read the environment's notifications: their list (`'list'`), their
   * two sums (`'stats'`) or their per-day graph (`'graph'`), what an admin's activity page shows.
   * Without it these routes are refused (403), like the record's without `allowNotification`.
   */
  allowNotificationList?(request: Request, route: NotificationListRoute): boolean | Promise<boolean>;
  /** The transport to the service; `globalThis.fetch` when not given. */
  fetch?: typeof fetch;
  /** The largest mark-as or mark-all body accepted (413 above). Default 100 000 bytes, the service's own limit. */
  maxBodyBytes?: number;
  /** Time allowed to receive the caller's whole body (408 after). Default 10 000 ms. */
  bodyTimeoutMs?: number;
  /** Time allowed for each answer of the service, headers and body (504 after). Default 15 000 ms. */
  upstreamTimeoutMs?: number;
  /** The largest answer of the service passed on (502 above). Default 5 000 000 bytes. */
  maxAnswerBytes?: number;
  /**
   * How many subscribers' internal ids (looked up with `GET /v1/subscribers/{subscriberId}` to
   * filter answers) are kept; the least recently used goes first. Default 10 000; 0 looks the
   * subscriber up on every mark-as and feed request.
   */
  subscriberCacheSize?: number;
  /**
   * How long a looked-up internal id is used, from the lookup on. Default 300 000 ms (5 minutes);
   * 0 keeps none. A failed lookup or an unknown subscriber is never kept.
   */
  subscriberCacheTtlMs?: number;
}

export type ProxyHandler = (request: Request) => Promise<Response>;

/** The admin's routes, as `allowNotificationList` is told which one is asked for. */
export type NotificationListRoute = 'list' | 'stats' | 'graph';

const DEFAULT_MAX_BODY_BYTES = 100_000;
const DEFAULT_BODY_TIMEOUT_MS = 10_000;
const DEFAULT_UPSTREAM_TIMEOUT_MS = 15_000;
const DEFAULT_MAX_ANSWER_BYTES = 5_000_000;
const DEFAULT_SUBSCRIBER_CACHE_SIZE = 10_000;
const DEFAULT_SUBSCRIBER_CACHE_TTL_MS = 5 * 60_000;
/** The feed's own query parameters (SERVER-NOTES.md §5); `feedIdentifier` as often as given. */
const FEED_QUERY = ['page', 'limit', 'read', 'seen', 'payload', 'feedIdentifier'];
/** The list's parameters as the service documents them (SERVER-NOTES.md §9); the deprecated `search` is not among them. */
const NOTIFICATIONS_QUERY = ['page', 'limit', 'channels', 'templates', 'emails', 'subscriberIds', 'transactionId', 'after', 'before', 'topicKey'];
/** The parameters forwarded per route; a route not here is forwarded without its query. */
const FORWARDED_QUERY: Partial<Record<ProxyRoute['kind'], readonly string[]>> = {
  feed: FEED_QUERY,
  notifications: NOTIFICATIONS_QUERY,
  'notification-graph': ['days'],
};
/** Which admin route `allowNotificationList` is asked about. */
const LIST_ROUTES: Partial<Record<ProxyRoute['kind'], NotificationListRoute>> = {
  notifications: 'list',
  'notification-stats': 'stats',
  'notification-graph': 'graph',
};

export function createProxyHandler(options: ProxyHandlerOptions): ProxyHandler {
  return createProxyHandlerWithClock(options, () => Date.now());
}

/** createProxyHandler with the cache's clock replaced; for tests, not exported publicly. */
export function createProxyHandlerWithClock(options: ProxyHandlerOptions, now: () => number): ProxyHandler {
  const basePath = normalizeBasePath(options.basePath ?? '');
  const apiBaseUrl = options.apiBaseUrl.replace(/\/+$/, '');
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const bodyTimeoutMs = options.bodyTimeoutMs ?? DEFAULT_BODY_TIMEOUT_MS;
  const limits: ServiceLimits = {
    fetch: options.fetch,
    timeoutMs: options.upstreamTimeoutMs ?? DEFAULT_UPSTREAM_TIMEOUT_MS,
    maxAnswerBytes: options.maxAnswerBytes ?? DEFAULT_MAX_ANSWER_BYTES,
  };
  const owners = new InternalIdResolver({
    cache: new InternalIdCache({
      maxEntries: checkAtLeastZero('subscriberCacheSize', options.subscriberCacheSize, DEFAULT_SUBSCRIBER_CACHE_SIZE),
      ttlMs: checkAtLeastZero('subscriberCacheTtlMs', options.subscriberCacheTtlMs, DEFAULT_SUBSCRIBER_CACHE_TTL_MS),
      now,
    }),
    lookUp: (subscriberId) => lookUpInternalId({ apiBaseUrl, apiKey: options.apiKey, limits }, subscriberId),
  });

  return async (request) => {
    const url = new URL(request.url);
    const route = matchProxyRoute(request.method, url.pathname, basePath);
    if (!route) return errorResponse(404, 'Not found', 'Not Found');
    const idProblem = routeIdProblem(route);
    if (idProblem) return errorResponse(400, idProblem, 'Bad Request');
    const identity = await options.authorize(request);
    if (!identity) return errorResponse(401, 'Not signed in', 'Unauthorized');
    if (!(await isAllowed(route, identity, request, options))) return errorResponse(403, 'Forbidden', 'Forbidden');

    const headers = new Headers({ authorization: `ApiKey ${options.apiKey}`, accept: 'application/json' });
    let body: string | undefined;
    if (route.kind === 'mark-as' || route.kind === 'mark-all') {
      const contentType = request.headers.get('content-type') ?? '';
      // Only JSON: a cross-site form cannot send it without a CORS preflight, so a session
      // cookie alone cannot be used to mark messages from another site.
      if (!/^application\/json\b/i.test(contentType)) {
        return errorResponse(415, 'Content-Type must be application/json', 'Unsupported Media Type');
      }
      const read = await readBodyWithLimit(request, { maxBytes: maxBodyBytes, timeoutMs: bodyTimeoutMs }).catch(() => undefined);
      if (!read) return errorResponse(400, 'The request body could not be read', 'Bad Request');
      if (read.outcome === 'too-large') return errorResponse(413, `The body is larger than ${maxBodyBytes} bytes`, 'Payload Too Large');
      if (read.outcome === 'timed-out') return errorResponse(408, `The body did not arrive within ${bodyTimeoutMs} ms`, 'Request Timeout');
      const checked = checkMarkBody(route.kind, read.bytes);
      if (!checked.ok) return errorResponse(400, checked.problem, 'Bad Request');
      body = checked.text;
      headers.set('content-type', 'application/json');
      const key = request.headers.get('idempotency-key');
      if (key !== null && key !== '') {
        if (key.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
          return errorResponse(400, `idempotency-key must be at most ${MAX_IDEMPOTENCY_KEY_LENGTH} characters`, 'Bad Request');
        }
        headers.set('idempotency-key', await scopedIdempotencyKey({ subscriberId: route.subscriberId, route: route.kind, key }));
      }
    }

    const target = `${apiBaseUrl}${servicePath(route)}${forwardedQuery(url, FORWARDED_QUERY[route.kind] ?? [])}`;
    const init: RequestInit = { method: request.method, headers, ...(body !== undefined && { body }) };
    if (route.kind === 'mark-as') {
      // Looked up before the change is asked for: when the lookup fails, nothing has changed.
      const owner = await owners.resolve(route.subscriberId, request.signal);
      if (owner.kind === 'refused') return respond(owner.outcome);
      return ownMessagesAnswer('mark-as', await askService(target, init, limits, request.signal), owner.internalId).response;
    }
    if (route.kind === 'feed') {
      // A read changes nothing, so the lookup (when the id is not cached) runs beside it.
      const [owner, outcome] = await Promise.all([
        owners.resolve(route.subscriberId, request.signal),
        askService(target, init, limits, request.signal),
      ]);
      if (!isSuccess(outcome)) return respond(outcome);
      if (owner.kind === 'refused') return respond(owner.outcome);
      const { response, dropped } = ownMessagesAnswer('feed', outcome, owner.internalId);
      // The service's feed is the subscriber's own: an item of another internal id more likely
      // means the subscriber was deleted and created again since the lookup. Ask again next time.
      if (dropped > 0) owners.forget(route.subscriberId);
      return response;
    }
    return respond(await askService(target, init, limits, request.signal));
  };
}

function isSuccess(outcome: ServiceOutcome): boolean {
  return outcome.kind === 'answer' && outcome.status >= 200 && outcome.status < 300;
}

/**
 * The service's answer with only the owner's messages. Errors pass as they are; a success whose
 * body holds no message list where one belongs cannot be checked, so it does not pass (502).
 * The bytes are passed unchanged when nothing was dropped.
 */
function ownMessagesAnswer(kind: 'mark-as' | 'feed', outcome: ServiceOutcome, internalId: string): { response: Response; dropped: number } {
  if (outcome.kind === 'failure' || !isSuccess(outcome)) return { response: respond(outcome), dropped: 0 };
  const own = ownMessagesOnly(kind, outcome.body, internalId);
  if (!own) {
    return { response: errorResponse(502, `The service answered ${outcome.status} without a list of messages`, 'Bad Gateway'), dropped: 0 };
  }
  return { response: own.dropped > 0 ? respond(outcome, { json: own.body }) : respond(outcome), dropped: own.dropped };
}

function checkAtLeastZero(name: string, value: number | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !(value >= 0)) throw new RangeError(`${name} must be a number of at least 0`);
  return value;
}

async function isAllowed(
  route: ProxyRoute,
  identity: ProxyIdentity,
  request: Request,
  options: ProxyHandlerOptions,
): Promise<boolean> {
  if (route.kind === 'notification') {
    return options.allowNotification ? (await options.allowNotification(request, route.notificationId)) === true : false;
  }
  const listRoute = LIST_ROUTES[route.kind];
  if (listRoute !== undefined) {
    return options.allowNotificationList ? (await options.allowNotificationList(request, listRoute)) === true : false;
  }
  return 'subscriberId' in route && typeof identity.subscriberId === 'string' && identity.subscriberId === route.subscriberId;
}

/** The parameters that the service takes repeated (the feed's identifiers, the list's filters); every other is taken once. */
const REPEATED = new Set(['feedIdentifier', 'channels', 'templates', 'emails', 'subscriberIds']);

/** Only the route's own parameters are forwarded: the first value of each, every value of a repeated filter. */
function forwardedQuery(url: URL, names: readonly string[]): string {
  const query = new URLSearchParams();
  for (const name of names) {
    const values = url.searchParams.getAll(name);
    for (const value of REPEATED.has(name) ? values : values.slice(0, 1)) query.append(name, value);
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}
