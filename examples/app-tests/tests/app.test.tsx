// The app's tests, the same file in every runner: Vitest with jsdom, Vitest with happy-dom, and
// Jest with jsdom. The components are found by role and name, as a reader finds them.
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MOCK_IDS } from 'inbox-kit/mock';
import { App } from '../src/App';
import { ActivityScreen } from '../src/ActivityScreen';
import { service } from './mockService';

const ada = MOCK_IDS.subscribers.default;

/** The number a name says ("Unread 27", "Notifications, 27 unread"). */
const count = (element: HTMLElement) => Number(/\d+/.exec(element.getAttribute('aria-label') ?? element.textContent ?? '')?.[0] ?? 0);

test('two messages marked read: the Unread tab and the bell count two fewer', async () => {
  const user = userEvent.setup();
  render(<App subscriberId={ada} />);
  const page = within(screen.getByRole('main'));
  await page.findAllByRole('checkbox', { name: /^Select: / });
  // The bell says the count once the counts have come.
  const bell = await screen.findByRole('button', { name: /^Notifications, \d+ unread$/ });
  const unreadTab = page.getByRole('tab', { name: /^Unread/ });
  const before = count(unreadTab);
  expect(count(bell)).toBe(before);

  const unread = page.getAllByRole('listitem').filter((row) => within(row).queryByText('Unread'));
  await user.click(within(unread[0]).getByRole('checkbox'));
  await user.click(within(unread[1]).getByRole('checkbox'));
  await user.click(page.getByRole('button', { name: /^Mark as…/ }));
  await user.click(await screen.findByRole('menuitem', { name: 'Mark as read' }));

  expect(count(unreadTab)).toBe(before - 2);
  expect(count(bell)).toBe(before - 2);
  // The status speaks once the service has answered: wait for its words, not for the (always present) region.
  expect(await within(page.getByRole('status')).findByText('2 notifications marked as read')).toBeInTheDocument();
});

test('a change the service refuses is put back, and an alert says why', async () => {
  service.failNext(1, { route: 'mark-as', status: 400, message: 'Refused' });
  const user = userEvent.setup();
  render(<App subscriberId={ada} />);
  const page = within(screen.getByRole('main'));
  await page.findAllByRole('checkbox', { name: /^Select: / });
  const [row] = page.getAllByRole('listitem').filter((item) => within(item).queryByText('Unread'));
  await user.click(within(row).getByRole('button', { name: /^Actions for: / }));
  await user.click(await screen.findByRole('menuitem', { name: 'Mark as read' }));

  expect(await page.findByRole('alert')).toHaveTextContent('Could not mark 1 notification as read: Refused');
  expect(within(row).getByText('Unread')).toBeInTheDocument();
});

test('the bell opens the inbox in a popover; Escape closes it', async () => {
  const user = userEvent.setup();
  render(<App subscriberId={ada} />);
  const bell = await screen.findByRole('button', { name: /^Notifications, \d+ unread$/ });
  await user.click(bell);
  const popover = screen.getByRole('dialog', { name: 'Notifications' });
  expect((await within(popover).findAllByRole('checkbox', { name: /^Select: / })).length).toBeGreaterThan(0);
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(bell).toHaveFocus();
});

test("a notification's activity: the failed job is open, a completed one opens on a click", async () => {
  const user = userEvent.setup();
  render(<ActivityScreen notificationId={MOCK_IDS.notifications.failedEmail} />);
  expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent('Password reset');
  expect(screen.getByRole('button', { name: /^Email/ })).toHaveAttribute('aria-expanded', 'true');
  const inApp = screen.getByRole('button', { name: /^In-app/ });
  expect(inApp).toHaveAttribute('aria-expanded', 'false');
  await user.click(inApp);
  expect(inApp).toHaveAttribute('aria-expanded', 'true');
});
