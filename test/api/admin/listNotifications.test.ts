// The admin's calls (SERVER-NOTES.md §9) against a recording fake fetch: the query as the service
// reads it, the input checks that send nothing, the tolerant reader of the page, the two sums and
// the graph, and the service's refusals of a range typed.
import { describe, expect, it, vi } from 'vitest';
import { ActivityRangeError, getNotificationGraph, getNotificationStats, listNotifications } from '../../../src/api/admin';
import { createClient } from '../../../src/api/client';
import { ApiError, InputError, MalformedResponseError } from '../../../src/api/errors';
import type { InboxKitClient } from '../../../src/api/client';
import type { MalformedItemReport } from '../../../src/api/types';
import { json, notificationRecord, objectId, recordingFetch, serviceError } from '../fakeService';

const BASE = 'https://api.example.com';
const listPage = (data: unknown[] = [notificationRecord()], extra = {}) => ({ hasMore: false, data, pageSize: 10, page: 0, ...extra });

function clientWith(...answers: Parameters<typeof recordingFetch>) {
  const { fetch, calls } = recordingFetch(...answers);
  const reports: MalformedItemReport[] = [];
  const client = createClient({ baseUrl: BASE, fetch, retry: false, onMalformedItem: (report) => reports.push(report) });
  return { client, calls, reports };
}

/** The query of the n-th request, as name → values. */
function queryOf(url: string): Record<string, string[]> {
  const params = new URL(url).searchParams;
  return Object.fromEntries([...new Set(params.keys())].map((name) => [name, params.getAll(name)]));
}

describe('listNotifications: the request', () => {
  it('gets /v1/notifications with no query when no filter is given', async () => {
    const { client, calls } = clientWith(json(listPage()));
    await listNotifications(client);
    expect(calls[0]?.method).toBe('GET');
    expect(calls[0]?.url).toBe(`${BASE}/v1/notifications`);
  });

  it('repeats each list parameter once per value, workflows as `templates`, dates as ISO instants', async () => {
    const { client, calls } = clientWith(json(listPage()));
    await listNotifications(client, {
      page: 2,
      limit: 50,
      channels: ['email', 'sms', 'email'],
      workflows: objectId(3),
      subscriberIds: ['user-1', 'user 2'],
      emails: 'ada@example.com',
      transactionId: 'tx-9',
      after: '2026-11-01',
      before: new Date('2026-11-02T10:00:00+01:00'),
    });
    expect(queryOf(calls[0]!.url)).toEqual({
      page: ['2'],
      limit: ['50'],
      channels: ['email', 'sms'],
      templates: [objectId(3)],
      subscriberIds: ['user-1', 'user 2'],
      emails: ['ada@example.com'],
      transactionId: ['tx-9'],
      after: ['2026-11-01T00:00:00.000Z'],
      before: ['2026-11-02T09:00:00.000Z'],
    });
  });

  it('takes an empty list as no filter', async () => {
    const { client, calls } = clientWith(json(listPage()));
    await listNotifications(client, { channels: [], subscriberIds: [] });
    expect(calls[0]?.url).toBe(`${BASE}/v1/notifications`);
  });

  it.each([
    ['limit 0', { limit: 0 }, 'limit'],
    ['limit 51', { limit: 51 }, 'limit'],
    ['limit 2.5', { limit: 2.5 }, 'limit'],
    ['page -1', { page: -1 }, 'page'],
    ['an unknown channel', { channels: ['fax'] }, 'channels'],
    ['a workflow that is no database id', { workflows: ['welcome'] }, 'workflows'],
    ['an empty subscriber id', { subscriberIds: ['user-1', ' '] }, 'subscriberIds'],
    ['an email that is not a string', { emails: [42] }, 'emails'],
    ['an empty transaction id', { transactionId: '' }, 'transactionId'],
    ['a date that is not ISO', { after: '01/11/2026' }, 'after'],
    ['a date that does not exist', { before: '2026-13-40' }, 'before'],
    ['an invalid Date', { after: new Date(Number.NaN) }, 'after'],
    ['after later than before', { after: '2026-11-02', before: '2026-11-01T23:59:59Z' }, 'after'],
  ])('refuses %s with an InputError and sends nothing', async (_, input, field) => {
    const { client, calls } = clientWith(json(listPage()));
    const error = await listNotifications(client, input as never).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(InputError);
    expect(error).toMatchObject({ field });
    expect(calls).toHaveLength(0);
  });

  it('accepts after equal to before', async () => {
    const { client, calls } = clientWith(json(listPage()));
    await listNotifications(client, { after: '2026-11-01T09:00:00Z', before: '2026-11-01T09:00:00.000Z' });
    expect(calls).toHaveLength(1);
  });

  it('rejects a client that createClient did not make, before any request', async () => {
    const fake = { getNotification: vi.fn() } as unknown as InboxKitClient;
    await expect(listNotifications(fake)).rejects.toMatchObject({ name: 'InputError', field: 'client' });
    await expect(getNotificationStats(fake)).rejects.toBeInstanceOf(InputError);
    await expect(getNotificationGraph(fake)).rejects.toBeInstanceOf(InputError);
  });

  it('passes the signal: an abort rejects with its reason', async () => {
    const { client } = clientWith(() => new Promise<Response>(() => {}));
    const controller = new AbortController();
    const listing = listNotifications(client, {}, { signal: controller.signal });
    controller.abort(new Error('left the page'));
    await expect(listing).rejects.toThrow('left the page');
  });
});

describe('listNotifications: the answer', () => {
  it('reads the page as the service sends it, and wrapped once more', async () => {
    const record = notificationRecord();
    for (const body of [listPage([record], { hasMore: true, pageSize: 1, page: 3 }), { data: listPage([record], { hasMore: true, pageSize: 1, page: 3 }) }]) {
      const { client } = clientWith(json(body));
      const page = await listNotifications(client, { page: 3, limit: 1 });
      expect(page).toMatchObject({ hasMore: true, pageSize: 1, page: 3 });
      expect(page.data.map((n) => n._id)).toEqual([record._id]);
      expect(page.data[0]?.jobs?.[0]?._id).toBe('job-1');
    }
  });

  it('leaves out only a notification it cannot list (no string _id), and reports it once', async () => {
    const good = notificationRecord({ _id: objectId(1) });
    const other = notificationRecord({ _id: objectId(2) });
    const { client, reports } = clientWith(json(listPage([good, { transactionId: 'tx-lost' }, 'text', other], { hasMore: true, pageSize: 4 })));
    const page = await listNotifications(client, { limit: 4 });
    expect(page.data.map((n) => n._id)).toEqual([objectId(1), objectId(2)]);
    // Four were sent, a full page: there may be more, whatever could be read.
    expect(page.hasMore).toBe(true);
    expect(reports.map((r) => [r.operation, r.path, r.reason])).toEqual([
      ['listNotifications', 'data[1]', '_id: expected string, got undefined'],
      ['listNotifications', 'data[2]', 'expected object, got string'],
    ]);
  });

  it('reads each record as the record is read: an unreadable job is kept aside and reported by its path', async () => {
    const record = notificationRecord({ jobs: [{ type: 'email' } as never, ...(notificationRecord().jobs ?? [])], channels: 'email' as never });
    const { client, reports } = clientWith(json(listPage([record])));
    const [listed] = (await listNotifications(client)).data;
    expect(listed?.jobs?.map((job) => job._id)).toEqual(['job-1']);
    expect(listed?.malformedJobs).toHaveLength(1);
    expect(listed?.channels).toBeUndefined();
    expect(reports.map((r) => r.path)).toEqual(['data[0].jobs[0]']);
  });

  it('derives a missing hasMore, page and pageSize as the service would have sent them', async () => {
    const records = [notificationRecord({ _id: objectId(1) }), notificationRecord({ _id: objectId(2) })];
    const { client } = clientWith(json({ data: records }));
    expect(await listNotifications(client, { page: 1, limit: 2 })).toMatchObject({ page: 1, pageSize: 2, hasMore: true });
    const short = clientWith(json({ data: records.slice(0, 1) }));
    expect(await listNotifications(short.client, { limit: 2 })).toMatchObject({ page: 0, pageSize: 2, hasMore: false });
  });

  it('refuses a page without a list as a whole', async () => {
    const { client } = clientWith(json({ data: { weeklySent: 1 } }));
    await expect(listNotifications(client)).rejects.toBeInstanceOf(MalformedResponseError);
  });
});

describe('listNotifications: the refusals of a range, typed', () => {
  const RETENTION =
    "Requested date range exceeds your plan's retention period. The earliest accessible date for your plan is 2026-10-29. Please upgrade your plan to access older activities.";

  it('402: past the retention, with the earliest day the plan keeps', async () => {
    const { client } = clientWith(serviceError(402, RETENTION));
    const error = await listNotifications(client, { after: '2026-01-01' }).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ActivityRangeError);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 402, problem: 'retention', earliestDate: '2026-10-29', message: RETENTION });
  });

  it.each(['Invalid "after" date', 'Invalid date range: start date (after) must be earlier than end date (before)'])(
    '400 %s: an invalid range',
    async (message) => {
      const { client } = clientWith(serviceError(400, message));
      await expect(listNotifications(client)).rejects.toMatchObject({ name: 'ActivityRangeError', status: 400, problem: 'invalid' });
    },
  );

  it('leaves any other error as it is', async () => {
    const { client } = clientWith(serviceError(400, ['limit must not be greater than 50']));
    const error = await listNotifications(client).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(ActivityRangeError);
  });
});

describe('getNotificationStats and getNotificationGraph', () => {
  it('gets the two sums, wrapped or bare; a sum not sent as a count is absent', async () => {
    const { client, calls } = clientWith(json({ data: { weeklySent: 12, monthlySent: 40 } }), json({ weeklySent: 3, monthlySent: 'many' }));
    expect(await getNotificationStats(client)).toEqual({ weeklySent: 12, monthlySent: 40 });
    expect(await getNotificationStats(client)).toEqual({ weeklySent: 3 });
    expect(calls[0]?.url).toBe(`${BASE}/v1/notifications/stats`);
  });

  it('gets the graph for `days`, days in order, a day without its day or count left out and reported', async () => {
    const graph = [
      { _id: '2026-11-01', count: 3, templates: [objectId(1)], channels: ['email', 'in_app'] },
      { _id: '2026-10-28', count: 1, templates: [objectId(2)], channels: ['sms'] },
      { _id: 'yesterday', count: 2 },
      { _id: '2026-10-30', count: -1 },
      { _id: '2026-10-29', count: 5, templates: 'x', channels: ['push', 7] },
    ];
    const { client, calls, reports } = clientWith(json({ data: graph }));
    const days = await getNotificationGraph(client, { days: 7 });
    expect(calls[0]?.url).toBe(`${BASE}/v1/notifications/graph/stats?days=7`);
    expect(days).toEqual([
      { _id: '2026-10-28', count: 1, templates: [objectId(2)], channels: ['sms'] },
      { _id: '2026-10-29', count: 5, channels: ['push'] },
      { _id: '2026-11-01', count: 3, templates: [objectId(1)], channels: ['email', 'in_app'] },
    ]);
    expect(reports.map((r) => [r.operation, r.path])).toEqual([
      ['getNotificationGraph', 'data[2]'],
      ['getNotificationGraph', 'data[3]'],
    ]);
  });

  it('asks without `days` for the service’s default, and refuses days below 1 before sending', async () => {
    const { client, calls } = clientWith(json({ data: [] }));
    await getNotificationGraph(client);
    expect(calls[0]?.url).toBe(`${BASE}/v1/notifications/graph/stats`);
    await expect(getNotificationGraph(client, { days: 0 })).rejects.toMatchObject({ field: 'days' });
    expect(calls).toHaveLength(1);
  });
});
