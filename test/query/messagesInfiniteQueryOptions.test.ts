import { InfiniteQueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { inboxKeys } from '../../src/query/inboxKeys';
import { messageCountsQueryOptions } from '../../src/query/feed/messageCountsQueryOptions';
import { messagesInfiniteQueryOptions } from '../../src/query/feed/messagesInfiniteQueryOptions';
import { SUBSCRIBER, createFakeClient, createTestQueryClient, feedIdOf, message, objectId } from './fakeInboxClient';

describe('inboxKeys', () => {
  it('namespaces every key by the library and the subscriber, general to specific', () => {
    expect(inboxKeys.messageList('a', 'unread', 20)).toEqual(['inbox-kit', 'subscriber', 'a', 'messages', 'list', { filter: 'unread', pageSize: 20 }]);
    expect(inboxKeys.counts('a').slice(0, 4)).toEqual(inboxKeys.messages('a'));
    expect(inboxKeys.markAs('a').slice(0, 3)).toEqual(inboxKeys.subscriber('a'));
  });
});

describe('messagesInfiniteQueryOptions', () => {
  it('reads the feed page by page with the filter and page size', async () => {
    const fake = createFakeClient([1, 2, 3, 4, 5].map((n) => message(n, { read: n === 2 })));
    const queryClient = createTestQueryClient();
    const options = messagesInfiniteQueryOptions({ client: fake.client, subscriberId: SUBSCRIBER, filter: 'unread', pageSize: 2 });
    expect(options.queryKey).toEqual(inboxKeys.messageList(SUBSCRIBER, 'unread', 2));

    const observer = new InfiniteQueryObserver(queryClient, options);
    await observer.refetch();
    const first = observer.getCurrentResult();
    expect(first.data?.pages[0]?.data.map((m) => m._id)).toEqual([objectId(1), objectId(3)]);
    expect(first.hasNextPage).toBe(true);
    const second = await observer.fetchNextPage();
    expect(second.data?.pages[1]?.data.map((m) => m._id)).toEqual([objectId(4), objectId(5)]);
    expect(second.hasNextPage).toBe(false);
    expect(fake.listCalls.map((call) => call.input)).toEqual([
      { subscriberId: SUBSCRIBER, page: 0, limit: 2, read: false },
      { subscriberId: SUBSCRIBER, page: 1, limit: 2, read: false },
    ]);
  });

  it('passes the query signal to the client, so cancelling aborts the request', async () => {
    const fake = createFakeClient([message(1)]);
    fake.mode.lists = 'manual';
    const queryClient = createTestQueryClient();
    const options = messagesInfiniteQueryOptions({ client: fake.client, subscriberId: SUBSCRIBER });
    void queryClient.prefetchInfiniteQuery(options);
    await Promise.resolve();
    expect(fake.listCalls).toHaveLength(1);
    expect(fake.listCalls[0]!.signal?.aborted).toBe(false);
    await queryClient.cancelQueries({ queryKey: options.queryKey });
    expect(fake.listCalls[0]!.signal?.aborted).toBe(true);
  });
});

describe('messageCountsQueryOptions', () => {
  it('samples up to 100 unread and 100 unseen ids, with the signal', async () => {
    const fake = createFakeClient([message(1), message(2, { read: true, seen: true }), message(3, { seen: true })]);
    const queryClient = createTestQueryClient();
    const data = await queryClient.fetchQuery(messageCountsQueryOptions({ client: fake.client, subscriberId: SUBSCRIBER }));
    expect(data.unread).toEqual({ ids: [objectId(1), objectId(3)], complete: true, dates: {}, feeds: {} });
    expect(data.unseen).toEqual({ ids: [objectId(1)], complete: true, dates: {}, feeds: {} });
    expect(fake.listCalls.map((call) => call.input)).toEqual([
      { subscriberId: SUBSCRIBER, page: 0, limit: 100, read: false },
      { subscriberId: SUBSCRIBER, page: 0, limit: 100, seen: false },
    ]);
    expect(fake.listCalls.every((call) => call.signal instanceof AbortSignal)).toBe(true);
  });
});

describe('a feed’s queries', () => {
  const inFeed = (n: number, identifier: string | null, payload: Record<string, unknown> = {}) => ({
    ...message(n),
    _feedId: identifier === null ? null : feedIdOf(identifier),
    payload,
  });

  it('asks for the feed with its identifiers (sorted, each once) and payload, under a key of its own', async () => {
    const fake = createFakeClient([inFeed(1, 'billing'), inFeed(2, 'mentions', { project: 'atlas' }), inFeed(3, null)]);
    const queryClient = createTestQueryClient();
    const feed = { feedIdentifier: ['mentions', 'billing', 'mentions'], payload: { project: 'atlas' } };
    const options = messagesInfiniteQueryOptions({ client: fake.client, subscriberId: SUBSCRIBER, feed });
    expect(options.queryKey).toEqual(inboxKeys.messageList(SUBSCRIBER, 'all', 20, { feedIdentifier: ['billing', 'mentions'], payload: { project: 'atlas' } }));
    expect(options.queryKey).not.toEqual(inboxKeys.messageList(SUBSCRIBER, 'all', 20));
    const data = await queryClient.fetchInfiniteQuery(options);
    expect(data.pages[0]?.data.map((m) => m._id)).toEqual([objectId(2)]);
    expect(fake.listCalls.map((call) => call.input)).toEqual([
      { subscriberId: SUBSCRIBER, page: 0, limit: 20, feedIdentifier: ['billing', 'mentions'], payload: { project: 'atlas' } },
    ]);
  });

  it('counts the feed apart, and keeps each sampled id’s `_feedId`', async () => {
    const fake = createFakeClient([inFeed(1, 'billing'), inFeed(2, 'mentions'), { ...inFeed(3, 'billing'), read: true }]);
    const queryClient = createTestQueryClient();
    const data = await queryClient.fetchQuery(messageCountsQueryOptions({ client: fake.client, subscriberId: SUBSCRIBER, feed: { feedIdentifier: 'billing' } }));
    expect(data.unread).toEqual({ ids: [objectId(1)], complete: true, dates: {}, feeds: { [objectId(1)]: feedIdOf('billing') } });
    expect(fake.listCalls.map((call) => call.input)).toEqual([
      { subscriberId: SUBSCRIBER, page: 0, limit: 100, read: false, feedIdentifier: ['billing'] },
      { subscriberId: SUBSCRIBER, page: 0, limit: 100, seen: false, feedIdentifier: ['billing'] },
    ]);
    expect(queryClient.getQueryData(inboxKeys.counts(SUBSCRIBER, { feedIdentifier: ['billing'] }))).toBe(data);
    expect(queryClient.getQueryData(inboxKeys.counts(SUBSCRIBER))).toBeUndefined();
  });
});
