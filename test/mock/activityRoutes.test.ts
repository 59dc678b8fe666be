// @vitest-environment node
// The mock's admin routes (SERVER-NOTES.md §9) over msw/node, read by the real client: the paging
// rule ("the page is full" is hasMore), each filter as the service applies it, the refusals of a
// range (400, and 402 past a configurable retention), the two sums and the per-day graph, all from
// the store's records and subscribers.
import { describe, expect, it } from 'vitest';
import { getNotificationGraph, getNotificationStats, listNotifications } from '../../src/api/admin';
import { createClient } from '../../src/api/client';
import type { ActivityNotification } from '../../src/api/types';
import { MOCK_API_KEY, MOCK_IDS, type MockService } from '../../src/mock';
import { BASE, START, authHeaders, setupMockServer } from './mockHttp';

const mock = setupMockServer();
const DAY = 24 * 60 * 60 * 1000;
const client = () => createClient({ baseUrl: BASE, apiKey: MOCK_API_KEY, retry: false });

/** Every record the store holds, newest first, as the service serves them. */
const all = (service: MockService) => service.store.servedNotifications();

/** Every page of a listing, walked as a client pages: until a page says there is no more. */
async function walk(input: Parameters<typeof listNotifications>[1] = {}, limit = 10) {
  const pages = [];
  for (let page = 0; ; page += 1) {
    const answer = await listNotifications(client(), { ...input, page, limit });
    pages.push(answer);
    if (!answer.hasMore) return pages;
    if (page > 100) throw new Error('no end');
  }
}

const ids = (records: readonly ActivityNotification[]) => records.map((record) => record._id);

describe('GET /v1/notifications: paging', () => {
  it('pages through every record newest first; a full page says hasMore, so a full last page is followed by an empty one', async () => {
    const { service } = mock.start();
    // As many records as ten full pages hold: the last page is full.
    const oldest = all(service).at(-1)!;
    for (let extra = 1; all(service).length % 10 !== 0; extra += 1) {
      service.store.putNotification({ ...oldest, _id: `${'0'.repeat(20)}${String(extra).padStart(4, '0')}`, createdAt: '2026-01-01T00:00:00.000Z' });
    }
    const records = all(service);
    expect(records.length).toBeGreaterThan(60);
    for (const limit of [10, 7]) {
      const pages = await walk({}, limit);
      expect(pages.flatMap((page) => ids(page.data))).toEqual(ids(records));
      const dates = pages.flatMap((page) => page.data.map((record) => record.createdAt ?? ''));
      expect(dates).toEqual([...dates].sort().reverse());
      for (const [index, page] of pages.entries()) {
        expect(page).toMatchObject({ page: index, pageSize: limit, hasMore: page.data.length === limit });
      }
      if (records.length % limit === 0) expect(pages.at(-1)?.data).toEqual([]);
      else expect(pages.at(-1)?.data.length).toBe(records.length % limit);
    }
  });

  it('takes the default limit of 10 and refuses limits outside 1 to 50 with the validator’s words', async () => {
    const { service } = mock.start();
    expect((await listNotifications(client())).data).toHaveLength(10);
    expect(all(service).length).toBeGreaterThan(10);
    for (const limit of ['0', '51', 'x']) {
      const response = await fetch(`${BASE}/v1/notifications?limit=${limit}`, { headers: authHeaders() });
      expect(response.status).toBe(400);
      expect((await response.json()).message[0]).toMatch(/^limit must/);
    }
  });
});

describe('GET /v1/notifications: filters', () => {
  it('by subscriber id (external), by email, either matching; none found is an empty first page', async () => {
    const { service } = mock.start();
    const many = service.store.getSubscriber(MOCK_IDS.subscribers.many)!;
    const ada = service.store.getSubscriber(MOCK_IDS.subscribers.default)!;
    const ofMany = all(service).filter((record) => record._subscriberId === many._id);
    expect(ofMany.length).toBeGreaterThan(5);
    expect((await walk({ subscriberIds: MOCK_IDS.subscribers.many })).flatMap((p) => ids(p.data))).toEqual(ids(ofMany));
    const either = all(service).filter((record) => record._subscriberId === many._id || record._subscriberId === ada._id);
    const byEither = await walk({ subscriberIds: [MOCK_IDS.subscribers.many], emails: [ada.email!] });
    expect(byEither.flatMap((p) => ids(p.data))).toEqual(ids(either));
    expect(await listNotifications(client(), { page: 3, limit: 5, subscriberIds: 'nobody' })).toEqual({ page: 0, hasMore: false, pageSize: 5, data: [] });
  });

  it('by channel (any of them), by workflow id (any of them), by transaction id', async () => {
    const { service } = mock.start();
    const records = all(service);
    const sms = records.filter((record) => record.channels?.includes('sms') || record.channels?.includes('chat'));
    expect((await walk({ channels: ['sms', 'chat'] })).flatMap((p) => ids(p.data))).toEqual(ids(sms));
    const digest = records.find((record) => record._id === MOCK_IDS.notifications.digestRegular)!;
    const sameWorkflow = records.filter((record) => record._templateId === digest._templateId);
    // The merged digest and the one it went into are of the same workflow.
    expect(ids(sameWorkflow)).toEqual(expect.arrayContaining([MOCK_IDS.notifications.mergedDigest, MOCK_IDS.notifications.mergedInto]));
    expect((await walk({ workflows: digest._templateId! })).flatMap((p) => ids(p.data))).toEqual(ids(sameWorkflow));
    const byTransaction = await listNotifications(client(), { transactionId: digest.transactionId! });
    expect(ids(byTransaction.data)).toEqual([digest._id]);
  });

  it('by time: created at or after `after`, at or before `before`', async () => {
    const { service } = mock.start();
    const after = '2026-10-20T00:00:00.000Z';
    const before = '2026-10-25T12:00:00.000Z';
    const inside = all(service).filter((record) => record.createdAt! >= after && record.createdAt! <= before);
    expect(inside.length).toBeGreaterThan(3);
    expect((await walk({ after, before })).flatMap((p) => ids(p.data))).toEqual(ids(inside));
    const exactly = inside[0]!.createdAt!;
    expect(ids((await listNotifications(client(), { after: exactly, before: exactly })).data)).toEqual([inside[0]!._id]);
  });

  it('answers 400 in the service’s words to a date it cannot read, a range the wrong way round, an unknown channel', async () => {
    mock.start();
    const ask = async (query: string) => {
      const response = await fetch(`${BASE}/v1/notifications?${query}`, { headers: authHeaders() });
      return { status: response.status, message: (await response.json()).message };
    };
    expect(await ask('after=yesterday')).toEqual({ status: 400, message: 'Invalid "after" date' });
    expect(await ask('before=31.12.2026')).toEqual({ status: 400, message: 'Invalid "before" date' });
    expect(await ask('after=2026-11-02&before=2026-11-01')).toEqual({
      status: 400,
      message: 'Invalid date range: start date (after) must be earlier than end date (before)',
    });
    expect((await ask('channels=fax')).status).toBe(400);
    expect((await ask('templates=welcome')).status).toBe(400);
  });
});

describe('GET /v1/notifications: the plan’s retention', () => {
  it('keeps everything by default', async () => {
    const { service } = mock.start();
    expect((await walk({ after: '2000-01-01' }, 50)).flatMap((p) => p.data)).toHaveLength(all(service).length);
  });

  it('with retentionDays: starts there without `after`, answers 402 (the earliest day named) to a range older than that and an hour', async () => {
    const { service } = mock.start({ retentionDays: 7 });
    const earliest = START - 7 * DAY;
    const kept = all(service).filter((record) => Date.parse(record.createdAt!) >= earliest);
    expect(kept.length).toBeLessThan(all(service).length);
    expect((await walk({}, 50)).flatMap((p) => ids(p.data))).toEqual(ids(kept));
    // Within the hour's leeway: fine.
    await listNotifications(client(), { after: new Date(earliest - 30 * 60_000) });
    const error = await listNotifications(client(), { after: new Date(earliest - 2 * 60 * 60_000) }).catch((thrown: unknown) => thrown);
    expect(error).toMatchObject({
      name: 'ActivityRangeError',
      status: 402,
      problem: 'retention',
      earliestDate: new Date(earliest).toISOString().slice(0, 10),
    });
    await expect(listNotifications(client(), { after: '2025-12-01', before: '2026-01-01' })).rejects.toMatchObject({ status: 402 });
    // Only `before`, older than the plan keeps: `after` starts at the earliest day, after `before` (the service's 400).
    await expect(listNotifications(client(), { before: '2026-01-01' })).rejects.toMatchObject({ status: 400, problem: 'invalid' });
    service.configure({ retentionDays: null });
    await expect(listNotifications(client(), { before: '2026-01-01' })).resolves.toMatchObject({ data: [] });
  });

  it('refuses a retention that is no number of days', () => {
    expect(() => mock.start({ retentionDays: 0 })).toThrow(RangeError);
  });
});

describe('GET /v1/notifications/stats and /graph/stats', () => {
  it('counts the records of the last 7 days and of the last month, on the mock’s clock', async () => {
    const { service, clock } = mock.start();
    const since = (ms: number) => all(service).filter((record) => Date.parse(record.createdAt!) >= clock.now() - ms).length;
    const monthAgo = new Date(clock.now());
    monthAgo.setUTCMonth(monthAgo.getUTCMonth() - 1);
    const stats = await getNotificationStats(client());
    expect(stats).toEqual({ weeklySent: since(7 * DAY), monthlySent: since(clock.now() - monthAgo.getTime()) });
    expect(stats.weeklySent).toBeGreaterThan(0);
    expect(stats.monthlySent).toBeGreaterThan(stats.weeklySent!);
  });

  it('graphs each day of the last N that had records: one count per record and channel, the day’s workflows and channels', async () => {
    const { service, clock } = mock.start();
    const days = await getNotificationGraph(client(), { days: 10 });
    const since = clock.now() - 10 * DAY;
    const recent = all(service).filter((record) => Date.parse(record.createdAt!) >= since);
    const expected = new Map<string, { count: number; templates: Set<string>; channels: Set<string> }>();
    for (const record of recent) {
      const day = record.createdAt!.slice(0, 10);
      for (const channel of record.channels ?? []) {
        const entry = expected.get(day) ?? { count: 0, templates: new Set(), channels: new Set() };
        entry.count += 1;
        entry.templates.add(record._templateId!);
        entry.channels.add(channel);
        expected.set(day, entry);
      }
    }
    expect(days.map((day) => day._id)).toEqual([...expected.keys()].sort());
    for (const day of days) {
      const entry = expected.get(day._id)!;
      expect(day.count).toBe(entry.count);
      expect(new Set(day.templates)).toEqual(entry.templates);
      expect(new Set(day.channels)).toEqual(entry.channels);
    }
    // Without `days`, the service's 32.
    const month = await getNotificationGraph(client());
    expect(month.length).toBeGreaterThan(days.length);
  });
});
