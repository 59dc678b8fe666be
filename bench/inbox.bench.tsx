// Figures for <Inbox> over 2,000 cached messages, in real Chromium: first render, the DOM it
// keeps, "Select all", a bulk "Mark as read" of 2,000, and a jump to the end of the list.
//
// Each timed run starts at a user's action (or a mount) and stops once the DOM shows its result
// and the browser has laid it out (a forced layout, so style and layout are in the figure; paint
// is not). Rendering is React's own root, not `act()`, so nothing the test harness does is timed.
// The mock answers in-process; the network is kept out of every figure (data prefetched, a long
// latency on mark-as so its answers never land inside a run).
import { afterEach, expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { Inbox } from '../src/components/inbox/Inbox';
import { MOCK_EPOCH, MOCK_IDS, type MockService } from '../src/mock';
import { messagesInfiniteQueryOptions } from '../src/query/feed/messagesInfiniteQueryOptions';
import { benchCache, mount, mountedElements, unmount, type BenchCache } from './harness';
import { count, measure, until } from './measure';

const NOW = new Date(MOCK_EPOCH);
const SUBSCRIBER = MOCK_IDS.subscribers.many;
const TOTAL = 2000;
const PAGE_SIZE = 100;

// DOM ceilings. A 32rem list shows about 6 rows of ~88 px, plus 6 rows of overscan either side and
// the focused row: about 19. Twice that means the virtualization leaks. At about 20 elements a
// row, plus the tabs, toolbar and footer, the whole inbox stays under 1,000 elements.
const ROWS_CEILING = 40;
const ELEMENTS_CEILING = 1000;

// --- harness ---

/** A fresh service and QueryClient holding all 2,000 messages of the subscriber (and the counts). */
async function cachedInbox(): Promise<BenchCache> {
  const cache = benchCache();
  const data = await cache.queryClient.fetchInfiniteQuery({
    ...messagesInfiniteQueryOptions({ client: cache.client, subscriberId: SUBSCRIBER, pageSize: PAGE_SIZE }),
    pages: TOTAL / PAGE_SIZE,
  });
  const loaded = data.pages.flatMap((page) => page.data).length;
  if (loaded !== TOTAL || data.pages.at(-1)?.hasMore) throw new Error(`Prefetched ${loaded} messages, not all ${TOTAL}`);
  return cache;
}

/** Mounts the inbox at the default list height (32rem), as a page would show it. */
function mountInbox(cache: BenchCache): void {
  mount(
    cache,
    <div className="ik-root">
      <Inbox subscriberId={SUBSCRIBER} now={NOW} pageSize={PAGE_SIZE} />
    </div>,
  );
}

afterEach(unmount);

function rows(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('[data-slot="inbox-row"]')];
}

function scroller(): HTMLElement {
  const element = document.querySelector<HTMLElement>('[data-slot="inbox-scroller"]');
  if (!element) throw new Error('No scroller');
  return element;
}

function selectAllBox(): HTMLInputElement {
  const box = document.querySelector<HTMLInputElement>('[data-slot="inbox-select-all"] input[type="checkbox"]');
  if (!box) throw new Error('No "Select all" checkbox');
  return box;
}

const rowsShown = () => rows().length > 0 && rows()[0]!.getAttribute('aria-setsize') === String(TOTAL);

async function mountedInbox(cache: BenchCache): Promise<void> {
  mountInbox(cache);
  await until(rowsShown, 'the rows');
}

// --- figures ---

test('first render of 2,000 cached messages', async () => {
  const cache = await cachedInbox();
  await measure(
    'inbox: mount with 2,000 cached, until rows are in the DOM',
    { budgetMs: 100, runs: 15, warmup: 3, setup: unmount },
    async () => {
      mountInbox(cache);
      await until(rowsShown, 'the rows');
    },
  );
  expect(rows()[0]?.getAttribute('aria-posinset')).toBe('1');
  const rendered = rows().length;
  expect(rendered).toBeGreaterThan(3);
  count('inbox: rows in the DOM with 2,000 loaded', rendered, ROWS_CEILING);
  count('inbox: DOM elements with 2,000 loaded', mountedElements(), ELEMENTS_CEILING);
});

test('select all 2,000', async () => {
  await measure(
    'inbox: "Select all" of 2,000, until rendered rows are checked',
    {
      budgetMs: 100,
      runs: 10,
      warmup: 2,
      setup: async () => {
        const cache = await cachedInbox();
        await mountedInbox(cache);
      },
    },
    async () => {
      selectAllBox().click();
      await until(
        () => document.querySelector('[data-slot="inbox-selection-count"]')?.textContent === '2,000 selected' &&
          rows().every((row) => row.dataset.state === 'selected'),
        'every row selected',
      );
    },
  );
  expect(rows().every((row) => row.querySelector<HTMLInputElement>('[data-slot="inbox-row-checkbox"]')?.checked)).toBe(true);
});

test('mark 2,000 selected messages read', async () => {
  const last: { service?: MockService } = {};
  await measure(
    'inbox: "Mark as read" on 2,000, until rendered rows are read',
    {
      budgetMs: 100,
      runs: 10,
      warmup: 2,
      setup: async () => {
        const cache = await cachedInbox();
        last.service = cache.service;
        await mountedInbox(cache);
        // The answers must not land inside the run: the figure is the optimistic change alone.
        cache.service.configure({ latencyMs: 60_000 });
        expect(rows().some((row) => row.dataset.read === 'false')).toBe(true);
        selectAllBox().click();
        await until(() => rows().every((row) => row.dataset.state === 'selected'), 'every row selected');
        const trigger = document.querySelector<HTMLElement>('[data-slot="inbox-mark-as-trigger"]')!;
        // Radix opens its menu on pointerdown, so a real click.
        await userEvent.click(trigger);
        await until(() => markReadItem() !== null, 'the menu');
        return markReadItem()!;
      },
    },
    async (item) => {
      item.click();
      await until(() => rows().every((row) => row.dataset.read === 'true'), 'every rendered row read');
    },
  );
  const service = last.service!;
  // Optimistic: the rows changed while the first request (of 20, sent one after another) is
  // still waiting out its latency, and the service has marked nothing yet.
  await expect.poll(() => service.pendingRequests).toBe(1);
  expect(service.store.getFeed(SUBSCRIBER, { page: 0, limit: PAGE_SIZE, read: false }).data.length).toBeGreaterThan(0);
  expect(rows().every((row) => row.dataset.read === 'true')).toBe(true);
});

function markReadItem(): HTMLElement | null {
  return document.querySelector<HTMLElement>('[role="menuitem"][data-mark-as="read"]');
}

test('jump to the end of 2,000 messages', async () => {
  const cache = await cachedInbox();
  await mountedInbox(cache);
  const lastShown = () => rows().some((row) => row.getAttribute('aria-posinset') === String(TOTAL));
  const firstShown = () => rows().some((row) => row.getAttribute('aria-posinset') === '1');
  await measure(
    'inbox: scrollTop to the end, until the last row is in the DOM',
    {
      budgetMs: 33,
      runs: 15,
      warmup: 3,
      setup: async () => {
        scroller().scrollTop = 0;
        await until(() => firstShown() && !lastShown(), 'the top of the list');
      },
    },
    async () => {
      const element = scroller();
      element.scrollTop = element.scrollHeight;
      await until(lastShown, 'the last row');
    },
  );
  expect(document.body.textContent).toContain('No more notifications');
  count('inbox: rows in the DOM at the end of the list', rows().length, ROWS_CEILING);
});

// Mark all on cached messages is timed on 10,000 in cost.bench.tsx, with its request count.
