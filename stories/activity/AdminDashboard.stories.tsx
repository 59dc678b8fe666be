// An admin page composed from the library: the mock's notifications listed beside the activity of
// the one selected. Following a merged digest's link selects the notification it points at.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultActivityLabels, formatDateTime, NotificationActivity, type NotificationActivityLabelOverrides } from 'inbox-kit';
import type { MockNotificationSummary } from 'inbox-kit/mock';
import { MOCK_IDS } from 'inbox-kit/mock';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { currentService, installMockService, withInboxKit } from '../support/mockService';

function NotificationList({
  notifications,
  selected,
  onSelect,
  labels,
}: {
  notifications: MockNotificationSummary[];
  selected: string | undefined;
  onSelect: (id: string) => void;
  labels: NotificationActivityLabelOverrides | undefined;
}) {
  // The same words for the same rule (the overall status) as the panel's header, so they never disagree.
  const statusWords: Record<MockNotificationSummary['status'], string> = {
    ...defaultActivityLabels.overallStatuses,
    ...labels?.overallStatuses,
  };
  return (
    <nav aria-labelledby="admin-list-heading" style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <h2 id="admin-list-heading" style={{ margin: 0, fontSize: '1rem' }}>
        Recent notifications
      </h2>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 4 }}>
        {notifications.map((n) => {
          const current = n._id === selected;
          return (
            <li key={n._id}>
              <button
                type="button"
                aria-current={current ? 'true' : undefined}
                onClick={() => onSelect(n._id)}
                style={{
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'flex-start',
                  inlineSize: '100%',
                  gap: 2,
                  padding: '8px 12px',
                  border: '1px solid var(--ik-border)',
                  borderRadius: 'var(--ik-radius-sm)',
                  background: current ? 'var(--ik-unread-bg)' : 'var(--ik-bg)',
                  color: 'var(--ik-fg)',
                  font: 'inherit',
                  textAlign: 'start',
                  cursor: 'pointer',
                }}
              >
                <strong>{n.workflowName || '(unnamed workflow)'}</strong>
                <span style={{ fontSize: '0.8125rem' }}>
                  {statusWords[n.status]} · {formatDateTime(n.createdAt, { style: 'medium' })}
                </span>
                <span style={{ fontSize: '0.75rem', color: 'var(--ik-muted-fg)' }}>{n.subscriberId}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** `labels`: the panel's, from the Language toolbar (`parameters.labelPack`). */
function AdminDashboard({ labels }: { labels?: NotificationActivityLabelOverrides }) {
  // The mock's own list, as an admin backend would list notifications.
  const [notifications] = useState(() => currentService.store.listNotifications());
  const [selected, setSelected] = useState<string | undefined>(MOCK_IDS.notifications.failedEmail);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <h1 style={{ margin: 0, fontSize: '1.375rem' }}>Notification activity</h1>
      {/* The list beside the panel where there is room, above it on a phone (a fixed 14rem list
          column left the panel one letter wide at 375 px). */}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24, alignItems: 'start' }}>
        <div style={{ flex: '1 1 14rem', maxInlineSize: '100%' }}>
          <NotificationList notifications={notifications} selected={selected} onSelect={setSelected} labels={labels} />
        </div>
        <main style={{ flex: '999 1 20rem', minInlineSize: 0 }}>
          {selected ? (
            <NotificationActivity notificationId={selected} onNavigate={setSelected} labels={labels} />
          ) : (
            <p>Select a notification.</p>
          )}
        </main>
      </div>
    </div>
  );
}

const meta = {
  title: 'Activity/Admin dashboard',
  component: AdminDashboard,
  decorators: [withInboxKit],
  beforeEach({ msw }) {
    installMockService(msw, { latencyMs: 150 });
  },
  parameters: { layout: 'fullscreen', labelPack: 'activity' },
} satisfies Meta<typeof AdminDashboard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The page as it opens: the list and the failed email's activity. */
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
    // Pick another notification from the list.
    const list = within(canvas.getByRole('navigation', { name: 'Recent notifications' }));
    const [merged] = list.getAllByRole('button', { name: /New comments digest.*Merged/ });
    await userEvent.click(merged!);
    await expect(merged).toHaveAttribute('aria-current', 'true');
    // Follow the merged digest to the notification it went into.
    const [link] = await canvas.findAllByRole('button', { name: MOCK_IDS.notifications.mergedInto }, { timeout: 5_000 });
    await userEvent.click(link!);
    await waitFor(() =>
      expect(canvasElement.querySelector('section.ik-activity')).toHaveAttribute(
        'data-notification-id',
        MOCK_IDS.notifications.mergedInto,
      ),
    );
  },
};

export const DarkTheme: Story = {
  parameters: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Password reset' }, { timeout: 5_000 });
  },
};
