// @vitest-environment node
// The real client against the mock over msw/node: the two must agree on the wire.
import { describe, expect, it } from 'vitest';
import { createClient } from '../../src/api/client';
import { ApiError } from '../../src/api/errors';
import { MOCK_API_KEY, MOCK_IDS } from '../../src/mock';
import { BASE, inAppIds, setupMockServer } from './mockHttp';

const ada = MOCK_IDS.subscribers.default;
const mock = setupMockServer();

function client(options: { maxIdsPerRequest?: number; retry?: false } = {}) {
  return createClient({
    baseUrl: BASE,
    apiKey: MOCK_API_KEY,
    retry: options.retry ?? { baseDelayMs: 1, maxDelayMs: 10_000 },
    ...(options.maxIdsPerRequest === undefined ? {} : { maxIdsPerRequest: options.maxIdsPerRequest }),
  });
}

/** Counts the requests that reach the network layer, by method and path. */
function countRequests(): string[] {
  const seen: string[] = [];
  mock.server.events.on('request:start', ({ request }) => {
    seen.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return seen;
}

describe('createClient against the mock', () => {
  it('marks messages and resolves with the updated messages, unwrapped', async () => {
    const { service, clock } = mock.start();
    const ids = inAppIds(service, ada, 3);
    const messages = await client().markMessagesAs({ subscriberId: ada, messageIds: ids, markAs: 'read' });
    expect(messages.map((m) => m._id).sort()).toEqual([...ids].sort());
    expect(messages.every((m) => m.read && m.seen && m.lastReadDate === clock.iso())).toBe(true);
    expect(ids.every((id) => service.store.getMessage(ada, id)?.read)).toBe(true);
  });

  it('marks all of a subscriber’s 2,000 messages in one request and gets the number changed', async () => {
    const { service } = mock.start();
    const requests = countRequests();
    const many = MOCK_IDS.subscribers.many;
    const unread = service.store.getMessages(many).filter((m) => m.channel === 'in_app' && !m.read).length;
    expect(await client().markAllMessagesAs({ subscriberId: many, markAs: 'read' })).toBe(unread);
    expect(requests.filter((r) => r.endsWith('/mark-all'))).toHaveLength(1);
    expect(service.store.getFeed(many, { read: false }).data).toHaveLength(0);
    await expect(client().markAllMessagesAs({ subscriberId: 'nobody', markAs: 'read' })).rejects.toMatchObject({ status: 404 });
  });

  it('splits a long id list into several requests, each applied', async () => {
    const { service } = mock.start();
    const requests = countRequests();
    const ids = inAppIds(service, ada, 5);
    const messages = await client({ maxIdsPerRequest: 2 }).markMessagesAs({ subscriberId: ada, messageIds: ids, markAs: 'seen' });
    expect(requests.filter((r) => r.endsWith('/mark-as'))).toHaveLength(3);
    expect(messages.map((m) => m._id).sort()).toEqual([...ids].sort());
    expect(ids.every((id) => service.store.getMessage(ada, id)?.seen)).toBe(true);
  });

  it('lists a page of the feed and gets a notification record', async () => {
    mock.start();
    const page = await client().listMessages({ subscriberId: ada, page: 1, limit: 5, read: false });
    expect(page).toMatchObject({ page: 1, pageSize: 5 });
    expect(page.data.every((m) => m.channel === 'in_app' && !m.read)).toBe(true);
    const record = await client().getNotification(MOCK_IDS.notifications.everything);
    expect(record._id).toBe(MOCK_IDS.notifications.everything);
    expect(record.jobs?.some((j) => j.type === 'trigger')).toBe(false);
    const unknown = await client().getNotification(MOCK_IDS.notifications.unknownValues);
    expect(unknown.jobs?.some((j) => j.type === 'ai_summary')).toBe(true);
  });

  it('accepts every message and record of the fixtures', async () => {
    const { service } = mock.start();
    for (const subscriberId of Object.values(MOCK_IDS.subscribers)) {
      let count = 0;
      for (let page = 0; ; page += 1) {
        const result = await client().listMessages({ subscriberId, page, limit: 100 });
        count += result.data.length;
        if (!result.hasMore) break;
      }
      expect(count).toBe(service.store.getMessages(subscriberId).filter((m) => m.channel === 'in_app').length);
    }
    for (const { _id } of service.store.listNotifications()) {
      expect((await client().getNotification(_id))._id).toBe(_id);
    }
  });

  it('rejects with ApiError 404 for an unknown notification and an unknown subscriber', async () => {
    mock.start();
    const notFound = client().getNotification(MOCK_IDS.notifications.notFound);
    await expect(notFound).rejects.toBeInstanceOf(ApiError);
    await expect(notFound).rejects.toMatchObject({ status: 404, message: 'Notification not found' });
    await expect(
      client().markMessagesAs({ subscriberId: 'nobody', messageIds: ['ffffffffffffffffffffffff'], markAs: 'read' }),
    ).rejects.toMatchObject({ status: 404, message: 'Subscriber nobody not found' });
  });

  it('retries after scripted server errors with a fresh idempotency key each time, applying the change once', async () => {
    const { service } = mock.start();
    const keys: (string | null)[] = [];
    mock.server.events.on('request:start', ({ request }) => void keys.push(request.headers.get('Idempotency-Key')));
    service.failNext(2, { route: 'mark-as' });
    const ids = inAppIds(service, ada, 1);
    const messages = await client().markMessagesAs({ subscriberId: ada, messageIds: ids, markAs: 'read' });
    expect(messages.map((m) => m._id)).toEqual(ids);
    expect(keys).toHaveLength(3);
    // The service replays a cached 5xx for the same key, so each retry after one needs a new key.
    expect(new Set(keys).size).toBe(3);
    expect(keys[0]).toEqual(expect.any(String));
  });

  it('retries after scripted conflicts with the same idempotency key, applying the change once', async () => {
    const { service } = mock.start();
    const keys: (string | null)[] = [];
    mock.server.events.on('request:start', ({ request }) => void keys.push(request.headers.get('Idempotency-Key')));
    // A 409 is answered before the idempotency cache (as a request still in flight is), so a
    // retry with the same key gets through (SERVER-NOTES §4).
    service.failNext(2, { route: 'mark-as', status: 409, headers: { 'Retry-After': '0' } });
    const ids = inAppIds(service, ada, 1);
    const messages = await client().markMessagesAs({ subscriberId: ada, messageIds: ids, markAs: 'read' });
    expect(messages.map((m) => m._id)).toEqual(ids);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toEqual(expect.any(String));
  });

  it('gives up after its retries and rejects with the last ApiError', async () => {
    const { service } = mock.start();
    service.failNext(10, { route: 'feed', status: 502 });
    await expect(client().listMessages({ subscriberId: ada })).rejects.toMatchObject({ status: 502 });
    expect(service.pendingRequests).toBe(0);
  });

  it('retries a 429 after the Retry-After it was given', async () => {
    const { service } = mock.start();
    service.failNext(1, { status: 429, headers: { 'Retry-After': '0' } });
    const page = await client().listMessages({ subscriberId: ada });
    expect(page.data).toHaveLength(10);
  });

  it('rejects with a 429 ApiError carrying retryAfterMs when the window is used up', async () => {
    mock.start({ rateLimit: { limit: 1, windowMs: 60_000 } });
    await client().listMessages({ subscriberId: ada });
    const limited = client().listMessages({ subscriberId: ada });
    await expect(limited).rejects.toBeInstanceOf(ApiError);
    await expect(limited).rejects.toMatchObject({ status: 429, retryAfterMs: 60_000, message: 'API rate limit exceeded' });
  });
});
