// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { MarkAs } from '../../src/api/types';
import type { MockSubscriber } from '../../src/mock';
import {
  buildMockFixtures,
  createFixtureContext,
  createMockMessage,
  MOCK_EPOCH,
  MOCK_IDS,
  MockServiceError,
  MockStore,
  RUNNING_NOTIFICATION_DURATION_MS,
} from '../../src/mock';
import type { MockMessageInit } from '../../src/mock';
import { createTestClock } from './mockHttp';

const OLD_SEEN = '2026-10-01T08:00:00.000Z';
const OLD_READ = '2026-10-01T08:30:00.000Z';

const SUBSCRIBER: MockSubscriber = {
  _id: 'aaaaaaaaaaaaaaaaaaaaaaaa',
  subscriberId: 'sub-test',
  _organizationId: 'org',
  _environmentId: 'env',
  deleted: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

/** A store holding one subscriber with the given messages. */
function storeWith(inits: MockMessageInit[]) {
  const clock = createTestClock();
  const ctx = createFixtureContext(7);
  const messages = inits.map((init) => createMockMessage(ctx, SUBSCRIBER, init));
  const store = new MockStore({ now: clock.now, fixtures: { subscribers: [{ subscriber: SUBSCRIBER, messages }], notifications: [] } });
  return { store, clock, subscriberId: SUBSCRIBER.subscriberId };
}

describe('markMessagesAs: the state table of SERVER-NOTES.md §1', () => {
  const starts = [
    { read: false, seen: false },
    { read: false, seen: true },
    { read: true, seen: false },
    { read: true, seen: true },
  ];
  const expected: Record<MarkAs, (start: { read: boolean; seen: boolean }) => { read: boolean; seen: boolean; readDate: 'now' | 'kept'; seenDate: 'now' }> = {
    read: () => ({ read: true, seen: true, readDate: 'now', seenDate: 'now' }),
    unread: () => ({ read: false, seen: true, readDate: 'now', seenDate: 'now' }),
    seen: (s) => ({ read: s.read, seen: true, readDate: 'kept', seenDate: 'now' }),
    unseen: (s) => ({ read: s.read, seen: false, readDate: 'kept', seenDate: 'now' }),
  };
  const cases = (['read', 'unread', 'seen', 'unseen'] as const).flatMap((markAs) =>
    starts.map((start) => ({ markAs, start, want: expected[markAs](start) })),
  );

  it.each(cases)('$markAs from read=$start.read seen=$start.seen', ({ markAs, start, want }) => {
    const { store, clock, subscriberId } = storeWith([
      { ageMs: 1000, ...start, lastSeenDate: OLD_SEEN, lastReadDate: OLD_READ },
    ]);
    const [message] = store.getMessages(subscriberId);
    clock.advance(12_345);
    const [updated] = store.markMessagesAs(subscriberId, [message!._id], markAs);
    const stored = store.getMessage(subscriberId, message!._id);
    for (const m of [updated, stored]) {
      expect(m).toMatchObject({ read: want.read, seen: want.seen });
      expect(m!.lastSeenDate).toBe(clock.iso());
      expect(m!.lastReadDate).toBe(want.readDate === 'now' ? clock.iso() : OLD_READ);
    }
  });
});

describe('markMessagesAs: ids, order and subscribers', () => {
  it('skips unknown ids silently and answers in store order, not the request order', () => {
    const { store, subscriberId } = storeWith([3, 2, 1].map((n) => ({ ageMs: n * 1000 })));
    const ids = store.getMessages(subscriberId).map((m) => m._id);
    const request = [ids[2]!, 'ffffffffffffffffffffffff', ids[0]!];
    const answer = store.markMessagesAs(subscriberId, request, 'read');
    expect(answer.map((m) => m._id)).toEqual([ids[0], ids[2]]);
    expect(store.getMessage(subscriberId, ids[1]!)?.read).toBe(false);
  });

  it('marks messages of any channel, and answers another subscriber’s message unchanged', () => {
    const fixtures = buildMockFixtures();
    const store = new MockStore({ fixtures });
    const email = store.getMessages(MOCK_IDS.subscribers.default).find((m) => m.channel === 'email' && !m.read)!;
    const other = store.getFeed(MOCK_IDS.subscribers.intl, { read: false }).data[0]!;
    const answer = store.markMessagesAs(MOCK_IDS.subscribers.default, [email._id, other._id], 'read');
    expect(answer.map((m) => m._id)).toEqual([email._id, other._id]);
    expect(answer[0]!.read).toBe(true);
    // The service answers it as it is, and leaves it so.
    expect(answer[1]).toEqual(other);
    expect(store.getMessage(MOCK_IDS.subscribers.intl, other._id)).toEqual(other);
  });

  it('compares ids case-insensitively', () => {
    const store = new MockStore({ fixtures: buildMockFixtures() });
    const [message] = store.getFeed(MOCK_IDS.subscribers.default, { read: false }).data;
    const upper = message!._id.toUpperCase();
    expect(upper).not.toBe(message!._id);
    const answer = store.markMessagesAs(MOCK_IDS.subscribers.default, [upper], 'read');
    expect(answer.map((m) => m._id)).toEqual([message!._id]);
    expect(store.getMessage(MOCK_IDS.subscribers.default, upper)?.read).toBe(true);
  });

  it('throws a 404 for an unknown subscriber', () => {
    const store = new MockStore({ fixtures: buildMockFixtures() });
    const attempt = () => store.markMessagesAs('nobody', ['ffffffffffffffffffffffff'], 'read');
    expect(attempt).toThrow(MockServiceError);
    expect(attempt).toThrow('Subscriber nobody not found');
    try {
      attempt();
    } catch (error) {
      expect((error as MockServiceError).status).toBe(404);
    }
  });

  it('hands out copies: changing an answer does not change the store', () => {
    const store = new MockStore({ fixtures: buildMockFixtures() });
    const [first] = store.getFeed(MOCK_IDS.subscribers.default).data;
    first!.read = !first!.read;
    expect(store.getMessage(MOCK_IDS.subscribers.default, first!._id)?.read).toBe(!first!.read);
  });
});

describe('getFeed', () => {
  const store = new MockStore({ fixtures: buildMockFixtures() });
  const ada = MOCK_IDS.subscribers.default;
  const all = store.getMessages(ada);
  const inApp = all.filter((m) => m.channel === 'in_app');

  it('serves in-app messages only, newest first, 10 by default', () => {
    expect(all.some((m) => m.channel !== 'in_app')).toBe(true);
    const page = store.getFeed(ada);
    expect(page.pageSize).toBe(10);
    expect(page.data).toHaveLength(10);
    expect(page.data.every((m) => m.channel === 'in_app')).toBe(true);
    const dates = page.data.map((m) => m.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(page.data[0]!.createdAt).toBe(inApp.map((m) => m.createdAt).sort().at(-1));
  });

  it('pages from 0 without overlap until hasMore is false', () => {
    const seen = new Set<string>();
    let page = 0;
    for (;;) {
      const result = store.getFeed(ada, { page, limit: 25 });
      expect(result.page).toBe(page);
      for (const m of result.data) seen.add(m._id);
      if (!result.hasMore) break;
      page += 1;
    }
    expect(page).toBe(Math.ceil(inApp.length / 25) - 1);
    expect(seen.size).toBe(inApp.length);
  });

  it('counts the items of this page in totalCount, as the service does (not a total)', () => {
    expect(store.getFeed(ada, { page: 0, limit: 10 }).totalCount).toBe(10);
    const last = Math.ceil(inApp.length / 10) - 1;
    const lastPage = store.getFeed(ada, { page: last, limit: 10 });
    expect(lastPage.totalCount).toBe(inApp.length - last * 10);
    expect(lastPage.totalCount).toBe(lastPage.data.length);
    expect(store.getFeed(ada, { page: last + 1, limit: 10 }).totalCount).toBe(0);
  });

  it.each([
    { read: false, seen: undefined },
    { read: true, seen: undefined },
    { read: undefined, seen: false },
    { read: false, seen: true },
  ])('filters by read=$read seen=$seen', ({ read, seen }) => {
    const page = store.getFeed(ada, { limit: 100, ...(read === undefined ? {} : { read }), ...(seen === undefined ? {} : { seen }) });
    const want = inApp.filter((m) => (read === undefined || m.read === read) && (seen === undefined || m.seen === seen));
    expect(want.length).toBeGreaterThan(0);
    expect(page.data.map((m) => m._id).sort()).toEqual(want.map((m) => m._id).sort());
  });

  it('is empty for the empty subscriber and 404 for an unknown one', () => {
    expect(store.getFeed(MOCK_IDS.subscribers.empty)).toEqual({ data: [], page: 0, pageSize: 10, hasMore: false, totalCount: 0 });
    expect(() => store.getFeed('nobody')).toThrow('Subscriber nobody not found');
  });
});

describe('notifications as served', () => {
  const store = new MockStore({ fixtures: buildMockFixtures() });

  it('leaves out the trigger job, orders jobs by creation and each job’s logs ascending', () => {
    for (const { _id } of store.listNotifications()) {
      const record = store.getNotification(_id)!;
      const jobs = record.jobs ?? [];
      expect(jobs.length).toBeGreaterThan(0);
      expect(jobs.some((job) => job.type === 'trigger')).toBe(false);
      for (const job of jobs) {
        const dates = job.executionDetails!.map((d) => d.createdAt ?? '');
        expect(dates).toEqual([...dates].sort());
        expect(job).not.toHaveProperty('createdAt');
      }
    }
  });

  it('stores the jobs in another order than it serves them', () => {
    const stored = buildMockFixtures().notifications.find((n) => n._id === MOCK_IDS.notifications.everything);
    expect(stored && 'jobs' in stored).toBe(true);
    const storedTypes = (stored as { jobs: { type: string }[] }).jobs.map((j) => j.type);
    const servedTypes = store.getNotification(MOCK_IDS.notifications.everything)!.jobs!.map((j) => j.type);
    expect(storedTypes).toContain('trigger');
    expect(storedTypes.filter((t) => t !== 'trigger')).not.toEqual(servedTypes);
    expect(servedTypes).toEqual(['in_app', 'digest', 'delay', 'throttle', 'email', 'sms', 'chat', 'push', 'custom', 'http_request']);
  });

  it('answers undefined for an unknown id', () => {
    expect(store.getNotification(MOCK_IDS.notifications.notFound)).toBeUndefined();
  });

  it('lists every record newest first with a status', () => {
    const list = store.listNotifications();
    const fixedIds = Object.entries(MOCK_IDS.notifications).filter(([key]) => key !== 'notFound').map(([, id]) => id);
    expect(list.map((n) => n._id)).toEqual(expect.arrayContaining(fixedIds));
    // The others are the month of everyday notifications before the fixed ones (the admin's list pages through them).
    const epoch = Date.parse(MOCK_EPOCH);
    const history = list.filter((n) => !(fixedIds as string[]).includes(n._id));
    expect(history.length).toBeGreaterThan(40);
    for (const { createdAt } of history) {
      // A day back at least, at some hour of that day, and thirty days at most.
      expect(epoch - Date.parse(createdAt)).toBeGreaterThanOrEqual(60 * 60_000);
      expect(epoch - Date.parse(createdAt)).toBeLessThanOrEqual(30 * 24 * 60 * 60_000);
    }
    const dates = list.map((n) => n.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const byId = new Map(list.map((n) => [n._id, n]));
    // The same rule and word as the activity header: the in-app step was sent, the email failed.
    expect(byId.get(MOCK_IDS.notifications.failedEmail)?.status).toBe('partly-failed');
    expect(byId.get(MOCK_IDS.notifications.mergedDigest)?.status).toBe('merged');
    expect(byId.get(MOCK_IDS.notifications.delivered)).toMatchObject({ status: 'completed', workflowName: 'Comment on your post', subscriberId: MOCK_IDS.subscribers.default });
    expect(byId.get(MOCK_IDS.notifications.delayScheduled)?.status).toBe('running');
  });
});

describe('the running record', () => {
  const TERMINAL = new Set(['completed', 'failed', 'canceled', 'merged', 'skipped']);

  it('moves from pending to all-terminal on the clock, adding logs and keeping its ids', () => {
    const clock = createTestClock();
    const store = new MockStore({ fixtures: buildMockFixtures(), now: clock.now });
    const at = () => store.getNotification(MOCK_IDS.notifications.running)!;

    const first = at();
    expect(first.createdAt).toBe(clock.iso());
    expect(first.jobs!.every((job) => job.status === 'pending')).toBe(true);

    const statuses: string[][] = [];
    let previousLogs = 0;
    const jobIds = first.jobs!.map((job) => job._id);
    for (let t = 0; t <= RUNNING_NOTIFICATION_DURATION_MS; t += 250) {
      const record = at();
      const logs = record.jobs!.flatMap((job) => job.executionDetails);
      expect(logs.length).toBeGreaterThanOrEqual(previousLogs);
      previousLogs = logs.length;
      expect(record.jobs!.map((job) => job._id)).toEqual(jobIds);
      statuses.push(record.jobs!.map((job) => job.status!));
      clock.advance(250);
    }
    const inApp = statuses.map((s) => s[0]);
    expect([...new Set(inApp)]).toEqual(['pending', 'queued', 'running', 'completed']);
    expect(statuses.flat()).toContain('delayed');

    const done = at();
    expect(done.jobs!.every((job) => TERMINAL.has(job.status!))).toBe(true);
    expect(done.jobs!.map((job) => job.executionDetails!.at(-1)?.detail)).toEqual([
      'Message sent',
      'Delay is finished',
      'Message sent',
      'Subscriber does not have an active integration',
    ]);
    expect(store.listNotifications().find((n) => n._id === MOCK_IDS.notifications.running)?.status).toBe('partly-failed');
  });

  it('starts again when the store is loaded anew', () => {
    const clock = createTestClock();
    const store = new MockStore({ fixtures: buildMockFixtures(), now: clock.now });
    clock.advance(RUNNING_NOTIFICATION_DURATION_MS);
    expect(store.getNotification(MOCK_IDS.notifications.running)!.jobs!.some((j) => j.status === 'pending')).toBe(false);
    store.load(buildMockFixtures());
    expect(store.getNotification(MOCK_IDS.notifications.running)!.jobs!.every((j) => j.status === 'pending')).toBe(true);
  });
});
