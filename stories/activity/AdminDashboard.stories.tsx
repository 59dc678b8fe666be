// An admin page composed from the library: the sums and the chart, then the environment's
// notifications beside the activity of the one selected (the page's own state, as a URL would hold
// it). Following a merged digest's link selects the notification it points at.
import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  NotificationActivityFeed,
  NotificationStats,
  type NotificationActivityLabelOverrides,
  type NotificationAdminLabelOverrides,
} from 'inbox-kit';
import { MOCK_EPOCH, MOCK_IDS } from 'inbox-kit/mock';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { installMockService, withInboxKit } from '../support/mockService';

const NOW = Date.parse(MOCK_EPOCH);

/** `labels`, `activityLabels`: the page's words, from the Language toolbar (`parameters.labelPack`). */
function AdminDashboard({
  labels,
  activityLabels,
}: {
  labels?: NotificationAdminLabelOverrides;
  activityLabels?: NotificationActivityLabelOverrides;
}) {
  const [selected, setSelected] = useState<string | null>(MOCK_IDS.notifications.failedEmail);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <h1 style={{ margin: 0, fontSize: '1.375rem' }}>Notification activity</h1>
      <NotificationStats days={30} now={NOW} labels={labels} activityLabels={activityLabels} />
      <NotificationActivityFeed
        selectedId={selected}
        onSelect={setSelected}
        now={NOW}
        timeZone="UTC"
        headingLevel={2}
        labels={labels}
        activityLabels={activityLabels}
      />
    </div>
  );
}

const meta = {
  title: 'Activity/Admin dashboard',
  component: AdminDashboard,
  decorators: [withInboxKit],
  beforeEach({ msw }) {
    // The clock stands still at the fixtures' epoch: the running record stays where it is.
    installMockService(msw, { latencyMs: 150, now: () => NOW });
  },
  parameters: { layout: 'fullscreen', labelPack: 'admin' },
} satisfies Meta<typeof AdminDashboard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The page as it opens: the numbers, the list and the failed email's activity. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Password reset' }, { timeout: 5_000 });
  },
};

/** Pick a merged digest from the list, then follow its link to the notification it went into. */
export const FollowAMergedDigest: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Password reset' }, { timeout: 5_000 });
    // Pick another notification from the list, scrolling it into the list's view first.
    const scroller = canvasElement.querySelector<HTMLElement>('[data-slot="feed-scroller"]')!;
    const find = () => canvasElement.querySelector<HTMLElement>(`li[data-notification-id="${MOCK_IDS.notifications.mergedDigest}"]`);
    await waitFor(() => {
      if (!find()) scroller.scrollTop += 200;
      expect(find()).not.toBeNull();
    });
    const merged = find()!;
    await expect(merged).toHaveAttribute('data-status', 'merged');
    await userEvent.click(merged);
    await waitFor(() => expect(merged).toHaveAttribute('aria-current', 'true'));
    // Follow the merged digest to the notification it went into.
    const [link] = await canvas.findAllByRole('button', { name: MOCK_IDS.notifications.mergedInto }, { timeout: 5_000 });
    await userEvent.click(link!);
    await waitFor(() =>
      expect(canvasElement.querySelector('section.ik-activity')).toHaveAttribute('data-notification-id', MOCK_IDS.notifications.mergedInto),
    );
  },
};

export const DarkTheme: Story = {
  parameters: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Password reset' }, { timeout: 5_000 });
  },
};
