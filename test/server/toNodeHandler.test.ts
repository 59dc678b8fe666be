// @vitest-environment node
// The proxy behind a real `node:http` server on 127.0.0.1, in front of a fake service on
// 127.0.0.1: what a user's Node or Express server does. Every request is bounded by a timeout and
// both servers are closed (open connections included) after the file.
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProxyHandler, toNodeHandler, type NodeListener, type ProxyHandlerOptions } from '../../src/server';
import { objectId } from '../api/fakeService';
import { closeServers, listen, serve } from './localServer';

interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** How the fake service answers the next requests; each test sets its own. */
let serviceAnswer: (req: IncomingMessage, res: ServerResponse) => void;
/** The forwarded requests; the proxy's lookups of a subscriber are answered apart. */
const seen: SeenRequest[] = [];
const lookups: string[] = [];
const LOOKUP = /^\/v1\/subscribers\/[^/?]+$/;
let service: Server;
let serviceUrl: string;
const proxies: Server[] = [];

const markBody = JSON.stringify({ messageId: [objectId(1)], markAs: 'read' });
const MARK_AS = '/api/inbox/v1/subscribers/user-42/messages/mark-as';
const FEED = '/api/inbox/v1/subscribers/user-42/notifications/feed';

function answerJson(status: number, body: unknown) {
  return (_req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'set-cookie': 'svc=1' });
    res.end(JSON.stringify(body));
  };
}

beforeAll(async () => {
  service = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method === 'GET' && LOOKUP.test(req.url ?? '')) {
        lookups.push(req.url ?? '');
        const subscriberId = decodeURIComponent((req.url ?? '').split('/').pop() ?? '');
        return answerJson(200, { data: { _id: 'sub-internal', subscriberId } })(req, res);
      }
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      serviceAnswer(req, res);
    });
  });
  serviceUrl = await listen(service);
});

afterAll(() => {
  closeServers([service, ...proxies]);
});

beforeEach(() => {
  seen.length = 0;
  lookups.length = 0;
  serviceAnswer = answerJson(201, { data: [] });
});

function proxyOptions(options: Partial<ProxyHandlerOptions> = {}): ProxyHandlerOptions {
  return {
    apiBaseUrl: serviceUrl,
    apiKey: 'sk_secret',
    basePath: '/api/inbox',
    authorize: (request) => (request.headers.get('authorization') === 'Bearer session' ? { subscriberId: 'user-42' } : null),
    ...options,
  };
}

/** A proxy server whose listener is `listener` (by default the adapter alone). */
function startProxy(listener: (req: IncomingMessage, res: ServerResponse) => void): Promise<string> {
  return serve(proxies, listener);
}

async function send(url: string, init: RequestInit = {}) {
  const response = await fetch(url, {
    ...init,
    headers: { authorization: 'Bearer session', ...Object.fromEntries(new Headers(init.headers)) },
    signal: AbortSignal.timeout(10_000),
  });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

const postJson = (body: string = markBody): RequestInit => ({ method: 'POST', body, headers: { 'content-type': 'application/json' } });

describe('toNodeHandler on node:http', () => {
  let base: string;
  /** Short deadlines, only for the tests whose peer never answers (the outcome then cannot vary). */
  let impatient: string;
  beforeAll(async () => {
    base = await startProxy(toNodeHandler(createProxyHandler(proxyOptions())));
    impatient = await startProxy(toNodeHandler(createProxyHandler(proxyOptions({ upstreamTimeoutMs: 300, bodyTimeoutMs: 300 }))));
  });

  it('forwards mark-as with the key and the streamed body, and writes the answer back', async () => {
    const answer = await send(`${base}${MARK_AS}`, { ...postJson(), headers: { 'content-type': 'application/json', cookie: 'sid=1', 'idempotency-key': 'k-1' } });
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.body)).toEqual({ data: [] });
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('content-length')).toBe(String(answer.body.length));
    expect(answer.headers.has('set-cookie')).toBe(false);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/v1/subscribers/user-42/messages/mark-as', body: markBody });
    expect(seen[0]?.headers).toMatchObject({ authorization: 'ApiKey sk_secret' });
    expect(seen[0]?.headers['idempotency-key']).toMatch(/^[0-9a-f]{64}$/);
    expect(seen[0]?.headers.cookie).toBeUndefined();
  });

  it('forwards the feed and mark-all', async () => {
    serviceAnswer = answerJson(200, { data: [], page: 0, pageSize: 10, hasMore: false });
    expect((await send(`${base}${FEED}?page=1&secret=x`)).status).toBe(200);
    serviceAnswer = answerJson(201, { data: 4 });
    const markAll = await send(`${base}/api/inbox/v1/subscribers/user-42/messages/mark-all`, postJson('{"markAs":"seen"}'));
    expect(markAll).toMatchObject({ status: 201, body: '{"data":4}' });
    expect(seen.map((request) => request.url)).toEqual(['/v1/subscribers/user-42/notifications/feed?page=1', '/v1/subscribers/user-42/messages/mark-all']);
    expect(seen[1]?.body).toBe('{"markAs":"seen"}');
  });

  it('never follows a redirect of the service with the key: 502, and the other feed is never asked', async () => {
    serviceAnswer = (_req, res) => {
      res.writeHead(302, { location: '/v1/subscribers/user-7/notifications/feed' });
      res.end();
    };
    const answer = await send(`${base}${FEED}`);
    expect(answer.status).toBe(502);
    expect(answer.headers.has('location')).toBe(false);
    expect(seen.map((request) => request.url)).toEqual(['/v1/subscribers/user-42/notifications/feed']);
  });

  it('turns an HTML answer of the service into a 502 JSON error with nosniff', async () => {
    serviceAnswer = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<script>alert(1)</script>');
    };
    const answer = await send(`${base}${FEED}`);
    expect(answer.status).toBe(502);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(JSON.parse(answer.body)).toMatchObject({ statusCode: 502, error: 'Bad Gateway' });
    expect(answer.body).not.toContain('<script>');
  });

  it('answers 504 when the service says nothing', async () => {
    serviceAnswer = () => {
      // Never answers; afterAll closes the connection.
    };
    const answer = await send(`${impatient}${FEED}`);
    expect(answer.status).toBe(504);
    expect(JSON.parse(answer.body)).toMatchObject({ statusCode: 504 });
  });

  it('answers 408 to a caller that sends half a body, closes that connection, and forwards nothing', async () => {
    const url = new URL(`${impatient}${MARK_AS}`);
    const answer = await new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
      const req = httpRequest(
        url,
        {
          method: 'POST',
          headers: { authorization: 'Bearer session', 'content-type': 'application/json', 'content-length': String(markBody.length) },
          timeout: 10_000,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body: Buffer.concat(chunks).toString() }));
        },
      );
      req.on('error', reject);
      req.on('timeout', () => req.destroy(new Error('no answer within 10 s')));
      req.write(markBody.slice(0, 10));
    });
    expect(answer.status).toBe(408);
    expect(answer.connection).toBe('close');
    expect(JSON.parse(answer.body)).toMatchObject({ statusCode: 408 });
    expect(seen).toHaveLength(0);
  });

  it('answers 413 to a body over the limit without forwarding it', async () => {
    const big = JSON.stringify({ messageId: Array.from({ length: 5000 }, (_, n) => objectId(n)), markAs: 'read' });
    const answer = await send(`${base}${MARK_AS}`, postJson(big));
    expect(answer.status).toBe(413);
    expect(seen).toHaveLength(0);
  });

  it('answers 400 to a notification id that is not a database id, before the service', async () => {
    const answer = await send(`${base}/api/inbox/v1/notifications/not-an-id`);
    expect(answer.status).toBe(400);
    expect(seen).toHaveLength(0);
  });

  it("answers 500 itself when the handler fails and there is no Express `next`", async () => {
    const failing = await startProxy(toNodeHandler(createProxyHandler(proxyOptions({ authorize: () => Promise.reject(new Error('session store down')) }))));
    const answer = await send(`${failing}${FEED}`);
    expect(answer.status).toBe(500);
    expect(JSON.parse(answer.body)).toMatchObject({ statusCode: 500, message: 'The proxy failed' });
    expect(answer.body).not.toContain('session store down');
  });
});

describe('toNodeHandler as Express middleware', () => {
  /** Express's own way to mount: `url` relative to the mount path, `originalUrl` whole. */
  function mounted(path: string, listener: NodeListener, before: (req: IncomingMessage & { body?: unknown }) => Promise<void> = async () => {}) {
    return async (req: IncomingMessage & { originalUrl?: string; body?: unknown }, res: ServerResponse) => {
      await before(req);
      req.originalUrl = req.url;
      req.url = (req.url ?? '/').slice(path.length) || '/';
      listener(req, res, next);
    };
  }
  const next = vi.fn();

  /** What `express.json()` (body-parser) does: reads the stream whole and parses it into `req.body`. */
  async function jsonParser(req: IncomingMessage & { body?: unknown }) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    req.body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  }

  beforeEach(() => next.mockReset());

  it('routes on originalUrl when mounted under the base path, and never needs next to succeed', async () => {
    const base = await startProxy(mounted('/api/inbox', toNodeHandler(createProxyHandler(proxyOptions()))));
    expect((await send(`${base}${MARK_AS}`, postJson())).status).toBe(201);
    expect(seen[0]?.url).toBe('/v1/subscribers/user-42/messages/mark-as');
    expect(next).not.toHaveBeenCalled();
  });

  it('sends on the body a JSON parser already consumed, re-serialised', async () => {
    const base = await startProxy(mounted('/api/inbox', toNodeHandler(createProxyHandler(proxyOptions())), jsonParser));
    const spaced = JSON.stringify(JSON.parse(markBody), null, 2);
    const answer = await send(`${base}${MARK_AS}`, postJson(spaced));
    expect(answer.status).toBe(201);
    expect(seen[0]?.body).toBe(markBody);
    expect(seen[0]?.headers['content-length']).toBe(String(markBody.length));
  });

  it.each([
    ['a string (a text parser)', (text: string) => text],
    ['a Buffer (a raw parser)', (text: string) => Buffer.from(text)],
  ])('sends on a consumed body kept as %s, checked and written again by the proxy', async (_, keep) => {
    const parser = async (req: IncomingMessage & { body?: unknown }) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      req.body = keep(Buffer.concat(chunks).toString('utf8'));
    };
    const base = await startProxy(mounted('/api/inbox', toNodeHandler(createProxyHandler(proxyOptions())), parser));
    const spaced = `${markBody}\n`;
    expect((await send(`${base}${MARK_AS}`, postJson(spaced))).status).toBe(201);
    expect(seen[0]?.body).toBe(markBody);
  });

  it('reads the stream when a parser left it alone (another content type), and refuses it as not JSON', async () => {
    // body-parser 1.x sets `req.body = {}` without reading a body of another type.
    const skipping = async (req: IncomingMessage & { body?: unknown }) => {
      req.body = {};
    };
    const base = await startProxy(mounted('/api/inbox', toNodeHandler(createProxyHandler(proxyOptions())), skipping));
    expect((await send(`${base}${MARK_AS}`, { method: 'POST', body: markBody, headers: { 'content-type': 'text/plain' } })).status).toBe(415);
    expect((await send(`${base}${MARK_AS}`, postJson())).status).toBe(201);
    expect(seen[0]?.body).toBe(markBody);
  });

  it("hands the handler's failure to Express's next", async () => {
    const failure = new Error('session store down');
    const listener = toNodeHandler(createProxyHandler(proxyOptions({ authorize: () => Promise.reject(failure) })));
    const base = await startProxy((req, res) => {
      listener(req, res, (error) => {
        next(error);
        res.statusCode = 599;
        res.end();
      });
    });
    expect((await send(`${base}${FEED}`)).status).toBe(599);
    expect(next).toHaveBeenCalledWith(failure);
  });
});
