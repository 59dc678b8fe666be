// @vitest-environment node
// POST …/messages/mark-all (SERVER-NOTES.md §1b): the state table over every in_app message of
// the subscriber, `{data: n}` with n the messages it changed, on the mock's clock.
import { describe, expect, it } from 'vitest';
import { MARK_AS_VALUES } from '../../src/api/types';
import type { MarkAs, Message } from '../../src/api/types';
import type { MockSubscriber } from '../../src/mock';
import { MOCK_ENVIRONMENT_ID, MOCK_IDS, MockStore } from '../../src/mock';
import { authHeaders, markAll, setupMockServer } from './mockHttp';

const ada = MOCK_IDS.subscribers.default;
const mock = setupMockServer();

const inApp = (messages: Message[]): Message[] => messages.filter((m) => m.channel === 'in_app');

/** What the service's filter changes: a message not yet in the state `markAs` sets. */
function wouldChange(message: Message, markAs: MarkAs): boolean {
  if (markAs === 'read') return !message.read;
  if (markAs === 'unread') return message.read;
  if (markAs === 'seen') return !message.seen;
  return message.seen;
}

describe('mark-all', () => {
  it.each(MARK_AS_VALUES.map((markAs) => ({ markAs })))(
    'applies `$markAs` to every in_app message that it changes, answers 201 {data: n changed}, leaves other channels',
    async ({ markAs }) => {
      const { service, clock } = mock.start();
      clock.advance(60_000);
      const before = service.store.getMessages(ada);
      const expected = inApp(before).filter((m) => wouldChange(m, markAs));
      expect(expected.length).toBeGreaterThan(0);
      const response = await markAll(ada, { markAs });
      expect(response.status).toBe(201);
      expect(await response.json()).toEqual({ data: expected.length });
      const changed = new Set(expected.map((m) => m._id));
      for (const old of before) {
        const now = service.store.getMessage(ada, old._id)!;
        if (!changed.has(old._id)) {
          // Other channels and messages already in that state keep everything, dates included.
          expect(now).toEqual(old);
          continue;
        }
        if (markAs === 'read' || markAs === 'unread') {
          expect(now).toMatchObject({ read: markAs === 'read', seen: true, lastReadDate: clock.iso(), lastSeenDate: clock.iso() });
        } else {
          expect(now).toMatchObject({ read: old.read, seen: markAs === 'seen', lastSeenDate: clock.iso() });
          expect(now.lastReadDate).toBe(old.lastReadDate);
        }
      }
      // Once more: nothing left to change.
      expect(await (await markAll(ada, { markAs })).json()).toEqual({ data: 0 });
    },
  );

  it('limits itself to the feeds the identifiers name (a string or a list), by the messages’ `_feedId`', async () => {
    const { service } = mock.start();
    const feed = (n: number) => ({ _id: `6650e0c0aa11bb22cc33ff0${n}`, identifier: `feed-${n}`, name: `Feed ${n}` });
    for (const n of [1, 2, 3]) service.store.putFeed(feed(n));
    const [a] = service.deliver(ada, [{ _feedId: feed(1)._id }]);
    const [b] = service.deliver(ada, [{ _feedId: feed(2)._id }]);
    const [c] = service.deliver(ada, [{ _feedId: feed(3)._id }]);
    // A `_feedId` that is an identifier names no feed: the service looks identifiers up first.
    const [loose] = service.deliver(ada, [{ _feedId: 'feed-1' }]);
    const unreadBefore = service.store.getFeed(ada, { read: false, limit: 100 }).data.length;
    expect(await (await markAll(ada, { markAs: 'read', feedIdentifier: 'feed-1' })).json()).toEqual({ data: 1 });
    expect(service.store.getMessage(ada, a!._id)?.read).toBe(true);
    expect(service.store.getMessage(ada, b!._id)?.read).toBe(false);
    expect(service.store.getMessage(ada, loose!._id)?.read).toBe(false);
    expect(await (await markAll(ada, { markAs: 'read', feedIdentifier: ['feed-2', 'feed-3'] })).json()).toEqual({ data: 2 });
    expect(service.store.getMessage(ada, c!._id)?.read).toBe(true);
    expect(await (await markAll(ada, { markAs: 'read', feedIdentifier: ['no-such-feed'] })).json()).toEqual({ data: 0 });
    expect(service.store.getFeed(ada, { read: false, limit: 100 }).data.length).toBe(unreadBefore - 3);
  });

  it('marks the fixtures’ billing feed and no other (MOCK_IDS.feeds)', async () => {
    const { service } = mock.start();
    const unreadOf = (feedIdentifiers?: string[]) =>
      service.store.countFeed(ada, { read: false, ...(feedIdentifiers && { feedIdentifiers }) });
    const billing = unreadOf(['billing']);
    const others = unreadOf() - billing;
    expect(billing).toBeGreaterThan(0);
    expect(await (await markAll(ada, { markAs: 'read', feedIdentifier: 'billing' })).json()).toEqual({ data: billing });
    expect(unreadOf(['billing'])).toBe(0);
    expect(unreadOf()).toBe(others);
    for (const message of service.store.getMessages(ada)) {
      if (message._feedId !== MOCK_IDS.feeds.billing && message.channel === 'in_app') continue;
      if (message.channel === 'in_app') expect(message.read).toBe(true);
    }
  });

  it('answers 404 with the service’s text for an unknown subscriber', async () => {
    const { clock } = mock.start();
    const response = await markAll('nobody', { markAs: 'read' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      statusCode: 404,
      timestamp: clock.iso(),
      path: '/v1/subscribers/nobody/messages/mark-all',
      error: 'Not Found',
      message: `Subscriber nobody does not exist in environment ${MOCK_ENVIRONMENT_ID}, please provide a valid subscriber identifier`,
    });
  });

  it.each([
    { name: 'a missing markAs', body: {}, message: ['markAs must be one of the following values: read, unread, seen, unseen'] },
    { name: 'an unknown markAs', body: { markAs: 'archived' }, message: ['markAs must be one of the following values: read, unread, seen, unseen'] },
    { name: 'a feedIdentifier of numbers', body: { markAs: 'read', feedIdentifier: [1] }, message: ['feedIdentifier must be a string or an array of strings'] },
    { name: 'a body that is not an object', body: '[]', message: ['body must be a JSON object'] },
  ])('answers 400 for $name, changing nothing', async ({ body, message }) => {
    const { service } = mock.start();
    const before = service.store.getMessages(ada);
    const response = await markAll(ada, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', message });
    expect(service.store.getMessages(ada)).toEqual(before);
  });

  it('marks 2,000 messages in one request, leaving 0 unread on the feed', async () => {
    const { service } = mock.start();
    const many = MOCK_IDS.subscribers.many;
    const unread = inApp(service.store.getMessages(many)).filter((m) => !m.read).length;
    const response = await markAll(many, { markAs: 'read' });
    expect(await response.json()).toEqual({ data: unread });
    expect(service.store.getFeed(many, { read: false }).data).toHaveLength(0);
  });

  it('is guarded like mark-as: auth, rate limit (configuration), idempotency, scripted failures', async () => {
    const { service } = mock.start({ rateLimit: { limit: 10, windowMs: 5_000 } });
    expect((await markAll(ada, { markAs: 'read' }, { headers: {} })).status).toBe(401);
    const first = await markAll(ada, { markAs: 'seen' }, { headers: authHeaders({ 'Idempotency-Key': 'all-1' }) });
    expect(first.headers.get('RateLimit-Policy')).toContain('category="configuration"');
    const firstBody = await first.json();
    const replay = await markAll(ada, { markAs: 'seen' }, { headers: authHeaders({ 'Idempotency-Key': 'all-1' }) });
    expect(replay.headers.get('Idempotency-Replay')).toBe('true');
    expect(await replay.json()).toEqual(firstBody);
    service.failNext(1, { route: 'mark-all' });
    expect((await markAll(ada, { markAs: 'read' })).status).toBe(500);
  });
});

describe('MockStore.markAllMessagesAs', () => {
  it('marks 10,000 messages fast', () => {
    const store = new MockStore({ now: () => Date.parse('2026-11-02T10:00:00.000Z') });
    const subscriber: MockSubscriber = {
      _id: '6650e0c0aa11bb22cc33dd99',
      subscriberId: 'bulk',
      _organizationId: '6650e0c0aa11bb22cc33dd02',
      _environmentId: MOCK_ENVIRONMENT_ID,
      deleted: false,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    const messages = Array.from({ length: 10_000 }, (_, i): Message => ({
      _id: `6650e0c0aa11${i.toString(16).padStart(12, '0')}`,
      _templateId: '6650e0c0aa11bb22cc33aaaa',
      _environmentId: MOCK_ENVIRONMENT_ID,
      _messageTemplateId: '6650e0c0aa11bb22cc33aaab',
      _organizationId: '6650e0c0aa11bb22cc33dd02',
      _notificationId: '6650e0c0aa11bb22cc33aaac',
      _subscriberId: '6650e0c0aa11bb22cc33dd99',
      createdAt: new Date(Date.UTC(2026, 10, 1) - i * 1000).toISOString(),
      transactionId: `t-${i}`,
      channel: 'in_app',
      read: false,
      seen: false,
      cta: { type: 'redirect', data: {} },
      status: 'sent',
      content: `Message ${i}`,
    }));
    store.putSubscriber(subscriber, messages);
    // Warm the code up on another value first: the figure is of the loop, not of the compiler.
    expect(store.markAllMessagesAs('bulk', { markAs: 'seen' })).toBe(10_000);
    const started = performance.now();
    const changed = store.markAllMessagesAs('bulk', { markAs: 'read' });
    const elapsed = performance.now() - started;
    console.info(`mark-all of 10,000 messages in the store: ${elapsed.toFixed(1)} ms`);
    expect(changed).toBe(10_000);
    // A generous bound for a busy 2-core machine (it takes about 5-40 ms); a quadratic loop fails it.
    expect(elapsed).toBeLessThan(500);
    expect(store.getFeed('bulk', { read: false }).data).toHaveLength(0);
  });
});
