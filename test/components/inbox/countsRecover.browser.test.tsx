// After a failed first load, Retry brings back the list AND the counts (tabs, bell badge): the
// counts' own query failed with the list's and nothing asked for it again.
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { Inbox } from '../../../src/components/inbox/Inbox';
import { InboxBell } from '../../../src/components/inbox/InboxBell';
import { MOCK_EPOCH, MOCK_IDS } from '../../../src/mock';
import { renderWithKit } from '../../support/renderWithKit';

const NOW = new Date(MOCK_EPOCH);
const { default: ada } = MOCK_IDS.subscribers;
// Smaller than the subscriber's feed: the counts cannot be read off a complete list.
const PAGE = 3;

function tabCount(filter: string): string | undefined {
  return document
    .querySelector(`[data-slot="inbox-tab"][data-filter="${filter}"] [data-slot="inbox-tab-count"]`)
    ?.textContent?.trim();
}

test('counts and the bell badge come back with the list after a failed load and Retry', async () => {
  const { screen, service } = await renderWithKit(
    <>
      <InboxBell subscriberId={ada} now={NOW} pageSize={PAGE} />
      <Inbox subscriberId={ada} now={NOW} pageSize={PAGE} />
    </>,
    // The list and both count samples fail (a 400 is never retried by the client).
    { listMaxBlockSize: 'none', setup: (s) => s.failNext(3, { route: 'feed', status: 400 }) },
  );
  const unread = service.store.getMessages(ada).filter((m) => m.channel === 'in_app' && !m.read).length;
  expect(unread).toBeGreaterThan(0);
  expect(service.store.getMessages(ada).filter((m) => m.channel === 'in_app').length).toBeGreaterThan(PAGE);
  await expect.element(screen.getByRole('alert')).toHaveTextContent('Notifications could not be loaded.');
  // The failure really took the counts down with the list: nothing to show.
  expect(tabCount('unread')).toBeUndefined();
  expect(document.querySelector('[data-slot="inbox-bell-count"]')).toBeNull();

  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  await expect.element(screen.getByRole('checkbox', { name: 'Select all' })).toBeEnabled();
  await expect.poll(() => tabCount('unread')).toBe(String(unread));
  await expect
    .poll(() => document.querySelector('[data-slot="inbox-bell-count"]')?.textContent)
    .toBe(String(unread));
  await expect.element(screen.getByRole('button', { name: `Notifications, ${unread} unread` })).toBeVisible();
});
