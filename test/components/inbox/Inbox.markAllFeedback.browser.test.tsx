// Mark all's words and "Mark all as seen": the success is announced in role="status", a failure
// is a role="alert" with Retry (rows and counts as before), and `markAllSeenOnOpen` marks every
// message seen once per opening of the bell's popover, only when something is unseen.
import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Inbox } from '../../../src/components/inbox/Inbox';
import { InboxBell } from '../../../src/components/inbox/InboxBell';
import { MOCK_EPOCH, MOCK_IDS } from '../../../src/mock';
import { rows, renderWithKit, type WireRequest } from '../../support/renderWithKit';

const NOW = new Date(MOCK_EPOCH);
const { default: ada } = MOCK_IDS.subscribers;
const isMarkAll = (request: WireRequest) => request.method === 'POST' && request.url.pathname.endsWith('/messages/mark-all');

function tabCount(filter: 'unread' | 'unseen'): number {
  const text = document.querySelector(`[data-filter="${filter}"] [data-slot="inbox-tab-count"]`)?.textContent ?? '';
  return Number(text.trim().replace(/\D/g, '') || '0');
}

test('mark all: the success is announced; a failure is an alert with the reason, rows as before, and Retry sends it again', async () => {
  const kit = await renderWithKit(<Inbox subscriberId={ada} now={NOW} />, { listMaxBlockSize: 'none' });
  const button = page.getByRole('button', { name: 'Mark all as read' });
  await expect.element(button).toBeEnabled();
  const before = rows().map((row) => [row.dataset.messageId!, row.dataset.read] as const);
  const readOf = (id: string) => document.querySelector<HTMLElement>(`[data-message-id="${CSS.escape(id)}"]`)?.dataset.read;
  const unreadOnService = kit.service.store.getMessages(ada).filter((message) => message.channel === 'in_app' && !message.read).length;
  kit.service.failNext(1, { route: 'mark-all', status: 500, message: 'The database is unavailable' });
  await userEvent.click(button);
  await expect
    .element(page.getByRole('alert'))
    .toHaveTextContent('Could not mark all notifications as read: The database is unavailable (500)');
  await expect.poll(() => before.map(([id]) => [id, readOf(id)])).toEqual(before);
  await userEvent.click(page.getByRole('button', { name: 'Retry', exact: true }));
  await expect.element(page.getByRole('alert')).not.toBeInTheDocument();
  await expect.element(page.getByRole('status')).toHaveTextContent(`All notifications marked as read (${unreadOnService} changed)`);
  expect(rows().every((row) => row.dataset.read === 'true')).toBe(true);
  expect(kit.requests.filter(isMarkAll)).toHaveLength(2);
});

test('markAllSeenOnOpen: opening the bell marks every message seen in one request, silently; reopening with nothing unseen sends nothing', async () => {
  const kit = await renderWithKit(
    <div>
      <p>Outside the bell</p>
      <InboxBell subscriberId={ada} now={NOW} markAllSeenOnOpen />
    </div>,
    { listMaxBlockSize: 'none' },
  );
  expect(kit.service.store.getMessages(ada).some((message) => message.channel === 'in_app' && !message.seen)).toBe(true);
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await userEvent.click(bell);
  await expect.element(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
  await expect.poll(() => kit.requests.filter(isMarkAll).map((request) => request.body)).toEqual([{ markAs: 'seen' }]);
  await expect.poll(() => tabCount('unseen')).toBe(0);
  await expect.poll(() => kit.service.store.getMessages(ada).filter((message) => message.channel === 'in_app' && !message.seen).length).toBe(0);
  expect(rows().every((row) => row.dataset.seen === 'true')).toBe(true);
  // Implicit: nothing announced, nothing to undo; read state untouched.
  expect(page.getByRole('status').element().textContent).toBe('');
  expect(rows().some((row) => row.dataset.read === 'false')).toBe(true);

  await userEvent.click(page.getByText('Outside the bell'));
  await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  await userEvent.click(bell);
  await expect.element(page.getByRole('checkbox', { name: 'Select all' })).toBeEnabled();
  expect(kit.requests.filter(isMarkAll)).toHaveLength(1);
});
