// The inbox drawn on the server and hydrated in the browser: the server's QueryClient filled by the
// prefetch, its dehydrated state through JSON into `<HydrationBoundary>`, the tree rendered with
// `renderToString` as a server does, then `hydrateRoot` over that HTML. The first rows are in the
// HTML; hydrating sends no request, reuses the server's nodes and warns about nothing; changes work
// from there. A failed prefetch gives the usual loading, failure and Retry in the browser.
import { dehydrate, HydrationBoundary, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { createClient, type InboxKitClient } from '../../../src/api/client';
import { NotificationActivity } from '../../../src/components/activity';
import { Inbox } from '../../../src/components/inbox/Inbox';
import { InboxBell } from '../../../src/components/inbox/InboxBell';
import { MOCK_API_KEY, MOCK_EPOCH, MOCK_IDS, XSS_SUBJECT, type MockService } from '../../../src/mock';
import { InboxKitProvider } from '../../../src/query/InboxKitProvider';
import type { OfflineChangesSetting } from '../../../src/query/offline';
import { prefetchInbox, prefetchNotification } from '../../../src/query/prefetch';
import { UndoTimerContext } from '../../../src/components/inbox/feedback/UndoButton';
import { manualConnection, memoryStorage } from '../../support/offlineDoubles';
import { BASE_URL, createHarness, type HarnessOptions, type WireRequest } from '../../support/harness';
import { mockFetch } from '../../support/mockFetch';
import { rowControl } from '../../support/cssLocator';

const { default: ada, kinds } = MOCK_IDS.subscribers;

/** The server's own client: the same service, its requests apart from the browser's. */
function serverClientOf(service: MockService): InboxKitClient {
  return createClient({ baseUrl: BASE_URL, apiKey: MOCK_API_KEY, fetch: mockFetch(service.handlers), retry: false });
}

const serviceDown = createClient({ baseUrl: BASE_URL, retry: false, fetch: () => Promise.reject(new TypeError('fetch failed')) });

/** The dehydrated state as it reaches the browser: through JSON. */
const overTheWire = (queryClient: QueryClient): DehydratedState => JSON.parse(JSON.stringify(dehydrate(queryClient))) as DehydratedState;

/** Calls `onHydrated` once the whole tree has committed in the browser (rendered last, draws nothing). */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

/** The app's tree, the same on both sides: the provider makes its QueryClient, as an app's does. */
function appTree(
  client: InboxKitClient,
  state: DehydratedState,
  ui: ReactNode,
  { queryClient, offline, onHydrated = () => {} }: { queryClient?: QueryClient; offline?: OfflineChangesSetting; onHydrated?: () => void } = {},
) {
  return (
    <InboxKitProvider client={client} queryClient={queryClient} offline={offline}>
      <HydrationBoundary state={state}>{ui}</HydrationBoundary>
      <Hydrated onHydrated={onHydrated} />
    </InboxKitProvider>
  );
}

let root: Root | null = null;
let container: HTMLElement | null = null;
afterEach(() => {
  vi.useRealTimers();
  root?.unmount();
  container?.remove();
  root = container = null;
});

interface Served {
  html: string;
  /** The server's dehydrated state, as the browser gets it. */
  state: DehydratedState;
  /** What the prefetch resolved to. */
  prefetched: unknown;
  browser: ReturnType<typeof createHarness>;
  /** Every hydration failure, React warning and console error of the browser's side. */
  problems: string[];
}

/**
 * The page: prefetched on the server with `serverClient` (default: the service's own), drawn to
 * HTML, put in the document; then hydrated with the browser's client, whose requests are recorded.
 */
async function serve(
  ui: ReactNode,
  prefetch: (queryClient: QueryClient, client: InboxKitClient) => Promise<unknown>,
  { serverClient, ...harness }: HarnessOptions & { serverClient?: InboxKitClient } = {},
): Promise<Served> {
  // The server renders when the mock's messages are minutes old.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(MOCK_EPOCH);
  const browser = createHarness(harness);
  const server = new QueryClient();
  const prefetched = await prefetch(server, serverClient ?? serverClientOf(browser.service));
  const state = overTheWire(server);
  const html = renderToString(appTree(serverClientOf(browser.service), state, ui));
  container = document.body.appendChild(document.createElement('div'));
  // The server's HTML as the browser parses it: what hydration starts from (React escaped its text).
  // eslint-disable-next-line no-restricted-syntax -- the page's own markup, made by renderToString
  container.innerHTML = html;
  return { html, state, prefetched, browser, problems: [] };
}

/** Hydrates the served HTML; resolves once the tree has committed. */
async function hydrate({ browser, problems, state }: Served, ui: ReactNode, offline?: OfflineChangesSetting): Promise<void> {
  // The browser's clock is not the server's (the page took a while, the clocks differ): three
  // hours later here, so "5 minutes ago" would read otherwise unless both sides use the server's.
  vi.setSystemTime(Date.parse(MOCK_EPOCH) + 3 * 60 * 60_000);
  for (const method of ['error', 'warn'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => problems.push(`console.${method}: ${args.map(String).join(' ')}`));
  }
  let hydrated!: () => void;
  const committed = new Promise<void>((resolve) => (hydrated = resolve));
  root = hydrateRoot(container!, appTree(browser.client, state, ui, { queryClient: browser.queryClient, offline, onHydrated: hydrated }), {
    onRecoverableError: (error) => problems.push(`recoverable: ${String(error)}`),
  });
  await committed;
}

/** One task later: every request a mount started has reached the recording fetch by then. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const isFeed = (request: WireRequest) => request.url.pathname.endsWith('/notifications/feed');
const isMarkAs = (request: WireRequest) => request.method === 'POST' && request.url.pathname.endsWith('/messages/mark-as');

function rows(): HTMLElement[] {
  return [...container!.querySelectorAll<HTMLElement>('[data-slot="inbox-row"]')];
}

test("the server's HTML holds the first rows; hydrating it asks for nothing, keeps the server's nodes, warns about nothing; a mark-as then works", async () => {
  const ui = (
    <>
      <InboxBell subscriberId={ada} />
      <Inbox subscriberId={ada} />
    </>
  );
  const served = await serve(ui, (queryClient, client) => prefetchInbox(queryClient, { client, subscriberId: ada }));
  const { html, browser, problems } = served;
  const firstPage = browser.service.store.getFeed(ada, { page: 0, limit: 20 }).data;
  const unread = browser.service.store.getFeed(ada, { read: false, limit: 100 }).data.length;

  // In the HTML itself: the rows of the first page, in flow, the counts on the tab and the bell.
  expect(rows().map((row) => row.dataset.messageId)).toEqual(firstPage.map((message) => message._id));
  expect(html).toContain(`data-message-id="${firstPage[0]!._id}"`);
  expect(container!.querySelector('[data-slot="inbox"]')?.getAttribute('data-state')).toBe('ready');
  expect(container!.querySelector('[data-slot="inbox-bell"]')?.getAttribute('aria-label')).toBe(`Notifications, ${unread} unread`);
  const serverNode = rows()[0]!;

  await hydrate(served, ui);
  // Hydrated, not drawn again: the server's node is the row now; then measured in the browser.
  expect(rows()[0]).toBe(serverNode);
  await expect.poll(() => container!.querySelector<HTMLElement>('[data-slot="inbox-list"]')?.style.blockSize).toMatch(/px$/);
  await nextTask();

  // Nothing asked on mount (a focus, the first click's, looks for new messages: a reader's action).
  expect(browser.requests).toEqual([]);
  expect(problems).toEqual([]);
  expect(rows()[0]).toBe(serverNode);

  const target = rows().find((row) => row.dataset.read === 'false')!;
  const id = target.dataset.messageId!;
  await userEvent.click(rowControl(id, 'inbox-row-checkbox'));
  await userEvent.click(page.getByRole('button', { name: /^Mark as/ }));
  await userEvent.click(page.getByRole('menuitem', { name: 'Mark as read', exact: true }));
  await expect.poll(() => container!.querySelector<HTMLElement>(`[data-message-id="${id}"]`)?.dataset.read).toBe('true');
  await expect.poll(() => browser.service.store.getMessages(ada).find((message) => message._id === id)?.read).toBe(true);
  await expect.element(page.getByRole('button', { name: `Notifications, ${unread - 1} unread` })).toBeVisible();
  expect(browser.requests.filter(isMarkAs)).toHaveLength(1);
  expect(problems).toEqual([]);
});

test("hydrating keeps the server's rows that stay in view or in the margin: none is dropped and drawn again a frame later", async () => {
  const ui = <Inbox subscriberId={ada} />;
  const served = await serve(ui, (queryClient, client) => prefetchInbox(queryClient, { client, subscriberId: ada }));
  const serverNodes = new Map(rows().map((row) => [row.dataset.messageId!, row]));
  expect(serverNodes.size).toBe(20);
  const removed = new Set<string>();
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.removedNodes) if (node instanceof HTMLElement && node.dataset.messageId) removed.add(node.dataset.messageId);
    }
  });
  observer.observe(container!, { childList: true, subtree: true });
  await hydrate(served, ui);
  // Settled: the scroller has reported (a row is drawn below its bottom, in the margin).
  await expect
    .poll(() => {
      const bottom = container!.querySelector('[data-slot="inbox-scroller"]')!.getBoundingClientRect().bottom;
      return rows().some((row) => row.getBoundingClientRect().top >= bottom);
    })
    .toBe(true);
  await nextTask();
  observer.disconnect();
  const kept = rows();
  // The list is shorter than the page: the rows beyond the margin leave, once; every other stays.
  expect(kept.length).toBeLessThan(20);
  for (const row of kept) expect(row, `row ${row.dataset.index}`).toBe(serverNodes.get(row.dataset.messageId!));
  expect([...removed].filter((id) => kept.some((row) => row.dataset.messageId === id))).toEqual([]);
  expect(served.problems).toEqual([]);
});

test('from the hydrated page on, live arrival, Undo of a bulk change and a change made offline work as without a prefetch', async () => {
  const listeners = new Set<() => void>();
  const subscribe = (onChange: () => void) => {
    listeners.add(onChange);
    return () => void listeners.delete(onChange);
  };
  // An Undo offer that stays until the test is done with it: no race with its 6 s on a busy machine.
  const ui = (
    <UndoTimerContext value={() => () => {}}>
      <Inbox subscriberId={ada} pollIntervalMs={false} subscribe={subscribe} />
    </UndoTimerContext>
  );
  const served = await serve(ui, (queryClient, client) => prefetchInbox(queryClient, { client, subscriberId: ada }));
  const { browser, problems } = served;
  const connection = manualConnection(true);
  await hydrate(served, ui, { storage: memoryStorage(), connection });
  await nextTask();
  expect(browser.requests).toEqual([]);
  const readOf = (id: string) => container!.querySelector<HTMLElement>(`[data-message-id="${id}"]`)?.dataset.read;
  const stored = (id: string) => browser.service.store.getMessages(ada).find((message) => message._id === id)?.read;

  // Live arrival: the app's push asks for the first page, and the new message leads the list.
  const [arrived] = browser.service.deliver(ada, 1);
  for (const listener of listeners) listener();
  await expect.poll(() => rows()[0]?.dataset.messageId).toBe(arrived!._id);
  expect(browser.requests.filter(isFeed).map((request) => request.url.searchParams.get('page'))).toEqual(['0']);

  // Undo of a bulk change: both rows back to unread, on the service too.
  const [first, second] = rows()
    .filter((row) => row.dataset.read === 'false')
    .map((row) => row.dataset.messageId!);
  for (const id of [first!, second!]) {
    await userEvent.click(rowControl(id, 'inbox-row-checkbox'));
  }
  await userEvent.click(page.getByRole('button', { name: /^Mark as/ }));
  await userEvent.click(page.getByRole('menuitem', { name: 'Mark as read', exact: true }));
  await expect.poll(() => [stored(first!), stored(second!)]).toEqual([true, true]);
  await userEvent.click(page.getByRole('status').getByRole('button', { name: 'Undo' }));
  await expect.element(page.getByRole('status')).toHaveTextContent('Undone: 2 notifications restored');
  expect([stored(first!), stored(second!)]).toEqual([false, false]);
  expect([readOf(first!), readOf(second!)]).toEqual(['false', 'false']);

  // Offline: the change shows at once and waits; back online, it is sent once.
  connection.set(false);
  const sentBefore = browser.requests.filter(isMarkAs).length;
  await userEvent.click(rowControl(first!, 'inbox-row-menu-trigger'));
  await userEvent.click(page.getByRole('menuitem', { name: 'Mark as read', exact: true }));
  await expect.poll(() => container!.querySelector('[data-slot="inbox-offline"]')?.textContent).toBe("1 change will be sent when you're back online");
  expect(readOf(first!)).toBe('true');
  expect(browser.requests.filter(isMarkAs)).toHaveLength(sentBefore);
  connection.set(true);
  await expect.poll(() => stored(first!)).toBe(true);
  expect(browser.requests.filter(isMarkAs)).toHaveLength(sentBefore + 1);
  expect(problems).toEqual([]);
});

test("the service's strings are text in the server's HTML, and in the dehydrated state as the page carries it", async () => {
  const ui = <Inbox subscriberId={kinds} />;
  const BREAKOUT = '</script><script>alert(2)</script>';
  const served = await serve(ui, (queryClient, client) => prefetchInbox(queryClient, { client, subscriberId: kinds }), {
    setup: (service) => void service.deliver(kinds, [{ subject: BREAKOUT }]),
  });

  expect(served.html).toContain('Hello &lt;img src=x onerror=alert(1)&gt;');
  expect(served.html).toContain('&lt;script&gt;alert(&quot;xss&quot;)&lt;/script&gt;');
  expect(served.html).not.toMatch(/<img[^>]*onerror/i);
  expect(served.html).not.toMatch(/<script/i);
  expect(container!.querySelector('img[src="x"], script')).toBeNull();
  expect([...container!.querySelectorAll('[data-slot="inbox-title"]')].map((title) => title.textContent)).toEqual(expect.arrayContaining([XSS_SUBJECT, BREAKOUT]));

  // The dehydrated state in a page of its own making, serialised as docs/server-rendering.md says
  // (every `<` escaped): one script, the page's, holding the state whole. Written as plain JSON, the
  // subject's `</script>` would end that script and start one of the service's.
  const pageWith = (serialised: string) =>
    new DOMParser().parseFromString(`<!doctype html><div id="root">${served.html}</div><script>self.__STATE__ = ${serialised}</script>`, 'text/html');
  const safe = pageWith(JSON.stringify(served.state).replace(/</g, '\\u003c'));
  expect(safe.querySelectorAll('script')).toHaveLength(1);
  expect(safe.querySelector('img[src="x"], [onerror]')).toBeNull();
  expect(JSON.parse(safe.querySelector('script')!.textContent!.replace('self.__STATE__ = ', ''))).toEqual(served.state);
  expect(pageWith(JSON.stringify(served.state)).querySelectorAll('script').length).toBeGreaterThan(1);

  await hydrate(served, ui);
  expect(container!.querySelector('img[src="x"], script')).toBeNull();
  expect(served.problems).toEqual([]);
});

test('a prefetch that failed: the HTML shows the loading state; the browser asks, shows the failure with Retry, and Retry brings the rows', async () => {
  const ui = <Inbox subscriberId={ada} />;
  let down = true;
  const served = await serve(
    ui,
    (queryClient, client) => prefetchInbox(queryClient, { client, subscriberId: ada }),
    {
      serverClient: serviceDown,
      // The browser finds the service down too, until it is back.
      intercept: () => (down ? Response.json({ message: 'Service Unavailable' }, { status: 400 }) : undefined),
    },
  );
  expect(served.prefetched).toMatchObject({ ok: false });
  expect(served.state.queries).toEqual([]);
  expect(container!.querySelector('[data-slot="inbox"]')?.getAttribute('data-state')).toBe('loading');

  await hydrate(served, ui);
  await expect.element(page.getByRole('alert')).toHaveTextContent('Notifications could not be loaded.');
  expect(served.browser.requests.some(isFeed)).toBe(true);

  down = false;
  await userEvent.click(page.getByRole('button', { name: 'Retry' }));
  await expect.poll(() => rows().length).toBeGreaterThan(0);
  expect(served.problems).toEqual([]);
});

test("<NotificationActivity>: the record in the server's HTML, hydrated without asking for it again", async () => {
  const notificationId = MOCK_IDS.notifications.delivered;
  const ui = <NotificationActivity notificationId={notificationId} />;
  const served = await serve(ui, (queryClient, client) => prefetchNotification(queryClient, { client, notificationId }));
  expect(served.html).toContain(`data-notification-id="${notificationId}"`);

  await hydrate(served, ui);
  await nextTask();

  expect(served.browser.requests).toEqual([]);
  expect(served.problems).toEqual([]);
});
