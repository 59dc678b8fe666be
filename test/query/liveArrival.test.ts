import { describe, expect, it, vi } from 'vitest';
import type { FeedMessage } from '../../src/api/types';
import { inboxKeys } from '../../src/query/inboxKeys';
import { messageCountsQueryOptions } from '../../src/query/feed/messageCountsQueryOptions';
import { fetchArrivals, insertArrivals } from '../../src/query/live/liveArrival';
import { startLiveArrival, type LiveArrivalEnvironment } from '../../src/query/live/liveArrivalSchedule';
import type { ConfirmedMessagesPage, MessageCountsData } from '../../src/query/ledger/projectMessages';
import { createFakeClient, createTestQueryClient, feedIdOf, message, SUBSCRIBER } from './fakeInboxClient';

function fakeEnvironment() {
  let visible = true;
  const visibility = new Set<() => void>();
  const focus = new Set<() => void>();
  const environment: LiveArrivalEnvironment = {
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    isVisible: () => visible,
    onVisibilityChange: (listener) => (visibility.add(listener), () => visibility.delete(listener)),
    onFocusOrOnline: (listener) => (focus.add(listener), () => focus.delete(listener)),
  };
  return {
    environment,
    setVisible(value: boolean) {
      visible = value;
      for (const listener of visibility) listener();
    },
    focus: () => {
      for (const listener of focus) listener();
    },
    listeners: () => visibility.size + focus.size,
  };
}

describe('live arrival schedule', () => {
  it('polls while visible, pauses while hidden, looks at once on coming back and on focus', async () => {
    vi.useFakeTimers();
    try {
      const env = fakeEnvironment();
      const check = vi.fn(() => Promise.resolve());
      const stop = startLiveArrival({ check, pollIntervalMs: 1_000, environment: env.environment });
      await vi.advanceTimersByTimeAsync(999);
      expect(check).toHaveBeenCalledTimes(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(check).toHaveBeenCalledTimes(1);
      env.setVisible(false);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(check).toHaveBeenCalledTimes(1);
      env.setVisible(true);
      await vi.advanceTimersByTimeAsync(0);
      expect(check).toHaveBeenCalledTimes(2);
      env.focus();
      await vi.advanceTimersByTimeAsync(0);
      expect(check).toHaveBeenCalledTimes(3);
      stop();
      await vi.advanceTimersByTimeAsync(10_000);
      expect(check).toHaveBeenCalledTimes(3);
      expect(env.listeners()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('backs off after errors and returns to the interval after a success', async () => {
    vi.useFakeTimers();
    try {
      const env = fakeEnvironment();
      let fail = true;
      const times: number[] = [];
      const check = vi.fn(() => {
        times.push(Date.now());
        return fail ? Promise.reject(new Error('down')) : Promise.resolve();
      });
      const start = Date.now();
      const stop = startLiveArrival({ check, pollIntervalMs: 1_000, environment: env.environment });
      await vi.advanceTimersByTimeAsync(1_000 + 2_000 + 4_000);
      expect(times.map((time) => time - start)).toEqual([1_000, 3_000, 7_000]);
      fail = false;
      await vi.advanceTimersByTimeAsync(8_000 + 1_000);
      expect(times.map((time) => time - start)).toEqual([1_000, 3_000, 7_000, 15_000, 16_000]);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a push notification takes the same path; polling can be turned off', async () => {
    vi.useFakeTimers();
    try {
      const env = fakeEnvironment();
      let push = () => {};
      const unsubscribe = vi.fn();
      const check = vi.fn(() => Promise.resolve());
      const stop = startLiveArrival({
        check,
        pollIntervalMs: false,
        environment: env.environment,
        subscribe: (onChange) => ((push = onChange), unsubscribe),
      });
      await vi.advanceTimersByTimeAsync(120_000);
      expect(check).toHaveBeenCalledTimes(0);
      push();
      await vi.advanceTimersByTimeAsync(0);
      expect(check).toHaveBeenCalledTimes(1);
      stop();
      expect(unsubscribe).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('fetchArrivals and insertArrivals', () => {
  it('requests the first page only and inserts just the new messages into matching lists and the counts', async () => {
    const fake = createFakeClient(Array.from({ length: 60 }, (_, i) => message(i + 10)));
    const queryClient = createTestQueryClient();
    const page = (n: number): ConfirmedMessagesPage => ({
      ...fake.pageOf({ subscriberId: SUBSCRIBER, page: n, limit: 20 }),
      asOf: 0,
    });
    const second = page(1);
    queryClient.setQueryData(inboxKeys.messageList(SUBSCRIBER, 'all', 20), { pages: [page(0), second, page(2)], pageParams: [0, 1, 2] });
    queryClient.setQueryData(inboxKeys.messageList(SUBSCRIBER, 'unread', 20), { pages: [page(0)], pageParams: [0] });
    const counts: MessageCountsData = { unread: { ids: [], complete: true }, unseen: { ids: [], complete: true }, asOf: 0 };
    queryClient.setQueryData(inboxKeys.counts(SUBSCRIBER), counts);
    fake.service.messages.unshift(message(2), message(1, { read: true, seen: true }));

    const arrivals = await fetchArrivals({ client: fake.client, queryClient, subscriberId: SUBSCRIBER });
    expect(fake.listCalls.map((call) => call.input.page)).toEqual([0]);
    expect(arrivals.map((item: FeedMessage) => item._id)).toEqual([message(2)._id, message(1)._id]);

    insertArrivals(queryClient, SUBSCRIBER, arrivals);
    insertArrivals(queryClient, SUBSCRIBER, arrivals);
    const all = queryClient.getQueryData<{ pages: ConfirmedMessagesPage[] }>(inboxKeys.messageList(SUBSCRIBER, 'all', 20))!;
    expect(all.pages[0]!.data.slice(0, 3).map((item) => item._id)).toEqual([message(2)._id, message(1)._id, message(10)._id]);
    // Later pages are left as they were, by reference: nothing under the first page moves.
    expect(all.pages[1]).toBe(second);
    const unread = queryClient.getQueryData<{ pages: ConfirmedMessagesPage[] }>(inboxKeys.messageList(SUBSCRIBER, 'unread', 20))!;
    expect(unread.pages[0]!.data.slice(0, 2).map((item) => item._id)).toEqual([message(2)._id, message(10)._id]);
    const nextCounts = queryClient.getQueryData<MessageCountsData>(inboxKeys.counts(SUBSCRIBER))!;
    expect(nextCounts.unread.ids).toEqual([message(2)._id]);
    expect(nextCounts.unseen.ids).toEqual([message(2)._id]);
  });

  it('with no list loaded (a closed bell), each look on the poll asks for the counts again, nothing else, and finds no arrivals', async () => {
    vi.useFakeTimers();
    try {
      const fake = createFakeClient([message(10)]);
      const queryClient = createTestQueryClient();
      const env = fakeEnvironment();
      // The counts the bell observes, loaded once.
      const counts = queryClient.getQueryCache().build(queryClient, messageCountsQueryOptions({ client: fake.client, subscriberId: SUBSCRIBER }));
      await counts.fetch();
      const unreadIds = () => queryClient.getQueryData<MessageCountsData>(inboxKeys.counts(SUBSCRIBER))?.unread.ids;
      expect(unreadIds()).toEqual([message(10)._id]);
      const found: FeedMessage[][] = [];
      const stop = startLiveArrival({
        pollIntervalMs: 1_000,
        environment: env.environment,
        check: async () => void found.push(await fetchArrivals({ client: fake.client, queryClient, subscriberId: SUBSCRIBER })),
      });
      fake.service.messages.unshift(message(2));
      const before = fake.listCalls.length;
      await vi.advanceTimersByTimeAsync(999);
      expect(fake.listCalls.length).toBe(before);
      await vi.advanceTimersByTimeAsync(1);
      expect(unreadIds()).toEqual([message(2)._id, message(10)._id]);
      // The two samples of the counts (unread and unseen), no page of a list.
      expect(fake.listCalls.slice(before).map((call) => [call.input.read, call.input.seen])).toEqual([
        [false, undefined],
        [undefined, false],
      ]);
      expect(found).toEqual([[]]);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('arrivals per feed', () => {
  const of = (n: number, feed: string | null, payload: Record<string, unknown> = {}) => ({ ...message(n), _feedId: feed === null ? null : feedIdOf(feed), payload });
  const cache = (queryClient: ReturnType<typeof createTestQueryClient>, feed: { feedIdentifier?: string; payload?: Record<string, unknown> } | undefined, data: FeedMessage[]) => {
    const page = { data, hasMore: false, page: 0, pageSize: 20, totalCount: data.length, asOf: 0 } as ConfirmedMessagesPage;
    queryClient.setQueryData(inboxKeys.messageList(SUBSCRIBER, 'all', 20, feed), { pages: [page], pageParams: [0] });
    const counts: MessageCountsData = { unread: { ids: [], complete: true }, unseen: { ids: [], complete: true }, asOf: 0 };
    queryClient.setQueryData(inboxKeys.counts(SUBSCRIBER, feed), counts);
  };
  const listOf = (queryClient: ReturnType<typeof createTestQueryClient>, feed?: { feedIdentifier?: string; payload?: Record<string, unknown> }) =>
    queryClient.getQueryData<{ pages: ConfirmedMessagesPage[] }>(inboxKeys.messageList(SUBSCRIBER, 'all', 20, feed))!.pages[0]!.data.map((item) => item._id);
  const unreadOf = (queryClient: ReturnType<typeof createTestQueryClient>, feed?: { feedIdentifier?: string; payload?: Record<string, unknown> }) =>
    queryClient.getQueryData<MessageCountsData>(inboxKeys.counts(SUBSCRIBER, feed))!.unread.ids;

  it('go into the lists and counts of the feeds they are in: by `_feedId` the cache has seen there, and by payload', () => {
    const queryClient = createTestQueryClient();
    const billing = { feedIdentifier: 'billing' };
    const atlas = { payload: { project: 'atlas' } };
    cache(queryClient, undefined, [of(10, 'billing'), of(11, null)]);
    cache(queryClient, billing, [of(10, 'billing')]);
    cache(queryClient, atlas, [of(12, 'mentions', { project: 'atlas' })]);
    const arrivals = [of(1, 'billing'), of(2, 'mentions', { project: 'atlas', lead: 'ada' }), of(3, null, { project: 'zephyr' })];
    insertArrivals(queryClient, SUBSCRIBER, arrivals);
    expect(listOf(queryClient)).toEqual([message(1)._id, message(2)._id, message(3)._id, message(10)._id, message(11)._id]);
    expect(listOf(queryClient, billing)).toEqual([message(1)._id, message(10)._id]);
    expect(listOf(queryClient, atlas)).toEqual([message(2)._id, message(12)._id]);
    expect(unreadOf(queryClient)).toEqual([message(1)._id, message(2)._id, message(3)._id]);
    expect(unreadOf(queryClient, billing)).toEqual([message(1)._id]);
    expect(unreadOf(queryClient, atlas)).toEqual([message(2)._id]);
  });

  it('where the cache cannot tell (a feed it has seen no message of), that feed’s list and counts are asked again instead', () => {
    const queryClient = createTestQueryClient();
    const security = { feedIdentifier: 'security' };
    cache(queryClient, undefined, [of(10, 'billing')]);
    cache(queryClient, security, []);
    const invalidated: unknown[] = [];
    queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'invalidate') invalidated.push(event.query.queryKey);
    });
    insertArrivals(queryClient, SUBSCRIBER, [of(1, 'billing')]);
    expect(listOf(queryClient, security)).toEqual([]);
    expect(invalidated).toEqual([inboxKeys.messageList(SUBSCRIBER, 'all', 20, security), inboxKeys.counts(SUBSCRIBER, security)]);
    // A message of no feed is in none: that the cache can tell.
    invalidated.length = 0;
    insertArrivals(queryClient, SUBSCRIBER, [of(2, null)]);
    expect(invalidated).toEqual([]);
  });

  it('held for the shown feed, go into the other feeds’ lists at once and into every count', () => {
    const queryClient = createTestQueryClient();
    const billing = { feedIdentifier: 'billing' };
    cache(queryClient, undefined, [of(10, 'billing')]);
    cache(queryClient, billing, [of(10, 'billing')]);
    insertArrivals(queryClient, SUBSCRIBER, [of(1, 'billing')], { feed: { feedIdentifier: ['billing'] } });
    expect(listOf(queryClient, billing)).toEqual([message(10)._id]);
    expect(listOf(queryClient)).toEqual([message(1)._id, message(10)._id]);
    expect(unreadOf(queryClient, billing)).toEqual([message(1)._id]);
  });
});
