// <Inbox> offline (issue 10 §4): a change made while offline, or that could not reach the service,
// stays applied as pending, survives a reload (a new provider and QueryClient over the same
// storage), and is sent when the connection returns, in call order, each with its original
// idempotency key; a change the service then refuses rolls back alone with the usual alert; the
// inbox says how many changes wait. Mark all waits the same way: a pending rule, restored after a
// reload, sent as one mark-all request with its original key.
import { QueryClient } from '@tanstack/react-query';
import type { CSSProperties } from 'react';
import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Inbox, type InboxProps } from '../../../src/components/inbox/Inbox';
import { MOCK_EPOCH, MOCK_IDS } from '../../../src/mock';
import { InboxKitProvider } from '../../../src/query/InboxKitProvider';
import type { OfflineChangesOptions } from '../../../src/query/offline/offlineOutbox';
import { offlineRecordKey, parseOfflineRecord } from '../../../src/query/offline/offlineRecord';
import { createHarness, type Harness, type WireRequest } from '../../support/harness';
import { rows } from '../../support/renderWithKit';
import { manualConnection, memoryStorage } from '../../support/offlineDoubles';
import { rowControl } from '../../support/cssLocator';

const NOW = new Date(MOCK_EPOCH);
const { default: ada } = MOCK_IDS.subscribers;
const RECORD = offlineRecordKey(ada);

/** Timers the test fires by hand: no race with real time on a busy machine. */
function manualTimers() {
  const waiting: Array<{ run: () => void; ms: number }> = [];
  return {
    setTimer: (run: () => void, ms: number) => {
      const timer = { run, ms };
      waiting.push(timer);
      return () => void waiting.splice(waiting.indexOf(timer) >>> 0, waiting.includes(timer) ? 1 : 0);
    },
    waiting: () => waiting.map((timer) => timer.ms),
    fireAll: () => {
      for (const timer of waiting.splice(0)) timer.run();
    },
  };
}

const isMarkAs = (request: WireRequest) => request.method === 'POST' && request.url.pathname.endsWith('/messages/mark-as');

/** A service whose mark-as cannot be reached (the connection resets) until `reach()`. */
function unreachableMarkAs() {
  const state = { reachable: false };
  const harness = createHarness({
    intercept: (request) => {
      if (!state.reachable && request.url.endsWith('/messages/mark-as')) throw new TypeError('Failed to fetch');
      return undefined;
    },
  });
  return { harness, reach: () => void (state.reachable = true) };
}

/**
 * One page load: a provider with its own QueryClient (a reload makes a new one) over `harness`'s
 * service; the inbox's live arrival as `arrival` says (by default its 30 s poll, never due in a test).
 */
async function openPage(harness: Harness, offline: OfflineChangesOptions, arrival: Pick<InboxProps, 'pollIntervalMs' | 'subscribe'> = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const screen = await render(
    <div style={{ '--ik-inbox-max-block-size': '60rem' } as CSSProperties}>
      <InboxKitProvider client={harness.client} queryClient={queryClient} offline={offline}>
        <Inbox subscriberId={ada} now={NOW} {...arrival} />
      </InboxKitProvider>
    </div>,
  );
  await expect.element(screen.getByRole('checkbox', { name: 'Select all' })).toBeEnabled();
  // Every first load has landed: an answer of the service now comes only when the test asks.
  await expect.poll(() => queryClient.isFetching()).toBe(0);
  return { screen, queryClient };
}

function rowById(id: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[data-message-id="${id}"]`);
}

/** Marks one row through its own menu, as a reader does. */
async function markRow(id: string, name: string) {
  await userEvent.click(rowControl(id, 'inbox-row-menu-trigger'));
  await userEvent.click(page.getByRole('menuitem', { name, exact: true }));
  await expect.element(page.getByRole('menu')).not.toBeInTheDocument();
}

function waitingLine(): HTMLElement {
  return document.querySelector<HTMLElement>('[data-slot="inbox-offline"]')!;
}

function storedKeys(storage: ReturnType<typeof memoryStorage>): string[] {
  return parseOfflineRecord(storage.data.get(RECORD) ?? null).changes.map((change) => change.key);
}

function readStates(ids: readonly string[]): string[] {
  return ids.map((id) => rowById(id)?.dataset.read ?? 'missing');
}

/** Two unread rows and a read one, by their state on the first page. */
function pickRows(): { unread1: string; unread2: string; read1: string } {
  const shown = rows();
  const unread = shown.filter((row) => row.dataset.read === 'false').map((row) => row.dataset.messageId!);
  const read = shown.filter((row) => row.dataset.read === 'true').map((row) => row.dataset.messageId!);
  expect(unread.length).toBeGreaterThanOrEqual(2);
  expect(read.length).toBeGreaterThanOrEqual(1);
  return { unread1: unread[0]!, unread2: unread[1]!, read1: read[0]! };
}

test('offline → reload → online sends each queued change once with its original key and ends in the mock\'s state', async () => {
  const harness = createHarness();
  const storage = memoryStorage();
  // The first page load loses its connection and is then closed: its connection never returns.
  const firstConnection = manualConnection(true);
  const first = await openPage(harness, { storage, connection: firstConnection });
  const { unread1, unread2, read1 } = pickRows();
  firstConnection.set(false);

  // A mix of read and unread changes, one of them undoing an earlier one on the same message.
  await markRow(unread1, 'Mark as read');
  await markRow(read1, 'Mark as unread');
  await markRow(unread2, 'Mark as read');
  await markRow(unread1, 'Mark as unread');
  const ids = [unread1, read1, unread2];
  expect(readStates(ids)).toEqual(['false', 'false', 'true']);
  expect(harness.requests.filter(isMarkAs)).toHaveLength(0);
  await expect.element(page.elementLocator(waitingLine())).toHaveTextContent("4 changes will be sent when you're back online");
  const keys = storedKeys(storage);
  expect(keys).toHaveLength(4);
  expect(new Set(keys).size).toBe(4);

  // Reload: the provider goes away; a new one with a new QueryClient reads the same storage.
  await first.screen.unmount();
  const connection = manualConnection(false);
  await openPage(harness, { storage, connection });
  // The waiting changes show at once on the freshly loaded rows, and are counted.
  expect(readStates(ids)).toEqual(['false', 'false', 'true']);
  await expect.element(page.elementLocator(waitingLine())).toHaveTextContent("4 changes will be sent when you're back online");
  expect(harness.requests.filter(isMarkAs)).toHaveLength(0);

  connection.set(true);
  await expect.poll(() => waitingLine().textContent).toBe('');
  const sent = harness.requests.filter(isMarkAs);
  // Once each, in call order, each with the key it was given when the reader made it.
  expect(sent.map((request) => request.body)).toEqual([
    { messageId: [unread1], markAs: 'read' },
    { messageId: [read1], markAs: 'unread' },
    { messageId: [unread2], markAs: 'read' },
    { messageId: [unread1], markAs: 'unread' },
  ]);
  expect(sent.map((request) => request.headers.get('idempotency-key'))).toEqual(keys);
  expect(storage.data.has(RECORD)).toBe(false);
  // The service ends in the state the reader left, and the rows agree with it.
  expect(ids.map((id) => String(harness.service.store.getMessage(ada, id)?.read))).toEqual(['false', 'false', 'true']);
  await expect.poll(() => readStates(ids)).toEqual(['false', 'false', 'true']);
});

test('a change that cannot reach the service after the client\'s retries waits, and goes later with the same key', async () => {
  const { harness, reach } = unreachableMarkAs();
  const storage = memoryStorage();
  const timers = manualTimers();
  const connection = manualConnection(true);
  const { screen } = await openPage(harness, { storage, connection, setTimer: timers.setTimer, retryDelayMs: 15_000 });
  const { unread1 } = pickRows();
  await markRow(unread1, 'Mark as read');
  await expect.element(page.elementLocator(waitingLine())).toHaveTextContent("1 change will be sent when you're back online");
  // Still shown as read (pending), no alert: nothing failed for the reader.
  expect(rowById(unread1)?.dataset.read).toBe('true');
  expect(screen.container.querySelector('[role="alert"]')).toBeNull();
  const [key] = storedKeys(storage);
  expect(key).toBeDefined();
  // The browser says online: a timer tries again (backing off), not a busy loop.
  expect(timers.waiting()).toEqual([15_000]);
  timers.fireAll();
  await expect.poll(() => timers.waiting()).toEqual([30_000]);
  expect(harness.requests.filter(isMarkAs)).toHaveLength(2);

  reach();
  timers.fireAll();
  await expect.poll(() => waitingLine().textContent).toBe('');
  const sent = harness.requests.filter(isMarkAs);
  expect(sent).toHaveLength(3);
  // Every attempt of the one change carried the one key it was stored with.
  expect(sent.map((request) => request.headers.get('idempotency-key'))).toEqual([key, key, key]);
  expect(harness.service.store.getMessage(ada, unread1)?.read).toBe(true);
  expect(rowById(unread1)?.dataset.read).toBe('true');
  expect(storage.data.has(RECORD)).toBe(false);
  expect(timers.waiting()).toEqual([]);
});

test('after a blip, the next feed poll the service answers sends the waiting changes at once, in call order, each with its key', async () => {
  const { harness, reach } = unreachableMarkAs();
  const timers = manualTimers();
  // The inbox looks at the feed when the test pushes, never by a timer.
  const pushes = new Set<() => void>();
  const subscribe = (onChange: () => void) => (pushes.add(onChange), () => void pushes.delete(onChange));
  const { screen } = await openPage(
    harness,
    { storage: memoryStorage(), connection: manualConnection(true), setTimer: timers.setTimer, retryDelayMs: 15_000 },
    { pollIntervalMs: false, subscribe },
  );
  const { unread1, unread2, read1 } = pickRows();
  await markRow(unread1, 'Mark as read');
  await expect.element(page.elementLocator(waitingLine())).toHaveTextContent("1 change will be sent when you're back online");
  // The blip is over, and nothing has told the inbox yet: the next changes wait behind the first.
  reach();
  await markRow(unread2, 'Mark as read');
  await markRow(read1, 'Mark as unread');
  await expect.element(page.elementLocator(waitingLine())).toHaveTextContent("3 changes will be sent when you're back online");
  expect(harness.requests.filter(isMarkAs)).toHaveLength(1);
  expect(timers.waiting()).toEqual([15_000]);

  for (const push of [...pushes]) push();
  await expect.poll(() => waitingLine().textContent).toBe('');
  const sent = harness.requests.filter(isMarkAs);
  // The first change again, then the two that waited behind it.
  const changes = sent.map((request) => request.body as { messageId: string[]; markAs: string });
  expect(changes.map(({ messageId, markAs }) => `${markAs} ${messageId.join()}`)).toEqual([
    `read ${unread1}`,
    `read ${unread1}`,
    `read ${unread2}`,
    `unread ${read1}`,
  ]);
  const keys = sent.map((request) => request.headers.get('idempotency-key'));
  expect(keys[1]).toBe(keys[0]);
  expect(new Set(keys).size).toBe(3);
  // The retry timer was not waited out.
  expect(timers.waiting()).toEqual([]);
  expect(readStates([unread1, unread2, read1])).toEqual(['true', 'true', 'false']);
  expect(screen.container.querySelector('[role="alert"]')).toBeNull();
});

test('a waiting change the service refuses rolls back alone, with the usual alert', async () => {
  const harness = createHarness();
  const storage = memoryStorage();
  const firstConnection = manualConnection(false);
  const first = await openPage(harness, { storage, connection: firstConnection });
  const { unread1, unread2 } = pickRows();
  await markRow(unread1, 'Mark as read');
  await markRow(unread2, 'Mark as read');
  await first.screen.unmount();

  const connection = manualConnection(false);
  const { screen } = await openPage(harness, { storage, connection });
  expect(readStates([unread1, unread2])).toEqual(['true', 'true']);
  // The first change sent is refused; the second is accepted.
  harness.service.failNext(1, { route: 'mark-as', status: 400, message: 'messageId is required' });
  connection.set(true);
  await expect.element(screen.getByRole('alert')).toHaveTextContent('Could not mark 1 notification as read: messageId is required (400)');
  await expect.poll(() => readStates([unread1, unread2])).toEqual(['false', 'true']);
  await expect.poll(() => waitingLine().textContent).toBe('');
  expect(harness.requests.filter(isMarkAs)).toHaveLength(2);
  expect(harness.service.store.getMessage(ada, unread1)?.read).toBe(false);
  expect(harness.service.store.getMessage(ada, unread2)?.read).toBe(true);
});

test('the waiting count shows and is announced (a polite live region), and goes when the changes are sent', async () => {
  const harness = createHarness();
  const connection = manualConnection(true);
  await openPage(harness, { storage: memoryStorage(), connection });
  const line = waitingLine();
  expect(line.getAttribute('aria-live')).toBe('polite');
  expect(line.getAttribute('aria-atomic')).toBe('true');
  expect(line.textContent).toBe('');
  const { unread1, unread2 } = pickRows();
  connection.set(false);
  await markRow(unread1, 'Mark as read');
  await expect.element(page.elementLocator(line)).toHaveTextContent("1 change will be sent when you're back online");
  await expect.element(page.elementLocator(line)).toBeVisible();
  await markRow(unread2, 'Mark as read');
  await expect.element(page.elementLocator(line)).toHaveTextContent("2 changes will be sent when you're back online");
  connection.set(true);
  await expect.poll(() => line.textContent).toBe('');
  expect(harness.requests.filter(isMarkAs)).toHaveLength(2);
});

const isMarkAll = (request: WireRequest) => request.method === 'POST' && request.url.pathname.endsWith('/messages/mark-all');

function unreadOnService(harness: Harness): number {
  return harness.service.store.getMessages(ada).filter((message) => message.channel === 'in_app' && !message.read).length;
}

function unreadTabCount(): number | undefined {
  const text = document.querySelector('[data-filter="unread"] [data-slot="inbox-tab-count"]')?.textContent ?? '';
  const digits = text.replace(/\D/g, '');
  return digits === '' ? undefined : Number(digits);
}

test('offline → mark all → reload → online sends one mark-all with its original key and the mock\'s store ends with 0 unread', async () => {
  const harness = createHarness();
  const storage = memoryStorage();
  const firstConnection = manualConnection(false);
  const first = await openPage(harness, { storage, connection: firstConnection });
  const unreadBefore = unreadOnService(harness);
  expect(unreadBefore).toBeGreaterThan(0);
  expect(rows().some((row) => row.dataset.read === 'false')).toBe(true);
  await expect.poll(unreadTabCount).toBeGreaterThan(0);

  await userEvent.click(page.getByRole('button', { name: 'Mark all as read' }));
  // Shown at once as a rule: every row read, the unread count gone; nothing sent; one change waits.
  await expect.poll(() => rows().every((row) => row.dataset.read === 'true')).toBe(true);
  await expect.poll(unreadTabCount).toBe(0);
  await expect.element(page.elementLocator(waitingLine())).toHaveTextContent("1 change will be sent when you're back online");
  expect(first.screen.container.querySelector('[role="alert"]')).toBeNull();
  expect(harness.requests.filter(isMarkAll)).toHaveLength(0);
  const stored = parseOfflineRecord(storage.data.get(RECORD) ?? null).changes;
  expect(stored).toMatchObject([{ messageIds: 'all', markAs: 'read' }]);
  const [key] = storedKeys(storage);

  // Reload: restored as a pending rule on the freshly loaded rows, still counted.
  await first.screen.unmount();
  const connection = manualConnection(false);
  await openPage(harness, { storage, connection });
  expect(rows().length).toBeGreaterThan(0);
  expect(rows().every((row) => row.dataset.read === 'true')).toBe(true);
  expect(unreadTabCount()).toBe(0);
  await expect.element(page.elementLocator(waitingLine())).toHaveTextContent("1 change will be sent when you're back online");
  expect(harness.requests.filter(isMarkAll)).toHaveLength(0);
  expect(unreadOnService(harness)).toBe(unreadBefore);

  connection.set(true);
  await expect.poll(() => waitingLine().textContent).toBe('');
  const sent = harness.requests.filter(isMarkAll);
  expect(sent.map((request) => request.body)).toEqual([{ markAs: 'read' }]);
  expect(sent.map((request) => request.headers.get('idempotency-key'))).toEqual([key]);
  expect(harness.requests.filter(isMarkAs)).toHaveLength(0);
  expect(storage.data.has(RECORD)).toBe(false);
  expect(unreadOnService(harness)).toBe(0);
  expect(rows().every((row) => row.dataset.read === 'true')).toBe(true);
  expect(unreadTabCount()).toBe(0);
});

test('a mark all that waited, refused by the service after a reload, rolls back with the usual alert', async () => {
  const harness = createHarness();
  const storage = memoryStorage();
  const first = await openPage(harness, { storage, connection: manualConnection(false) });
  const before = rows().map((row) => [row.dataset.messageId!, row.dataset.read] as const);
  await userEvent.click(page.getByRole('button', { name: 'Mark all as read' }));
  await expect.poll(() => rows().every((row) => row.dataset.read === 'true')).toBe(true);
  await first.screen.unmount();

  const connection = manualConnection(false);
  const { screen } = await openPage(harness, { storage, connection });
  expect(rows().every((row) => row.dataset.read === 'true')).toBe(true);
  harness.service.failNext(1, { route: 'mark-all', status: 500, message: 'The database is unavailable' });
  connection.set(true);
  await expect
    .element(screen.getByRole('alert'))
    .toHaveTextContent('Could not mark all notifications as read: The database is unavailable (500)');
  await expect.poll(() => before.map(([id]) => [id, rowById(id)?.dataset.read])).toEqual(before);
  await expect.poll(() => waitingLine().textContent).toBe('');
  expect(storage.data.has(RECORD)).toBe(false);
  expect(harness.requests.filter(isMarkAll)).toHaveLength(1);
});
