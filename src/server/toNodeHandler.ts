// The proxy as a Node listener: `http.createServer(toNodeHandler(handler))` or
// `app.use('/api/inbox', toNodeHandler(handler))` in Express. Node's request becomes a Fetch
// Request and the Response is written back. A body parser mounted before (`express.json()`) has
// already consumed the stream: its parsed `req.body` is then sent on instead.
//
// The Node types are described here by the little the adapter uses, so the package's types need
// no `@types/node` and accept `node:http`'s and Express's objects alike.
import { errorResponse } from './errorResponse';
import type { ProxyHandler } from './createProxyHandler';

/** What the adapter reads of `http.IncomingMessage` (Express's `req` is one). */
export interface NodeRequest {
  method?: string | undefined;
  url?: string | undefined;
  /** Express's full path when the listener is mounted under a path. */
  originalUrl?: string | undefined;
  headers: Record<string, string | string[] | undefined>;
  /** Set by a body parser that consumed the stream. */
  body?: unknown;
  readableEnded?: boolean;
  readableDidRead?: boolean;
  on(event: 'data', listener: (chunk: Uint8Array | string) => void): unknown;
  on(event: 'end', listener: () => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  off(event: 'data', listener: (chunk: Uint8Array | string) => void): unknown;
  off(event: 'end', listener: () => void): unknown;
  off(event: 'error', listener: (error: Error) => void): unknown;
  pause(): unknown;
  resume(): unknown;
}

/** What the adapter uses of `http.ServerResponse` (Express's `res` is one). */
export interface NodeResponse {
  statusCode: number;
  readonly headersSent: boolean;
  readonly writableFinished: boolean;
  setHeader(name: string, value: string | number | readonly string[]): unknown;
  end(chunk: Uint8Array): unknown;
  on(event: 'close', listener: () => void): unknown;
  destroy(error?: Error): unknown;
}

/** `next` is Express's: the handler's own failures (authorize throwing) go there when given. */
export type NodeListener = (req: NodeRequest, res: NodeResponse, next?: (error?: unknown) => void) => void;

const BODYLESS_METHODS = new Set(['GET', 'HEAD']);

export function toNodeHandler(handler: ProxyHandler): NodeListener {
  return (req, res, next) => {
    const gone = new AbortController();
    // The caller hung up before the answer was written: stop asking the service.
    res.on('close', () => {
      if (!res.writableFinished) gone.abort();
    });
    const body = requestBody(req);
    handler(toRequest(req, body.init, gone.signal))
      .then(async (response) => {
        // The proxy's answers are bounded JSON (maxAnswerBytes), so holding one whole is fine.
        const bytes = new Uint8Array(await response.arrayBuffer());
        res.statusCode = response.status;
        response.headers.forEach((value, name) => res.setHeader(name, value));
        res.setHeader('content-length', bytes.byteLength);
        // A body the proxy refused unread (413, 408) must not be taken for the next request.
        if (!body.finished()) res.setHeader('connection', 'close');
        res.end(bytes);
      })
      .catch((error: unknown) => {
        if (next) return next(error);
        if (res.headersSent) return res.destroy();
        const fallback = errorResponse(500, 'The proxy failed', 'Internal Server Error');
        res.statusCode = 500;
        fallback.headers.forEach((value, name) => res.setHeader(name, value));
        void fallback.arrayBuffer().then((bytes) => res.end(new Uint8Array(bytes)));
      });
  };
}

interface RequestBody {
  init: Pick<RequestInit, 'body'> & { duplex?: 'half' };
  /** Whether the caller's stream was read to its end (else the connection cannot be reused). */
  finished(): boolean;
}

function requestBody(req: NodeRequest): RequestBody {
  const method = (req.method ?? 'GET').toUpperCase();
  const consumed = req.readableEnded === true || req.readableDidRead === true;
  if (BODYLESS_METHODS.has(method)) return { init: {}, finished: () => true };
  if (consumed) return { init: { body: parsedBody(req.body) }, finished: () => true };
  let ended = false;
  let cleanup = () => {};
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const onData = (chunk: Uint8Array | string) => {
        controller.enqueue(typeof chunk === 'string' ? new TextEncoder().encode(chunk) : new Uint8Array(chunk));
        // Backpressure: Node keeps the rest in the socket until the proxy reads on.
        if ((controller.desiredSize ?? 0) <= 0) req.pause();
      };
      const onEnd = () => {
        ended = true;
        controller.close();
      };
      const onError = (error: Error) => controller.error(error);
      req.on('data', onData);
      req.on('end', onEnd);
      req.on('error', onError);
      cleanup = () => {
        req.off('data', onData);
        req.off('end', onEnd);
        req.off('error', onError);
      };
    },
    pull() {
      req.resume();
    },
    cancel() {
      cleanup();
      // The rest is drained and dropped; the answer closes the connection.
      req.resume();
    },
  }, { highWaterMark: 1 });
  return { init: { body: stream, duplex: 'half' }, finished: () => ended };
}

/** A parser's result as bytes to send: text and bytes as they are, anything else as JSON. */
function parsedBody(body: unknown): BodyInit {
  if (body === undefined) return '';
  if (typeof body === 'string') return body;
  if (body instanceof Uint8Array) return new Uint8Array(body);
  return JSON.stringify(body);
}

function toRequest(req: NodeRequest, init: RequestBody['init'], signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    // HTTP/2 pseudo-headers (`:path`) are no headers of a Fetch Request.
    if (value === undefined || name.startsWith(':')) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  // A re-serialised body has its own length.
  if (typeof init.body === 'string' || init.body instanceof Uint8Array) headers.delete('content-length');
  headers.delete('transfer-encoding');
  return new Request(requestUrl(req), { method: req.method ?? 'GET', headers, signal, ...init } as RequestInit);
}

/** The full URL: Express strips a mount path from `url` but keeps it in `originalUrl`. */
function requestUrl(req: NodeRequest): string {
  const path = req.originalUrl ?? req.url ?? '/';
  const host = typeof req.headers.host === 'string' ? req.headers.host : '';
  try {
    return new URL(path, `http://${host}`).href;
  } catch {
    // No usable Host header: the proxy routes on the path alone.
    return new URL(path, 'http://localhost').href;
  }
}
