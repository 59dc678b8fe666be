// The other examples the docs show verbatim do what their pages say: the header bell of
// docs/inbox.md, the activity page of docs/activity.md and the admin's page of docs/admin.md,
// against the mock service.
import { expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { MOCK_EPOCH, MOCK_IDS } from 'inbox-kit/mock';
import { useState } from 'react';
import { AdminActivityPage } from '../../docs/examples/AdminActivityPage';
import { HeaderBell } from '../../docs/examples/HeaderBell';
import { NotificationPage } from '../../docs/examples/NotificationPage';
import { renderWithKit } from '../support/renderWithKit';

vi.setConfig({ testTimeout: 30_000 });
const ada = MOCK_IDS.subscribers.default;
const ids = MOCK_IDS.notifications;

test('the header bell marks all seen on opening, takes pushed news, and closes on opening a message', async () => {
  const navigate = vi.fn();
  const listeners = new Set<() => void>();
  const subscribe = (onChange: () => void) => {
    listeners.add(onChange);
    return () => void listeners.delete(onChange);
  };
  const kit = await renderWithKit(<HeaderBell subscriberId={ada} navigate={navigate} subscribe={subscribe} />, {
    listMaxBlockSize: 'none',
  });
  const inApp = () => kit.service.store.getMessages(ada).filter((message) => message.channel === 'in_app');
  expect(inApp().some((message) => !message.seen)).toBe(true);

  await userEvent.click(page.getByRole('button', { name: /^Notifications, \d+ unread$/ }));
  await expect.element(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
  await expect.poll(() => inApp().every((message) => message.seen)).toBe(true);

  // The app's push channel says something changed: the inbox looks, and the idle reader sees it.
  const [delivered] = kit.service.deliver(ada, 1);
  expect(listeners.size).toBe(1);
  for (const onChange of listeners) onChange();
  await expect.poll(() => document.querySelector(`[data-message-id="${delivered!._id}"]`)).not.toBeNull();

  const title = document.querySelector<HTMLElement>(`[data-message-id="${delivered!._id}"] [data-slot="inbox-title"]`)!;
  await userEvent.click(title);
  await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  expect(navigate).toHaveBeenCalledTimes(1);
  expect(navigate.mock.lastCall?.[0]).toMatch(/^(?:\/notifications\/|https?:)/);
});

test('the activity page lays out the record, with the app’s own link to a merged digest’s target', async () => {
  await renderWithKit(<NotificationPage notificationId={ids.mergedDigest} hrefOf={(id) => `/activity/${id}`} />);
  const link = page.getByRole('link', { name: ids.mergedInto }).first();
  await expect.element(link).toHaveAttribute('href', `/activity/${ids.mergedInto}`);
  await expect.element(page.getByRole('heading', { name: /^\d+ steps/ })).toBeVisible();
  expect(document.querySelectorAll('li[data-job-id]').length).toBeGreaterThan(0);
});

test('the activity page says when there is no such notification', async () => {
  await renderWithKit(<NotificationPage notificationId={ids.notFound} hrefOf={(id) => `/activity/${id}`} />);
  await expect.element(page.getByText(`No notification has the ID ${ids.notFound}.`)).toBeVisible();
});

test('the admin’s page keeps its filters and its selection in the URL, and opens from one', async () => {
  const urls: string[] = [];
  function Page({ initial }: { initial: string }) {
    const [search, setSearch] = useState(() => new URLSearchParams(initial));
    return (
      <AdminActivityPage
        search={search}
        setSearch={(next) => {
          urls.push(next.toString());
          setSearch(next);
        }}
      />
    );
  }
  const now = Date.parse(MOCK_EPOCH);
  const kit = await renderWithKit(<Page initial={`notification=${ids.failedEmail}`} />, { now: () => now });
  // A link to the page opens the notification it names.
  await expect.element(page.getByRole('heading', { name: 'Password reset' })).toBeVisible();
  await userEvent.fill(page.getByRole('textbox', { name: 'Subscriber ID' }), MOCK_IDS.subscribers.many);
  await userEvent.keyboard('{Enter}');
  expect(urls.at(-1)).toBe(`subscriberId=${MOCK_IDS.subscribers.many}&notification=${ids.failedEmail}`);
  const many = kit.service.store.getSubscriber(MOCK_IDS.subscribers.many)!;
  const first = kit.service.store.servedNotifications().find((record) => record._subscriberId === many._id)!;
  await expect.poll(() => document.querySelector(`li[data-notification-id="${first._id}"]`)).not.toBeNull();
  await userEvent.click(document.querySelector<HTMLElement>(`li[data-notification-id="${first._id}"]`)!);
  expect(urls.at(-1)).toBe(`subscriberId=${MOCK_IDS.subscribers.many}&notification=${first._id}`);
  await expect.element(page.getByRole('heading', { name: 'Notifications sent' })).toBeVisible();
});
