// @vitest-environment node
// The controls a story or test sets: scripted and random failures, rate limits, latency, reset.
import { describe, expect, it, vi } from 'vitest';
import { MOCK_IDS } from '../../src/mock';
import { getFeed, getNotification, inAppIds, markAs, setupMockServer, untilPending } from './mockHttp';

const ada = MOCK_IDS.subscribers.default;
const mock = setupMockServer();


describe('failNext', () => {
  it('fails the next n requests with a 500 and an errorId, then answers normally', async () => {
    const { service } = mock.start();
    service.failNext(2);
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await getFeed(ada)).status);
    expect(statuses).toEqual([500, 500, 200]);
  });

  it('fails only the named route, with the given status and message, without touching the store', async () => {
    const { service } = mock.start();
    service.failNext(1, { route: 'mark-as', status: 503, message: 'Down for maintenance' });
    expect((await getFeed(ada)).status).toBe(200);
    expect((await getNotification(MOCK_IDS.notifications.delivered)).status).toBe(200);
    const ids = inAppIds(service, ada, 1);
    const failed = await markAs(ada, { messageId: ids, markAs: 'read' });
    expect(failed.status).toBe(503);
    expect(failed.headers.get('Retry-After')).toBe('1');
    expect(await failed.json()).toMatchObject({ statusCode: 503, message: 'Down for maintenance', error: 'Service Unavailable' });
    expect(service.store.getMessage(ada, ids[0]!)?.read).toBe(false);
    expect((await markAs(ada, { messageId: ids, markAs: 'read' })).status).toBe(201);
  });

  it('is cleared by reset', async () => {
    const { service } = mock.start();
    service.failNext(5);
    service.reset();
    expect((await getFeed(ada)).status).toBe(200);
  });
});

describe('failureRate', () => {
  async function outcomes(seed: number): Promise<number[]> {
    const { service } = mock.start({ seed, failureRate: 0.5 });
    const statuses: number[] = [];
    for (let i = 0; i < 16; i += 1) statuses.push((await getFeed(ada)).status);
    service.configure({ failureRate: 0 });
    return statuses;
  }

  it('fails about that share of requests, the same ones for the same seed', async () => {
    const first = await outcomes(3);
    const again = await outcomes(3);
    expect(first).toEqual(again);
    expect(first.filter((s) => s === 500).length).toBeGreaterThan(2);
    expect(first.filter((s) => s === 200).length).toBeGreaterThan(2);
  });

  it('refuses a rate outside 0..1', () => {
    const { service } = mock.start();
    expect(() => service.configure({ failureRate: 1.5 })).toThrow(RangeError);
  });
});

describe('rateLimit', () => {
  it('serves a token bucket: the rate plus 10 % at once, then 429 with the service’s headers and body', async () => {
    const { clock } = mock.start({ rateLimit: { limit: 10, windowMs: 5_000 } });
    const first = await getFeed(ada);
    expect(first.headers.get('RateLimit-Limit')).toBe('10');
    expect(first.headers.get('RateLimit-Remaining')).toBe('10');
    expect(first.headers.get('RateLimit-Reset')).toBe('1');
    expect(first.headers.get('Retry-After')).toBeNull();
    expect(first.headers.get('RateLimit-Policy')).toBe(
      '10;w=5;burst=11;comment="token bucket";category="configuration";cost="single";serviceLevel="unlimited"',
    );
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await getFeed(ada)).status);
    // 11 in all (the burst) pass, the 12th is refused.
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.at(-1)).toBe(429);
    const limited = await getFeed(ada);
    expect(limited.status).toBe(429);
    const body = (await limited.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ statusCode: 429, message: 'API rate limit exceeded' });
    expect(body).not.toHaveProperty('error');
    expect(limited.headers.get('RateLimit-Remaining')).toBe('0');
    expect(limited.headers.get('Retry-After')).toBe('1');
    expect(limited.headers.get('RateLimit-Reset')).toBe('1');
    // One token comes back every windowMs / limit.
    clock.advance(499);
    expect((await getFeed(ada)).status).toBe(429);
    clock.advance(1);
    expect((await getFeed(ada)).status).toBe(200);
    expect((await getFeed(ada)).status).toBe(429);
  });

  it('keeps one bucket per category: feed and mark-as share `configuration`, the notification has `global`', async () => {
    const { service } = mock.start({ rateLimit: { limit: 2, windowMs: 5_000 } });
    const ids = inAppIds(service, ada, 1);
    let served = 0;
    while ((await getFeed(ada)).status === 200) served += 1;
    expect(served).toBe(2);
    const markAsAnswer = await markAs(ada, { messageId: ids, markAs: 'read' });
    expect(markAsAnswer.status).toBe(429);
    expect(markAsAnswer.headers.get('RateLimit-Policy')).toContain('category="configuration"');
    const record = await getNotification(MOCK_IDS.notifications.delivered);
    expect(record.status).toBe(200);
    expect(record.headers.get('RateLimit-Policy')).toContain('category="global"');
  });

  it('lets a steady `limit` requests per `windowMs` through, and about that many on average', async () => {
    const { clock } = mock.start({ rateLimit: { limit: 4, windowMs: 2_000 } });
    // Steady: one request every windowMs / limit never waits.
    for (let i = 0; i < 20; i += 1) {
      expect((await getFeed(ada)).status).toBe(200);
      clock.advance(500);
    }
    // Flat out for 10 windows: the rate, plus the bucket's content at the start.
    let allowed = 0;
    for (let i = 0; i < 200; i += 1) {
      if ((await getFeed(ada)).status === 200) allowed += 1;
      clock.advance(100);
    }
    expect(allowed).toBeGreaterThanOrEqual(40);
    expect(allowed).toBeLessThanOrEqual(40 + 4);
  });
});

describe('latency', () => {
  it('delays the answer by a real timer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { service } = mock.start({ latencyMs: 5_000 });
      let settled = false;
      const response = getFeed(ada).then((r) => {
        settled = true;
        return r;
      });
      await untilPending(service, 1);
      await vi.advanceTimersByTimeAsync(4_999);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect((await response).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops at once when the request is aborted, and never applies the change', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { service } = mock.start({ latencyMs: 5_000 });
      const ids = inAppIds(service, ada, 1);
      const controller = new AbortController();
      const pending = markAs(ada, { messageId: ids, markAs: 'read' }, { signal: controller.signal });
      await untilPending(service, 1);
      controller.abort();
      await expect(pending).rejects.toThrow();
      await untilPending(service, 0);
      expect(vi.getTimerCount()).toBe(0);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(service.store.getMessage(ada, ids[0]!)?.read).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('draws a range from the seed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { service } = mock.start({ latencyMs: [1_000, 2_000] });
      let settled = false;
      const response = getFeed(ada).then((r) => {
        settled = true;
        return r;
      });
      await untilPending(service, 1);
      await vi.advanceTimersByTimeAsync(999);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1_001);
      expect((await response).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('reset and configure', () => {
  it('reset brings back the seeded data and the created settings', async () => {
    const { service } = mock.start();
    const ids = inAppIds(service, ada, 1);
    await markAs(ada, { messageId: ids, markAs: 'read' });
    service.configure({ apiKey: 'changed' });
    service.reset();
    expect(service.store.getMessage(ada, ids[0]!)?.read).toBe(false);
    expect(service.settings.apiKey).toBe('mock-secret-key');
    expect((await getFeed(ada)).status).toBe(200);
  });

  it('a new seed reloads other data', () => {
    const { service } = mock.start();
    const before = inAppIds(service, ada, 5);
    service.configure({ seed: 2 });
    expect(inAppIds(service, ada, 5)).not.toEqual(before);
  });

  it('the clock drives the running record and restarts with reset', () => {
    const { service, clock } = mock.start();
    const running = () => service.store.getNotification(MOCK_IDS.notifications.running)!.jobs!.map((j) => j.status);
    expect(running().every((s) => s === 'pending')).toBe(true);
    clock.advance(10_000);
    expect(service.clock.elapsedMs()).toBe(10_000);
    expect(running().some((s) => s === 'pending')).toBe(false);
    service.reset();
    expect(running().every((s) => s === 'pending')).toBe(true);
  });
});
