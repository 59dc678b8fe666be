// <InboxBell>: the unread count on a button that opens the inbox in a popover. State stories show
// it untouched; the interaction story is named for what it does.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { InboxBell } from 'inbox-kit';
import { MOCK_EPOCH, MOCK_IDS } from 'inbox-kit/mock';
import { expect, screen, waitFor } from 'storybook/test';
import { installMockService, withInboxKit } from '../support/mockService';

const meta = {
  title: 'Inbox/InboxBell',
  component: InboxBell,
  decorators: [withInboxKit],
  beforeEach({ msw }) {
    installMockService(msw);
  },
  args: { subscriberId: MOCK_IDS.subscribers.default, now: new Date(MOCK_EPOCH) },
  parameters: { layout: 'padded' },
  render: (args) => (
    <header style={{ display: 'flex', justifyContent: 'flex-end', paddingBlockEnd: 560 }}>
      <InboxBell {...args} />
    </header>
  ),
} satisfies Meta<typeof InboxBell>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The bell, closed, with its unread count. */
export const Bell: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: /^Notifications, \d+ unread$/ }, { timeout: 5_000 });
  },
};

/** Click the bell: the inbox opens with focus inside; Escape closes it and focus returns. */
export const OpenThenEscape: Story = {
  play: async ({ canvas, userEvent }) => {
    const bell = await canvas.findByRole('button', { name: /^Notifications, \d+ unread$/ }, { timeout: 5_000 });
    await userEvent.click(bell);
    // The popover is portalled to <body>, outside the canvas.
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await screen.findAllByRole('checkbox', { name: /^Select: / }, { timeout: 5_000 });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(bell).toHaveFocus();
  },
};

/** Open, in the dark theme. */
export const BellOpenDark: Story = {
  parameters: { theme: 'dark' },
  args: { defaultOpen: true },
  play: async () => {
    await screen.findAllByRole('checkbox', { name: /^Select: / }, { timeout: 5_000 });
  },
};

/** Nothing unread: no badge, and the name is just "Notifications". */
export const NothingUnread: Story = {
  args: { subscriberId: MOCK_IDS.subscribers.empty },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Notifications' })).toBeVisible();
  },
};
