// What a reader's actions cost the service (SERVER-NOTES.md §4b: the feed and mark-as share one
// rate-limited category), counted by method, path and query from the wire record of the mock.
import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Inbox } from '../../../src/components/inbox/Inbox';
import { MOCK_EPOCH, MOCK_IDS } from '../../../src/mock';
import { messagesInfiniteQueryOptions } from '../../../src/query/feed/messagesInfiniteQueryOptions';
import { rows, renderWithKit, type Rendered, type WireRequest } from '../../support/renderWithKit';

const NOW = new Date(MOCK_EPOCH);
const { many } = MOCK_IDS.subscribers;

/** `GET /v1/…/notifications/feed?page=0&limit=20` and the like: what tells two requests apart. */
function requestLine({ method, url }: WireRequest): string {
  return `${method} ${url.pathname}${url.search}`;
}

/** Requests sent more than once, with how many times each was sent. */
function repeated(requests: readonly WireRequest[]): Record<string, number> {
  const times = new Map<string, number>();
  for (const request of requests) times.set(requestLine(request), (times.get(requestLine(request)) ?? 0) + 1);
  return Object.fromEntries([...times].filter(([, n]) => n > 1));
}

const isListPage = (request: WireRequest) =>
  request.method === 'GET' && request.url.pathname.endsWith('/notifications/feed') && request.url.searchParams.get('limit') === '20';

const shownSize = () => Number(rows()[0]?.getAttribute('aria-setsize') ?? 0);

function scroller(): HTMLElement {
  return document.querySelector<HTMLElement>('[data-slot="inbox-scroller"]')!;
}

/** Scrolls to the end of the loaded rows until `total` rows are loaded (the list loads ahead by itself). */
async function pageThrough(total: number): Promise<void> {
  while (shownSize() < total) {
    const before = shownSize();
    scroller().scrollTop = scroller().scrollHeight;
    await expect
      .poll(() => shownSize() > before && document.querySelector('[data-slot="inbox-loading-more"]') === null, { timeout: 10_000, interval: 5 })
      .toBe(true);
  }
}

// Fifteen pages show a repeat as well as fifty would (the bug this guards against asked again for
// an earlier page on every new one: 49 repeats over 50 pages); each page scrolled to costs a
// browser render, so the 1,000 and 10,000 figures are counted by `npm run bench` instead.
test('paging through 300 messages (15 pages) asks for each page once', { timeout: 120_000 }, async () => {
  const kit = await renderWithKit(<Inbox subscriberId={many} now={NOW} pageSize={20} pollIntervalMs={false} />, {
    listMaxBlockSize: '30rem',
  });
  await expect.poll(shownSize).toBe(20);
  await pageThrough(300);
  expect(shownSize()).toBe(300);
  const pages = kit.requests.filter(isListPage);
  expect(pages.map((request) => Number(request.url.searchParams.get('page')))).toEqual(Array.from({ length: 15 }, (_, n) => n));
  expect(repeated(kit.requests)).toEqual({});
  // Back to the top and down again: everything is loaded, nothing is asked again.
  scroller().scrollTop = 0;
  await expect.poll(() => rows()[0]?.getAttribute('aria-posinset')).toBe('1');
  scroller().scrollTop = scroller().scrollHeight;
  await expect.poll(() => rows().some((row) => row.getAttribute('aria-posinset') === '300')).toBe(true);
  expect(repeated(kit.requests)).toEqual({});
});

/** What a change sent, by kind: every request after `from`, once nothing is fetching or pending. */
async function costSince(kit: Rendered, from: number) {
  await expect.poll(() => kit.queryClient.isMutating() + kit.queryClient.isFetching()).toBe(0);
  const sent = kit.requests.slice(from);
  const isPost = (ending: string) => (request: WireRequest) => request.method === 'POST' && request.url.pathname.endsWith(ending);
  const isCount = (request: WireRequest) => request.method === 'GET' && request.url.searchParams.get('limit') === '100';
  const markAs = sent.filter(isPost('/messages/mark-as'));
  const markAll = sent.filter(isPost('/messages/mark-all'));
  const counts = sent.filter(isCount);
  const listPages = sent.filter(isListPage);
  const other = sent.filter((request) => ![markAs, markAll, counts, listPages].some((kind) => kind.includes(request)));
  return { markAs, markAll, counts, listPages, other, total: sent.length };
}

/** The inbox over `many` with its first 1,000 messages loaded (50 pages of 20), as after a long read. */
async function inboxWith1000Loaded(): Promise<Rendered> {
  const kit = await renderWithKit(<Inbox subscriberId={many} now={NOW} pageSize={20} pollIntervalMs={false} />, {
    listMaxBlockSize: '30rem',
    beforeRender: async ({ client, queryClient }) => {
      await queryClient.prefetchInfiniteQuery({ ...messagesInfiniteQueryOptions({ client, subscriberId: many, pageSize: 20 }), pages: 50 });
    },
  });
  await expect.poll(shownSize).toBe(1000);
  await expect.poll(() => kit.queryClient.isFetching()).toBe(0);
  return kit;
}

test('marking 1,000 selected messages read: the mark-as chunks, the counts, no list page', { timeout: 60_000 }, async () => {
  const kit = await inboxWith1000Loaded();
  await userEvent.click(page.getByRole('checkbox', { name: 'Select all' }));
  await expect.poll(() => document.querySelector('[data-slot="inbox-selection-count"]')?.textContent).toBe('1,000 selected');
  const from = kit.requests.length;
  await userEvent.click(page.getByRole('button', { name: /^Mark as/ }));
  await userEvent.click(page.getByRole('menuitem', { name: 'Mark as read', exact: true }));
  const cost = await costSince(kit, from);
  // 1,000 ids in requests of at most 100 (the service's body limit), each id once.
  expect(cost.markAs).toHaveLength(10);
  const marked = new Set(cost.markAs.flatMap((request) => (request.body as { messageId: string[] }).messageId));
  expect(marked.size).toBe(1000);
  expect(cost.counts).toHaveLength(2);
  expect(cost.listPages).toEqual([]);
  expect(cost.other).toEqual([]);
  expect(kit.service.store.getMessages(many).filter((message) => marked.has(message._id)).every((message) => message.read)).toBe(true);
  expect(rows().every((row) => row.dataset.read === 'true')).toBe(true);
});

test('mark all with 1,000 loaded and the unread list cached: one request; the unread list asks for one page when shown', { timeout: 60_000 }, async () => {
  const kit = await inboxWith1000Loaded();
  await userEvent.click(page.getByRole('tab', { name: /Unread/ }));
  await expect.poll(() => rows().length).toBeGreaterThan(0);
  await userEvent.click(page.getByRole('tab', { name: /All/ }));
  await expect.poll(shownSize).toBe(1000);
  const from = kit.requests.length;
  await userEvent.click(page.getByRole('button', { name: 'Mark all as read' }));
  const cost = await costSince(kit, from);
  expect(cost.markAll).toHaveLength(1);
  expect(cost.total).toBe(1);
  expect(kit.service.store.getMessages(many).every((message) => message.read)).toBe(true);
  expect(rows().every((row) => row.dataset.read === 'true')).toBe(true);

  const shown = kit.requests.length;
  await userEvent.click(page.getByRole('tab', { name: /Unread/ }));
  await expect.element(page.getByText('No unread notifications')).toBeInTheDocument();
  const unread = await costSince(kit, shown);
  expect(unread.listPages.map(requestLine)).toEqual([expect.stringMatching(/page=0&limit=20&read=false$/)]);
  expect(unread.total).toBe(1);
});

test('mark all while the unread list is shown: one request and its first page', { timeout: 60_000 }, async () => {
  const kit = await renderWithKit(<Inbox subscriberId={many} now={NOW} pageSize={20} pollIntervalMs={false} defaultFilter="unread" />, {
    listMaxBlockSize: '30rem',
  });
  await expect.poll(() => rows().length).toBeGreaterThan(0);
  await pageThrough(100);
  await expect.poll(() => kit.queryClient.isFetching()).toBe(0);
  const from = kit.requests.length;
  await userEvent.click(page.getByRole('button', { name: 'Mark all as read' }));
  const cost = await costSince(kit, from);
  expect(cost.markAll).toHaveLength(1);
  expect(cost.listPages.map(requestLine)).toEqual([expect.stringMatching(/page=0&limit=20&read=false$/)]);
  expect(cost.total).toBe(2);
  await expect.element(page.getByText('No unread notifications')).toBeInTheDocument();
});
