// @vitest-environment node
// Answers of other service versions (SERVER-NOTES.md §8), as test/fixtures/serviceVersions shapes
// them after what the service's SDK projects captured: an early-2023 feed page (no `hasMore`, no
// `archived`, `__v`/`id`/`deleted`/`subscriber` extras), a v2 page, an early-2023 mark-as answer, a
// mid-2023 notification record (no `providerId` on digest and delay jobs, no `isTest`/`isRetry`/
// `raw`, partial steps), SPEC.md's Message with its required fields only, and an early-2023
// subscriber. Each is read by the client's parse functions and by `createClient` with every item
// kept, `hasMore` derived where the era sent none, and nothing reported; the subscriber is read by
// the proxy, which then hands back every message of that subscriber.
import { describe, expect, it } from 'vitest';
import { createClient } from '../../src/api/client';
import type { MalformedItemReport } from '../../src/api/types';
import { parseActivityNotification, parseMessages, parseMessagesPage } from '../../src/api/read/validateResponse';
import { createProxyHandler } from '../../src/server';
import { FEED_PAGE_2023_IDS, feedPage2023 } from '../fixtures/serviceVersions/feedPage2023';
import { feedPage2024 } from '../fixtures/serviceVersions/feedPage2024';
import { createFixtureService, page2023, pageToday, shapedAs } from '../fixtures/serviceVersions/fixtureService';
import { markAsAnswer2023 } from '../fixtures/serviceVersions/markAsAnswer2023';
import { NOTIFICATION_2023_ID, notificationRecord2023 } from '../fixtures/serviceVersions/notificationRecord2023';
import { SPEC_MESSAGE_IDS, specMessages } from '../fixtures/serviceVersions/specMessages';
import { subscriber2023 } from '../fixtures/serviceVersions/subscriber2023';
import { TENANT, type FixtureBody } from '../fixtures/serviceVersions/tenant';

const NOW = '2023-03-08T10:00:00.000Z';
const BASE_URL = 'https://service.test';

function listener() {
  const reports: MalformedItemReport[] = [];
  return { reports, onMalformedItem: (report: MalformedItemReport) => reports.push(report) };
}

/** The `data` of a fixture answer. */
const dataOf = (body: FixtureBody) => body.data as FixtureBody[];

/** The one mark-as message of the early-2023 capture: the keys a marked message has in that era. */
const markedIn2023 = () => dataOf(markAsAnswer2023())[0]!;

/** `count` early-2023 feed items: the fixture's, again and again under new ids. */
function items2023(count: number): FixtureBody[] {
  const shapes = dataOf(feedPage2023());
  return Array.from({ length: count }, (_, n) => {
    const id = `6400c0ffee00000000${n.toString(16).padStart(6, '0')}`;
    return { ...structuredClone(shapes[n % shapes.length]!), _id: id, id };
  });
}

/** A client of `fetch` that tells the test of every item it leaves out. */
function clientOf(fetch: typeof globalThis.fetch) {
  const { reports, onMalformedItem } = listener();
  return { reports, client: createClient({ baseUrl: BASE_URL, apiKey: 'sk_test', fetch, retry: false, onMalformedItem }) };
}

/** A fetch that answers every request with `body`. */
const answering = (body: FixtureBody, status = 200): typeof globalThis.fetch => async () => Response.json(body, { status });

describe('the parse functions', () => {
  it('read an early-2023 feed page whole, and derive hasMore from its size', () => {
    const { reports, onMalformedItem } = listener();
    const page = parseMessagesPage(feedPage2023(), { page: 0, limit: 10, onMalformedItem });
    expect(page).toEqual({ ...feedPage2023(), hasMore: false });
    expect(page.data.map((item) => item._id)).toEqual(FEED_PAGE_2023_IDS);
    // The era's extras are kept as sent.
    expect(page.data[0]).toMatchObject({ __v: 0, deleted: false, id: FEED_PAGE_2023_IDS[0], subscriber: { subscriberId: TENANT.subscriberId } });
    const full = { data: items2023(10), totalCount: 12, pageSize: 10, page: 0 };
    expect(parseMessagesPage(structuredClone(full), { page: 0, limit: 10, onMalformedItem })).toEqual({ ...full, hasMore: true });
    expect(reports).toEqual([]);
  });

  it('read a v2 feed page whole, its hasMore as sent', () => {
    const { reports, onMalformedItem } = listener();
    expect(parseMessagesPage(feedPage2024(), { page: 0, limit: 3, onMalformedItem })).toEqual(feedPage2024());
    expect(reports).toEqual([]);
  });

  it('read an early-2023 mark-as answer whole', () => {
    const { reports, onMalformedItem } = listener();
    expect(parseMessages(markAsAnswer2023(), { onMalformedItem })).toEqual(dataOf(markAsAnswer2023()));
    expect(reports).toEqual([]);
  });

  it('read SPEC.md messages with their required fields only, in a mark-as answer and in a feed page', () => {
    const { reports, onMalformedItem } = listener();
    expect(parseMessages({ data: specMessages() }, { onMalformedItem })).toEqual(specMessages());
    const page = { data: specMessages(), page: 0, pageSize: 10, hasMore: false, totalCount: 2 };
    expect(parseMessagesPage(structuredClone(page), { onMalformedItem })).toEqual(page);
    expect(reports).toEqual([]);
  });

  it('read a mid-2023 notification record whole: every job and log entry, nothing set aside', () => {
    const { reports, onMalformedItem } = listener();
    const record = parseActivityNotification(notificationRecord2023(), { onMalformedItem });
    expect(record).toEqual(notificationRecord2023().data);
    expect(record?.jobs?.map((job) => [job.type, job.providerId, job.executionDetails?.length])).toEqual([
      ['digest', undefined, 3],
      ['delay', undefined, 3],
      ['in_app', 'novu', 4],
    ]);
    expect(record?.jobs?.flatMap((job) => job.executionDetails ?? []).some((detail) => 'isTest' in detail || 'isRetry' in detail || 'raw' in detail)).toBe(false);
    expect(reports).toEqual([]);
  });
});

describe('createClient against services of other eras', () => {
  it('lists an early-2023 feed page whole, hasMore derived', async () => {
    const { client, reports } = clientOf(answering(feedPage2023()));
    expect(await client.listMessages({ subscriberId: TENANT.subscriberId })).toEqual({ ...feedPage2023(), hasMore: false });
    expect(reports).toEqual([]);
  });

  it('pages through an early-2023 feed that pages by 10 whatever the limit: hasMore true on the full page, false on the last', async () => {
    const service = createFixtureService({ items: items2023(12), page: page2023, fixedPageSize: 10, marked: shapedAs(markedIn2023()), now: () => NOW });
    const { client, reports } = clientOf(service.fetch);
    const first = await client.listMessages({ subscriberId: TENANT.subscriberId, page: 0, limit: 20 });
    expect([first.data.length, first.pageSize, first.hasMore, first.totalCount]).toEqual([10, 10, true, 12]);
    const last = await client.listMessages({ subscriberId: TENANT.subscriberId, page: 1, limit: 20 });
    expect([last.data.length, last.hasMore]).toEqual([2, false]);
    expect(reports).toEqual([]);
  });

  it('marks a message of an early-2023 service and reads its answer in that era’s shape', async () => {
    const service = createFixtureService({ items: dataOf(feedPage2023()), page: page2023, fixedPageSize: 10, marked: shapedAs(markedIn2023()), now: () => NOW });
    const { client, reports } = clientOf(service.fetch);
    const [unread] = FEED_PAGE_2023_IDS;
    const marked = await client.markMessagesAs({ subscriberId: TENANT.subscriberId, messageIds: [unread], markAs: 'read' });
    expect(marked).toEqual([expect.objectContaining({ _id: unread, read: true, seen: true, lastReadDate: NOW, lastSeenDate: NOW })]);
    // As a marked message of the era: the stored document, without `id`, `subscriber` or `payload`.
    expect(Object.keys(marked[0]!).every((key) => key in markedIn2023())).toBe(true);
    expect(marked[0]).not.toHaveProperty('subscriber');
    const page = await client.listMessages({ subscriberId: TENANT.subscriberId, read: false });
    expect(page.data.map((item) => item._id)).toEqual([FEED_PAGE_2023_IDS[1]]);
    expect(reports).toEqual([]);
  });

  it('reads the early-2023 mark-as capture as the answer to a mark-as', async () => {
    const { client, reports } = clientOf(answering(markAsAnswer2023(), 201));
    const id = markedIn2023()._id as string;
    expect(await client.markMessagesAs({ subscriberId: TENANT.subscriberId, messageIds: [id], markAs: 'read' })).toEqual(dataOf(markAsAnswer2023()));
    expect(reports).toEqual([]);
  });

  it('lists a v2 feed page whole', async () => {
    const { client, reports } = clientOf(answering(feedPage2024()));
    expect(await client.listMessages({ subscriberId: TENANT.subscriberId, limit: 3 })).toEqual(feedPage2024());
    expect(reports).toEqual([]);
  });

  it('lists and marks SPEC.md messages with their required fields only', async () => {
    const service = createFixtureService({ items: specMessages(), page: pageToday, marked: (item) => item, now: () => NOW });
    const { client, reports } = clientOf(service.fetch);
    expect((await client.listMessages({ subscriberId: TENANT.subscriberId })).data).toEqual(specMessages());
    const [unread] = SPEC_MESSAGE_IDS;
    const marked = await client.markMessagesAs({ subscriberId: TENANT.subscriberId, messageIds: [unread], markAs: 'seen' });
    expect(marked).toEqual([{ ...specMessages()[0], seen: true, lastSeenDate: NOW }]);
    expect(reports).toEqual([]);
  });

  it('gets a mid-2023 notification record whole', async () => {
    const { client, reports } = clientOf(answering(notificationRecord2023()));
    expect(await client.getNotification(NOTIFICATION_2023_ID)).toEqual(notificationRecord2023().data);
    expect(reports).toEqual([]);
  });
});

describe('the proxy in front of an early-2023 service', () => {
  const APP = 'https://app.example/api/inbox/v1/subscribers';

  function proxyOf() {
    const service = createFixtureService({
      items: dataOf(feedPage2023()),
      page: page2023,
      fixedPageSize: 10,
      marked: shapedAs(markedIn2023()),
      subscriber: subscriber2023(),
      now: () => NOW,
    });
    const handler = createProxyHandler({
      apiBaseUrl: 'https://api.example.com',
      apiKey: 'sk_test',
      basePath: '/api/inbox',
      authorize: () => ({ subscriberId: TENANT.subscriberId }),
      fetch: service.fetch,
    });
    return { handler, service };
  }

  it('finds the subscriber’s internal id in the era’s subscriber answer, and hands back every one of its messages', async () => {
    const { handler } = proxyOf();
    const feed = await handler(new Request(`${APP}/${TENANT.subscriberId}/notifications/feed`));
    expect(feed.status).toBe(200);
    expect(await feed.json()).toEqual(feedPage2023());
    const mark = await handler(
      new Request(`${APP}/${TENANT.subscriberId}/messages/mark-as`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ messageId: [...FEED_PAGE_2023_IDS], markAs: 'read' }),
      }),
    );
    expect(mark.status).toBe(201);
    const marked = ((await mark.json()) as { data: FixtureBody[] }).data;
    expect(marked.map((message) => message._id)).toEqual(FEED_PAGE_2023_IDS);
  });
});
