// @vitest-environment node
// New messages while a page is open: `service.deliver` and `service.deliverEvery`, on the mock's clock.
import { describe, expect, it } from 'vitest';
import { createMockService, MOCK_IDS } from '../../src/mock';
import { createTestClock, getFeed, setupMockServer } from './mockHttp';

const ada = MOCK_IDS.subscribers.default;
const mock = setupMockServer();

const feedIds = async (query = '?limit=5'): Promise<string[]> =>
  ((await (await getFeed(ada, query)).json()) as { data: { _id: string }[] }).data.map((m) => m._id);

describe('deliver', () => {
  it('puts `count` new unread in_app messages on top of the feed, newest first', async () => {
    const { service } = mock.start();
    const before = await feedIds();
    const delivered = service.deliver(ada, 3);
    expect(delivered).toHaveLength(3);
    expect(delivered.every((m) => m.channel === 'in_app' && !m.read && !m.seen)).toBe(true);
    const after = await feedIds();
    expect(after.slice(0, 3)).toEqual(delivered.map((m) => m._id).reverse());
    expect(after.slice(3)).toEqual(before.slice(0, 2));
    expect(new Set(delivered.map((m) => m._id)).size).toBe(3);
  });

  it('dates them by the mock’s clock, never below the newest stored message', () => {
    const clock = createTestClock(Date.parse('2030-01-01T00:00:00.000Z'));
    const service = createMockService({ now: clock.now });
    const [late] = service.deliver(ada, 1);
    expect(late!.createdAt).toBe('2030-01-01T00:00:00.000Z');
    // A clock behind the data: the message still lands on top.
    const behind = createMockService({ now: () => Date.parse('2000-01-01T00:00:00.000Z') });
    const newest = behind.store.getFeed(ada, { limit: 1 }).data[0]!.createdAt;
    const [early] = behind.deliver(ada, 1);
    expect(Date.parse(early!.createdAt!)).toBe(Date.parse(newest!) + 1);
    expect(behind.store.getFeed(ada, { limit: 1 }).data[0]!._id).toBe(early!._id);
  });

  it('is deterministic for the seed, and starts over with reset', () => {
    const clock = createTestClock();
    const one = createMockService({ now: clock.now, seed: 5 });
    const two = createMockService({ now: clock.now, seed: 5 });
    const first = one.deliver(ada, 4);
    expect(two.deliver(ada, 4)).toEqual(first);
    one.reset();
    expect(one.store.getMessage(ada, first[0]!._id)).toBeUndefined();
    expect(one.deliver(ada, 4)).toEqual(first);
    const other = createMockService({ now: clock.now, seed: 6 });
    expect(other.deliver(ada, 1)[0]!._id).not.toBe(first[0]!._id);
  });

  it('takes messages with any fields given, filling in the rest, always in_app', () => {
    const { service } = mock.start();
    const [message] = service.deliver(ada, [{ subject: 'Hello', content: 'World', read: true, channel: 'email' }]);
    expect(message).toMatchObject({ subject: 'Hello', content: 'World', read: true, seen: true, channel: 'in_app' });
    expect(service.store.getMessage(ada, message!._id)).toEqual(message);
  });

  it('refuses an unknown subscriber and a count that is not a whole number', () => {
    const { service } = mock.start();
    expect(() => service.deliver('nobody', 1)).toThrow(RangeError);
    expect(() => service.deliver(ada, -1)).toThrow(RangeError);
    expect(() => service.deliver(ada, 1.5)).toThrow(RangeError);
  });
});

describe('deliverEvery', () => {
  it('delivers on the mock’s clock, seen on the next request, each dated when it fell due', async () => {
    const { service, clock } = mock.start();
    const start = clock.now();
    const newestBefore = service.store.getFeed(ada, { limit: 1 }).data[0]!._id;
    const stop = service.deliverEvery(ada, { everyMs: 30_000, count: 2 });
    clock.advance(29_999);
    expect((await feedIds('?limit=1'))[0]).toBe(newestBefore);
    clock.advance(1);
    // 60 s in all: two deliveries of two, dated at 30 s and 60 s.
    clock.advance(30_000);
    const page = ((await (await getFeed(ada, '?limit=5')).json()) as { data: { createdAt: string }[] }).data;
    const newest = page.slice(0, 4).map((m) => Date.parse(m.createdAt) - start);
    expect(newest[0]).toBeGreaterThanOrEqual(60_000);
    expect(newest[3]).toBeGreaterThanOrEqual(30_000);
    expect(newest[3]).toBeLessThan(60_000);
    const delivered = service.store.getMessages(ada).length;
    stop();
    clock.advance(120_000);
    await getFeed(ada);
    expect(service.store.getMessages(ada).length).toBe(delivered);
  });

  it('stops after `times`, and reset clears every schedule', async () => {
    const { service, clock } = mock.start();
    const count = (): number => service.store.getMessages(ada).length;
    const before = count();
    service.deliverEvery(ada, { everyMs: 1_000, times: 2 });
    clock.advance(10_000);
    await getFeed(ada);
    expect(count()).toBe(before + 2);
    service.deliverEvery(ada, { everyMs: 1_000 });
    service.reset();
    clock.advance(10_000);
    await getFeed(ada);
    expect(count()).toBe(before);
  });
});
