// @vitest-environment node
// The proxy: only the client's three routes, only for the authenticated subscriber, the secret
// key added on the server and the caller's credentials never forwarded.
import { describe, expect, it, vi } from 'vitest';
import { createClient } from '../../src/api/client';
import { ApiError } from '../../src/api/errors';
import { createProxyHandler, type ProxyHandlerOptions } from '../../src/server';
import { json, messageRecord, notificationRecord, objectId, recordingFetch, serviceError } from '../api/fakeService';

const APP = 'https://app.example';
const MARK_AS = `${APP}/api/inbox/v1/subscribers/user-42/messages/mark-as`;
const FEED = `${APP}/api/inbox/v1/subscribers/user-42/notifications/feed`;
const NOTIFICATION = `${APP}/api/inbox/v1/notifications/${objectId(1)}`;
const markBody = JSON.stringify({ messageId: [objectId(1)], markAs: 'read' });

function setup(options: Partial<ProxyHandlerOptions> = {}, ...answers: Parameters<typeof recordingFetch>) {
  const service = recordingFetch(...(answers.length > 0 ? answers : [json({ data: [] }, 201)]));
  const handler = createProxyHandler({
    apiBaseUrl: 'https://api.example.com/',
    apiKey: 'sk_secret',
    basePath: '/api/inbox',
    authorize: () => ({ subscriberId: 'user-42' }),
    fetch: service.fetch,
    ...options,
  });
  return { handler, calls: service.calls };
}

const post = (url: string, body = markBody, headers: HeadersInit = {}) =>
  new Request(url, { method: 'POST', body, headers: { 'content-type': 'application/json', ...Object.fromEntries(new Headers(headers)) } });

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
    expect(call?.headers.get('idempotency-key')).toBe('k-1');
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
    expect(calls[0]?.headers.get('idempotency-key')).toBe('k');
  });

  it("surfaces the proxy's refusal as ApiError 403", async () => {
    const { client } = browserClient({ authorize: () => ({ subscriberId: 'user-7' }) });
    const error = await client.listMessages({ subscriberId: 'user-42' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, message: 'Forbidden' });
  });
});
