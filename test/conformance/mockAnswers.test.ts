// @vitest-environment node
// Conformance, forward: every answer `inbox-kit/mock` gives is read by the service's official SDK
// (`@novu/api`, its models generated from the service's OpenAPI document), through the SDK's own
// calls: every page of every fixture subscriber's feed, every fixture message of every channel
// through mark-as (each markAs value), every fixture notification record (the running one at
// three moments), mark-all, and every error the mock answers. Where the SDK refuses, the reason
// must be on one of two named lists below: what the service itself sends although the SDK refuses
// it (stays), and what another branch of issue 7 fixes (to shrink as those land). The test fails
// on any refusal not listed AND on any listed one no longer found, so a fix elsewhere is noticed.
import { subscribersMessagesMarkAll } from '@novu/api/funcs/subscribersMessagesMarkAll.js';
import { subscribersMessagesMarkAllAs } from '@novu/api/funcs/subscribersMessagesMarkAllAs.js';
import { subscribersNotificationsFeed } from '@novu/api/funcs/subscribersNotificationsFeed.js';
import { notificationsRetrieve } from '@novu/api/funcs/notificationsRetrieve.js';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createClient } from '../../src/api/client';
import { MARK_AS_VALUES } from '../../src/api/types';
import type { MalformedItemReport } from '../../src/api/types';
import { createMockService, MOCK_API_KEY, MOCK_IDS, RUNNING_NOTIFICATION_DURATION_MS } from '../../src/mock';
import type { MockService, MockServiceOptions } from '../../src/mock';
import { MOCK_ANSWER_MISMATCHES, SERVICE_SENDS_WHAT_THE_SDK_REFUSES } from './knownMismatches';
import type { MockAnswerRoute as Route } from './knownMismatches';
import { BASE_URL, sdkCore, sdkVerdict } from './sdkVerdict';
import type { SdkVerdict } from './sdkVerdict';

// --- the run ---------------------------------------------------------------------------------

const START = Date.parse('2026-11-02T10:00:00.000Z');
let time = START;
const server = setupServer();
// A route the mock does not have ends as a network error, not as a request to the internet.
const unrouted = http.all(`${BASE_URL}/*`, () => HttpResponse.error());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function startService(options: MockServiceOptions = {}): MockService {
  time = START;
  const service = createMockService({ now: () => time, ...options });
  server.use(...service.handlers, unrouted);
  return service;
}

/** Refusals by route, with how many answers were read: the figures of the report. */
const found = new Map<Route, Set<string>>();
const answers = new Map<Route, { checked: number; refused: number }>();

function judge(route: Route, verdict: SdkVerdict, where?: string): void {
  const count = answers.get(route) ?? { checked: 0, refused: 0 };
  count.checked += 1;
  if (verdict.reasons.length > 0) count.refused += 1;
  answers.set(route, count);
  const set = found.get(route) ?? new Set<string>();
  for (const reason of verdict.reasons) set.add(where === undefined ? reason : `${where}: ${reason}`);
  found.set(route, set);
}

function listedFor(route: Route): string[] {
  return [...SERVICE_SENDS_WHAT_THE_SDK_REFUSES, ...MOCK_ANSWER_MISMATCHES]
    .filter((listed) => listed.route === route)
    .map((listed) => listed.refusal)
    .sort();
}

function foundFor(route: Route): string[] {
  return [...(found.get(route) ?? [])].sort();
}

afterAll(() => {
  const figures = [...answers].map(([route, { checked, refused }]) => `${route} ${checked} read, ${refused} refused`);
  console.info(`SDK conformance of the mock's answers: ${figures.join('; ')}`);
});

const subscriberKeys = Object.entries(MOCK_IDS.subscribers) as [string, string][];

// Thousands of records through the SDK's parser on a shared 2-core machine.
describe("the mock's answers, read by the service's SDK", { timeout: 30_000 }, () => {
  it('every page of every fixture subscriber’s feed (and each read/seen filter)', async () => {
    const service = startService();
    const core = sdkCore();
    let pages = 0;
    for (const [, subscriberId] of subscriberKeys) {
      const inApp = service.store.getMessages(subscriberId).filter((message) => message.channel === 'in_app').length;
      const limit = 100;
      for (let page = 0; page * limit < Math.max(inApp, 1); page += 1) {
        judge('feed', sdkVerdict(await subscribersNotificationsFeed(core, { subscriberId, page, limit })));
        pages += 1;
      }
      for (const filter of [{ read: true }, { read: false }, { seen: true }, { seen: false }]) {
        judge('feed', sdkVerdict(await subscribersNotificationsFeed(core, { subscriberId, limit: 10, ...filter })));
      }
    }
    expect(pages).toBeGreaterThan(20); // the 2,000 messages of `many` alone are 20 pages
    expect(foundFor('feed')).toEqual(listedFor('feed'));
  });

  it('mark-as of every fixture message of every channel, then each markAs value on some', async () => {
    const service = startService();
    const core = sdkCore();
    let marked = 0;
    for (const [, subscriberId] of subscriberKeys) {
      const ids = service.store.getMessages(subscriberId).map((message) => message._id);
      // Every message once (the answer carries each as it now is), then each value on a few.
      const passes = [
        { markAs: 'read' as const, ids },
        ...MARK_AS_VALUES.map((markAs) => ({ markAs, ids: ids.slice(0, 40) })),
      ];
      for (const pass of passes) {
        for (let start = 0; start < pass.ids.length; start += 500) {
          const messageId = pass.ids.slice(start, start + 500);
          const result = await subscribersMessagesMarkAllAs(core, { messageId, markAs: pass.markAs }, subscriberId);
          judge('mark-as', sdkVerdict(result));
          if (result.ok) marked += result.value.result.length;
        }
      }
    }
    expect(marked).toBeGreaterThan(2000);
    expect(foundFor('mark-as')).toEqual(listedFor('mark-as'));
  });

  it('every fixture notification record, the running one at start, midway and done', async () => {
    const service = startService();
    const core = sdkCore();
    const ids = new Set([
      ...service.store.listNotifications().map((summary) => summary._id),
      ...Object.values(MOCK_IDS.notifications).filter((id) => id !== MOCK_IDS.notifications.notFound),
    ]);
    const checkedRecords = new Set<string>();
    const names = new Map(Object.entries(MOCK_IDS.notifications).map(([name, id]) => [id as string, name]));
    for (const elapsed of [0, RUNNING_NOTIFICATION_DURATION_MS / 2, RUNNING_NOTIFICATION_DURATION_MS + 1]) {
      time = START + elapsed;
      // Every record at the start; later only the running one, the one record the clock changes.
      for (const id of elapsed === 0 ? ids : [MOCK_IDS.notifications.running]) {
        const verdict = sdkVerdict(await notificationsRetrieve(core, id));
        expect(verdict.status ?? 200).toBe(200);
        judge('notification', verdict);
        checkedRecords.add(names.get(id) ?? id);
      }
    }
    expect(checkedRecords.size).toBeGreaterThanOrEqual(13);
    expect(foundFor('notification')).toEqual(listedFor('notification'));
  });

  it('mark-all for every fixture subscriber and markAs value', async () => {
    startService();
    const core = sdkCore();
    for (const [, subscriberId] of subscriberKeys) {
      for (const markAs of MARK_AS_VALUES) {
        judge('mark-all', sdkVerdict(await subscribersMessagesMarkAll(core, { markAs }, subscriberId)));
      }
    }
    expect(foundFor('mark-all')).toEqual(listedFor('mark-all'));
  });

  it('every error the mock answers', async () => {
    const ada = MOCK_IDS.subscribers.default;
    const someId = (service: MockService) => service.store.getMessages(ada)[0]?._id ?? '';
    type Scenario = [name: string, status: number, run: (service: MockService) => Promise<SdkVerdict>];
    const feed = (core = sdkCore(), subscriberId: string = ada) =>
      subscribersNotificationsFeed(core, { subscriberId }).then(sdkVerdict);
    const scenarios: Scenario[] = [
      ['no Authorization header', 401, () => feed(sdkCore({ secretKey: null }))],
      ['another scheme', 401, () => feed(sdkCore({ authorization: 'Bearer not-a-token' }))],
      ['an unknown key', 401, () => feed(sdkCore({ secretKey: 'not-the-key' }))],
      ['an empty ApiKey', 401, () => feed(sdkCore({ authorization: 'ApiKey ' }))],
      ['feed limit out of range', 400, () => subscribersNotificationsFeed(sdkCore(), { subscriberId: ada, limit: 0 }).then(sdkVerdict)],
      ['mark-as without messageId', 400, () =>
        subscribersMessagesMarkAllAs(sdkCore(), { messageId: [], markAs: 'read' }, ada).then(sdkVerdict)],
      ['mark-as of an unknown subscriber', 404, (service) =>
        subscribersMessagesMarkAllAs(sdkCore(), { messageId: [someId(service)], markAs: 'read' }, 'nobody').then(sdkVerdict)],
      ['mark-as of an id the service cannot cast', 500, () =>
        subscribersMessagesMarkAllAs(sdkCore(), { messageId: ['not-an-id'], markAs: 'read' }, ada).then(sdkVerdict)],
      ['mark-as over the body limit', 413, () =>
        subscribersMessagesMarkAllAs(sdkCore(), { messageId: Array(5000).fill('ffffffffffffffffffffffff'), markAs: 'read' }, ada).then(sdkVerdict)],
      ['idempotency key over 255 characters', 400, (service) =>
        subscribersMessagesMarkAllAs(sdkCore(), { messageId: [someId(service)], markAs: 'read' }, ada, 'k'.repeat(256)).then(sdkVerdict)],
      ['idempotency key reused with another body', 422, async (service) => {
        await subscribersMessagesMarkAllAs(sdkCore(), { messageId: [someId(service)], markAs: 'read' }, ada, 'reused');
        return subscribersMessagesMarkAllAs(sdkCore(), { messageId: [someId(service)], markAs: 'seen' }, ada, 'reused').then(sdkVerdict);
      }],
      ['idempotency key still in flight', 409, async (service) => {
        // The first request holds the key for a minute of latency; the second comes meanwhile.
        service.configure({ latencyMs: 60_000 });
        const holder = new AbortController();
        const first = fetch(`${BASE_URL}/v1/subscribers/${ada}/messages/mark-as`, {
          method: 'POST',
          headers: { Authorization: `ApiKey ${MOCK_API_KEY}`, 'Content-Type': 'application/json', 'idempotency-key': 'busy' },
          body: JSON.stringify({ messageId: [someId(service)], markAs: 'read' }),
          signal: holder.signal,
        }).catch(() => undefined);
        await vi.waitFor(() => expect(service.pendingRequests).toBe(1));
        service.configure({ latencyMs: 0 });
        const second = await subscribersMessagesMarkAllAs(sdkCore(), { messageId: [someId(service)], markAs: 'read' }, ada, 'busy');
        holder.abort();
        await first;
        return sdkVerdict(second);
      }],
      ['an error replayed for its key', 404, async (service) => {
        const call = () =>
          subscribersMessagesMarkAllAs(sdkCore(), { messageId: [someId(service)], markAs: 'read' }, 'nobody', 'replayed');
        await call();
        return sdkVerdict(await call());
      }],
      ['notification not found', 404, () => notificationsRetrieve(sdkCore(), MOCK_IDS.notifications.notFound).then(sdkVerdict)],
      ['notification id the service cannot cast', 500, () => notificationsRetrieve(sdkCore(), 'not-an-id').then(sdkVerdict)],
      ...[429, 500, 502, 503, 504].map((status): Scenario => [
        `scripted ${status}`,
        status,
        (service) => {
          service.failNext(1, { status });
          return feed();
        },
      ]),
      ['random failure', 500, (service) => {
        service.configure({ failureRate: 1 });
        return feed();
      }],
    ];
    // One service for all (its fixtures take a while to build); each case uses its own key.
    const service = startService();
    for (const [name, status, run] of scenarios) {
      service.configure({ latencyMs: 0, failureRate: 0 });
      const verdict = await run(service);
      expect({ name, status: verdict.status }).toEqual({ name, status });
      judge('errors', verdict, `${name} (${status})`);
    }
    expect(foundFor('errors')).toEqual(listedFor('errors'));
  });
});

// The mock can answer as the service of early 2023 did (`profile: '2023'`, SERVER-NOTES.md §8): the
// newest SDK refuses those answers, as it refuses the real ones of that era, for the fields that
// era did not send. That is what the profile is for: the client must read them whole.
describe("the '2023' profile's answers", { timeout: 30_000 }, () => {
  it('are refused by the newest SDK for what that era did not send: hasMore and archived', async () => {
    startService({ profile: '2023' });
    const verdict = sdkVerdict(await subscribersNotificationsFeed(sdkCore(), { subscriberId: MOCK_IDS.subscribers.default }));
    expect(verdict.reasons).toEqual(expect.arrayContaining(['hasMore: expected boolean, got undefined', 'data[].archived: expected boolean, got undefined']));
  });

  it('are read by the client whole: every feed page and mark-as answer of every fixture subscriber, no item left out', async () => {
    const service = startService({ profile: '2023' });
    const reports: MalformedItemReport[] = [];
    const client = createClient({ baseUrl: BASE_URL, apiKey: MOCK_API_KEY, retry: false, onMalformedItem: (report) => reports.push(report) });
    let pages = 0;
    for (const [, subscriberId] of subscriberKeys) {
      const inApp = service.store.getFeed(subscriberId, { limit: 10_000 }).data.map((message) => message._id);
      const listed: string[] = [];
      // The era pages by 10 and sends no hasMore: the client derives it, and the last page says none.
      for (let page = 0, hasMore = true; hasMore; page += 1) {
        const answer = await client.listMessages({ subscriberId, page, limit: 50 });
        listed.push(...answer.data.map((message) => message._id));
        hasMore = answer.hasMore;
        pages += 1;
      }
      expect(listed).toEqual(inApp);
      const ids = service.store.getMessages(subscriberId).map((message) => message._id);
      if (ids.length === 0) continue;
      const marked = await client.markMessagesAs({ subscriberId, messageIds: ids, markAs: 'read' });
      expect(marked.map((message) => message._id).sort()).toEqual([...ids].sort());
    }
    expect(pages).toBeGreaterThan(200); // the 2,000 messages of `many` alone are 200 pages of 10
    expect(reports).toEqual([]);
  });
});
