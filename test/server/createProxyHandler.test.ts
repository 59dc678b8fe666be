// @vitest-environment node
// The proxy: only the client's three routes, only for the authenticated subscriber, the secret
// key added on the server and the caller's credentials never forwarded.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClient } from '../../src/api/client';
import { ApiError } from '../../src/api/errors';
import type { ProxyHandlerOptions } from '../../src/server';
import { matchProxyRoute, routeIdProblem } from '../../src/server/matchProxyRoute';
import { scopedIdempotencyKey } from '../../src/server/scopedIdempotencyKey';
import { hangingFetch, json, messageRecord, notificationRecord, objectId, serviceError, type recordingFetch } from '../api/fakeService';
import { APP, FEED, MARK_ALL, MARK_AS, markBody, NOTIFICATION, post, setup } from './proxyFakes';

describe('forwarding', () => {
  it('forwards mark-as with the key added and only the allowed headers', async () => {
    const { handler, calls } = setup();
    const response = await handler(
      post(MARK_AS, markBody, { authorization: 'Bearer session', cookie: 'sid=1', 'idempotency-key': 'k-1', 'x-forwarded-for': '1.2.3.4' }),
    );
    expect(response.status).toBe(201);
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.method).toBe('POST');
    expect(call?.url).toBe('https://api.example.com/v1/subscribers/user-42/messages/mark-as');
    expect(call?.headers.get('authorization')).toBe('ApiKey sk_secret');
    // The caller's key, scoped to the subscriber and the route (the service scopes it to the organization only).
    expect(call?.headers.get('idempotency-key')).toBe(await scopedIdempotencyKey({ subscriberId: 'user-42', route: 'mark-as', key: 'k-1' }));
    expect(call?.headers.get('content-type')).toBe('application/json');
    expect(call?.headers.has('cookie')).toBe(false);
    expect(call?.headers.has('x-forwarded-for')).toBe(false);
    expect(call?.body).toBe(markBody);
  });

  it('forwards the feed with only its own query parameters', async () => {
    const { handler, calls } = setup({}, json({ data: [], page: 0, pageSize: 10, hasMore: false }));
    await handler(new Request(`${FEED}?page=2&limit=20&read=false&seen=true&apiKey=x&subscriberId=other`, { headers: { cookie: 'sid=1' } }));
    expect(calls[0]?.url).toBe('https://api.example.com/v1/subscribers/user-42/notifications/feed?page=2&limit=20&read=false&seen=true');
    expect(calls[0]?.method).toBe('GET');
    expect(calls[0]?.headers.get('authorization')).toBe('ApiKey sk_secret');
  });

  it('forwards the feed filter: the payload once, each feedIdentifier in its order', async () => {
    const { handler, calls } = setup({}, json({ data: [], page: 0, pageSize: 10, hasMore: false }));
    const payload = btoa(JSON.stringify({ project: 'Atlas' }));
    await handler(new Request(`${FEED}?feedIdentifier=billing&limit=5&payload=${encodeURIComponent(payload)}&feedIdentifier=a%26b`));
    expect(calls[0]?.url).toBe(
      `https://api.example.com/v1/subscribers/user-42/notifications/feed?limit=5&payload=${encodeURIComponent(payload)}&feedIdentifier=billing&feedIdentifier=a%26b`,
    );
  });

  it('re-encodes path segments, so an encoded slash stays inside its segment', async () => {
    const { handler, calls } = setup({ authorize: () => ({ subscriberId: 'a/b' }) });
    const response = await handler(post(`${APP}/api/inbox/v1/subscribers/a%2Fb/messages/mark-as`));
    expect(response.status).toBe(201);
    expect(calls[0]?.url).toBe('https://api.example.com/v1/subscribers/a%2Fb/messages/mark-as');
  });

  it("passes the service's status, body, Retry-After and Idempotency-Replay back, nothing else", async () => {
    const answer = serviceError(429, 'API rate limit exceeded', {
      'retry-after': '30',
      'idempotency-replay': 'true',
      'set-cookie': 'svc=1',
      'ratelimit-remaining': '0',
    });
    const { handler } = setup({}, answer);
    const response = await handler(post(MARK_AS));
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('30');
    expect(response.headers.get('idempotency-replay')).toBe('true');
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.has('set-cookie')).toBe(false);
    expect(response.headers.has('ratelimit-remaining')).toBe(false);
    expect(await response.json()).toMatchObject({ statusCode: 429, message: 'API rate limit exceeded' });
  });

  it('answers 502 when the service cannot be reached', async () => {
    const { handler } = setup({}, new TypeError('connect ECONNREFUSED'));
    const response = await handler(post(MARK_AS));
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ statusCode: 502 });
  });

  it('works with the basePath at the root', async () => {
    const { handler, calls } = setup({ basePath: '' });
    expect((await handler(post(`${APP}/v1/subscribers/user-42/messages/mark-as`))).status).toBe(201);
    expect(calls).toHaveLength(1);
  });
});

describe('routes', () => {
  it.each([
    ['an unknown path', new Request(`${APP}/api/inbox/v1/subscribers/user-42/preferences`)],
    ['a path outside basePath', new Request(`${APP}/v1/subscribers/user-42/notifications/feed`)],
    ['a path sharing the basePath prefix', new Request(`${APP}/api/inboxes/v1/subscribers/user-42/notifications/feed`)],
    ['GET on mark-as', new Request(MARK_AS)],
    ['POST on the feed', post(FEED)],
    ['DELETE on a notification', new Request(NOTIFICATION, { method: 'DELETE' })],
    ['an extra segment', new Request(`${FEED}/extra`)],
    ['a trailing slash', new Request(`${FEED}/`)],
    ['an empty subscriber id', new Request(`${APP}/api/inbox/v1/subscribers//notifications/feed`)],
    ['broken percent-encoding', new Request(`${APP}/api/inbox/v1/subscribers/%E0%A4%A/notifications/feed`)],
    ['another version', new Request(`${APP}/api/inbox/v2/subscribers/user-42/notifications/feed`)],
  ])('answers 404 to %s without calling the service or authorize', async (_, request) => {
    const authorize = vi.fn(() => ({ subscriberId: 'user-42' }));
    const { handler, calls } = setup({ authorize, allowNotification: () => true });
    const response = await handler(request);
    expect(response.status).toBe(404);
    expect(calls).toHaveLength(0);
    expect(authorize).not.toHaveBeenCalled();
  });
});

describe('authorization', () => {
  it('answers 401 when authorize returns null', async () => {
    const { handler, calls } = setup({ authorize: async () => null });
    const response = await handler(post(MARK_AS));
    expect(response.status).toBe(401);
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['mark-as', () => post(MARK_AS)],
    ['the feed', () => new Request(FEED)],
  ])('answers 403 to %s of another subscriber', async (_, request) => {
    const { handler, calls } = setup({ authorize: async () => ({ subscriberId: 'user-7' }) });
    const response = await handler(request());
    expect(response.status).toBe(403);
    expect(calls).toHaveLength(0);
  });

  it('refuses the notification route unless allowNotification is given and allows it', async () => {
    const denied = setup();
    expect((await denied.handler(new Request(NOTIFICATION))).status).toBe(403);
    const refused = setup({ allowNotification: async () => false });
    expect((await refused.handler(new Request(NOTIFICATION))).status).toBe(403);
    expect([...denied.calls, ...refused.calls]).toHaveLength(0);

    const allowNotification = vi.fn(async () => true);
    const allowed = setup({ allowNotification }, json({ data: notificationRecord() }));
    const response = await allowed.handler(new Request(NOTIFICATION));
    expect(response.status).toBe(200);
    expect(allowNotification).toHaveBeenCalledWith(expect.any(Request), objectId(1));
    expect(allowed.calls[0]?.url).toBe(`https://api.example.com/v1/notifications/${objectId(1)}`);
  });

  it('asks authorize before allowNotification, and answers 401 to an anonymous request', async () => {
    const allowNotification = vi.fn(() => true);
    const { handler } = setup({ authorize: () => null, allowNotification });
    expect((await handler(new Request(NOTIFICATION))).status).toBe(401);
    expect(allowNotification).not.toHaveBeenCalled();
  });
});

describe('request bodies', () => {
  it('answers 413 to a body over the limit, declared or streamed', async () => {
    const { handler, calls } = setup({ maxBodyBytes: 1000 });
    const big = JSON.stringify({ messageId: Array.from({ length: 100 }, (_, n) => objectId(n)), markAs: 'read' });
    expect((await handler(post(MARK_AS, big))).status).toBe(413);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let n = 0; n < 20; n += 1) controller.enqueue(new TextEncoder().encode('x'.repeat(100)));
        controller.close();
      },
    });
    const streamed = new Request(MARK_AS, { method: 'POST', body: stream, headers: { 'content-type': 'application/json' }, duplex: 'half' } as RequestInit);
    expect(streamed.headers.has('content-length')).toBe(false);
    expect((await handler(streamed)).status).toBe(413);
    expect(calls).toHaveLength(0);
  });

  it('accepts a body of up to about 100 KB by default', async () => {
    const { handler, calls } = setup();
    const body = JSON.stringify({ messageId: Array.from({ length: 3500 }, (_, n) => objectId(n)), markAs: 'read' });
    expect(body.length).toBeLessThan(100_000);
    expect((await handler(post(MARK_AS, body))).status).toBe(201);
    expect((await handler(post(MARK_AS, `${body}${' '.repeat(100_001 - body.length)}`))).status).toBe(413);
    expect(calls).toHaveLength(1);
  });

  it('answers 415 to a mark-as that is not JSON (a cross-site form cannot send JSON)', async () => {
    const { handler, calls } = setup();
    const response = await handler(post(MARK_AS, markBody, { 'content-type': 'text/plain' }));
    expect(response.status).toBe(415);
    expect(calls).toHaveLength(0);
  });
});

describe('with the client in front', () => {
  function browserClient(options: Partial<ProxyHandlerOptions>, ...answers: Parameters<typeof recordingFetch>) {
    const { handler, calls } = setup(options, ...answers);
    const client = createClient({
      baseUrl: '/api/inbox',
      headers: { authorization: 'Bearer session-token' },
      retry: false,
      fetch: (input, init) => handler(new Request(new URL(String(input), APP), init)),
    });
    return { client, calls };
  }

  it('marks messages through the proxy with the key added on the server', async () => {
    const messages = [messageRecord(objectId(1))];
    const authorize = vi.fn((request: Request) => (request.headers.get('authorization') === 'Bearer session-token' ? { subscriberId: 'user-42' } : null));
    const { client, calls } = browserClient({ authorize }, json({ data: messages }, 201));
    await expect(client.markMessagesAs({ subscriberId: 'user-42', messageIds: objectId(1), markAs: 'read' }, { idempotencyKey: 'k' })).resolves.toEqual(messages);
    expect(calls[0]?.headers.get('authorization')).toBe('ApiKey sk_secret');
    expect(calls[0]?.headers.get('idempotency-key')).toBe(await scopedIdempotencyKey({ subscriberId: 'user-42', route: 'mark-as', key: 'k' }));
  });

  it("surfaces the proxy's refusal as ApiError 403", async () => {
    const { client } = browserClient({ authorize: () => ({ subscriberId: 'user-7' }) });
    const error = await client.listMessages({ subscriberId: 'user-42' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, message: 'Forbidden' });
  });
});

describe('mark-all', () => {
  const markAllBody = JSON.stringify({ markAs: 'read' });

  it('forwards mark-all for the authorized subscriber, with the key and the idempotency key', async () => {
    const { handler, calls } = setup({}, json({ data: 3 }, 201));
    const response = await handler(post(MARK_ALL, markAllBody, { 'idempotency-key': 'k-2', cookie: 'sid=1' }));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ data: 3 });
    expect(calls[0]?.url).toBe('https://api.example.com/v1/subscribers/user-42/messages/mark-all');
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.headers.get('authorization')).toBe('ApiKey sk_secret');
    expect(calls[0]?.headers.get('idempotency-key')).toBe(await scopedIdempotencyKey({ subscriberId: 'user-42', route: 'mark-all', key: 'k-2' }));
    expect(calls[0]?.headers.has('cookie')).toBe(false);
    expect(calls[0]?.body).toBe(markAllBody);
  });

  it('refuses mark-all of another subscriber (403), a body that is not JSON (415) and GET (404)', async () => {
    const other = setup({ authorize: () => ({ subscriberId: 'user-7' }) });
    expect((await other.handler(post(MARK_ALL, markAllBody))).status).toBe(403);
    const { handler, calls } = setup();
    expect((await handler(post(MARK_ALL, markAllBody, { 'content-type': 'text/plain' }))).status).toBe(415);
    expect((await handler(new Request(MARK_ALL))).status).toBe(404);
    expect([...other.calls, ...calls]).toHaveLength(0);
  });
});

describe('ids checked before forwarding', () => {
  it.each([
    ['not hex', 'zzzzzzzzzzzzzzzzzzzzzzzz'],
    ['too short', 'abc123'],
    ['a comma list', `${objectId(1)},${objectId(2)}`],
  ])('answers 400 to a notification id that is %s, before asking anyone', async (_, id) => {
    const authorize = vi.fn(() => ({ subscriberId: 'user-42' }));
    const allowNotification = vi.fn(() => true);
    const { handler, calls } = setup({ authorize, allowNotification });
    const response = await handler(new Request(`${APP}/api/inbox/v1/notifications/${encodeURIComponent(id)}`));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: 400, message: 'notificationId must be a 24-character hexadecimal id' });
    expect(calls).toHaveLength(0);
    expect(authorize).not.toHaveBeenCalled();
    expect(allowNotification).not.toHaveBeenCalled();
  });

  it.each(['%2E', '%2E%2E', '.%2E'])('never forwards the subscriber id %s, even when authorize would allow it', async (encoded) => {
    const dots = decodeURIComponent(encoded);
    const { handler, calls } = setup({ authorize: () => ({ subscriberId: dots }) });
    for (const request of [
      post(`${APP}/api/inbox/v1/subscribers/${encoded}/messages/mark-as`),
      post(`${APP}/api/inbox/v1/subscribers/${encoded}/messages/mark-all`, JSON.stringify({ markAs: 'read' })),
      new Request(`${APP}/api/inbox/v1/subscribers/${encoded}/notifications/feed`),
    ]) {
      // A Fetch URL already resolves encoded dot segments: the path is then no route (404) or
      // `/v1/notifications/feed`, whose id is no database id (400). The proxy checks the
      // decoded id again for whatever hands it a raw path.
      expect([400, 404]).toContain((await handler(request)).status);
      const route = matchProxyRoute(request.method, `/api/inbox/v1/subscribers/${encoded}/${request.url.split('/').slice(-2).join('/')}`, '/api/inbox');
      expect(route).toMatchObject({ subscriberId: dots });
      expect(route && routeIdProblem(route)).toBe('subscriberId must not be a dot segment');
    }
    expect(calls).toHaveLength(0);
  });

  it('lets ordinary ids through the same check', () => {
    expect(routeIdProblem({ kind: 'feed', subscriberId: '...' })).toBeUndefined();
    expect(routeIdProblem({ kind: 'mark-all', subscriberId: 'user-42' })).toBeUndefined();
    expect(routeIdProblem({ kind: 'notification', notificationId: objectId(7) })).toBeUndefined();
  });
});

describe("the service's answer", () => {
  it('asks the service never to follow a redirect, and answers 502 to one', async () => {
    const asked: { url: string; init: RequestInit }[] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      asked.push({ url: String(input), init });
      return new Response(null, { status: 302, headers: { location: 'https://api.example.com/v1/subscribers/user-7/notifications/feed' } });
    });
    const { handler } = setup({ fetch: fetch as unknown as typeof globalThis.fetch });
    const response = await handler(new Request(FEED));
    // The feed and the lookup of its subscriber, each asked once, neither followed.
    expect(asked.map((call) => call.url).sort()).toEqual([
      'https://api.example.com/v1/subscribers/user-42',
      'https://api.example.com/v1/subscribers/user-42/notifications/feed',
    ]);
    expect(asked.every((call) => call.init.redirect === 'manual')).toBe(true);
    expect(response.status).toBe(502);
    expect(response.headers.has('location')).toBe(false);
    expect(await response.json()).toMatchObject({ statusCode: 502, message: 'The service answered with a redirect, which the proxy does not follow' });
  });

  it('answers 502 to an opaque redirect (a fetch that reports redirects without their status)', async () => {
    const opaque = Object.defineProperty(new Response(null, { status: 200 }), 'type', { value: 'opaqueredirect' });
    const { handler } = setup({}, opaque);
    expect((await handler(new Request(FEED))).status).toBe(502);
  });

  it('answers 502 with a JSON body to an answer that is not JSON by its type', async () => {
    const html = new Response('<script>alert(1)</script>', { status: 200, headers: { 'content-type': 'text/html' } });
    const { handler } = setup({}, html);
    const response = await handler(new Request(FEED));
    expect(response.status).toBe(502);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.json()).toMatchObject({ statusCode: 502, message: 'The service answered 200 with something other than JSON' });
  });

  it.each([
    ['truncated JSON', '{"data": ['],
    ['an empty body', ''],
    ['invalid UTF-8', new Uint8Array([0x22, 0xff, 0x22])],
  ])('answers 502 to %s labelled as JSON', async (_, body) => {
    const { handler } = setup({}, new Response(body, { status: 200, headers: { 'content-type': 'application/json; charset=utf-8' } }));
    const response = await handler(new Request(FEED));
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ message: 'The service answered 200 with a body that is not JSON' });
  });

  it('passes JSON error answers of the service on as they are', async () => {
    const { handler } = setup({}, new Response('{"statusCode":404}', { status: 404, headers: { 'content-type': 'application/problem+json' } }));
    const response = await handler(new Request(FEED));
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('{"statusCode":404}');
  });

  it('answers 502 past maxAnswerBytes, declared or streamed, without reading the rest', async () => {
    const declared = new Response('[]', { headers: { 'content-type': 'application/json', 'content-length': '2000' } });
    let pulls = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls += 1;
        controller.enqueue(new TextEncoder().encode(' '.repeat(100)));
      },
    });
    const streamed = new Response(endless, { headers: { 'content-type': 'application/json' } });
    const { handler } = setup({ maxAnswerBytes: 1000 }, declared, streamed);
    for (const request of [new Request(FEED), new Request(FEED)]) {
      const response = await handler(request);
      expect(response.status).toBe(502);
      expect(await response.json()).toMatchObject({ message: "The service's answer is larger than 1000 bytes" });
    }
    expect(pulls).toBeLessThan(20);
  });

  it('puts nosniff on every answer: forwarded, refused and failed', async () => {
    const { handler } = setup({}, json({ data: [] }, 201), new TypeError('down'));
    const answers = [
      await handler(post(MARK_AS)),
      await handler(new Request(`${APP}/elsewhere`)),
      await handler(post(MARK_AS)),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([201, 404, 502]);
    for (const answer of answers) expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('deadlines', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers 504 when the service stays silent past upstreamTimeoutMs, and aborts the request to it', async () => {
    vi.useFakeTimers();
    const service = hangingFetch();
    const { handler } = setup({ fetch: service.fetch, upstreamTimeoutMs: 5000 });
    const pending = handler(new Request(FEED));
    await vi.advanceTimersByTimeAsync(4999);
    expect(service.calls[0]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const response = await pending;
    expect(response.status).toBe(504);
    expect(await response.json()).toMatchObject({ statusCode: 504, message: 'The service did not answer within 5000 ms' });
    expect(service.calls[0]?.signal?.aborted).toBe(true);
  });

  it('counts the answer body in the upstream deadline (a service that sends headers, then nothing)', async () => {
    vi.useFakeTimers();
    const { handler } = setup(
      { upstreamTimeoutMs: 5000 },
      (request) => {
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"data":'));
            request.signal?.addEventListener('abort', () => controller.error(request.signal?.reason));
          },
        });
        return new Response(body, { headers: { 'content-type': 'application/json' } });
      },
    );
    const pending = handler(new Request(FEED));
    await vi.advanceTimersByTimeAsync(5000);
    expect((await pending).status).toBe(504);
  });

  it('answers 408 when the body does not arrive within bodyTimeoutMs, and forwards nothing', async () => {
    vi.useFakeTimers();
    const { handler, calls } = setup({ bodyTimeoutMs: 3000 });
    const halfBody = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"messageId":'));
      },
    });
    const request = new Request(MARK_AS, { method: 'POST', body: halfBody, headers: { 'content-type': 'application/json' }, duplex: 'half' } as RequestInit);
    const pending = handler(request);
    await vi.advanceTimersByTimeAsync(3000);
    const response = await pending;
    expect(response.status).toBe(408);
    expect(await response.json()).toMatchObject({ statusCode: 408 });
    expect(calls).toHaveLength(0);
  });
});
