// A Fetch-API proxy (Request → Response) that lets a browser use `createClient({ baseUrl:
// '/api/inbox' })` while the secret key stays on the server. It passes only the three routes
// of the client, only for the subscriber the host app has authenticated, and adds the key itself.
import { errorResponse } from './errorResponse';
import { matchProxyRoute, normalizeBasePath, servicePath, type ProxyRoute } from './matchProxyRoute';
import { readBodyWithLimit } from './readBodyWithLimit';

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
   * null for an unauthenticated request (401). Mark-as and the feed pass only for that subscriber
   * (403 otherwise). An exception rejects the handler's promise, for the host app to handle.
   */
  authorize(request: Request): ProxyIdentity | null | Promise<ProxyIdentity | null>;
  /**
   * Whether this request may read the notification's activity record. Without it the route is
   * refused (403): the record is an admin view, not a subscriber's.
   */
  allowNotification?(request: Request, notificationId: string): boolean | Promise<boolean>;
  /** The transport to the service; `globalThis.fetch` when not given. */
  fetch?: typeof fetch;
  /** The largest mark-as body accepted (413 above). Default 100 000 bytes, the service's own limit. */
  maxBodyBytes?: number;
}

export type ProxyHandler = (request: Request) => Promise<Response>;

const DEFAULT_MAX_BODY_BYTES = 100_000;
const FEED_QUERY = ['page', 'limit', 'read', 'seen'];
/** What of the service's answer reaches the browser; everything else (cookies included) stays. */
const ANSWER_HEADERS = ['content-type', 'retry-after', 'idempotency-replay'];

export function createProxyHandler(options: ProxyHandlerOptions): ProxyHandler {
  const basePath = normalizeBasePath(options.basePath ?? '');
  const apiBaseUrl = options.apiBaseUrl.replace(/\/+$/, '');
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;

  return async (request) => {
    const url = new URL(request.url);
    const route = matchProxyRoute(request.method, url.pathname, basePath);
    if (!route) return errorResponse(404, 'Not found', 'Not Found');
    const identity = await options.authorize(request);
    if (!identity) return errorResponse(401, 'Not signed in', 'Unauthorized');
    if (!(await isAllowed(route, identity, request, options))) return errorResponse(403, 'Forbidden', 'Forbidden');

    const headers = new Headers({ authorization: `ApiKey ${options.apiKey}`, accept: 'application/json' });
    const idempotencyKey = request.headers.get('idempotency-key');
    if (idempotencyKey !== null) headers.set('idempotency-key', idempotencyKey);
    let body: Uint8Array<ArrayBuffer> | undefined;
    if (route.kind === 'mark-as') {
      const contentType = request.headers.get('content-type') ?? '';
      // Only JSON: a cross-site form cannot send it without a CORS preflight, so a session
      // cookie alone cannot be used to mark messages from another site.
      if (!/^application\/json\b/i.test(contentType)) {
        return errorResponse(415, 'Content-Type must be application/json', 'Unsupported Media Type');
      }
      headers.set('content-type', contentType);
      body = await readBodyWithLimit(request, maxBodyBytes);
      if (!body) return errorResponse(413, `The body is larger than ${maxBodyBytes} bytes`, 'Payload Too Large');
    }

    const target = `${apiBaseUrl}${servicePath(route)}${route.kind === 'feed' ? feedQuery(url) : ''}`;
    const fetchImpl = options.fetch ?? globalThis.fetch;
    let answer: Response;
    try {
      answer = await fetchImpl(target, {
        method: request.method,
        headers,
        signal: request.signal,
        ...(body && { body }),
      });
    } catch {
      return errorResponse(502, 'The service could not be reached', 'Bad Gateway');
    }
    return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers: answerHeaders(answer) });
  };
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
  return typeof identity.subscriberId === 'string' && identity.subscriberId === route.subscriberId;
}

/** Only the feed's own parameters are forwarded. */
function feedQuery(url: URL): string {
  const query = new URLSearchParams();
  for (const name of FEED_QUERY) {
    const value = url.searchParams.get(name);
    if (value !== null) query.set(name, value);
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

function answerHeaders(answer: Response): Headers {
  // The answer is about one subscriber: no shared cache may keep it.
  const headers = new Headers({ 'cache-control': 'no-store' });
  for (const name of ANSWER_HEADERS) {
    const value = answer.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  return headers;
}
