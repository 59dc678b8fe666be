// @vitest-environment node
// GET /v1/subscribers/{subscriberId} over HTTP: the subscriber with the internal `_id` its messages
// carry as `_subscriberId` (SERVER-NOTES.md §7), the service's 404, and the mock's usual auth,
// failure, rate-limit and latency controls on it.
import { describe, expect, it, vi } from 'vitest';
import { MOCK_IDS, MOCK_ROUTE_PATHS } from '../../src/mock';
import { authHeaders, getFeed, getSubscriber, inAppIds, markAs, setupMockServer, untilPending } from './mockHttp';

const ada = MOCK_IDS.subscribers.default;
const intl = MOCK_IDS.subscribers.intl;
const mock = setupMockServer();

async function subscriberOf(response: Response): Promise<{ _id: string; subscriberId: string }> {
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { _id: string; subscriberId: string } }).data;
}

describe('GET /v1/subscribers/{subscriberId}', () => {
  it('answers 200 {data: Subscriber}, the subscriber as stored', async () => {
    const { service } = mock.start();
    const response = await getSubscriber(ada);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await response.json()) as { data: unknown };
    expect(response.status).toBe(200);
    expect(body).toEqual({ data: service.store.getSubscriber(ada) });
    expect(MOCK_ROUTE_PATHS.subscriber).toBe('/v1/subscribers/:subscriberId');
  });

  it('gives each subscriber its own `_id`, the one its messages (mark-as and the feed) carry as `_subscriberId`', async () => {
    const { service } = mock.start();
    const adaSubscriber = await subscriberOf(await getSubscriber(ada));
    const intlSubscriber = await subscriberOf(await getSubscriber(intl));
    expect(adaSubscriber.subscriberId).toBe(ada);
    expect(adaSubscriber._id).toMatch(/^[0-9a-f]{24}$/);
    expect(adaSubscriber._id).not.toBe(intlSubscriber._id);

    const feed = (await (await getFeed(ada)).json()) as { data: { _subscriberId: string }[] };
    expect(feed.data.length).toBeGreaterThan(0);
    expect(feed.data.every((item) => item._subscriberId === adaSubscriber._id)).toBe(true);

    // Mark-as answers another subscriber's message too, unchanged, with that subscriber's id.
    const [own] = inAppIds(service, ada, 1);
    const [foreign] = inAppIds(service, intl, 1);
    const marked = (await (await markAs(ada, { messageId: [own, foreign], markAs: 'read' })).json()) as {
      data: { _id: string; _subscriberId: string }[];
    };
    const owners = Object.fromEntries(marked.data.map((message) => [message._id, message._subscriberId]));
    expect(owners).toEqual({ [own!]: adaSubscriber._id, [foreign!]: intlSubscriber._id });
  });

  it('answers 404 `Subscriber not found for id <id>` for an unknown subscriber', async () => {
    const { clock } = mock.start();
    const response = await getSubscriber('nobody');
    expect(response.status).toBe(404);
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['error', 'message', 'path', 'statusCode', 'timestamp']);
    expect(body).toMatchObject({ statusCode: 404, message: 'Subscriber not found for id nobody', error: 'Not Found' });
    expect(body).toMatchObject({ path: '/v1/subscribers/nobody', timestamp: clock.iso() });
  });

  it('needs the key like every route', async () => {
    mock.start();
    const missing = await getSubscriber(ada, { headers: {} });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ message: 'Missing authorization header' });
    expect((await getSubscriber(ada, { headers: authHeaders({ Authorization: 'ApiKey wrong' }) })).status).toBe(401);
  });

  it('fails on cue: failNext of its route, or of every route', async () => {
    const { service } = mock.start();
    service.failNext(1, { route: 'subscriber', status: 503 });
    expect((await getFeed(ada)).status).toBe(200);
    const failed = await getSubscriber(ada);
    expect(failed.status).toBe(503);
    expect(failed.headers.get('Retry-After')).toBe('1');
    expect((await getSubscriber(ada)).status).toBe(200);
    service.failNext(1);
    expect((await getSubscriber(ada)).status).toBe(500);
  });

  it('counts in the `configuration` rate-limit bucket, with the feed and mark-as', async () => {
    mock.start({ rateLimit: { limit: 2, windowMs: 5_000 } });
    expect((await getSubscriber(ada)).status).toBe(200);
    expect((await getFeed(ada)).status).toBe(200);
    const limited = await getSubscriber(ada);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('RateLimit-Policy')).toContain('category="configuration"');
  });

  it('waits out the latency, and an aborted request stops at once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { service } = mock.start({ latencyMs: 5_000 });
      const controller = new AbortController();
      const answered = getSubscriber(ada);
      const aborted = getSubscriber(ada, { signal: controller.signal });
      await untilPending(service, 2);
      controller.abort();
      await expect(aborted).rejects.toThrow();
      await untilPending(service, 1);
      await vi.advanceTimersByTimeAsync(4_999);
      expect(service.pendingRequests).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      expect((await answered).status).toBe(200);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
