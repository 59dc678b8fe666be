// <InboxBell>: names the unread count, opens the inbox in a popover (focus in), closes on Escape
// and outside click (focus back on the bell).
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { InboxBell } from '../../../src/components/inbox/InboxBell';
import { MOCK_EPOCH, MOCK_IDS } from '../../../src/mock';
import { renderWithKit } from '../../support/renderWithKit';

const NOW = new Date(MOCK_EPOCH);
const { default: ada, empty } = MOCK_IDS.subscribers;

async function renderBell(subscriberId: string) {
  const result = await renderWithKit(
    <div>
      <p>Outside the bell</p>
      <InboxBell subscriberId={subscriberId} now={NOW} />
    </div>, { listMaxBlockSize: 'none' });
  const unread = result.service.store
    .getMessages(subscriberId)
    .filter((m) => m.channel === 'in_app' && !m.read).length;
  return { ...result, unread };
}

test('the bell says how many are unread', async () => {
  const { screen, unread } = await renderBell(ada);
  expect(unread).toBeGreaterThan(0);
  await expect.element(screen.getByRole('button', { name: `Notifications, ${unread} unread` })).toBeVisible();
  await expect.element(screen.getByRole('button', { name: `Notifications, ${unread} unread` })).toHaveAttribute('aria-expanded', 'false');
});

test('without unread messages the bell is just "Notifications"', async () => {
  const { screen } = await renderBell(empty);
  await expect.element(screen.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
});

test('opens the inbox with focus inside; Escape closes and focus returns', async () => {
  const { screen } = await renderBell(ada);
  const bell = screen.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await userEvent.click(bell);
  const dialog = screen.getByRole('dialog', { name: 'Notifications' });
  await expect.element(dialog).toBeVisible();
  await expect.element(bell).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(() => dialog.element().contains(document.activeElement)).toBe(true);
  await expect.element(screen.getByRole('checkbox', { name: 'Select all' })).toBeEnabled();
  await userEvent.keyboard('{Escape}');
  await expect.element(dialog).not.toBeInTheDocument();
  await expect.element(bell).toHaveFocus();
});

test('an outside click closes it', async () => {
  const { screen } = await renderBell(ada);
  const bell = screen.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await userEvent.click(bell);
  await expect.element(screen.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
  await userEvent.click(screen.getByText('Outside the bell'));
  await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
});

test('Escape first clears a selection inside, then closes; marking read updates the bell', async () => {
  const { screen, unread } = await renderBell(ada);
  await userEvent.click(screen.getByRole('button', { name: /^Notifications, \d+ unread$/ }));
  const dialog = screen.getByRole('dialog', { name: 'Notifications' });
  const firstUnread = document.querySelector<HTMLElement>('[data-slot="inbox-row"][data-read="false"] [data-slot="inbox-row-checkbox"]')!;
  await userEvent.click(screen.getByRole('checkbox', { name: firstUnread.getAttribute('aria-label')! }).first());
  await userEvent.click(screen.getByRole('button', { name: /^Mark as/ }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Mark as read', exact: true }));
  await expect
    .element(screen.getByRole('button', { name: `Notifications, ${unread - 1} unread` }))
    .toBeInTheDocument();
  (screen.getByRole('checkbox', { name: 'Select all' }).element() as HTMLElement).focus();
  await userEvent.keyboard('{Escape}');
  await expect.element(dialog).toBeVisible();
  await expect.element(screen.getByRole('button', { name: /^Mark as/ })).toBeDisabled();
  await userEvent.keyboard('{Escape}');
  await expect.element(dialog).not.toBeInTheDocument();
});

test('the popover carries the theme and direction of where the bell is', async () => {
  const { screen } = await renderWithKit(
    <div data-theme="dark" dir="rtl">
      <InboxBell subscriberId={ada} now={NOW} />
    </div>, { listMaxBlockSize: 'none' });
  await userEvent.click(screen.getByRole('button', { name: /^Notifications/ }));
  const dialog = screen.getByRole('dialog', { name: 'Notifications' });
  await expect.element(dialog).toBeVisible();
  const layer = dialog.element().closest('[data-slot="popover-layer"]')!;
  expect(layer.getAttribute('data-theme')).toBe('dark');
  expect(layer.getAttribute('dir')).toBe('rtl');
  expect(getComputedStyle(dialog.element()).backgroundColor).toBe('rgb(21, 23, 28)');
});
