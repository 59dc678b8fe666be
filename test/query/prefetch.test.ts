// The server's prefetch: what it fills (exactly the queries the components read first, under their
// keys), what the browser then holds after hydration (data older than any of its own changes), and
// how it ends when the service is down (never by throwing, nothing left in the cache).
import { dehydrate, hydrate, MutationObserver, QueryClient, type DehydratedState, type InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createClient } from '../../src/api/client';
import { ApiError, NetworkError } from '../../src/api/errors';
import { MOCK_IDS } from '../../src/mock';
import { notificationQueryOptions } from '../../src/query/activity';
import { markMessagesAsMutationOptions } from '../../src/query/changes';
import { messageCountsQueryOptions, messagesInfiniteQueryOptions } from '../../src/query/feed';
import { inboxKeys } from '../../src/query/inboxKeys';
import { markAsLedger, projectIdSample, projectInfiniteMessages, type ConfirmedMessagesPage } from '../../src/query/ledger';
import { prefetchInbox, prefetchNotification } from '../../src/query/prefetch';
import { BASE_URL, createHarness } from '../support/harness';

const SUBSCRIBER = MOCK_IDS.subscribers.default;

/** A fresh QueryClient, as a server makes one per request. */
const requestQueryClient = () => new QueryClient();

/** The service down: every request fails at the network, and the client does not retry. */
const clientOfServiceDown = () =>
  createClient({ baseUrl: BASE_URL, apiKey: 'key', retry: false, fetch: () => Promise.reject(new TypeError('fetch failed')) });

const keysOf = (queryClient: QueryClient) => queryClient.getQueryCache().getAll().map((query) => query.queryKey);

describe('prefetchInbox', () => {
  it("fills the first page of the list and the counts, under the components' keys, stamped older than any change", async () => {
    const { client, requests, service } = createHarness();
    const queryClient = requestQueryClient();

    const result = await prefetchInbox(queryClient, { client, subscriberId: SUBSCRIBER });

    expect(result).toEqual({ ok: true });
    // The keys the components read first (their own option factories): nothing else.
    const list = messagesInfiniteQueryOptions({ client, subscriberId: SUBSCRIBER });
    const counts = messageCountsQueryOptions({ client, subscriberId: SUBSCRIBER });
    expect(keysOf(queryClient)).toEqual([list.queryKey, counts.queryKey]);
    expect(list.queryKey).toEqual(inboxKeys.messageList(SUBSCRIBER, 'all', 20));
    // One page of the feed, and the counts' two samples.
    expect(requests.map((request) => request.url.search).sort()).toEqual(['?page=0&limit=100&read=false', '?page=0&limit=100&seen=false', '?page=0&limit=20'].sort());
    const data = queryClient.getQueryData(list.queryKey)!;
    expect(data.pageParams).toEqual([0]);
    expect(data.pages).toHaveLength(1);
    expect(data.pages[0]!.data.map((message) => message._id)).toEqual(
      service.store.getFeed(SUBSCRIBER, { page: 0, limit: 20 }).data.map((message) => message._id),
    );
    expect(data.pages[0]!.asOf).toBe(0);
    expect(queryClient.getQueryData(counts.queryKey)!.asOf).toBe(0);
    // What the server sends to the browser: both, as successes.
    expect(dehydrate(queryClient).queries.map((query) => [query.queryKey, query.state.status])).toEqual([
      [list.queryKey, 'success'],
      [counts.queryKey, 'success'],
    ]);
  });

  it('fills the list of the filter and page size the inbox is given', async () => {
    const { client, requests } = createHarness();
    const queryClient = requestQueryClient();

    await prefetchInbox(queryClient, { client, subscriberId: SUBSCRIBER, filter: 'unread', pageSize: 5 });

    expect(keysOf(queryClient)).toEqual([inboxKeys.messageList(SUBSCRIBER, 'unread', 5), inboxKeys.counts(SUBSCRIBER)]);
    expect(requests.map((request) => request.url.search)).toContain('?page=0&limit=5&read=false');
  });

  it('fills the list and counts of the feed of the tab shown first, under that feed’s keys', async () => {
    const { client, requests } = createHarness();
    const queryClient = requestQueryClient();
    const billing = { feedIdentifier: 'billing' };

    await prefetchInbox(queryClient, { client, subscriberId: SUBSCRIBER, feed: billing });

    expect(keysOf(queryClient)).toEqual([inboxKeys.messageList(SUBSCRIBER, 'all', 20, billing), inboxKeys.counts(SUBSCRIBER, billing)]);
    expect(requests.map((request) => request.url.searchParams.getAll('feedIdentifier'))).toEqual([['billing'], ['billing'], ['billing']]);
    const page = queryClient.getQueryData(inboxKeys.messageList(SUBSCRIBER, 'all', 20, billing)) as InfiniteData<ConfirmedMessagesPage>;
    expect(page.pages[0]!.data.every((message) => message._feedId === MOCK_IDS.feeds.billing)).toBe(true);
  });

  it('resolves, never rejects, when the service is down, and leaves nothing in the cache for the browser to trust', async () => {
    const queryClient = requestQueryClient();

    const result = await prefetchInbox(queryClient, { client: clientOfServiceDown(), subscriberId: SUBSCRIBER });

    expect(result.ok).toBe(false);
    expect(result.error).toBeInstanceOf(NetworkError);
    expect(keysOf(queryClient)).toEqual([]);
    expect(dehydrate(queryClient, { shouldDehydrateQuery: () => true }).queries).toEqual([]);
  });

  it('keeps what it could fetch when only a part fails', async () => {
    const { client } = createHarness({
      intercept: (request) => (new URL(request.url).searchParams.has('seen') ? Response.json({ message: 'down' }, { status: 503 }) : undefined),
    });
    const queryClient = requestQueryClient();

    const result = await prefetchInbox(queryClient, { client, subscriberId: SUBSCRIBER });

    expect(result.ok).toBe(false);
    expect(result.error).toBeInstanceOf(ApiError);
    expect(keysOf(queryClient)).toEqual([inboxKeys.messageList(SUBSCRIBER, 'all', 20)]);
  });

  it('resolves for a bad input too (InputError), having sent nothing', async () => {
    const { client, requests } = createHarness();
    const result = await prefetchInbox(requestQueryClient(), { client, subscriberId: '' });
    expect(result.ok).toBe(false);
    expect(requests).toEqual([]);
  });
});

describe('prefetched data in the browser', () => {
  it("shows a change made right after hydration, and the hydrated data does not undo it once it is confirmed", async () => {
    const { client, service } = createHarness();
    const server = requestQueryClient();
    // The server's ledger numbers its requests too: had the pages kept those numbers, the browser's
    // first confirmation (number 1 of a fresh ledger) would count as older than them.
    markAsLedger(server, SUBSCRIBER).nextSeq();
    markAsLedger(server, SUBSCRIBER).nextSeq();
    await prefetchInbox(server, { client, subscriberId: SUBSCRIBER });
    // Through a JSON round trip, as the state reaches the browser.
    const state = JSON.parse(JSON.stringify(dehydrate(server))) as DehydratedState;
    const browser = requestQueryClient();
    hydrate(browser, state);

    const listKey = inboxKeys.messageList(SUBSCRIBER, 'all', 20);
    const shown = () => {
      const ledger = markAsLedger(browser, SUBSCRIBER).getSnapshot();
      const data = browser.getQueryData<InfiniteData<ConfirmedMessagesPage, number>>(listKey)!;
      const counts = browser.getQueryData(messageCountsQueryOptions({ client, subscriberId: SUBSCRIBER }).queryKey)!;
      return {
        messages: projectInfiniteMessages(data, 'all', ledger).pages.flatMap((page) => page.data),
        unread: projectIdSample(counts.unread, 'read', counts.asOf, ledger).count,
      };
    };
    const target = shown().messages.find((message) => !message.read)!;
    const unreadBefore = shown().unread;

    const change = new MutationObserver(browser, markMessagesAsMutationOptions({ client, subscriberId: SUBSCRIBER, offline: false }));
    const sent = change.mutate({ messageIds: [target._id], markAs: 'read' });
    await Promise.resolve();
    expect(shown().messages.find((message) => message._id === target._id)?.read).toBe(true);
    await sent;

    // Confirmed: written into the hydrated list and counts, and shown from them.
    expect(markAsLedger(browser, SUBSCRIBER).getSnapshot().pending).toEqual([]);
    expect(shown().messages.find((message) => message._id === target._id)?.read).toBe(true);
    expect(shown().unread).toBe(unreadBefore - 1);
    expect(service.store.getMessages(SUBSCRIBER).find((message) => message._id === target._id)?.read).toBe(true);
  });

  it('is not fetched again when the components mount: the counts and the record are not stale on mount', () => {
    const { client } = createHarness();
    const browser = requestQueryClient();
    const counts = messageCountsQueryOptions({ client, subscriberId: SUBSCRIBER });
    const record = notificationQueryOptions({ client, notificationId: MOCK_IDS.notifications.delivered });
    hydrate(browser, {
      queries: [
        { queryKey: counts.queryKey, queryHash: JSON.stringify(counts.queryKey), dehydratedAt: 1, state: successState({ asOf: 0 }) },
        { queryKey: record.queryKey, queryHash: JSON.stringify(record.queryKey), dehydratedAt: 1, state: successState({}) },
      ],
    });
    const [countsQuery, recordQuery] = browser.getQueryCache().getAll();
    expect(counts.refetchOnMount(countsQuery as never)).toBe(false);
    expect(record.refetchOnMount(recordQuery as never)).toBe(false);
  });

  it('is fetched on mount again once the browser has fetched it itself', async () => {
    const { client } = createHarness();
    const browser = requestQueryClient();
    const counts = messageCountsQueryOptions({ client, subscriberId: SUBSCRIBER });
    await browser.fetchQuery(counts);
    const [query] = browser.getQueryCache().getAll();
    expect(counts.refetchOnMount(query as never)).toBe(true);
  });
});

describe('prefetchNotification', () => {
  it("fills the record under <NotificationActivity>'s key", async () => {
    const { client, recordRequests } = createHarness();
    const queryClient = requestQueryClient();
    const notificationId = MOCK_IDS.notifications.delivered;

    const result = await prefetchNotification(queryClient, { client, notificationId });

    expect(result).toEqual({ ok: true });
    expect(keysOf(queryClient)).toEqual([notificationQueryOptions({ client, notificationId }).queryKey]);
    expect(recordRequests()).toHaveLength(1);
    expect(queryClient.getQueryData(inboxKeys.notification(notificationId))).toMatchObject({ _id: notificationId });
  });

  it('resolves with the failure and fills nothing when the record cannot be had', async () => {
    const { client } = createHarness();
    const queryClient = requestQueryClient();

    const missing = await prefetchNotification(queryClient, { client, notificationId: 'ffffffffffffffffffffffff' });
    const down = await prefetchNotification(queryClient, { client: clientOfServiceDown(), notificationId: MOCK_IDS.notifications.delivered });

    expect(missing.ok).toBe(false);
    expect(missing.error).toBeInstanceOf(ApiError);
    expect((missing.error as ApiError).status).toBe(404);
    expect(down.error).toBeInstanceOf(NetworkError);
    expect(keysOf(queryClient)).toEqual([]);
  });
});

function successState(data: unknown) {
  return {
    data,
    dataUpdateCount: 1,
    dataUpdatedAt: 1,
    error: null,
    errorUpdateCount: 0,
    errorUpdatedAt: 0,
    fetchFailureCount: 0,
    fetchFailureReason: null,
    fetchMeta: null,
    isInvalidated: false,
    status: 'success' as const,
    fetchStatus: 'idle' as const,
  };
}
