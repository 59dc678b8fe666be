// <InboxBell count>: what the bell counts (unread, unseen or both), said in its accessible name;
// and its badge following new messages while it is closed (the inbox, and with it the inbox's own
// live arrival, is not mounted then). Arrival is driven by a push source, never by time.
import { expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { InboxBell } from '../../../src/components/inbox/InboxBell';
import { de } from '../../../src/locales/de';
import { MOCK_EPOCH, MOCK_IDS } from '../../../src/mock';
import { pushSource } from '../../support/pushSource';
import { renderWithKit, type Harness, type WireRequest } from '../../support/renderWithKit';

const NOW = new Date(MOCK_EPOCH);
vi.setConfig({ testTimeout: 30_000 });
const { default: ada } = MOCK_IDS.subscribers;

function onService(kit: Harness) {
  const messages = kit.service.store.getMessages(ada).filter((message) => message.channel === 'in_app');
  return { unread: messages.filter((message) => !message.read).length, unseen: messages.filter((message) => !message.seen).length };
}

const bell = () => document.querySelector<HTMLElement>('[data-slot="inbox-bell"]')!;
const badge = () => document.querySelector('[data-slot="inbox-bell-count"]')?.textContent;
const isFeed = (request: WireRequest) => request.method === 'GET' && request.url.pathname.endsWith('/notifications/feed');

test('count="unread" (the default), "unseen" and "both": the name says which, the badge shows the count it names first', async () => {
  // Some messages read but unseen, so the two counts differ.
  const kit = await renderWithKit(
    <>
      <InboxBell subscriberId={ada} now={NOW} />
      <InboxBell subscriberId={ada} now={NOW} count="unseen" />
      <InboxBell subscriberId={ada} now={NOW} count="both" />
      <InboxBell subscriberId={ada} now={NOW} count="both" labels={de.inbox} />
    </>,
  );
  const { unread, unseen } = onService(kit);
  expect(unread).toBeGreaterThan(0);
  expect(unseen).toBeGreaterThan(0);
  await expect.element(kit.screen.getByRole('button', { name: `Notifications, ${unread} unread`, exact: true })).toBeVisible();
  await expect.element(kit.screen.getByRole('button', { name: `Notifications, ${unseen} unseen`, exact: true })).toBeVisible();
  await expect
    .element(kit.screen.getByRole('button', { name: `Notifications, ${unread} unread, ${unseen} unseen`, exact: true }))
    .toBeVisible();
  await expect
    .element(kit.screen.getByRole('button', { name: `Benachrichtigungen, ${unread} ungelesen, ${unseen} nicht gesehen`, exact: true }))
    .toBeVisible();
  const badges = [...document.querySelectorAll('[data-slot="inbox-bell-count"]')].map((element) => element.textContent);
  expect(badges).toEqual([String(unread), String(unseen), String(unread), String(unread)]);
});

test('closed, the bell looks for new messages itself: the badge and the name follow a push, with the counts asked again, no list', async () => {
  const push = pushSource();
  const onNewMessages = vi.fn();
  const kit = await renderWithKit(
    <InboxBell subscriberId={ada} now={NOW} pollIntervalMs={false} subscribe={push.subscribe} onNewMessages={onNewMessages} />,
  );
  const { unread } = onService(kit);
  await expect.poll(badge).toBe(String(unread));
  await expect.poll(() => kit.queryClient.isFetching()).toBe(0);
  const sent = kit.requests.length;
  kit.service.deliver(ada, 2);
  push.notify();
  await expect.poll(badge).toBe(String(unread + 2));
  expect(bell().getAttribute('aria-label')).toBe(`Notifications, ${unread + 2} unread`);
  // The two count samples (unread, unseen), nothing else.
  const asked = kit.requests.slice(sent);
  expect(asked.every(isFeed)).toBe(true);
  const samples = asked.map((request) => `read=${request.url.searchParams.get('read')} seen=${request.url.searchParams.get('seen')}`);
  expect(samples.sort()).toEqual(['read=false seen=null', 'read=null seen=false']);
  // No list was loaded: nothing to tell new from known.
  expect(onNewMessages).not.toHaveBeenCalled();
});

test('closed after being open, the bell inserts what arrives into the loaded list and tells onNewMessages once; open, the inbox looks instead', async () => {
  const push = pushSource();
  const onNewMessages = vi.fn();
  const kit = await renderWithKit(
    <InboxBell subscriberId={ada} now={NOW} pollIntervalMs={false} subscribe={push.subscribe} onNewMessages={onNewMessages} />,
    { listMaxBlockSize: 'none' },
  );
  const { unread } = onService(kit);
  await userEvent.click(bell());
  await expect.element(kit.screen.getByRole('checkbox', { name: 'Select all' })).toBeEnabled();
  await userEvent.keyboard('{Escape}');
  await expect.poll(() => bell().dataset.state).toBe('closed');
  await expect.poll(() => kit.queryClient.isFetching()).toBe(0);

  const [arrived] = kit.service.deliver(ada, 1);
  push.notify();
  await expect.poll(() => onNewMessages.mock.calls.length).toBe(1);
  expect((onNewMessages.mock.calls[0]![0] as Array<{ _id: string }>).map((message) => message._id)).toEqual([arrived!._id]);
  await expect.poll(badge).toBe(String(unread + 1));

  // Open: one look, the inbox's (the bell's own stopped), and the row is there already.
  await userEvent.click(bell());
  await expect.element(kit.screen.getByRole('checkbox', { name: 'Select all' })).toBeEnabled();
  expect(document.querySelector(`[data-message-id="${arrived!._id}"]`)).not.toBe(null);
  await expect.poll(() => kit.queryClient.isFetching()).toBe(0);
  const [second] = kit.service.deliver(ada, 1);
  const sent = kit.requests.length;
  push.notify();
  await expect.poll(() => onNewMessages.mock.calls.length).toBe(2);
  expect((onNewMessages.mock.calls[1]![0] as Array<{ _id: string }>).map((message) => message._id)).toEqual([second!._id]);
  await expect.poll(() => kit.queryClient.isFetching()).toBe(0);
  expect(kit.requests.slice(sent).filter(isFeed)).toHaveLength(1);
});
