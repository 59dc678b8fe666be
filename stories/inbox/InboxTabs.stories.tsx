// <Inbox tabs>: feeds as tabs over the mock service, whose default subscriber's messages are in
// feeds by kind (MOCK_IDS.feeds: comments and mentions, billing, sign-in alerts, builds; a few
// kinds in none). Tabs by feed, by payload, many tabs on a phone, German and Arabic.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inbox, type InboxTab } from 'inbox-kit';
import { ar } from 'inbox-kit/locales/ar';
import { de } from 'inbox-kit/locales/de';
import { MOCK_EPOCH, MOCK_IDS } from 'inbox-kit/mock';
import { expect, fn, waitFor, within } from 'storybook/test';
import { currentService, installMockService, withInboxKit } from '../support/mockService';

const ada = MOCK_IDS.subscribers.default;
/** The mock's fixtures are dated relative to this instant: relative times stay put. */
const NOW = new Date(MOCK_EPOCH);
const LOAD_TIMEOUT = { timeout: 5_000 };

const BY_FEED: InboxTab[] = [
  { id: 'all', label: 'All' },
  { id: 'mentions', label: 'Mentions', feedIdentifier: 'mentions' },
  { id: 'billing', label: 'Billing', feedIdentifier: 'billing' },
  { id: 'security', label: 'Security', feedIdentifier: 'security' },
];

const meta = {
  title: 'Inbox/Inbox tabs',
  component: Inbox,
  decorators: [withInboxKit],
  // A fresh mock service per story; no latency unless a story says so.
  beforeEach({ msw }) {
    installMockService(msw);
  },
  args: {
    subscriberId: ada,
    now: NOW,
    tabs: BY_FEED,
    onTabChange: fn(),
    onMessageClick: fn(),
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

/** The feed (`_feedId`) of each shown row, as the service stores it. */
function feedsShown(canvasElement: HTMLElement): Set<string | null | undefined> {
  return new Set(rows(canvasElement).map((row) => currentService.store.getMessage(ada, row.dataset.messageId!)?._feedId));
}

/** The unread count a feed tab shows, once it shows one. */
function tabCount(canvasElement: HTMLElement, id: string): number {
  return Number(canvasElement.querySelector(`[data-slot="inbox-feed-tab"][data-tab="${id}"] [data-slot="inbox-tab-count"]`)?.textContent?.trim());
}

/** Every message, then one feed per tab: Mentions, Billing, Security, each with its unread count. */
export const ByFeed: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(rows(canvasElement).length).toBeGreaterThan(3), LOAD_TIMEOUT);
    await waitFor(() => expect(tabCount(canvasElement, 'billing')).toBeGreaterThan(0), LOAD_TIMEOUT);
    await expect(feedsShown(canvasElement).size).toBeGreaterThan(2);
  },
};

/** The Billing tab shown (`defaultTab`): invoices, failed payments and the storage quota only. */
export const BillingTab: Story = {
  args: { defaultTab: 'billing' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(rows(canvasElement).length).toBeGreaterThan(1), LOAD_TIMEOUT);
    await expect(feedsShown(canvasElement)).toEqual(new Set([MOCK_IDS.feeds.billing]));
  },
};

/**
 * Mark all in the Billing tab: one mark-all with `feedIdentifier: billing`; Billing's messages and
 * count change, Mentions' count does not.
 */
export const MarkAllInBilling: Story = {
  args: { defaultTab: 'billing' },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(tabCount(canvasElement, 'billing')).toBeGreaterThan(0), LOAD_TIMEOUT);
    await waitFor(() => expect(tabCount(canvasElement, 'mentions')).toBeGreaterThan(0), LOAD_TIMEOUT);
    const mentions = tabCount(canvasElement, 'mentions');
    await userEvent.click(canvas.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/^All notifications in Billing marked as read/));
    for (const row of rows(canvasElement)) await expect(row.dataset.read).toBe('true');
    await expect(canvasElement.querySelector('[data-slot="inbox-feed-tab"][data-tab="billing"] [data-slot="inbox-tab-count"]')).toBeNull();
    await expect(tabCount(canvasElement, 'mentions')).toBe(mentions);
    const billing = currentService.store.getMessages(ada).filter((message) => message._feedId === MOCK_IDS.feeds.billing);
    await expect(billing.every((message) => message.read)).toBe(true);
  },
};

/**
 * A tab by payload (the messages about the "Analytical Engine" project, whatever their feed) beside
 * tabs by feed; its action marks its loaded messages, as its label says: the service's mark-all
 * takes no payload.
 */
export const ByPayload: Story = {
  args: {
    tabs: [
      { id: 'all', label: 'All' },
      { id: 'engine', label: 'Analytical Engine', payload: { project: 'Analytical Engine' } },
      { id: 'mentions', label: 'Mentions', feedIdentifier: 'mentions' },
    ],
    defaultTab: 'engine',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(rows(canvasElement).length).toBeGreaterThan(0), LOAD_TIMEOUT);
    for (const row of rows(canvasElement)) {
      await expect(currentService.store.getMessage(ada, row.dataset.messageId!)?.payload?.project).toBe('Analytical Engine');
    }
    await expect(canvas.getByRole('button', { name: 'Mark loaded as read' })).toBeVisible();
  },
};

const MANY: InboxTab[] = [
  { id: 'all', label: 'All' },
  { id: 'mentions', label: 'Mentions', feedIdentifier: 'mentions' },
  { id: 'billing', label: 'Billing', feedIdentifier: 'billing' },
  { id: 'security', label: 'Security', feedIdentifier: 'security' },
  { id: 'builds', label: 'Builds', feedIdentifier: 'builds' },
  { id: 'money-and-safety', label: 'Billing & security', feedIdentifier: ['billing', 'security'] },
  { id: 'engine', label: 'Analytical Engine', payload: { project: 'Analytical Engine' } },
];

/** Seven tabs on a phone (375 px): the tab row scrolls sideways; the read filter stays below it. */
export const ManyTabsOnAPhone: Story = {
  args: { tabs: MANY },
  parameters: {
    viewport: {
      options: { phone: { name: 'Phone (375 px)', styles: { width: '375px', height: '812px' }, type: 'mobile' } },
    },
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: (args) => <Inbox {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(rows(canvasElement).length).toBeGreaterThan(3), LOAD_TIMEOUT);
    await expect(canvas.getAllByRole('tab')).toHaveLength(MANY.length + 3);
    const tabList = canvas.getByRole('tablist', { name: 'Sections' });
    await expect(tabList.scrollWidth).toBeGreaterThan(tabList.clientWidth);
  },
};

/** The German pack, with the app's German tab names. */
export const German: Story = {
  args: {
    labels: de.inbox,
    timeZone: 'Europe/Berlin',
    tabs: [
      { id: 'all', label: 'Alle' },
      { id: 'mentions', label: 'Erwähnungen', feedIdentifier: 'mentions' },
      { id: 'billing', label: 'Rechnungen', feedIdentifier: 'billing' },
    ],
    defaultTab: 'mentions',
  },
  render: (args) => (
    <div lang="de" style={{ maxInlineSize: 560 }}>
      <Inbox {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('checkbox', { name: /^Auswählen: / }, LOAD_TIMEOUT);
    await expect(canvas.getByRole('tablist', { name: 'Bereiche' })).toBeVisible();
    await expect(feedsShown(canvasElement)).toEqual(new Set([MOCK_IDS.feeds.mentions]));
  },
};

/** The Arabic pack, right to left: the tabs run from the right, the arrows follow. */
export const Arabic: Story = {
  args: {
    labels: ar.inbox,
    timeZone: 'Asia/Riyadh',
    tabs: [
      { id: 'all', label: 'الكل' },
      { id: 'mentions', label: 'الإشارات', feedIdentifier: 'mentions' },
      { id: 'billing', label: 'الفواتير', feedIdentifier: 'billing' },
    ],
    defaultTab: 'billing',
  },
  parameters: { dir: 'rtl' },
  render: (args) => (
    <div lang="ar" dir="rtl" style={{ maxInlineSize: 560 }}>
      <Inbox {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(rows(canvasElement).length).toBeGreaterThan(1), LOAD_TIMEOUT);
    await expect(canvas.getByRole('tablist', { name: 'الأقسام' })).toBeVisible();
    await expect(feedsShown(canvasElement)).toEqual(new Set([MOCK_IDS.feeds.billing]));
  },
};
