// @vitest-environment node
// The proxy's admin routes (SERVER-NOTES.md §9): the list of the environment's notifications, its
// two sums and its graph, refused unless `allowNotificationList` says true (as the record's route
// is without `allowNotification`), forwarded with only the query the service documents.
import { describe, expect, it, vi } from 'vitest';
import { listNotifications } from '../../src/api/admin';
import { createClient } from '../../src/api/client';
import { matchProxyRoute } from '../../src/server/matchProxyRoute';
import { json, notificationRecord } from '../api/fakeService';
import { APP, NOTIFICATION, setup } from './proxyFakes';

const LIST = `${APP}/api/inbox/v1/notifications`;
const STATS = `${APP}/api/inbox/v1/notifications/stats`;
const GRAPH = `${APP}/api/inbox/v1/notifications/graph/stats`;
const page = json({ hasMore: false, data: [notificationRecord()], pageSize: 10, page: 0 });

describe('the routes', () => {
  it.each([
    ['/api/inbox/v1/notifications', { kind: 'notifications' }],
    ['/api/inbox/v1/notifications/stats', { kind: 'notification-stats' }],
    ['/api/inbox/v1/notifications/graph/stats', { kind: 'notification-graph' }],
  ])('GET %s is %o', (path, route) => {
    expect(matchProxyRoute('GET', path, '/api/inbox')).toEqual(route);
  });

  it.each([
    ['POST to the list', 'POST', '/api/inbox/v1/notifications'],
    ['an encoded slash in the graph’s path', 'GET', '/api/inbox/v1/notifications/graph%2Fstats'],
    ['another graph', 'GET', '/api/inbox/v1/notifications/graph/other'],
    ['the stats with a tail', 'GET', '/api/inbox/v1/notifications/stats/weekly'],
  ])('%s is no admin route', (_, method, path) => {
    const route = matchProxyRoute(method, path, '/api/inbox');
    expect(route?.kind === 'notifications' || route?.kind === 'notification-stats' || route?.kind === 'notification-graph').toBe(false);
  });
});

describe('admins only', () => {
  it.each([
    ['the list', LIST, 'list'],
    ['the stats', STATS, 'stats'],
    ['the graph', GRAPH, 'graph'],
  ] as const)('refuses %s (403) unless allowNotificationList is given and says true', async (_, url, route) => {
    const denied = setup();
    expect((await denied.handler(new Request(url))).status).toBe(403);
    const refused = setup({ allowNotificationList: async () => false });
    expect((await refused.handler(new Request(url))).status).toBe(403);
    // Anything but `true` is a no.
    const vague = setup({ allowNotificationList: (() => 'yes') as never });
    expect((await vague.handler(new Request(url))).status).toBe(403);
    expect([...denied.calls, ...refused.calls, ...vague.calls]).toHaveLength(0);

    const allowNotificationList = vi.fn(async () => true);
    const allowed = setup({ allowNotificationList }, json({ data: [] }));
    expect((await allowed.handler(new Request(url))).status).toBe(200);
    expect(allowNotificationList).toHaveBeenCalledWith(expect.any(Request), route);
    expect(allowed.calls[0]?.headers.get('authorization')).toBe('ApiKey sk_secret');
  });

  it('asks authorize first (401 to an anonymous request), and the record’s permission is not the list’s', async () => {
    const allowNotificationList = vi.fn(() => true);
    const anonymous = setup({ authorize: () => null, allowNotificationList });
    expect((await anonymous.handler(new Request(LIST))).status).toBe(401);
    expect(allowNotificationList).not.toHaveBeenCalled();
    const recordOnly = setup({ allowNotification: () => true });
    expect((await recordOnly.handler(new Request(LIST))).status).toBe(403);
    const listOnly = setup({ allowNotificationList: () => true });
    expect((await listOnly.handler(new Request(NOTIFICATION))).status).toBe(403);
  });
});

describe('the query, only as the service documents it', () => {
  it('forwards the list’s parameters (the filters repeated, each value) and nothing else', async () => {
    const { handler, calls } = setup({ allowNotificationList: () => true }, page);
    const query =
      'page=2&limit=50&channels=email&channels=sms&templates=65f1c0ffee0ddba11cafe001&emails=a%40example.com&subscriberIds=u-1&subscriberIds=u%202' +
      '&transactionId=tx&after=2026-11-01T00%3A00%3A00.000Z&before=2026-11-02T00%3A00%3A00.000Z&topicKey=news' +
      '&search=ada&apiKey=x&page=9&limit=1&environmentId=other';
    await handler(new Request(`${LIST}?${query}`, { headers: { cookie: 'sid=1' } }));
    const forwarded = new URL(calls[0]!.url);
    expect(`${forwarded.origin}${forwarded.pathname}`).toBe('https://api.example.com/v1/notifications');
    expect([...forwarded.searchParams]).toEqual([
      ['page', '2'],
      ['limit', '50'],
      ['channels', 'email'],
      ['channels', 'sms'],
      ['templates', '65f1c0ffee0ddba11cafe001'],
      ['emails', 'a@example.com'],
      ['subscriberIds', 'u-1'],
      ['subscriberIds', 'u 2'],
      ['transactionId', 'tx'],
      ['after', '2026-11-01T00:00:00.000Z'],
      ['before', '2026-11-02T00:00:00.000Z'],
      ['topicKey', 'news'],
    ]);
    expect(calls[0]?.headers.has('cookie')).toBe(false);
  });

  it('forwards the graph’s `days` only, and the stats without any query', async () => {
    const { handler, calls } = setup({ allowNotificationList: () => true }, json({ data: [] }));
    await handler(new Request(`${GRAPH}?days=7&days=90&limit=3`));
    await handler(new Request(`${STATS}?weekly=true`));
    expect(calls.map((call) => call.url)).toEqual([
      'https://api.example.com/v1/notifications/graph/stats?days=7',
      'https://api.example.com/v1/notifications/stats',
    ]);
  });

  it('passes the service’s answers and refusals back as they are: the client reads them through the proxy', async () => {
    const retention = {
      statusCode: 402,
      message: "Requested date range exceeds your plan's retention period. The earliest accessible date for your plan is 2026-10-29. Please upgrade your plan to access older activities.",
    };
    const { handler } = setup({ allowNotificationList: () => true }, page, json(retention, 402));
    const client = createClient({
      baseUrl: `${APP}/api/inbox`,
      retry: false,
      fetch: (input, init) => handler(new Request(input, init)),
    });
    expect((await listNotifications(client, { limit: 10 })).data).toHaveLength(1);
    await expect(listNotifications(client, { after: '2025-01-01' })).rejects.toMatchObject({
      name: 'ActivityRangeError',
      status: 402,
      earliestDate: '2026-10-29',
    });
  });
});
