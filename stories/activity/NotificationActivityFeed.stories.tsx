// <NotificationActivityFeed> over the mock service: every state of the admin's list a designer
// wants to see. The mock's clock stands still at the fixtures' epoch, so the running record stays
// where it is and every screenshot is the same.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotificationActivityFeed } from 'inbox-kit';
import { ar } from 'inbox-kit/locales/ar';
import { de } from 'inbox-kit/locales/de';
import { MOCK_EPOCH, MOCK_IDS } from 'inbox-kit/mock';
import { expect, waitFor, within } from 'storybook/test';
import { currentService, installMockService, withInboxKit } from '../support/mockService';
import { putManyNotifications, removeAllNotifications } from '../support/notificationRecords';

const NOW = Date.parse(MOCK_EPOCH);
const LOAD_TIMEOUT = { timeout: 5_000 };
const ids = MOCK_IDS.notifications;

const meta = {
  title: 'Activity/Notification activity feed',
  component: NotificationActivityFeed,
  decorators: [withInboxKit],
  beforeEach({ msw }) {
    installMockService(msw, { now: () => NOW });
  },
  args: { now: NOW, timeZone: 'UTC' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof NotificationActivityFeed>;
export default meta;

type Story = StoryObj<typeof meta>;

const rows = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll<HTMLElement>('li[data-notification-id]')];

async function listed(canvasElement: HTMLElement) {
  await waitFor(() => expect(rows(canvasElement).length).toBeGreaterThan(0), LOAD_TIMEOUT);
}

/** The environment's notifications, newest first, nothing selected. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await listed(canvasElement);
    await expect(within(canvasElement).getByText('Select a notification to see what happened to it.')).toBeVisible();
  },
};

/** One selected (a deep link): its record beside the list, the item marked current. */
export const Selected: Story = {
  args: { defaultSelectedId: ids.failedEmail },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Password reset' }, LOAD_TIMEOUT);
    await waitFor(() => expect(canvasElement.querySelector(`li[data-notification-id="${ids.failedEmail}"]`)).toHaveAttribute('aria-current', 'true'));
  },
};

/** Filtered by subscriber (as a URL would say it): only theirs. */
export const FilteredBySubscriber: Story = {
  args: { defaultFilters: { subscriberId: MOCK_IDS.subscribers.many } },
  play: async ({ canvasElement }) => {
    await listed(canvasElement);
    for (const row of rows(canvasElement)) await expect(row).toHaveTextContent('margaret@example.com');
  },
};

/** Filters that match nothing: said so, with the way back. */
export const FilteredToNothing: Story = {
  args: { defaultFilters: { email: 'nobody@example.com' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No notifications match these filters.', {}, LOAD_TIMEOUT)).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Clear filters' }).length).toBeGreaterThan(0);
  },
};

/** No notification at all yet. */
export const Empty: Story = {
  beforeEach() {
    removeAllNotifications(currentService);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No notifications yet.', {}, LOAD_TIMEOUT)).toBeVisible();
  },
};

/** Forty delivered notifications and one whose email failed, selected: the failure stands out. */
export const OneFailingAmongMany: Story = {
  beforeEach() {
    putManyNotifications(currentService, { count: 40, failedAt: 2 });
  },
  args: { defaultSelectedId: '6650f00d0000000000000002' },
  play: async ({ canvasElement }) => {
    await listed(canvasElement);
    await waitFor(() => expect(rows(canvasElement).filter((row) => row.dataset.status === 'partly-failed')).toHaveLength(1));
    await within(canvasElement).findAllByText('Unexpected provider error', {}, LOAD_TIMEOUT);
  },
};

/** The first page never arrives: skeleton rows. */
export const Loading: Story = {
  parameters: { visual: { pending: true } },
  beforeEach({ msw }) {
    installMockService(msw, { now: () => NOW, latencyMs: 10 * 60_000 });
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading notifications…')).toBeInTheDocument();
  },
};

/** A range older than the plan keeps (7 days here): the service's 402, in words. */
export const PastTheRetention: Story = {
  beforeEach({ msw }) {
    installMockService(msw, { now: () => NOW, retentionDays: 7 });
  },
  args: { defaultFilters: { after: '2026-01-01' } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, LOAD_TIMEOUT);
    await expect(alert).toHaveTextContent('The earliest day you can see is October 25, 2026.');
  },
};

/** The service fails: the alert with Retry. */
export const LoadError: Story = {
  beforeEach() {
    currentService.failNext(100, { route: 'notifications', status: 500 });
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, LOAD_TIMEOUT);
    await expect(alert).toHaveTextContent('The notifications could not be loaded.');
  },
};

/** 1,500 notifications: the list stays quick (only the rows in view are drawn) and pages as it scrolls. */
export const VeryLongList: Story = {
  beforeEach() {
    putManyNotifications(currentService, { count: 1500, failedAt: 700 });
  },
  args: { pageSize: 50 },
  play: async ({ canvasElement }) => {
    await listed(canvasElement);
    await expect(rows(canvasElement).length).toBeLessThan(60);
  },
};

/** The German pack. */
export const German: Story = {
  args: { labels: de.admin, activityLabels: de.activity, timeZone: 'Europe/Berlin', defaultSelectedId: ids.delivered },
  render: (args) => (
    <div lang="de">
      <NotificationActivityFeed {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await listed(canvasElement);
    await within(canvasElement).findByRole('search', { name: 'Benachrichtigungen filtern' });
  },
};

/** The Arabic pack, right to left. */
export const Arabic: Story = {
  args: { labels: ar.admin, activityLabels: ar.activity, timeZone: 'Asia/Riyadh', defaultSelectedId: ids.failedEmail },
  parameters: { dir: 'rtl' },
  render: (args) => (
    <div lang="ar" dir="rtl">
      <NotificationActivityFeed {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await listed(canvasElement);
    await within(canvasElement).findByRole('search', { name: 'تصفية الإشعارات' });
  },
};

/** A narrow column (a sidebar, a phone): the record goes below the list. */
export const Narrow: Story = {
  args: { defaultSelectedId: ids.digestRegular },
  render: (args) => (
    <div style={{ maxInlineSize: 360 }}>
      <NotificationActivityFeed {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'New comments digest' }, LOAD_TIMEOUT);
    const list = canvasElement.querySelector('.ik-feed__main')!.getBoundingClientRect();
    const record = canvasElement.querySelector('.ik-feed__record')!.getBoundingClientRect();
    await expect(record.top).toBeGreaterThanOrEqual(list.bottom);
  },
};

/** The dark theme. */
export const DarkTheme: Story = {
  parameters: { theme: 'dark' },
  args: { defaultSelectedId: ids.failedEmail },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Password reset' }, LOAD_TIMEOUT);
  },
};
