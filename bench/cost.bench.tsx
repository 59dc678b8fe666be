// What a reader's actions cost the service, in requests (SERVER-NOTES.md §4b: the feed, mark-as
// and mark-all share one rate-limited category), and the main-thread time of the changes that
// touch 10,000 cached messages. Figures, not assertions. Requests are counted from the wire record
// of the mock (method, path and query); a QueryClient with React Query's defaults, as an app has.
import { afterEach, expect, test } from 'vitest';
import { useEffect } from 'react';
import { Inbox } from '../src/components/inbox/Inbox';
import { MOCK_EPOCH, MOCK_IDS } from '../src/mock';
import { insertArrivals } from '../src/query/live/liveArrival';
import { messagesInfiniteQueryOptions } from '../src/query/feed/messagesInfiniteQueryOptions';
import { useMarkAllMessagesAs } from '../src/query/changes/useMarkAllMessagesAs';
import { useMarkMessagesAs } from '../src/query/changes/useMarkMessagesAs';
import { useMessageCounts } from '../src/query/feed/useMessageCounts';
import { useMessages, type UseMessagesResult } from '../src/query/feed/useMessages';
import { createHarness, type Harness, type WireRequest } from '../test/support/harness';
import { mount, unmount } from './harness';
import { count, measure, until } from './measure';

const NOW = new Date(MOCK_EPOCH);
const SUBSCRIBER = MOCK_IDS.subscribers.many;
const PAGE_SIZE = 20;

afterEach(unmount);

/** A harness whose subscriber has at least `total` messages. */
function serviceWith(total: number): Harness {
  const harness = createHarness();
  const stored = harness.service.store.getMessages(SUBSCRIBER).length;
  if (total > stored) harness.service.deliver(SUBSCRIBER, total - stored);
  return harness;
}

const line = ({ method, url }: WireRequest) => `${method} ${url.pathname}${url.search}`;
const repeatedRequests = (requests: readonly WireRequest[]) => requests.length - new Set(requests.map(line)).size;

const view: { list?: UseMessagesResult; markIds?: (ids: string[]) => void; markAll?: () => void } = {};

/** The list, the counts and both changes, as <Inbox> uses them, without rows to render. */
function Reader() {
  const list = useMessages({ subscriberId: SUBSCRIBER, pageSize: PAGE_SIZE });
  useMessageCounts({ subscriberId: SUBSCRIBER });
  const { mutate } = useMarkMessagesAs({ subscriberId: SUBSCRIBER });
  const markAll = useMarkAllMessagesAs({ subscriberId: SUBSCRIBER });
  useEffect(() => {
    view.list = list;
    view.markIds = (messageIds) => mutate({ messageIds, markAs: 'read' });
    view.markAll = () => markAll.mutate({ markAs: 'read' });
  });
  return null;
}

/** Pages through `total` messages as the list's load-ahead does: asked for twice per page. */
async function pageThrough(harness: Harness, total: number): Promise<void> {
  // The previous test's list is not this one's.
  Object.assign(view, { list: undefined });
  mount(harness, <Reader />);
  await until(() => view.list?.isSuccess === true, 'the first page', 30_000);
  while ((view.list?.messages.length ?? 0) < total) {
    const before = view.list!.messages.length;
    void view.list!.fetchNextPage();
    void view.list!.fetchNextPage();
    await until(() => (view.list?.messages.length ?? 0) > before && !view.list!.isFetchingNextPage, 'the next page', 30_000);
  }
}

const settled = (harness: Harness) => () => harness.queryClient.isFetching() + harness.queryClient.isMutating() === 0;

for (const total of [1000, 10_000]) {
  test(`requests of paging through ${total.toLocaleString('en')} messages`, { timeout: 300_000 }, async () => {
    const harness = serviceWith(total);
    await pageThrough(harness, total);
    const pages = harness.requests.filter((request) => request.url.searchParams.get('limit') === String(PAGE_SIZE));
    count(`cost: paging ${total.toLocaleString('en')}, list-page requests`, pages.length, total / PAGE_SIZE);
    count(`cost: paging ${total.toLocaleString('en')}, repeated requests`, repeatedRequests(harness.requests), 0);
    expect(view.list!.messages.length).toBeGreaterThanOrEqual(total);
  });
}

test('requests of marking 1,000 selected, and of mark all', { timeout: 300_000 }, async () => {
  const harness = serviceWith(2000);
  await pageThrough(harness, 1000);
  await until(settled(harness), 'nothing fetching', 30_000);
  const ids = view.list!.messages.slice(0, 1000).map((message) => message._id);
  let from = harness.requests.length;
  view.markIds!(ids);
  await until(settled(harness), 'the change settled', 30_000);
  const marking = harness.requests.slice(from);
  const markAs = marking.filter((request) => request.url.pathname.endsWith('/mark-as')).length;
  count('cost: mark 1,000 selected, mark-as requests (100 ids each)', markAs, 10);
  count('cost: mark 1,000 selected, requests after them (counts, pages)', marking.length - markAs, 3);
  from = harness.requests.length;
  view.markAll!();
  await until(settled(harness), 'mark all settled', 30_000);
  count('cost: mark all, requests in all', harness.requests.length - from, 2);
});

/** A harness and cache holding 10,000 messages of the subscriber (100 pages of 100). */
async function cached10000(): Promise<Harness> {
  const harness = serviceWith(10_000);
  await harness.queryClient.fetchInfiniteQuery({
    ...messagesInfiniteQueryOptions({ client: harness.client, subscriberId: SUBSCRIBER, pageSize: 100 }),
    pages: 100,
  });
  return harness;
}

const rows = () => [...document.querySelectorAll<HTMLElement>('[data-slot="inbox-row"]')];

/** An <Inbox> (bare, as apps render it) over 10,000 cached messages, its rows on screen. */
async function mountedOn10000() {
  const harness = await cached10000();
  mount(harness, <Inbox subscriberId={SUBSCRIBER} now={NOW} pageSize={100} pollIntervalMs={false} />);
  await until(() => rows()[0]?.getAttribute('aria-setsize') === '10000', 'the rows', 30_000);
  return harness;
}

test('mark all on 10,000 cached messages, until the rows show it', { timeout: 300_000 }, async () => {
  await measure(
    'cost: "Mark all as read" on 10,000 cached, until rows are read',
    {
      budgetMs: 16,
      runs: 10,
      warmup: 2,
      setup: async () => {
        const harness = await mountedOn10000();
        // The answer must not land inside the run: the figure is the pending rule alone.
        harness.service.configure({ latencyMs: 60_000 });
        const button = document.querySelector<HTMLButtonElement>('[data-slot="inbox-mark-all"]')!;
        await until(() => !button.disabled, 'the Mark all button enabled');
        return button;
      },
    },
    async (button) => {
      button.click();
      await until(() => rows().every((row) => row.dataset.read === 'true'), 'every rendered row read');
    },
  );
});

test('a live arrival of 10 messages into 10,000 cached, until the rows show them', { timeout: 300_000 }, async () => {
  await measure(
    'cost: 10 new messages into 10,000 cached, until rows show them',
    {
      budgetMs: 16,
      runs: 10,
      warmup: 2,
      setup: async () => {
        const harness = await mountedOn10000();
        harness.service.deliver(SUBSCRIBER, 10);
        const page = await harness.client.listMessages({ subscriberId: SUBSCRIBER, page: 0, limit: 10 });
        return { harness, arrivals: page.data };
      },
    },
    async ({ harness, arrivals }) => {
      insertArrivals(harness.queryClient, SUBSCRIBER, arrivals);
      await until(() => rows()[0]?.getAttribute('aria-setsize') === '10010', 'the new rows');
    },
  );
});
