// @vitest-environment node
// The proxy on a real `node:http` server in front of the mock service on another, as a user's
// server runs it: a signed-in subscriber gets back only their own messages whatever ids they
// send (the service answers other subscribers' messages to mark-as, SERVER-NOTES.md §1), the
// subscriber's internal id is looked up once per TTL, and two subscribers never share an
// idempotency key at the service (it scopes keys to the organization, §4).
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Message } from '../../src/api/types';
import { createMockService, MOCK_API_KEY, MOCK_IDS } from '../../src/mock';
import { toNodeHandler, type ProxyHandlerOptions } from '../../src/server';
import { createProxyHandlerWithClock } from '../../src/server/createProxyHandler';
import { createTestClock, inAppIds } from '../mock/mockHttp';
import { closeServers, serve } from './localServer';

const A = MOCK_IDS.subscribers.default;
const B = MOCK_IDS.subscribers.intl;
const markAsPath = (subscriberId: string) => `/v1/subscribers/${subscriberId}/messages/mark-as`;
const markAllPath = (subscriberId: string) => `/v1/subscribers/${subscriberId}/messages/mark-all`;
const feedPath = (subscriberId: string) => `/v1/subscribers/${subscriberId}/notifications/feed`;

const service = createMockService({ now: createTestClock().now });
/** What reached the mock, in order. */
const reached: { method: string; url: string; idempotencyKey: string | undefined }[] = [];
const servers: Server[] = [];
let mockUrl: string;

beforeAll(async () => {
  const mock = toNodeHandler(async (request) => (await getResponse(service.handlers, request)) ?? Response.json({ message: 'No route' }, { status: 404 }));
  mockUrl = await serve(servers, (req: IncomingMessage, res: ServerResponse) => {
    const key = req.headers['idempotency-key'];
    reached.push({ method: req.method ?? '', url: req.url ?? '', idempotencyKey: typeof key === 'string' ? key : undefined });
    mock(req, res);
  });
});

afterAll(() => closeServers(servers));

beforeEach(() => {
  service.reset();
  reached.length = 0;
});

const lookupsOf = (subscriberId: string) => reached.filter((request) => request.url === `/v1/subscribers/${subscriberId}`).length;

/** A proxy of its own (a fresh cache) whose clock the test moves; the session names the subscriber. */
async function startProxy(options: Partial<ProxyHandlerOptions> = {}) {
  const clock = createTestClock();
  const handler = createProxyHandlerWithClock(
    {
      apiBaseUrl: mockUrl,
      apiKey: MOCK_API_KEY,
      basePath: '/api/inbox',
      authorize: (request) => {
        const session = request.headers.get('x-test-session');
        return session ? { subscriberId: session } : null;
      },
      ...options,
    },
    clock.now,
  );
  const url = await serve(servers, toNodeHandler(handler));
  /** A request of `subscriberId`, signed in, to the proxy's `path` (a service path under basePath). */
  const send = async (subscriberId: string, path: string, init: { body?: unknown; idempotencyKey?: string } = {}) => {
    const headers: Record<string, string> = { 'x-test-session': subscriberId };
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    if (init.idempotencyKey !== undefined) headers['idempotency-key'] = init.idempotencyKey;
    const response = await fetch(`${url}/api/inbox${path}`, {
      method: init.body === undefined ? 'GET' : 'POST',
      headers,
      ...(init.body !== undefined && { body: JSON.stringify(init.body) }),
      signal: AbortSignal.timeout(10_000),
    });
    return { status: response.status, headers: response.headers, text: await response.text() };
  };
  return { send, clock };
}

/** The same request straight to the mock, with the key: what the service answers. */
async function askMock(path: string, init: { body?: unknown; idempotencyKey?: string } = {}) {
  const headers: Record<string, string> = { authorization: `ApiKey ${MOCK_API_KEY}` };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.idempotencyKey !== undefined) headers['idempotency-key'] = init.idempotencyKey;
  const response = await fetch(`${mockUrl}${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers,
    ...(init.body !== undefined && { body: JSON.stringify(init.body) }),
    signal: AbortSignal.timeout(10_000),
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** Two messages of B whose content and payload are B's secrets. */
function secretsOfB(): Message[] {
  return service.deliver(B, [
    { content: 'Secret of B, the first', payload: { secret: 'payload-of-B-1' } },
    { content: 'Secret of B, the second', payload: { secret: 'payload-of-B-2' } },
  ]);
}

/** Nothing of `messages` (id, content, payload, transaction) nor B's internal id is in `text`. */
function expectNoTraceOf(text: string, messages: readonly Message[]): void {
  const internalIdOfB = service.store.getSubscriber(B)?._id ?? '';
  expect(internalIdOfB).not.toBe('');
  expect(text).not.toContain(internalIdOfB);
  for (const message of messages) {
    for (const trace of [message._id, String(message.content), message.transactionId, String(message.payload?.secret)]) {
      expect(text).not.toContain(trace);
    }
  }
  expect(text).not.toContain('Secret of B');
  expect(text).not.toContain('payload-of-B');
}

describe("only the signed-in subscriber's messages come back", () => {
  it("answers A's mark-as of two of B's ids and one of A's with A's message alone, and changes nothing of B's", async () => {
    const proxy = await startProxy();
    const secrets = secretsOfB();
    const [own] = service.store.getFeed(A, { read: false }).data.map((message) => message._id);
    const body = { messageId: [secrets[0]!._id, own, secrets[1]!._id], markAs: 'read' };

    // The service itself answers B's messages to this request: the hole the proxy closes.
    const direct = await askMock(markAsPath(A), { body });
    expect(direct.status).toBe(201);
    expect(direct.text).toContain(secrets[0]!._id);

    const answer = await proxy.send(A, markAsPath(A), { body });
    expect(answer.status).toBe(201);
    const marked = JSON.parse(answer.text) as { data: Message[] };
    expect(marked.data.map((message) => message._id)).toEqual([own]);
    expect(marked.data[0]).toMatchObject({ read: true, _subscriberId: service.store.getSubscriber(A)?._id });
    expectNoTraceOf(answer.text, secrets);
    // The service answered B's messages unchanged, and they stay so.
    for (const secret of secrets) expect(service.store.getMessage(B, secret._id)).toEqual(secret);
  });

  it("drops from A's feed a message of B, should the service ever list one, and keeps the page's other fields", async () => {
    const proxy = await startProxy();
    const secrets = secretsOfB();
    // B's message stored among A's: the service's feed of A now lists it.
    service.store.addMessages(A, secrets);
    const direct = JSON.parse((await askMock(`${feedPath(A)}?limit=20`)).text) as { data: Message[] };
    expect(direct.data.map((message) => message._id)).toEqual(expect.arrayContaining(secrets.map((message) => message._id)));

    const answer = await proxy.send(A, `${feedPath(A)}?limit=20`);
    expect(answer.status).toBe(200);
    const secretIds = new Set(secrets.map((message) => message._id));
    expect(JSON.parse(answer.text)).toEqual({ ...direct, data: direct.data.filter((message) => !secretIds.has(message._id)) });
    expectNoTraceOf(answer.text, secrets);
  });

  it("passes A's own feed and mark-as answers on unchanged", async () => {
    const proxy = await startProxy();
    const ids = inAppIds(service, A, 3);
    const feed = await proxy.send(A, `${feedPath(A)}?page=0&limit=5`);
    expect(feed.text).toBe((await askMock(`${feedPath(A)}?page=0&limit=5`)).text);
    const answer = await proxy.send(A, markAsPath(A), { body: { messageId: ids, markAs: 'seen' } });
    expect(answer.status).toBe(201);
    expect((JSON.parse(answer.text) as { data: Message[] }).data.map((message) => message._id).sort()).toEqual([...ids].sort());
  });
});

describe("the subscriber's internal id", () => {
  it('is looked up once within the TTL, and again after it', async () => {
    const proxy = await startProxy({ subscriberCacheTtlMs: 60_000 });
    expect((await proxy.send(A, feedPath(A))).status).toBe(200);
    expect((await proxy.send(A, markAsPath(A), { body: { messageId: inAppIds(service, A, 1), markAs: 'read' } })).status).toBe(201);
    expect(lookupsOf(A)).toBe(1);
    proxy.clock.advance(59_999);
    expect((await proxy.send(A, feedPath(A))).status).toBe(200);
    expect(lookupsOf(A)).toBe(1);
    proxy.clock.advance(1);
    expect((await proxy.send(A, feedPath(A))).status).toBe(200);
    expect(lookupsOf(A)).toBe(2);
  });

  it('is kept for at most subscriberCacheSize subscribers, the least recently used dropped first', async () => {
    const proxy = await startProxy({ subscriberCacheSize: 1 });
    for (const subscriberId of [A, A, B, A]) expect((await proxy.send(subscriberId, feedPath(subscriberId))).status).toBe(200);
    expect([lookupsOf(A), lookupsOf(B)]).toEqual([2, 1]);
  });

  it('is not kept when the lookup fails: the mark-as is answered with that failure, nothing is marked, and the next request asks again', async () => {
    const proxy = await startProxy();
    const [id] = service.store.getFeed(A, { read: false }).data.map((message) => message._id);
    service.failNext(1, { route: 'subscriber', status: 503 });
    const failed = await proxy.send(A, markAsPath(A), { body: { messageId: [id], markAs: 'read' } });
    expect(failed.status).toBe(503);
    expect(reached.some((request) => request.url === markAsPath(A))).toBe(false);
    expect(service.store.getMessage(A, id!)?.read).toBe(false);

    const retried = await proxy.send(A, markAsPath(A), { body: { messageId: [id], markAs: 'read' } });
    expect(retried.status).toBe(201);
    expect(lookupsOf(A)).toBe(2);
    expect(service.store.getMessage(A, id!)?.read).toBe(true);
  });

  it("answers the service's 404 for a subscriber it does not know, before any mark-as reaches it", async () => {
    const proxy = await startProxy();
    const answer = await proxy.send('subscriber-nobody', markAsPath('subscriber-nobody'), { body: { messageId: inAppIds(service, A, 1), markAs: 'read' } });
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.text)).toMatchObject({ statusCode: 404, message: 'Subscriber not found for id subscriber-nobody' });
    expect(reached.map((request) => request.url)).toEqual(['/v1/subscribers/subscriber-nobody']);
    // The feed's own answer to an unknown subscriber passes as the service words it.
    const feed = await proxy.send('subscriber-nobody', feedPath('subscriber-nobody'));
    expect(feed.status).toBe(400);
    expect(JSON.parse(feed.text)).toMatchObject({ message: expect.stringContaining('Subscriber not found for this environment') });
  });
});

describe('idempotency keys', () => {
  it('never collide between two subscribers at the service, and still replay a retry of the same subscriber', async () => {
    const proxy = await startProxy();
    // Straight to the service, B's request with A's key and body is answered with A's answer.
    const first = await askMock(markAllPath(A), { body: { markAs: 'seen' }, idempotencyKey: 'shared-key' });
    const stolen = await askMock(markAllPath(B), { body: { markAs: 'seen' }, idempotencyKey: 'shared-key' });
    expect(stolen.headers.get('idempotency-replay')).toBe('true');
    expect(stolen.text).toBe(first.text);
    service.reset();
    reached.length = 0;

    const unseenOfB = service.store.getFeed(B, { seen: false, limit: 100 }).data.length;
    expect(unseenOfB).toBeGreaterThan(0);
    const ofA = await proxy.send(A, markAllPath(A), { body: { markAs: 'seen' }, idempotencyKey: 'shared-key' });
    const ofB = await proxy.send(B, markAllPath(B), { body: { markAs: 'seen' }, idempotencyKey: 'shared-key' });
    expect([ofA.status, ofB.status]).toEqual([201, 201]);
    expect(ofB.headers.get('idempotency-replay')).toBeNull();
    expect(JSON.parse(ofB.text)).toEqual({ data: unseenOfB });
    expect(service.store.getFeed(B, { seen: false }).data).toHaveLength(0);

    const retryOfA = await proxy.send(A, markAllPath(A), { body: { markAs: 'seen' }, idempotencyKey: 'shared-key' });
    expect(retryOfA.headers.get('idempotency-replay')).toBe('true');
    expect(retryOfA.text).toBe(ofA.text);

    const keys = reached.filter((request) => request.method === 'POST').map((request) => request.idempotencyKey);
    expect(keys).toHaveLength(3);
    expect(keys.every((key) => key !== undefined && /^[0-9a-f]{64}$/.test(key))).toBe(true);
    expect(new Set(keys).size).toBe(2);
    expect(keys[0]).not.toBe(keys[1]);
  });
});

describe('the feed filter', () => {
  it('reaches the service as the client sent it: one feed, or a payload, and the page answers only that', async () => {
    const proxy = await startProxy();
    const payload = encodeURIComponent(btoa(JSON.stringify({ project: 'Design system' })));
    for (const query of ['?limit=100&feedIdentifier=billing', `?limit=100&payload=${payload}`, '?limit=100&feedIdentifier=billing&feedIdentifier=security']) {
      const viaProxy = await proxy.send(A, `${feedPath(A)}${query}`);
      const direct = await askMock(`${feedPath(A)}${query}`);
      expect(viaProxy.status).toBe(200);
      expect(JSON.parse(viaProxy.text)).toEqual(JSON.parse(direct.text));
      // Asked twice in the same words: once through the proxy, once directly.
      expect(reached.filter((request) => request.url === `${feedPath(A)}${query}`)).toHaveLength(2);
    }
    const billing = JSON.parse((await proxy.send(A, `${feedPath(A)}?limit=100&feedIdentifier=billing`)).text) as { data: Message[] };
    expect(billing.data.length).toBeGreaterThan(0);
    expect(billing.data.every((message) => message._feedId === MOCK_IDS.feeds.billing)).toBe(true);
  });
});
