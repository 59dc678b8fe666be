// @vitest-environment node
// Conformance of the admin's calls (issue 27) with the service's official SDK (`@novu/api`):
// - forward: every page of the mock's list of notifications, filtered every way the page filters,
//   and its refusals of a range, read by the SDK's own `notifications.list`; where the SDK refuses
//   a listed record, the reason must be one the record's route already lists as sent by the real
//   service (knownMismatches.ts), under the list's `data[]`;
// - the request: for the same filters, the client asks the service exactly what the SDK asks;
// - reverse: pages generated from the SDK's list model pass the client's reader with every item
//   kept, and an item without `_id` (the model says optional; a list cannot select it) is left out
//   alone and reported;
// - the sums and the graph: the SDK of this version models neither, so they are held to the
//   service's own response DTOs (apps/api/src/app/notifications/dtos/activity-stats-response.dto.ts,
//   activity-graph-states-response.dto.ts: `{weeklySent, monthlySent}` numbers; `{_id, count,
//   templates: string[], channels: ChannelTypeEnum[]}`), written here as zod schemas.
import { notificationsList } from '@novu/api/funcs/notificationsList.js';
import { ChannelTypeEnum$inboundSchema } from '@novu/api/models/components/channeltypeenum.js';
import { NotificationsControllerListNotificationsResponse$inboundSchema as ListAnswer } from '@novu/api/models/operations/notificationscontrollerlistnotifications.js';
import fc from 'fast-check';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { z } from 'zod/v3';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getNotificationGraph, getNotificationStats, listNotifications, type ListNotificationsInput } from '../../src/api/admin';
import { createClient } from '../../src/api/client';
import { parseNotificationGraph, parseNotificationsPage, parseNotificationStats } from '../../src/api/read/validateNotificationList';
import { STEP_TYPES, type MalformedItemReport } from '../../src/api/types';
import { createMockService, MOCK_API_KEY, MOCK_IDS, type MockService, type MockServiceOptions } from '../../src/mock';
import { arbitraryFromSdkSchema } from './arbitraryFromSdkSchema';
import { SERVICE_SENDS_WHAT_THE_SDK_REFUSES } from './knownMismatches';
import { BASE_URL, sdkCore, sdkVerdict } from './sdkVerdict';

const START = Date.parse('2026-11-02T10:00:00.000Z');
const SEED = Number(process.env.CONFORMANCE_SEED ?? 20261127);
const RUNS = 300;

const server = setupServer();
const unrouted = http.all(`${BASE_URL}/*`, () => HttpResponse.error());
const asked: URL[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  asked.length = 0;
});
afterAll(() => server.close());

function startService(options: MockServiceOptions = {}): MockService {
  const service = createMockService({ now: () => START, ...options });
  server.use(...service.handlers, unrouted);
  server.events.removeAllListeners();
  server.events.on('request:start', ({ request }) => void asked.push(new URL(request.url)));
  return service;
}

const client = () => createClient({ baseUrl: BASE_URL, apiKey: MOCK_API_KEY, retry: false });

/** What the record's route lists as sent by the real service although the SDK refuses it, as it shows inside the list. */
const KNOWN_IN_THE_LIST = SERVICE_SENDS_WHAT_THE_SDK_REFUSES.filter((listed) => listed.route === 'notification').map(
  (listed) => `data[].${listed.refusal}`,
);

/** The filters the admin's page sends, with what the SDK calls each. */
function filterCases(service: MockService): { name: string; input: ListNotificationsInput }[] {
  const digest = service.store.getNotification(MOCK_IDS.notifications.digestRegular)!;
  return [
    { name: 'none', input: {} },
    { name: 'subscriber', input: { subscriberIds: [MOCK_IDS.subscribers.many] } },
    { name: 'two subscribers and an email', input: { subscriberIds: [MOCK_IDS.subscribers.intl, MOCK_IDS.subscribers.kinds], emails: ['ada@example.com'] } },
    { name: 'channels', input: { channels: ['sms', 'chat'] } },
    { name: 'workflow', input: { workflows: [digest._templateId!] } },
    { name: 'transaction', input: { transactionId: digest.transactionId! } },
    { name: 'time range', input: { after: '2026-10-20T00:00:00.000Z', before: '2026-10-27T23:59:59.999Z' } },
  ];
}

describe("the mock's list, read by the SDK", { timeout: 60_000 }, () => {
  it('every page of every filter: the SDK refuses nothing the real service does not send too', async () => {
    const service = startService();
    const found = new Set<string>();
    let pages = 0;
    for (const { input } of filterCases(service)) {
      for (let page = 0; ; page += 1) {
        const result = await notificationsList(sdkCore(), { ...sdkFilters(input), page, limit: 50 });
        const verdict = sdkVerdict(result);
        expect(verdict.status ?? 200).toBe(200);
        for (const reason of verdict.reasons) found.add(reason);
        pages += 1;
        // What the SDK could not parse, the client reads: its page says whether there is more.
        const ours = await listNotifications(client(), { ...input, page, limit: 50 });
        if (!ours.hasMore) break;
      }
    }
    expect(pages).toBeGreaterThan(7);
    expect([...found].filter((reason) => !KNOWN_IN_THE_LIST.includes(reason))).toEqual([]);
    // The SDK did read the records: it refuses the scheduled delay's digest type, as on the record's route.
    expect(found).toContain("data[].jobs[].digest.type: 'scheduled' is not in the SDK's enum");
  });

  it('the refusals of a range are error bodies the SDK reads (400, 402)', async () => {
    startService({ retentionDays: 7 });
    const tooOld = sdkVerdict(await notificationsList(sdkCore(), { after: '2026-01-01T00:00:00.000Z', before: '2026-02-01T00:00:00.000Z' }));
    expect(tooOld).toEqual({ status: 402, reasons: [] });
    const backwards = sdkVerdict(await notificationsList(sdkCore(), { after: '2026-11-02T00:00:00.000Z', before: '2026-11-01T00:00:00.000Z' }));
    expect(backwards).toEqual({ status: 400, reasons: [] });
  });
});

/** The client's filters as the SDK takes them (lists always lists; dates as sent). */
function sdkFilters(input: ListNotificationsInput) {
  const list = (value: string | readonly string[] | undefined) => (value === undefined ? undefined : [...(typeof value === 'string' ? [value] : value)]);
  return {
    ...(input.channels && { channels: list(input.channels) as ('sms' | 'chat')[] }),
    ...(input.workflows && { templates: list(input.workflows) }),
    ...(input.subscriberIds && { subscriberIds: list(input.subscriberIds) }),
    ...(input.emails && { emails: list(input.emails) }),
    ...(input.transactionId && { transactionId: input.transactionId }),
    ...(input.after && { after: String(input.after) }),
    ...(input.before && { before: String(input.before) }),
  };
}

describe('the request', () => {
  it('for the same filters, the client asks what the SDK asks', async () => {
    const service = startService();
    for (const { name, input } of filterCases(service)) {
      await notificationsList(sdkCore(), { ...sdkFilters(input), page: 1, limit: 20 });
      const sdk = asked.at(-1)!;
      await listNotifications(client(), { ...input, page: 1, limit: 20 });
      const ours = asked.at(-1)!;
      expect(ours.pathname, name).toBe(sdk.pathname);
      const sorted = (url: URL) => [...url.searchParams].sort(([a, x], [b, y]) => (a === b ? x.localeCompare(y) : a.localeCompare(b)));
      expect(sorted(ours), name).toEqual(sorted(sdk));
    }
  });
});

/** Runs `property` with the fixed seed; a failure names the seed and the shrunk answer. */
function assertProperty<T>(name: string, property: fc.IProperty<T>): void {
  const details = fc.check(property, { seed: SEED, numRuns: RUNS });
  if (details.failed) throw new Error(`${name}: seed ${SEED}\n${fc.defaultReportMessage(details)}`);
}

const objectId = fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 24, maxLength: 24 });

describe("pages generated from the SDK's list model, through the client's reader", { timeout: 60_000 }, () => {
  const pages = arbitraryFromSdkSchema(ListAnswer).map((answer) => (answer as { Result: { data: Record<string, unknown>[]; hasMore: boolean } }).Result);

  it('are read whole: every item kept (each given the _id every stored notification has)', () => {
    let items = 0;
    assertProperty(
      'list',
      fc.property(pages, fc.array(objectId, { minLength: 8, maxLength: 8 }), (page, ids) => {
        const body = { ...page, data: page.data.map((item, index) => ({ _id: ids[index % ids.length] + String(index), ...item })) };
        expect(ListAnswer.safeParse({ Headers: {}, Result: body }).success).toBe(true);
        const reports: MalformedItemReport[] = [];
        const read = parseNotificationsPage(structuredClone(body), { onMalformedItem: (report) => reports.push(report) });
        expect(reports).toEqual([]);
        expect(read.data).toHaveLength(body.data.length);
        expect(read.hasMore).toBe(body.hasMore);
        items += body.data.length;
      }),
    );
    expect(items).toBeGreaterThan(RUNS / 2);
  });

  it('an item without its _id (optional in the model) is left out alone, and reported', () => {
    assertProperty(
      'list without ids',
      fc.property(pages, (page) => {
        fc.pre(page.data.length > 0);
        const body = { ...page, data: [{ ...page.data[0], _id: undefined }, { ...page.data[0], _id: 'ffffffffffffffffffffffff' }] };
        const reports: MalformedItemReport[] = [];
        const read = parseNotificationsPage(JSON.parse(JSON.stringify(body)), { onMalformedItem: (report) => reports.push(report) });
        expect(read.data.map((item) => item._id)).toEqual(['ffffffffffffffffffffffff']);
        expect(reports.map((report) => `${report.path} ${report.reason}`)).toEqual(['data[0] _id: expected string, got undefined']);
      }),
    );
  });
});

// The service's DTOs of the sums and the graph (the SDK of this version models neither).
const StatsAnswer = z.object({ weeklySent: z.number(), monthlySent: z.number() });
const GraphAnswer = z.array(
  z.object({ _id: z.string(), count: z.number(), templates: z.array(z.string()), channels: z.array(ChannelTypeEnum$inboundSchema) }),
);

describe("the sums and the graph, held to the service's DTOs", () => {
  it("the mock's answers are the DTOs' shapes (inside the service's `data`), the graph's channels step types as a record's are", async () => {
    startService();
    const get = async (path: string) => ((await (await fetch(`${BASE_URL}${path}`, { headers: { Authorization: `ApiKey ${MOCK_API_KEY}` } })).json()) as { data: unknown }).data;
    expect(StatsAnswer.strict().safeParse(await get('/v1/notifications/stats')).success).toBe(true);
    const outsideTheEnum = new Set<string>();
    for (const days of [1, 7, 32, 90]) {
      const graph = (await get(`/v1/notifications/graph/stats?days=${days}`)) as { channels: string[] }[];
      // The service unwinds a record's `channels`, which list every step type of its workflow (SPEC
      // §2.6: digest, delay, custom…), not only the delivery channels the DTO's enum names; and the
      // mock's unknown-values record lists `ai_summary`, a step type a newer service may send.
      const delivered = graph.map((day) => {
        for (const channel of day.channels) if (!ChannelTypeEnum$inboundSchema.safeParse(channel).success) outsideTheEnum.add(channel);
        return { ...day, channels: day.channels.filter((channel) => ChannelTypeEnum$inboundSchema.safeParse(channel).success) };
      });
      expect(GraphAnswer.safeParse(delivered).success, `days=${days}`).toBe(true);
    }
    expect([...outsideTheEnum].filter((channel) => !(STEP_TYPES as readonly string[]).includes(channel))).toEqual(['ai_summary']);
    expect(await getNotificationStats(client())).toEqual(StatsAnswer.parse(await get('/v1/notifications/stats')));
    expect((await getNotificationGraph(client(), { days: 32 })).length).toBe(((await get('/v1/notifications/graph/stats?days=32')) as unknown[]).length);
  });

  it("answers generated from the DTOs are read whole", () => {
    const day = fc.record({
      _id: fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
      count: fc.nat(),
      templates: fc.array(objectId, { maxLength: 4 }),
      channels: fc.array(fc.constantFrom('in_app', 'email', 'sms', 'chat', 'push', 'tool'), { maxLength: 4 }),
    });
    assertProperty(
      'graph',
      fc.property(fc.array(day, { maxLength: 40 }), fc.record({ weeklySent: fc.nat(), monthlySent: fc.nat() }), (graph, sums) => {
        expect(GraphAnswer.safeParse(graph).success).toBe(true);
        const reports: MalformedItemReport[] = [];
        const read = parseNotificationGraph({ data: structuredClone(graph) }, { onMalformedItem: (report) => reports.push(report) });
        expect(reports).toEqual([]);
        expect(read).toHaveLength(graph.length);
        expect(read.map((entry) => entry._id)).toEqual(graph.map((entry) => entry._id).sort());
        expect(parseNotificationStats({ data: { ...sums } })).toEqual(sums);
      }),
    );
  });
});
