// <Inbox> over the mock service: every state a designer wants to see, every message kind, a slow
// and a failing server. Each state story shows the inbox untouched (its play function only waits
// and checks); each interaction has a story of its own, named for it, whose play function drives it.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inbox, type InboxRenderEmptyArgs, type InboxRenderMessageArgs } from 'inbox-kit';
import { ar } from 'inbox-kit/locales/ar';
import { de } from 'inbox-kit/locales/de';
import { MOCK_EPOCH, MOCK_IDS } from 'inbox-kit/mock';
import { expect, fn, waitFor, within } from 'storybook/test';
import { currentService, installMockService, withInboxKit } from '../support/mockService';

const subscribers = MOCK_IDS.subscribers;
/** The mock's fixtures are dated relative to this instant: relative times stay put. */
const NOW = new Date(MOCK_EPOCH);
const LOAD_TIMEOUT = { timeout: 5_000 };

const meta = {
  title: 'Inbox/Inbox',
  component: Inbox,
  decorators: [withInboxKit],
  // A fresh mock service per story; no latency unless a story says so.
  beforeEach({ msw }) {
    installMockService(msw);
  },
  args: {
    subscriberId: subscribers.default,
    now: NOW,
    onMessageClick: fn(),
    onActionClick: fn(),
  },
  parameters: { layout: 'padded' },
  render: (args) => (
    <div style={{ maxInlineSize: 560 }}>
      <Inbox {...args} />
    </div>
  ),
} satisfies Meta<typeof Inbox>;
export default meta;

type Story = StoryObj<typeof meta>;

function rows(canvasElement: HTMLElement): HTMLElement[] {
  return [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="inbox-row"]')];
}

function unreadCount(canvasElement: HTMLElement): number {
  const text = canvasElement.querySelector('[data-filter="unread"] [data-slot="inbox-tab-count"]')?.textContent;
  return Number(text?.trim());
}

async function loaded(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findAllByRole('checkbox', { name: /^Select: / }, LOAD_TIMEOUT);
  return canvas;
}

/** Selects the first `count` unread rows by clicking their checkboxes; returns their ids. */
async function selectUnread(
  canvasElement: HTMLElement,
  userEvent: { click: (element: Element, options?: object) => Promise<void> },
  count: number,
): Promise<string[]> {
  const picked = rows(canvasElement)
    .filter((row) => row.dataset.read === 'false')
    .slice(0, count);
  for (const row of picked) {
    await userEvent.click(row.querySelector('[data-slot="inbox-row-checkbox"]')!);
  }
  return picked.map((row) => row.dataset.messageId!);
}

function rowById(canvasElement: HTMLElement, id: string): HTMLElement | null {
  return canvasElement.querySelector<HTMLElement>(`[data-message-id="${id}"]`);
}

/** About sixty realistic messages, untouched. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await waitFor(() => expect(unreadCount(canvasElement)).toBeGreaterThan(2));
  },
};

/** Select two unread messages and mark them read: the Unread count drops by two. */
export const SelectTwoAndMarkRead: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await loaded(canvasElement);
    await waitFor(() => expect(unreadCount(canvasElement)).toBeGreaterThan(2));
    const before = unreadCount(canvasElement);
    const ids = await selectUnread(canvasElement, userEvent, 2);
    await expect(canvas.getByText('2 selected', { exact: true })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^Mark as/ }));
    await userEvent.click(await canvas.findByRole('menuitem', { name: 'Mark as read' }));
    for (const id of ids) await expect(rowById(canvasElement, id)?.dataset.read).toBe('true');
    await waitFor(() => expect(unreadCount(canvasElement)).toBe(before - 2));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('2 notifications marked as read'));
  },
};

/** A subscriber without messages: the empty state. */
export const Empty: Story = {
  args: { subscriberId: subscribers.empty },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No notifications yet.', {}, LOAD_TIMEOUT)).toBeVisible();
  },
};

/** The empty state of another filter: open the Unread tab of a subscriber without messages. */
export const EmptyUnreadTab: Story = {
  args: { subscriberId: subscribers.empty },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No notifications yet.', {}, LOAD_TIMEOUT)).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: /Unread/ }));
    await expect(await canvas.findByText(/No unread notifications/)).toBeVisible();
  },
};

/** The first page never arrives: skeleton rows. */
export const Loading: Story = {
  parameters: { visual: { pending: true } },
  beforeEach({ msw }) {
    installMockService(msw, { latencyMs: 10 * 60_000 });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading notifications…')).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-slot="inbox"]')).toHaveAttribute('data-state', 'loading');
  },
};

/** The feed answers 500, and keeps doing so: the alert with Retry stays on screen. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    installMockService(msw).configure({ failureRate: 1 });
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, LOAD_TIMEOUT);
    await expect(alert).toHaveTextContent('Notifications could not be loaded.');
  },
};

/** The feed answers 500; the service comes back, Retry loads the list and the alert goes. */
export const LoadErrorThenRetry: Story = {
  beforeEach({ msw }) {
    // The feed is down (every request answers 500) until the play function brings it back, so
    // the error stays on screen and Retry meets a service that answers, however the retries of
    // the list and the counts interleave.
    installMockService(msw).configure({ failureRate: 1 });
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, LOAD_TIMEOUT);
    await expect(alert).toHaveTextContent('Notifications could not be loaded.');
    currentService.configure({ failureRate: 0 });
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await canvas.findAllByRole('checkbox', { name: /^Select: / }, LOAD_TIMEOUT);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** 2,000 messages, untouched: the first page. */
export const TwoThousandMessages: Story = {
  args: { subscriberId: subscribers.many, pageSize: 100 },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
  },
};

/** Scroll 2,000 messages to the end: pages load as you scroll; only the rows in view are in the DOM. */
export const ScrollToTheEnd: Story = {
  args: { subscriberId: subscribers.many, pageSize: 100 },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const scroller = canvasElement.querySelector<HTMLElement>('[data-slot="inbox-scroller"]')!;
    // From where the list has settled: the rows beyond the screen are in (measured), a frame after the first paint.
    await waitFor(() => expect(rows(canvasElement).some((row) => row.getBoundingClientRect().top >= scroller.getBoundingClientRect().bottom)).toBe(true));
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => expect(Number(rows(canvasElement)[0]?.getAttribute('aria-setsize'))).toBeGreaterThanOrEqual(200), LOAD_TIMEOUT);
    await expect(rows(canvasElement).length).toBeLessThan(40);
  },
};

/** Japanese, Arabic, Hebrew, Cyrillic, emoji and unbroken long words. */
export const LongAndNonLatinText: Story = {
  args: { subscriberId: subscribers.intl },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
  },
};

/** Right to left, with Arabic dates and numbers. */
export const RightToLeft: Story = {
  args: { subscriberId: subscribers.intl, locale: 'ar' },
  parameters: { dir: 'rtl' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const inbox = canvasElement.querySelector<HTMLElement>('[data-slot="inbox"]')!;
    await expect(getComputedStyle(inbox).direction).toBe('rtl');
  },
};

/** The dark theme (`data-theme="dark"`; `prefers-color-scheme: dark` does the same). */
export const DarkTheme: Story = {
  parameters: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
  },
};

/**
 * One message of each kind: string and EmailBlock content (aligned text, link buttons, a
 * `javascript:` button that renders without a link), a redirect CTA and a hostile one, CTA buttons
 * pending and done, snoozed, error and warning, avatars (one hostile), markup in a subject.
 */
export const EveryMessageKind: Story = {
  args: { subscriberId: subscribers.kinds },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    // Rows below the first screen join a frame after the first paint.
    await expect(await canvas.findByRole('link', { name: 'Your order has shipped' })).toHaveAttribute(
      'href',
      'https://example.com/orders/42',
    );
    await expect(canvas.queryByRole('link', { name: 'A link that must not be a link' })).toBeNull();
    await expect(canvasElement.querySelector('img[onerror]')).toBeNull();
  },
};

/** Click a message's Accept button: `onActionClick` is told. */
export const AcceptAnAction: Story = {
  args: { subscriberId: subscribers.kinds },
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Accept' }));
    await expect(args.onActionClick).toHaveBeenCalledTimes(1);
  },
};

/** A slow service (2 s per request), once the first page has come. */
export const SlowServer: Story = {
  beforeEach({ msw }) {
    installMockService(msw, { latencyMs: 2000 });
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
  },
};

/**
 * Mark a message read on a slow service (2 s per request): the change shows at once, before the
 * service answers, and `Mark as…` stays usable meanwhile.
 */
export const MarkReadOnASlowServer: Story = {
  beforeEach({ msw }) {
    installMockService(msw, { latencyMs: 2000 });
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await loaded(canvasElement);
    const [id] = await selectUnread(canvasElement, userEvent, 1);
    await userEvent.click(canvas.getByRole('button', { name: /^Mark as/ }));
    await userEvent.click(await canvas.findByRole('menuitem', { name: 'Mark as read' }));
    await expect(rowById(canvasElement, id!)?.dataset.read).toBe('true');
    // The request may leave a moment after the click (mark-as batches): wait for it to be open.
    await waitFor(() => expect(currentService.pendingRequests).toBeGreaterThan(0));
    await expect(canvas.getByRole('button', { name: /^Mark as/ })).toBeEnabled();
  },
};

/** Mark two messages read and the service refuses: an alert with Retry, the rows as they were. */
export const MarkReadRefused: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await loaded(canvasElement);
    const ids = await selectUnread(canvasElement, userEvent, 2);
    // Two failures: the stories' client retries a 5xx once.
    currentService.failNext(2, { route: 'mark-as', status: 503, message: 'The service is down for maintenance' });
    await userEvent.click(canvas.getByRole('button', { name: /^Mark as/ }));
    await userEvent.click(await canvas.findByRole('menuitem', { name: 'Mark as read' }));
    const alert = await canvas.findByRole('alert', {}, LOAD_TIMEOUT);
    await expect(alert).toHaveTextContent('Could not mark 2 notifications as read: The service is down for maintenance (503)');
    for (const id of ids) await expect(rowById(canvasElement, id)?.dataset.read).toBe('false');
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** Marks rows seen as they come into view (`markSeenOnView`). */
export const MarkSeenOnView: Story = {
  args: { markSeenOnView: true },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await waitFor(
      () => expect(rows(canvasElement).slice(0, 3).every((row) => row.dataset.seen === 'true')).toBe(true),
      LOAD_TIMEOUT,
    );
  },
};

/** The German pack: every label, plurals and dates in German. */
export const German: Story = {
  args: { labels: de.inbox, timeZone: 'Europe/Berlin' },
  render: (args) => (
    <div lang="de" style={{ maxInlineSize: 560 }}>
      <Inbox {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findAllByRole('checkbox', { name: /^Auswählen: / }, LOAD_TIMEOUT);
  },
};

/** The Arabic pack, right to left, over messages in several scripts. */
export const Arabic: Story = {
  args: { subscriberId: subscribers.intl, labels: ar.inbox, timeZone: 'Asia/Riyadh' },
  parameters: { dir: 'rtl' },
  render: (args) => (
    <div lang="ar" dir="rtl" style={{ maxInlineSize: 560 }}>
      <Inbox {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(rows(canvasElement).length).toBeGreaterThan(0), LOAD_TIMEOUT);
  },
};

/** A phone's screen (375 px): rows reflow, the time goes under the title. */
export const Phone: Story = {
  parameters: {
    viewport: {
      options: { phone: { name: 'Phone (375 px)', styles: { width: '375px', height: '812px' }, type: 'mobile' } },
    },
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: (args) => <Inbox {...args} />,
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
  },
};

/** `renderMessage`: the app draws each row's body (here: its own title line around the default body). */
function CompactMessage({ message, defaultBody }: InboxRenderMessageArgs) {
  return (
    <div style={{ display: 'grid', gap: 4 }}>
      <span style={{ fontSize: '0.75rem', textTransform: 'uppercase', letterSpacing: '0.04em' }}>
        {message.read ? 'Read' : 'To read'}
      </span>
      {defaultBody}
    </div>
  );
}

export const CustomMessage: Story = {
  args: { renderMessage: (args) => <CompactMessage {...args} /> },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(within(canvasElement).getAllByText('To read').length).toBeGreaterThan(0);
  },
};

/** `renderEmpty`: the app draws the empty state of each filter. */
function FriendlyEmpty({ filter }: InboxRenderEmptyArgs) {
  return (
    <div style={{ display: 'grid', justifyItems: 'center', gap: 8, paddingBlock: 24 }}>
      <strong>All caught up</strong>
      <span>Nothing in “{filter}” right now.</span>
    </div>
  );
}

export const CustomEmpty: Story = {
  args: { subscriberId: subscribers.empty, renderEmpty: (args) => <FriendlyEmpty {...args} /> },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('All caught up', {}, LOAD_TIMEOUT)).toBeVisible();
  },
};

/**
 * The same inbox on a service of early 2023 (the mock's `profile: '2023'`): feed pages of 10
 * without `hasMore` (the inbox derives it from a full page), items without `archived`, with the
 * era's `__v`, `id`, `deleted` and the recipient as `subscriber`. The counts read one page of 10, so
 * they say "at least".
 */
export const OlderService2023: Story = {
  name: 'Older service (2023)',
  beforeEach({ msw }) {
    installMockService(msw, { profile: '2023' });
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('[data-filter="unread"] [data-slot="inbox-tab-count"]')?.textContent?.trim()).toBe('10+'));
    const shown = rows(canvasElement);
    await expect(shown.length).toBeGreaterThan(3);
    for (const row of shown) await expect(currentService.store.getMessage(subscribers.default, row.dataset.messageId!)?.read).toBe(row.dataset.read === 'true');
  },
};
