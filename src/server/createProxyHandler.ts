// A Fetch-API proxy (Request → Response) that lets a browser use `createClient({ baseUrl:
// '/api/inbox' })` while the secret key stays on the server. It passes only the four routes
// of the client, only for the subscriber the host app has authenticated, and adds the key itself.
// What comes back is only ever the service's JSON: a redirect is never followed (it would carry
// the key elsewhere), anything else than JSON or past a size is refused, a silent service times out.
import { errorResponse, NOSNIFF } from './errorResponse';
import { matchProxyRoute, normalizeBasePath, routeIdProblem, servicePath, type ProxyRoute } from './matchProxyRoute';
import { readBodyWithLimit, readStreamWithLimit } from './readBodyWithLimit';

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
  /** The largest mark-as or mark-all body accepted (413 above). Default 100 000 bytes, the service's own limit. */
  maxBodyBytes?: number;
  /** Time allowed to receive the caller's whole body (408 after). Default 10 000 ms. */
  bodyTimeoutMs?: number;
  /** Time allowed for the service's whole answer, headers and body (504 after). Default 15 000 ms. */
  upstreamTimeoutMs?: number;
  /** The largest answer of the service passed on (502 above). Default 5 000 000 bytes. */
  maxAnswerBytes?: number;
}

export type ProxyHandler = (request: Request) => Promise<Response>;

const DEFAULT_MAX_BODY_BYTES = 100_000;
const DEFAULT_BODY_TIMEOUT_MS = 10_000;
const DEFAULT_UPSTREAM_TIMEOUT_MS = 15_000;
const DEFAULT_MAX_ANSWER_BYTES = 5_000_000;
const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;
const FEED_QUERY = ['page', 'limit', 'read', 'seen'];
/** What of the service's answer reaches the browser; everything else (cookies included) stays. */
const ANSWER_HEADERS = ['content-type', 'retry-after', 'idempotency-replay'];

export function createProxyHandler(options: ProxyHandlerOptions): ProxyHandler {
  const basePath = normalizeBasePath(options.basePath ?? '');
  const apiBaseUrl = options.apiBaseUrl.replace(/\/+$/, '');
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const bodyTimeoutMs = options.bodyTimeoutMs ?? DEFAULT_BODY_TIMEOUT_MS;

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
    const idempotencyKey = request.headers.get('idempotency-key');
    if (idempotencyKey !== null) headers.set('idempotency-key', idempotencyKey);
    let body: Uint8Array<ArrayBuffer> | undefined;
    if (route.kind === 'mark-as' || route.kind === 'mark-all') {
      const contentType = request.headers.get('content-type') ?? '';
      // Only JSON: a cross-site form cannot send it without a CORS preflight, so a session
      // cookie alone cannot be used to mark messages from another site.
      if (!/^application\/json\b/i.test(contentType)) {
        return errorResponse(415, 'Content-Type must be application/json', 'Unsupported Media Type');
      }
      headers.set('content-type', contentType);
      const read = await readBodyWithLimit(request, { maxBytes: maxBodyBytes, timeoutMs: bodyTimeoutMs }).catch(() => undefined);
      if (!read) return errorResponse(400, 'The request body could not be read', 'Bad Request');
      if (read.outcome === 'too-large') return errorResponse(413, `The body is larger than ${maxBodyBytes} bytes`, 'Payload Too Large');
      if (read.outcome === 'timed-out') return errorResponse(408, `The body did not arrive within ${bodyTimeoutMs} ms`, 'Request Timeout');
      body = read.bytes;
    }

    const target = `${apiBaseUrl}${servicePath(route)}${route.kind === 'feed' ? feedQuery(url) : ''}`;
    return forward(target, { method: request.method, headers, ...(body && { body }) }, request.signal, options);
  };
}

/** The service's answer to `init` at `target`, passed on only when it is JSON within the limits. */
async function forward(target: string, init: RequestInit, callerSignal: AbortSignal, options: ProxyHandlerOptions): Promise<Response> {
  const timeoutMs = options.upstreamTimeoutMs ?? DEFAULT_UPSTREAM_TIMEOUT_MS;
  const maxAnswerBytes = options.maxAnswerBytes ?? DEFAULT_MAX_ANSWER_BYTES;
  const fetchImpl = options.fetch ?? globalThis.fetch;
  // One signal for both ends: the caller leaving and the service taking too long.
  const upstream = new AbortController();
  const onCallerAbort = () => upstream.abort(callerSignal.reason);
  if (callerSignal.aborted) onCallerAbort();
  else callerSignal.addEventListener('abort', onCallerAbort, { once: true });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    upstream.abort(new DOMException(`The service did not answer within ${timeoutMs} ms`, 'TimeoutError'));
  }, timeoutMs);
  const unreachable = () =>
    timedOut
      ? errorResponse(504, `The service did not answer within ${timeoutMs} ms`, 'Gateway Timeout')
      : errorResponse(502, 'The service could not be reached', 'Bad Gateway');
  try {
    let answer: Response;
    try {
      answer = await fetchImpl(target, { ...init, redirect: 'manual', signal: upstream.signal });
    } catch {
      return unreachable();
    }
    if (answer.type === 'opaqueredirect' || (answer.status >= 300 && answer.status < 400)) {
      discard(answer);
      return errorResponse(502, 'The service answered with a redirect, which the proxy does not follow', 'Bad Gateway');
    }
    if (!JSON_TYPE.test(answer.headers.get('content-type') ?? '')) {
      discard(answer);
      return errorResponse(502, `The service answered ${answer.status} with something other than JSON`, 'Bad Gateway');
    }
    const declared = Number(answer.headers.get('content-length'));
    if (declared > maxAnswerBytes) {
      discard(answer);
      return tooLarge(maxAnswerBytes);
    }
    let read;
    try {
      read = await readStreamWithLimit(answer.body, { maxBytes: maxAnswerBytes });
    } catch {
      return unreachable();
    }
    if (read.outcome !== 'complete') return tooLarge(maxAnswerBytes);
    if (!isJsonText(read.bytes)) {
      return errorResponse(502, `The service answered ${answer.status} with a body that is not JSON`, 'Bad Gateway');
    }
    return new Response(read.bytes, { status: answer.status, statusText: answer.statusText, headers: answerHeaders(answer) });
  } finally {
    clearTimeout(timer);
    callerSignal.removeEventListener('abort', onCallerAbort);
  }
}

/** Lets go of an answer not passed on. Not awaited: a tee'd body settles only when both branches do. */
function discard(answer: Response): void {
  answer.body?.cancel().catch(() => undefined);
}

function tooLarge(maxAnswerBytes: number): Response {
  return errorResponse(502, `The service's answer is larger than ${maxAnswerBytes} bytes`, 'Bad Gateway');
}

function isJsonText(bytes: Uint8Array): boolean {
  try {
    JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    return true;
  } catch {
    return false;
  }
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
  const headers = new Headers({ 'cache-control': 'no-store', ...NOSNIFF });
  for (const name of ANSWER_HEADERS) {
    const value = answer.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  return headers;
}
