// What an app's own test suite does with the components, in the DOMs apps test in (jsdom,
// happy-dom): no layout, and no ResizeObserver, IntersectionObserver, matchMedia, CSS.escape,
// scrollIntoView or pointer capture unless the DOM brings its own. The components are rendered
// bare over the package's mock, served by MSW in Node as an app's test serves it, and driven by
// Testing Library by role and name. Nothing is stubbed: each file that runs these
// (./jsdom.test.tsx, ./happyDom.test.tsx) leaves its DOM as the runner gives it.
import '@testing-library/jest-dom/vitest';
import { act, cleanup, configure, getConfig, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClient, Inbox, InboxBell, InboxKitProvider, NotificationActivity } from 'inbox-kit';
import { createMockService, MOCK_API_KEY, MOCK_IDS } from 'inbox-kit/mock';
import { UNDO_OFFER_MS } from '../../src/components/inbox/feedback/UndoButton';
import { setMenuLoading, type MenuModule } from '../../src/ui/menu';
import * as radixParts from '../../src/ui/menu/radixParts';

const BASE_URL = 'https://service.test';
const ada = MOCK_IDS.subscribers.default;
// A short page: a role query in jsdom costs time per element (each checks its ancestors' computed
// styles), and the tests need only a few rows.
const PAGE_SIZE = 5;
// A test here renders, queries by role and clicks through a few requests in a DOM written in
// JavaScript: about 1 s alone, 2-4 s on a loaded 2-core machine, more than the unit project's
// default bound of 5 s for pure logic allows for. This bounds a test that hangs; one that passes
// is not slower for it.
const TEST_TIMEOUT_MS = 20_000;

/** The number in a tab's name ("Unread 27"). */
function tabCount(name: 'Unread' | 'Unseen'): number {
  const tab = screen.getByRole('tab', { name: new RegExp(`^${name}`) });
  return Number(/\d+/.exec(tab.textContent ?? '')?.[0]);
}

/** The rows the reader sees as unread (each says so to a screen reader). */
function unreadRows(): HTMLElement[] {
  const list = screen.getByRole('list', { name: 'Notifications' });
  return within(list)
    .getAllByRole('listitem')
    .filter((row) => within(row).queryByText('Unread') !== null);
}

export function describeAppTests(): void {
  const service = createMockService({ baseUrl: BASE_URL });
  const server = setupServer(...service.handlers);

  function renderInKit(ui: ReactNode) {
    const client = createClient({ baseUrl: BASE_URL, apiKey: MOCK_API_KEY });
    return render(<InboxKitProvider client={client}>{ui}</InboxKitProvider>);
  }

  /** Renders the inbox and resolves once its first page shows. */
  async function renderInbox() {
    renderInKit(<Inbox subscriberId={ada} pageSize={PAGE_SIZE} />);
    await screen.findAllByRole('checkbox', { name: /^Select: / });
  }

  // The menus' code (Radix) loads on first use. The unit project shares one module graph between
  // its files, so each test starts with it not loaded and lets it arrive when the test says: a
  // first use in every test, whatever ran before.
  let arrive: (() => void) | undefined;
  let restoreMenuLoading: () => void = () => {};
  let previousAsyncUtilTimeout = 1000;

  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
    previousAsyncUtilTimeout = getConfig().asyncUtilTimeout;
    // What a state reached through requests and renders may take on a loaded 2-core machine; a
    // query ends as soon as it holds, so this only bounds how long a failing one waits.
    configure({ asyncUtilTimeout: 5_000 });
  });
  beforeEach(() => {
    service.reset();
    restoreMenuLoading = setMenuLoading({
      importModule: () => new Promise<MenuModule>((resolve) => (arrive = () => resolve(radixParts))),
      whenIdle: () => () => {},
    });
  });
  afterEach(() => {
    cleanup();
    restoreMenuLoading();
    arrive = undefined;
    vi.useRealTimers();
    localStorage.clear();
  });
  afterAll(() => {
    server.close();
    configure({ asyncUtilTimeout: previousAsyncUtilTimeout });
  });

  /** Lets the menus' code arrive, as the import would. */
  async function menuArrives() {
    expect(arrive, 'a press started loading the menu').toBeDefined();
    await act(async () => arrive?.());
  }

  describe('<Inbox>', { timeout: TEST_TIMEOUT_MS }, () => {
    it('shows the loaded rows without measuring anything, and the page behind "Load more"', async () => {
      const user = userEvent.setup();
      await renderInbox();
      const list = screen.getByRole('list', { name: 'Notifications' });
      expect(within(list).getAllByRole('checkbox', { name: /^Select: / })).toHaveLength(PAGE_SIZE);
      await user.click(screen.getByRole('button', { name: 'Load more' }));
      await expect.poll(() => within(list).getAllByRole('checkbox').length).toBe(2 * PAGE_SIZE);
    });

    it('selects two unread rows, marks them read from the "Mark as" menu loaded on first use, and Undo puts them back', async () => {
      const user = userEvent.setup();
      await renderInbox();
      await expect.poll(() => tabCount('Unread')).toBeGreaterThan(2);
      const before = tabCount('Unread');
      const [first, second] = unreadRows();
      await user.click(within(first!).getByRole('checkbox'));
      await user.click(within(second!).getByRole('checkbox'));
      // Pressed before the menu's code is there: the press is kept, and the menu opens once it is.
      await user.click(screen.getByRole('button', { name: /^Mark as…/ }));
      expect(screen.queryByRole('menu')).toBeNull();
      await menuArrives();
      await user.click(await screen.findByRole('menuitem', { name: 'Mark as read' }));
      expect(tabCount('Unread')).toBe(before - 2);
      const status = screen.getByRole('status');
      await within(status).findByText('2 notifications marked as read');
      await user.click(within(status).getByRole('button', { name: 'Undo' }));
      await within(status).findByText('Undone: 2 notifications restored');
      await expect.poll(() => tabCount('Unread')).toBe(before);
    });

    it('marks all as read, and its Undo restores the loaded rows', async () => {
      const user = userEvent.setup();
      await renderInbox();
      await expect.poll(() => tabCount('Unread')).toBeGreaterThan(0);
      const loadedUnread = unreadRows().length;
      expect(loadedUnread).toBeGreaterThan(0);
      await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
      expect(tabCount('Unread')).toBe(0);
      expect(unreadRows()).toHaveLength(0);
      const status = screen.getByRole('status');
      await within(status).findByText(/^All notifications marked as read/);
      await user.click(within(status).getByRole('button', { name: 'Undo' }));
      await within(status).findByText(/^Undone: /);
      expect(unreadRows()).toHaveLength(loadedUnread);
    });

    it('moves between rows and tabs with the keyboard', async () => {
      const user = userEvent.setup();
      await renderInbox();
      const rows = within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('listitem');
      rows[0]!.focus();
      await user.keyboard('{ArrowDown}');
      expect(rows[1]).toHaveFocus();
      await user.keyboard(' ');
      expect(within(rows[1]!).getByRole('checkbox')).toBeChecked();
      screen.getByRole('tab', { name: 'All' }).focus();
      await user.keyboard('{ArrowRight}');
      expect(screen.getByRole('tab', { name: /^Unread/ })).toHaveFocus();
      expect(screen.getByRole('tab', { name: /^Unread/ })).toHaveAttribute('aria-selected', 'true');
    });

    it('under fake timers advanced by user-event, the Undo offer ends after its time', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await renderInbox();
      const [first, second] = unreadRows();
      await user.click(within(first!).getByRole('checkbox'));
      await user.click(within(second!).getByRole('checkbox'));
      await user.click(screen.getByRole('button', { name: /^Mark as…/ }));
      await menuArrives();
      await user.click(await screen.findByRole('menuitem', { name: 'Mark as read' }));
      const undo = await within(screen.getByRole('status')).findByRole('button', { name: 'Undo' });
      // The offer stays while it has focus; the menu gave focus back to its trigger.
      expect(undo).not.toHaveFocus();
      await act(() => vi.advanceTimersByTimeAsync(UNDO_OFFER_MS));
      expect(within(screen.getByRole('status')).queryByRole('button', { name: 'Undo' })).toBeNull();
    });
  });

  describe('<InboxBell>', { timeout: TEST_TIMEOUT_MS }, () => {
    it('opens its inbox in a popover, marks a row read there, and closes on Escape with focus back on the bell', async () => {
      const user = userEvent.setup();
      renderInKit(<InboxBell subscriberId={ada} pageSize={PAGE_SIZE} />);
      const bell = await screen.findByRole('button', { name: /^Notifications, \d+ unread$/ });
      const before = tabCountOfBell(bell);
      await user.click(bell);
      const popover = screen.getByRole('dialog', { name: 'Notifications' });
      await within(popover).findAllByRole('checkbox', { name: /^Select: / });
      const [row] = unreadRows();
      await user.click(within(row!).getByRole('button', { name: /^Actions for: / }));
      await menuArrives();
      await user.click(await screen.findByRole('menuitem', { name: 'Mark as read' }));
      await expect.poll(() => tabCountOfBell(bell)).toBe(before - 1);
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(bell).toHaveFocus();
    });
  });

  describe('<NotificationActivity>', { timeout: TEST_TIMEOUT_MS }, () => {
    it('shows a record and opens and closes its disclosures', async () => {
      const user = userEvent.setup();
      renderInKit(<NotificationActivity notificationId={MOCK_IDS.notifications.failedEmail} />);
      await screen.findByRole('heading', { level: 2 });
      // A failed job starts open; a completed one starts closed.
      const failed = screen.getByRole('button', { name: /^Email/ });
      expect(failed).toHaveAttribute('aria-expanded', 'true');
      const completed = screen.getByRole('button', { name: /^In-app/ });
      expect(completed).toHaveAttribute('aria-expanded', 'false');
      await user.click(completed);
      expect(completed).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getAllByRole('heading', { name: 'Execution log' })).toHaveLength(3);
      const record = screen.getByRole('button', { name: 'Full record (JSON)' });
      await user.click(record);
      expect(record).toHaveAttribute('aria-expanded', 'true');
      await user.click(failed);
      expect(failed).toHaveAttribute('aria-expanded', 'false');
    });
  });
}

/** The unread count the bell's name says ("Notifications, 27 unread"). */
function tabCountOfBell(bell: HTMLElement): number {
  return Number(/(\d+) unread/.exec(bell.getAttribute('aria-label') ?? bell.textContent ?? '')?.[1] ?? 0);
}
