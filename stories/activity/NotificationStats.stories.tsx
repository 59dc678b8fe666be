// <NotificationStats> over the mock service: the sums and the chart of a month of notifications,
// in each state, language and theme. The mock's clock stands still at the fixtures' epoch.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotificationStats } from 'inbox-kit';
import { ar } from 'inbox-kit/locales/ar';
import { de } from 'inbox-kit/locales/de';
import { MOCK_EPOCH } from 'inbox-kit/mock';
import { expect, waitFor, within } from 'storybook/test';
import { currentService, installMockService, withInboxKit } from '../support/mockService';
import { removeAllNotifications } from '../support/notificationRecords';

const NOW = Date.parse(MOCK_EPOCH);
const LOAD_TIMEOUT = { timeout: 5_000 };

const meta = {
  title: 'Activity/Notification stats',
  component: NotificationStats,
  decorators: [withInboxKit],
  beforeEach({ msw }) {
    installMockService(msw, { now: () => NOW });
  },
  args: { now: NOW, days: 30 },
  parameters: { layout: 'padded' },
  render: (args) => (
    <div style={{ maxInlineSize: 720 }}>
      <NotificationStats {...args} />
    </div>
  ),
} satisfies Meta<typeof NotificationStats>;
export default meta;

type Story = StoryObj<typeof meta>;

async function charted(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.querySelectorAll('table tbody tr').length).toBeGreaterThan(0), LOAD_TIMEOUT);
}

/** A month: the sums, a bar a day, the channels each day used. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await charted(canvasElement);
    await expect(canvasElement.querySelectorAll('rect.ik-chart__bar').length).toBeGreaterThan(15);
  },
};

/** A week. */
export const LastWeek: Story = {
  args: { days: 7 },
  play: async ({ canvasElement }) => {
    await charted(canvasElement);
  },
};

/** Nothing sent: zeros, an empty chart. */
export const Empty: Story = {
  beforeEach() {
    removeAllNotifications(currentService);
  },
  play: async ({ canvasElement }) => {
    await charted(canvasElement);
    await expect(canvasElement.querySelectorAll('rect.ik-chart__bar')).toHaveLength(0);
  },
};

/** The numbers never arrive. */
export const Loading: Story = {
  parameters: { visual: { pending: true } },
  beforeEach({ msw }) {
    installMockService(msw, { now: () => NOW, latencyMs: 10 * 60_000 });
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading the numbers…')).toBeInTheDocument();
  },
};

/** The service fails. */
export const LoadError: Story = {
  beforeEach() {
    currentService.failNext(100, { route: 'notification-graph', status: 500 });
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, LOAD_TIMEOUT)).toHaveTextContent('The numbers could not be loaded.');
  },
};

export const German: Story = {
  args: { labels: de.admin, activityLabels: de.activity },
  render: (args) => (
    <div lang="de" style={{ maxInlineSize: 720 }}>
      <NotificationStats {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await charted(canvasElement);
    await within(canvasElement).findByRole('heading', { name: 'Gesendete Benachrichtigungen' });
  },
};

/** Right to left: time runs from the right. */
export const Arabic: Story = {
  args: { labels: ar.admin, activityLabels: ar.activity },
  parameters: { dir: 'rtl' },
  render: (args) => (
    <div lang="ar" dir="rtl" style={{ maxInlineSize: 720 }}>
      <NotificationStats {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await charted(canvasElement);
  },
};

export const DarkTheme: Story = {
  parameters: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await charted(canvasElement);
  },
};
