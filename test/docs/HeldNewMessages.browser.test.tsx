// The held-news example of docs/hooks.md does what the page says, against the mock service: new
// messages wait behind the button while the unread count takes them in at once, and the button
// puts them at the top of the list. The page shows the file verbatim (test/docs.test.ts).
import { expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { MOCK_IDS } from 'inbox-kit/mock';
import { HeldNewMessages } from '../../docs/examples/HeldNewMessages';
import { pushSource } from '../support/pushSource';
import { renderWithKit } from '../support/renderWithKit';

vi.setConfig({ testTimeout: 30_000 });
const ada = MOCK_IDS.subscribers.default;

function shownIds(): string[] {
  return [...document.querySelectorAll<HTMLElement>('li[data-message-id]')].map((item) => item.dataset.messageId!);
}

const unreadText = () => /^(\d+) unread$/.exec(document.querySelector('section p')?.textContent ?? '')?.[1];

test('new messages wait behind the button, counted at once, and go in at the top when asked for', async () => {
  const push = pushSource();
  const kit = await renderWithKit(<HeldNewMessages subscriberId={ada} subscribe={push.subscribe} />);
  await expect.poll(() => shownIds().length).toBeGreaterThan(0);
  await expect.poll(unreadText).toBeDefined();
  const before = shownIds();
  const unreadBefore = Number(unreadText());

  const delivered = kit.service.deliver(ada, 2);
  const newIds = delivered.map((message) => message._id);
  expect(delivered.every((message) => !message.read)).toBe(true);
  push.notify();

  const button = page.getByRole('button', { name: 'Show 2 new' });
  await expect.element(button).toBeVisible();
  // Held: not in the list, but in the unread count.
  await expect.poll(() => Number(unreadText())).toBe(unreadBefore + 2);
  expect(shownIds()).toEqual(before);

  await userEvent.click(button);
  await expect.poll(() => shownIds().slice(0, 2).sort()).toEqual([...newIds].sort());
  // The loaded pages were asked again, as many as before: the oldest rows moved on to the next page.
  expect(shownIds().slice(2)).toEqual(before.slice(0, shownIds().length - 2));
  await expect.element(button).not.toBeInTheDocument();

  // The next arrival is held in turn, alone.
  const [third] = kit.service.deliver(ada, 1);
  push.notify();
  await expect.element(page.getByRole('button', { name: 'Show 1 new' })).toBeVisible();
  expect(shownIds()).not.toContain(third!._id);
});
