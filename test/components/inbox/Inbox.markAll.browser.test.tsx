// <Inbox>'s "Mark all as read": a pending change by rule over every loaded row and the counts,
// one request for all of the subscriber's messages (loaded or not), and an exact rollback.
import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Inbox } from '../../../src/components/inbox/Inbox';
import { MOCK_EPOCH, MOCK_IDS } from '../../../src/mock';
import { listSettled, renderWithKit, rows, type WireRequest } from '../../support/renderWithKit';

const NOW = new Date(MOCK_EPOCH);
const { many } = MOCK_IDS.subscribers;

const isMarkAll = (request: WireRequest) => request.method === 'POST' && request.url.pathname.endsWith('/messages/mark-all');

function unreadTabCount(): number {
  const text = document.querySelector('[data-filter="unread"] [data-slot="inbox-tab-count"]')?.textContent ?? '';
  return Number(text.trim().replace(/\D/g, '') || '0');
}

test('mark all over 2,000 messages with 20 loaded: counts 0 at once, one request, the service ends with 0 unread', async () => {
  const kit = await renderWithKit(<Inbox subscriberId={many} now={NOW} pageSize={20} />, { listMaxBlockSize: '40rem' });
  const button = page.getByRole('button', { name: 'Mark all as read' });
  await expect.element(button).toBeEnabled();
  expect(kit.service.store.getMessages(many).length).toBeGreaterThanOrEqual(2000);
  expect(rows().some((row) => row.dataset.read === 'false')).toBe(true);
  const gate = kit.holdRequests(isMarkAll);
  await userEvent.click(button);
  // The request is still held: what shows is the pending rule.
  expect(gate.held()).toBe(1);
  expect(unreadTabCount()).toBe(0);
  expect(rows().every((row) => row.dataset.read === 'true')).toBe(true);
  await expect.element(button).toBeDisabled();
  gate.open();
  await expect.poll(() => kit.service.store.getMessages(many).filter((message) => !message.read).length).toBe(0);
  expect(kit.requests.filter(isMarkAll)).toHaveLength(1);
  expect(kit.requests.filter(isMarkAll)[0]!.body).toEqual({ markAs: 'read' });
  expect(unreadTabCount()).toBe(0);
});

test('a failed mark all rolls back exactly: rows and counts as before', async () => {
  const kit = await renderWithKit(<Inbox subscriberId={many} now={NOW} pageSize={20} />, {
    listMaxBlockSize: '40rem',
    intercept: (request) => (request.url.endsWith('/messages/mark-all') ? new Response('{"message":"boom"}', { status: 500 }) : undefined),
  });
  const button = page.getByRole('button', { name: 'Mark all as read' });
  await expect.element(button).toBeEnabled();
  await listSettled();
  const before = rows().map((row) => [row.dataset.messageId, row.dataset.read]);
  const countBefore = unreadTabCount();
  expect(countBefore).toBeGreaterThan(0);
  await userEvent.click(button);
  await expect.poll(() => kit.requests.filter(isMarkAll).length).toBe(1);
  await expect.poll(unreadTabCount).toBe(countBefore);
  await expect.poll(() => rows().map((row) => [row.dataset.messageId, row.dataset.read])).toEqual(before);
  expect(kit.service.store.getMessages(many).some((message) => !message.read)).toBe(true);
});
