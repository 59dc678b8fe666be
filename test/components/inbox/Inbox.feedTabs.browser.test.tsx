// <Inbox tabs> (issue 18 §1-6, issue 23 §2) over the package's own mock, whose default subscriber's
// messages are in feeds by kind (MOCK_IDS.feeds): switching tabs asks for that tab's feed only; a
// mark all in "Billing" is one mark-all with `feedIdentifier: billing` that changes Billing's
// messages and counts and no other feed's; a message in two tabs changes in both at once; undo and
// offline changes per tab; live arrival per tab; the WAI-ARIA tabs keyboard, right to left too.
import { QueryClient } from '@tanstack/react-query';
import type { CSSProperties, ReactNode } from 'react';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { Message } from '../../../src/api/types';
import { Inbox, type InboxProps, type InboxTab } from '../../../src/components/inbox/Inbox';
import { InboxBell } from '../../../src/components/inbox/InboxBell';
import { UndoTimerContext, type UndoTimer } from '../../../src/components/inbox/feedback/UndoButton';
import { MOCK_EPOCH, MOCK_IDS } from '../../../src/mock';
import { InboxKitProvider } from '../../../src/query/InboxKitProvider';
import { offlineRecordKey, parseOfflineRecord } from '../../../src/query/offline/offlineRecord';
import { rowControl } from '../../support/cssLocator';
import { createHarness, type Harness, type WireRequest } from '../../support/harness';
import { manualConnection, memoryStorage } from '../../support/offlineDoubles';
import { pushSource } from '../../support/pushSource';
import { listSettled, row, rows, renderWithKit } from '../../support/renderWithKit';

const NOW = new Date(MOCK_EPOCH);
const { default: ada } = MOCK_IDS.subscribers;
const { billing: BILLING_ID, mentions: MENTIONS_ID } = MOCK_IDS.feeds;
vi.setConfig({ testTimeout: 45_000 });

const TABS: InboxTab[] = [
  { id: 'all', label: 'All' },
  { id: 'mentions', label: 'Mentions', feedIdentifier: 'mentions' },
  { id: 'billing', label: 'Billing', feedIdentifier: 'billing' },
];
const ENGINE: InboxTab = { id: 'engine', label: 'Analytical Engine', payload: { project: 'Analytical Engine' } };

// The offer of Undo never runs out by itself here.
const neverExpires: UndoTimer = () => () => {};

const feedTab = (name: string) => page.getByRole('tablist', { name: 'Sections' }).getByRole('tab', { name: new RegExp(`^${name}`) });
const isFeedRequest = (request: WireRequest) => request.method === 'GET' && request.url.pathname.endsWith('/notifications/feed');
const isMarkAll = (request: WireRequest) => request.method === 'POST' && request.url.pathname.endsWith('/messages/mark-all');
const isMarkAs = (request: WireRequest) => request.method === 'POST' && request.url.pathname.endsWith('/messages/mark-as');
/** The feed each request asked for: its identifiers and payload, `*` for the whole inbox. */
const feedOf = (request: WireRequest) =>
  [...request.url.searchParams.getAll('feedIdentifier'), request.url.searchParams.has('payload') ? 'payload' : ''].filter(Boolean).join('+') || '*';

/** The unread count a feed tab shows (0 when it shows none). */
function feedTabCount(id: string): number {
  const text = document.querySelector(`[data-slot="inbox-feed-tab"][data-tab="${id}"] [data-slot="inbox-tab-count"]`)?.textContent ?? '';
  return Number(text.trim() || '0');
}

function unreadIn(harness: Harness, feedIdentifier?: string): number {
  return harness.service.store.countFeed(ada, { read: false, ...(feedIdentifier && { feedIdentifiers: [feedIdentifier] }) });
}

/** Every tab's count and the shown list have loaded, and nothing is being fetched. */
async function settled(harness: Harness, tabs: readonly InboxTab[] = TABS) {
  await expect.poll(() => rows().length).toBeGreaterThan(0);
  for (const tab of tabs) {
    if (unreadIn(harness, typeof tab.feedIdentifier === 'string' ? tab.feedIdentifier : undefined) > 0 && !tab.payload) {
      await expect.poll(() => feedTabCount(tab.id)).toBeGreaterThan(0);
    }
  }
  await expect.poll(() => harness.queryClient.isFetching()).toBe(0);
}

async function renderTabs(props: Partial<InboxProps> = {}) {
  const kit = await renderWithKit(
    <UndoTimerContext value={neverExpires}>
      <Inbox subscriberId={ada} now={NOW} tabs={TABS} pollIntervalMs={false} {...props} />
    </UndoTimerContext>,
    { listMaxBlockSize: 'none' },
  );
  await settled(kit, props.tabs ?? TABS);
  return kit;
}

/** The stored message of each shown row. */
const shownMessages = (harness: Harness): Message[] => rows().map((element) => harness.service.store.getMessage(ada, element.dataset.messageId!)!);

describe('tabs by feed', () => {
  test('without tabs the inbox has one tab list (the read filter), as before', async () => {
    const { screen } = await renderWithKit(<Inbox subscriberId={ada} now={NOW} pollIntervalMs={false} />);
    await expect.poll(() => rows().length).toBeGreaterThan(0);
    expect(screen.container.querySelectorAll('[role="tablist"]')).toHaveLength(1);
    expect(screen.container.querySelector('[data-slot="inbox-feed-tabs"]')).toBeNull();
  });

  test('the first tab shows first; each tab is a tab named by its label with its unread count after it', async () => {
    const harness = await renderTabs();
    await expect.element(feedTab('All')).toHaveAttribute('aria-selected', 'true');
    await expect.element(feedTab('Billing')).toHaveAccessibleName(`Billing ${unreadIn(harness, 'billing')}`);
    await expect.element(feedTab('Mentions')).toHaveAccessibleName(`Mentions ${unreadIn(harness, 'mentions')}`);
    await expect.element(feedTab('All')).toHaveAccessibleName(`All ${unreadIn(harness)}`);
    // The read filter is inside the shown tab's panel, which the tab labels.
    const panel = page.getByRole('tabpanel', { name: /^All/ });
    await expect.element(panel.getByRole('tablist', { name: 'Filter notifications' })).toBeVisible();
  });

  test('switching tabs asks for that tab’s feed only, shows only its messages, keeps the read filter and clears the selection', async () => {
    const harness = await renderTabs();
    await userEvent.click(page.getByRole('tab', { name: /^Unread/ }));
    await expect.poll(() => rows().every((element) => element.dataset.read === 'false')).toBe(true);
    await userEvent.click(rowControl(rows()[0]!.dataset.messageId!, 'inbox-row-checkbox'));
    await expect.element(page.getByText('1 selected', { exact: true })).toBeVisible();
    const sent = harness.requests.length;
    await userEvent.click(feedTab('Billing'));
    await expect.element(feedTab('Billing')).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => shownMessages(harness).length).toBe(unreadIn(harness, 'billing'));
    await expect.poll(() => harness.queryClient.isFetching()).toBe(0);
    const asked = harness.requests.slice(sent);
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every(isFeedRequest)).toBe(true);
    expect(asked.map(feedOf)).toEqual(asked.map(() => 'billing'));
    expect(new Set(shownMessages(harness).map((message) => message._feedId))).toEqual(new Set([BILLING_ID]));
    // Still Unread, nothing selected.
    await expect.element(page.getByRole('tab', { name: /^Unread/ })).toHaveAttribute('aria-selected', 'true');
    expect(shownMessages(harness).every((message) => !message.read)).toBe(true);
    expect(document.querySelector('[data-slot="inbox"]')?.getAttribute('data-has-selection')).toBe('false');
    // Back to a tab already seen: nothing is asked for again.
    const again = harness.requests.length;
    await userEvent.click(feedTab('All'));
    await expect.poll(() => shownMessages(harness).some((message) => message._feedId !== BILLING_ID)).toBe(true);
    expect(harness.requests.slice(again)).toEqual([]);
  });

  test('a mark all in Billing sends one mark-all with feedIdentifier billing and changes Billing’s messages and counts, and no other feed’s', async () => {
    const harness = await renderTabs({ defaultTab: 'billing' });
    const before = harness.service.store.getMessages(ada);
    const billingUnread = unreadIn(harness, 'billing');
    const allUnread = unreadIn(harness);
    const mentions = feedTabCount('mentions');
    expect(billingUnread).toBeGreaterThan(0);
    await userEvent.click(page.getByRole('button', { name: 'Mark all as read' }));
    // At once, before the service answers: the shown rows and Billing's count.
    expect(rows().every((element) => element.dataset.read === 'true')).toBe(true);
    await expect.element(page.getByRole('status')).toHaveTextContent(`All notifications in Billing marked as read (${billingUnread} changed)`);
    const markAlls = harness.requests.filter(isMarkAll);
    expect(markAlls.map((request) => request.body)).toEqual([{ markAs: 'read', feedIdentifier: ['billing'] }]);
    // On the mock: every billing message read, every other message as it was.
    for (const message of harness.service.store.getMessages(ada)) {
      const old = before.find((item) => item._id === message._id)!;
      if (message._feedId === BILLING_ID && message.channel === 'in_app') expect(message.read).toBe(true);
      else expect(message).toEqual(old);
    }
    await expect.poll(() => feedTabCount('billing')).toBe(0);
    await expect.poll(() => feedTabCount('all')).toBe(allUnread - billingUnread);
    expect(feedTabCount('mentions')).toBe(mentions);
    await expect.element(page.getByRole('tab', { name: /^Unread/ })).toHaveAccessibleName('Unread 0');
  });

  test('a mark all in Billing is undone there: Billing’s messages back as they were, no other touched', async () => {
    const harness = await renderTabs({ defaultTab: 'billing' });
    const before = harness.service.store.getMessages(ada);
    await userEvent.click(page.getByRole('button', { name: 'Mark all as read' }));
    const undo = page.getByRole('status').getByRole('button', { name: 'Undo' });
    await expect.element(undo).toBeVisible();
    await userEvent.click(undo);
    await expect.element(page.getByRole('status')).toHaveTextContent(/^Undone/);
    await expect.poll(() => harness.service.store.getMessages(ada).filter((message) => message._feedId === BILLING_ID).map((message) => message.read))
      .toEqual(before.filter((message) => message._feedId === BILLING_ID).map((message) => message.read));
    const undoRequests = harness.requests.filter(isMarkAs);
    expect(undoRequests.length).toBeGreaterThan(0);
    const billingIds = new Set(before.filter((message) => message._feedId === BILLING_ID).map((message) => message._id));
    for (const request of undoRequests) {
      for (const id of (request.body as { messageId: string[] }).messageId) expect(billingIds.has(id)).toBe(true);
    }
    await expect.poll(() => feedTabCount('billing')).toBe(unreadIn(harness, 'billing'));
  });

  test('a message in two tabs (a feed and a payload) changes in both at once, before the service answers', async () => {
    const harness = await renderTabs({ tabs: [...TABS, ENGINE], defaultTab: 'engine' });
    const inBoth = shownMessages(harness).find((message) => message._feedId === MENTIONS_ID && !message.read);
    expect(inBoth).toBeDefined();
    await userEvent.click(feedTab('Mentions'));
    await expect.poll(() => row(inBoth!._id)).not.toBeNull();
    await expect.poll(() => harness.queryClient.isFetching()).toBe(0);
    const gate = harness.holdRequests(isMarkAs);
    const engineCount = feedTabCount('engine');
    await userEvent.click(rowControl(inBoth!._id, 'inbox-row-menu-trigger'));
    await userEvent.click(page.getByRole('menuitem', { name: 'Mark as read', exact: true }));
    expect(row(inBoth!._id)?.dataset.read).toBe('true');
    expect(gate.held()).toBe(1);
    // The other tab shows it too, from its own cached list, while the change is still in flight.
    const sent = harness.requests.length;
    await userEvent.click(feedTab('Analytical Engine'));
    await expect.poll(() => row(inBoth!._id)?.dataset.read).toBe('true');
    expect(feedTabCount('engine')).toBe(engineCount - 1);
    expect(harness.requests.slice(sent)).toEqual([]);
    gate.open();
    await expect.poll(() => harness.service.store.getMessage(ada, inBoth!._id)?.read).toBe(true);
  });

  test('a payload tab’s action marks its loaded unread messages by id, as its name says, and is undone the same way', async () => {
    const harness = await renderTabs({ tabs: [...TABS, ENGINE], defaultTab: 'engine' });
    const unread = shownMessages(harness).filter((message) => !message.read).map((message) => message._id);
    expect(unread.length).toBeGreaterThan(0);
    await expect.element(page.getByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Mark loaded as read' }));
    expect(harness.requests.filter(isMarkAll)).toEqual([]);
    await expect.poll(() => harness.requests.filter(isMarkAs).map((request) => (request.body as { messageId: string[] }).messageId)).toEqual([unread]);
    await expect.element(page.getByRole('status')).toHaveTextContent(`${unread.length} notifications marked as read`);
    await userEvent.click(page.getByRole('status').getByRole('button', { name: 'Undo' }));
    await expect.poll(() => unread.map((id) => harness.service.store.getMessage(ada, id)?.read)).toEqual(unread.map(() => false));
  });

  test('new messages go to the tabs they are in: counted at once there, listed in the shown tab when they are its', async () => {
    const push = pushSource();
    const harness = await renderTabs({ defaultTab: 'mentions', subscribe: push.subscribe });
    const [billingCount, allCount] = [feedTabCount('billing'), feedTabCount('all')];
    const sent = harness.requests.length;
    const [bill] = harness.service.deliver(ada, [{ _feedId: BILLING_ID, subject: 'Invoice #2 is paid' }]);
    push.notify();
    await expect.poll(() => feedTabCount('billing')).toBe(billingCount + 1);
    expect(feedTabCount('all')).toBe(allCount + 1);
    expect(row(bill!._id)).toBeNull();
    // One look at the whole inbox's first page; the tabs learn the rest from it.
    await expect.poll(() => harness.queryClient.isFetching()).toBe(0);
    expect(harness.requests.slice(sent).map(feedOf)).toEqual(['*']);
    const [mention] = harness.service.deliver(ada, [{ _feedId: MENTIONS_ID, subject: 'Ada mentioned you' }]);
    push.notify();
    await expect.poll(() => rows()[0]?.dataset.messageId).toBe(mention!._id);
    await expect.element(page.getByRole('status')).toHaveTextContent('1 new notification arrived');
  });
});

describe('markAllSeenOnOpen with tabs', () => {
  test('marks every message of the subscriber seen when the whole inbox has unseen ones, even if the tab shown has none', async () => {
    const harness = createHarness();
    // The tab shown first has nothing unseen; the rest of the inbox has.
    for (const message of harness.service.store.getFeed(ada, { seen: false, limit: 100, feedIdentifiers: ['billing'] }).data) {
      harness.service.store.markMessagesAs(ada, [message._id], 'seen');
    }
    expect(harness.service.store.countFeed(ada, { seen: false, feedIdentifiers: ['billing'] })).toBe(0);
    expect(harness.service.store.countFeed(ada, { seen: false })).toBeGreaterThan(0);
    await render(
      <InboxKitProvider client={harness.client} queryClient={harness.queryClient}>
        <Inbox subscriberId={ada} now={NOW} tabs={TABS} defaultTab="billing" markAllSeenOnOpen pollIntervalMs={false} />
      </InboxKitProvider>,
    );
    await expect.poll(() => harness.requests.filter(isMarkAll).map((request) => request.body)).toEqual([{ markAs: 'seen' }]);
    await expect.poll(() => harness.service.store.countFeed(ada, { seen: false })).toBe(0);
  });
});

describe('the tabs keyboard', () => {
  function Page({ dir, ...props }: Partial<InboxProps> & { dir?: 'rtl' }) {
    return (
      <div dir={dir}>
        <button type="button" data-testid="before">before</button>
        <Inbox subscriberId={ada} now={NOW} tabs={TABS} pollIntervalMs={false} {...props} />
      </div>
    );
  }

  test('one Tab stop per tab list: from before the inbox, Tab reaches the shown feed tab, then the shown read filter', async () => {
    const kit = await renderWithKit(<Page defaultTab="mentions" />);
    await settled(kit);
    document.querySelector<HTMLElement>('[data-testid="before"]')!.focus();
    await userEvent.keyboard('{Tab}');
    expect(document.activeElement?.getAttribute('data-tab')).toBe('mentions');
    await userEvent.keyboard('{Tab}');
    expect(document.activeElement?.getAttribute('data-filter')).toBe('all');
  });

  test('Right and Left move and choose, wrapping; Home and End go to the ends', async () => {
    const onTabChange = vi.fn();
    const kit = await renderWithKit(<Page onTabChange={onTabChange} />);
    await settled(kit);
    (await feedTab('All').element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement?.getAttribute('data-tab')).toBe('mentions');
    await expect.element(feedTab('Mentions')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    expect(document.activeElement?.getAttribute('data-tab')).toBe('billing');
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement?.getAttribute('data-tab')).toBe('all');
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement?.getAttribute('data-tab')).toBe('billing');
    await userEvent.keyboard('{Home}');
    expect(document.activeElement?.getAttribute('data-tab')).toBe('all');
    expect(onTabChange.mock.calls.map(([id]) => id)).toEqual(['mentions', 'billing', 'all', 'billing', 'all']);
  });

  test('right to left, the arrow that points left goes forward', async () => {
    const kit = await renderWithKit(<Page dir="rtl" />);
    await settled(kit);
    (await feedTab('All').element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement?.getAttribute('data-tab')).toBe('mentions');
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement?.getAttribute('data-tab')).toBe('all');
  });
});

describe('controlled and uncontrolled', () => {
  test('`tab` controls the tab shown: a choice is told through onTabChange and shows once the app passes it', async () => {
    const told: string[] = [];
    function App() {
      const [tab, setTab] = useState('billing');
      return (
        <>
          <button type="button" onClick={() => setTab('mentions')}>show mentions</button>
          <Inbox subscriberId={ada} now={NOW} tabs={TABS} tab={tab} onTabChange={(next) => told.push(next)} pollIntervalMs={false} />
        </>
      );
    }
    const kit = await renderWithKit(<App />);
    await settled(kit);
    await expect.element(feedTab('Billing')).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(feedTab('All'));
    expect(told).toEqual(['all']);
    // Controlled: the app did not pass it on, so Billing stays.
    await expect.element(feedTab('Billing')).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(page.getByRole('button', { name: 'show mentions' }));
    await expect.element(feedTab('Mentions')).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => new Set(shownMessages(kit).map((message) => message._feedId))).toEqual(new Set([MENTIONS_ID]));
  });

  test('an unknown `defaultTab` shows the first tab', async () => {
    await renderTabs({ defaultTab: 'nope' });
    await expect.element(feedTab('All')).toHaveAttribute('aria-selected', 'true');
  });
});

describe('the bell', () => {
  test('`countTab` counts that tab’s feed; without it, the whole inbox', async () => {
    const kit = await renderWithKit(
      <>
        <InboxBell subscriberId={ada} now={NOW} tabs={TABS} countTab="billing" pollIntervalMs={false} />
        <InboxBell subscriberId={ada} now={NOW} tabs={TABS} pollIntervalMs={false} />
      </>,
    );
    const [billing, whole] = [unreadIn(kit, 'billing'), unreadIn(kit)];
    const bells = page.getByRole('button', { name: /^Notifications/ });
    await expect.poll(() => bells.elements().map((element) => element.getAttribute('aria-label'))).toEqual([
      `Notifications, ${billing} unread`,
      `Notifications, ${whole} unread`,
    ]);
  });
});

describe('offline, per tab', () => {
  function Page({ harness, offline }: { harness: Harness; offline: Parameters<typeof InboxKitProvider>[0]['offline'] }): ReactNode {
    return (
      <div style={{ '--ik-inbox-max-block-size': '60rem' } as CSSProperties}>
        <InboxKitProvider client={harness.client} queryClient={harness.queryClient} offline={offline}>
          <Inbox subscriberId={ada} now={NOW} tabs={TABS} defaultTab="billing" pollIntervalMs={false} />
        </InboxKitProvider>
      </div>
    );
  }

  test('a mark all in Billing made offline waits with its feed, survives a reload, and is sent once with it', async () => {
    const harness = createHarness();
    const storage = memoryStorage();
    const first = await render(<Page harness={harness} offline={{ storage, connection: manualConnection(false) }} />);
    await settled(harness);
    await userEvent.click(page.getByRole('button', { name: 'Mark all as read' }));
    expect(rows().every((element) => element.dataset.read === 'true')).toBe(true);
    await expect.element(page.getByText("1 change will be sent when you're back online")).toBeVisible();
    const [change] = parseOfflineRecord(storage.data.get(offlineRecordKey(ada)) ?? null).changes;
    expect(change).toMatchObject({ messageIds: 'all', markAs: 'read', feedIdentifier: ['billing'] });
    expect(harness.requests.filter(isMarkAll)).toEqual([]);
    await first.unmount();

    // The reload: a new QueryClient over the same storage, still offline; Billing's rule shows, no other tab's count moves.
    const reloaded = { ...harness, queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }) };
    const connection = manualConnection(false);
    await render(<Page harness={reloaded} offline={{ storage, connection }} />);
    await expect.poll(() => rows().length).toBeGreaterThan(0);
    await expect.poll(() => feedTabCount('mentions')).toBe(unreadIn(harness, 'mentions'));
    expect(rows().every((element) => element.dataset.read === 'true')).toBe(true);
    expect(feedTabCount('billing')).toBe(0);
    connection.set(true);
    await expect.poll(() => harness.requests.filter(isMarkAll).map((request) => [request.body, request.headers.get('idempotency-key')])).toEqual([
      [{ markAs: 'read', feedIdentifier: ['billing'] }, change!.key],
    ]);
    await expect.poll(() => unreadIn(harness, 'billing')).toBe(0);
  });
});

test('every row of the Billing tab is a billing message, every row of a payload tab holds its payload', async () => {
  const harness = await renderTabs({ tabs: [...TABS, ENGINE], defaultTab: 'billing' });
  await listSettled();
  expect(shownMessages(harness).every((message) => message._feedId === BILLING_ID)).toBe(true);
  await userEvent.click(feedTab('Analytical Engine'));
  await expect.poll(() => shownMessages(harness).length).toBe(harness.service.store.countFeed(ada, { payload: { project: 'Analytical Engine' } }));
  expect(shownMessages(harness).every((message) => message.payload?.project === 'Analytical Engine')).toBe(true);
});
