// @vitest-environment node
// `createMockService({ profile: '2023' })` answers as the service of early 2023 did, from the same
// store: data stored in the shape its SDK projects captured (test/fixtures/serviceVersions) comes
// back exactly as captured, and every answer of the seeded fixtures has that era's fields and none
// of a later one. The default profile stays today's.
import { describe, expect, it } from 'vitest';
import type { Message } from '../../src/api/types';
import { createMockService, DEFAULT_IN_APP_COUNT, MOCK_IDS } from '../../src/mock';
import type { MockService, MockSubscriber } from '../../src/mock';
import { feedPage2023 } from '../fixtures/serviceVersions/feedPage2023';
import { markAsAnswer2023 } from '../fixtures/serviceVersions/markAsAnswer2023';
import { subscriber2023 } from '../fixtures/serviceVersions/subscriber2023';
import { TENANT, type FixtureBody } from '../fixtures/serviceVersions/tenant';
import { getFeed, getSubscriber, markAs, setupMockServer } from './mockHttp';

type Fields = Record<string, unknown>;

const mock = setupMockServer();
const ada = MOCK_IDS.subscribers.default;

const dataOf = (body: FixtureBody) => body.data as Fields[];
const json = async (response: Response) => {
  expect(response.status).toBeLessThan(300);
  return (await response.json()) as Fields;
};

/** The early-2023 subscriber with `messages`, stored as the captures have them. */
function storeCaptured(service: MockService, messages: Fields[] = []): void {
  service.store.putSubscriber(subscriber2023().data as MockSubscriber, messages as unknown as Message[]);
}

// What the early-2023 captures show of a feed item and a marked message.
const capturedItem = dataOf(feedPage2023())[2]!;
const capturedMarked = dataOf(markAsAnswer2023())[0]!;
/** The captured feed item's fields. */
const ITEM_FIELDS = Object.keys(capturedItem);
/** Those in every feed item of the era: not the dates of a message never seen or read, not an empty payload. */
const ALWAYS_FIELDS = ITEM_FIELDS.filter((key) => !['lastReadDate', 'lastSeenDate', 'payload'].includes(key));
/** Fields that era's message schema had, which the captured messages happen not to set. */
const OTHER_ERA_FIELDS = ['subject', 'title', 'email', 'phone', 'providerId', 'directWebhookUrl', 'errorId', 'errorText', 'overrides', 'actor', 'lastReadDate', 'lastSeenDate'];
/** Fields of later versions. */
const LATER_FIELDS = ['archived', 'archivedAt', 'tags', 'data', 'avatar', 'deliveredAt', 'snoozedUntil', 'contextKeys', 'expireAt', '_actorId', 'actorSubscriber', 'template'];

/** A stored message of that era, as mark-as and (with its virtuals) the feed give it. */
function expectMessageDocument(message: Fields): void {
  expect(LATER_FIELDS.filter((key) => key in message), String(message._id)).toEqual([]);
  expect(message).toMatchObject({ __v: 0, deleted: false, deviceTokens: expect.any(Array) });
  expect(message._feedId === null || typeof message._feedId === 'string').toBe(true);
  const cta = message.cta as { data?: object; action: { buttons: unknown } };
  expect(Array.isArray(cta.action.buttons)).toBe(true);
  // The database keeps no empty object.
  for (const value of [message.payload, message.overrides, cta.data]) if (value !== undefined) expect(Object.keys(value as object)).not.toEqual([]);
  if (message.actor !== undefined) expect((message.actor as { type: string }).type).not.toBe('none');
}

describe('data in the captured shapes comes back as captured', () => {
  it('the feed page', async () => {
    const { service } = mock.start({ profile: '2023' });
    storeCaptured(service, dataOf(feedPage2023()));
    expect(await json(await getFeed(TENANT.subscriberId))).toEqual(feedPage2023());
  });

  it('a mark-as answer', async () => {
    const { service, clock } = mock.start({ profile: '2023' });
    storeCaptured(service, [capturedMarked]);
    const body = await json(await markAs(TENANT.subscriberId, { messageId: [capturedMarked._id], markAs: 'read' }));
    expect(body).toEqual({ data: [{ ...capturedMarked, lastReadDate: clock.iso(), lastSeenDate: clock.iso() }] });
  });

  it('the subscriber', async () => {
    const { service } = mock.start({ profile: '2023' });
    storeCaptured(service);
    expect(await json(await getSubscriber(TENANT.subscriberId))).toEqual(subscriber2023());
  });
});

describe('the seeded fixtures in that era’s shape', () => {
  it('feed pages are {data, totalCount, pageSize, page}: 10 items whatever limit asks, no hasMore', async () => {
    const { service } = mock.start({ profile: '2023' });
    const page = await json(await getFeed(ada, '?page=1&limit=25'));
    expect(Object.keys(page).sort()).toEqual(Object.keys(feedPage2023()).sort());
    expect(page).toMatchObject({ page: 1, pageSize: 10 });
    expect((page.data as Fields[]).map((item) => item._id)).toEqual(service.store.getFeed(ada, { page: 1, limit: 10 }).data.map((item) => item._id));
    // That feed neither checked nor used `limit`.
    expect((await getFeed(ada, '?limit=0')).status).toBe(200);
  });

  it('totalCount counts every message the seen filter matches, on every page, whatever the read filter', async () => {
    const { service } = mock.start({ profile: '2023' });
    const inApp = service.store.countFeed(ada);
    expect(inApp).toBe(DEFAULT_IN_APP_COUNT);
    expect((await json(await getFeed(ada))).totalCount).toBe(inApp);
    expect((await json(await getFeed(ada, '?page=3'))).totalCount).toBe(inApp);
    const unread = await json(await getFeed(ada, '?read=false'));
    expect((unread.data as Fields[]).every((item) => item.read === false)).toBe(true);
    expect(unread.totalCount).toBe(inApp);
    const unseen = service.store.getMessages(ada).filter((message) => message.channel === 'in_app' && !message.seen).length;
    expect((await json(await getFeed(ada, '?seen=false'))).totalCount).toBe(unseen);
  });

  it('every feed item of every subscriber: the captured fields, the era’s others where set, none of a later version', async () => {
    const { service } = mock.start({ profile: '2023' });
    let items = 0;
    for (const subscriber of service.store.listSubscribers()) {
      const pages = Math.min(Math.ceil(service.store.countFeed(subscriber.subscriberId) / 10), 5);
      for (let page = 0; page < pages; page += 1) {
        const body = await json(await getFeed(subscriber.subscriberId, `?page=${page}`));
        for (const item of body.data as Fields[]) {
          items += 1;
          expect(ALWAYS_FIELDS.filter((key) => !(key in item)), String(item._id)).toEqual([]);
          expect(Object.keys(item).filter((key) => !ITEM_FIELDS.includes(key) && !OTHER_ERA_FIELDS.includes(key))).toEqual([]);
          expectMessageDocument(item);
          expect(item.id).toBe(item._id);
          // The recipient, populated: the fields it has of `_id firstName lastName avatar subscriberId`, and `id`.
          const expected: Fields = { _id: subscriber._id, subscriberId: subscriber.subscriberId, id: subscriber._id };
          for (const key of ['firstName', 'lastName', 'avatar'] as const) if (subscriber[key] != null) expected[key] = subscriber[key];
          expect(item.subscriber).toEqual(expected);
          expect(item._subscriberId).toBe(subscriber._id);
        }
      }
    }
    expect(items).toBeGreaterThan(100);
  });

  it('mark-as answers plain stored documents: no id, no subscriber, no empty payload', async () => {
    const { service } = mock.start({ profile: '2023' });
    // Every channel: email and sms messages are answered too.
    const ids = service.store.getMessages(ada).map((message) => message._id);
    const body = await json(await markAs(ada, { messageId: ids, markAs: 'seen' }));
    const marked = body.data as Fields[];
    expect(marked).toHaveLength(ids.length);
    for (const message of marked) {
      expect(Object.keys(message).filter((key) => !Object.hasOwn(capturedMarked, key) && !['payload', ...OTHER_ERA_FIELDS].includes(key))).toEqual([]);
      expectMessageDocument(message);
      expect(message).not.toHaveProperty('id');
      expect(message).not.toHaveProperty('subscriber');
    }
    expect(marked.some((message) => message.channel === 'email' && message.content === null)).toBe(true);
  });

  it('the subscriber is its stored document without the later fields', async () => {
    const { service } = mock.start({ profile: '2023' });
    const { timezone: _timezone, ...stored } = service.store.getSubscriber(ada)!;
    const answer = await json(await getSubscriber(ada));
    expect(answer).toEqual({ data: stored });
    const emmy = (await json(await getSubscriber(MOCK_IDS.subscribers.empty))).data as Fields;
    // A profile field the subscriber has not is absent, not null.
    expect(Object.entries(emmy).filter(([, value]) => value === null)).toEqual([]);
  });
});

describe('the profile option', () => {
  it('is today’s service by default, and can be changed from the next request on', async () => {
    const { service } = mock.start();
    expect(Object.keys(await json(await getFeed(ada)))).toContain('hasMore');
    service.configure({ profile: '2023' });
    const older = await json(await getFeed(ada));
    expect(older).not.toHaveProperty('hasMore');
    expect((older.data as Fields[])[0]).not.toHaveProperty('archived');
    service.configure({ profile: 'current' });
    expect((await json(await getFeed(ada))).hasMore).toBe(true);
  });

  it('refuses a profile it does not know', () => {
    expect(() => createMockService({ profile: '2019' as never })).toThrow(RangeError);
  });
});
