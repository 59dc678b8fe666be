// `onMessageClick` receives the message and the click, and the app decides about navigation: a
// title link with a handler does not follow its href unless the handler allows it.
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { Inbox, type InboxMessageClickDetails } from '../../../src/components/inbox/Inbox';
import type { FeedMessage } from '../../../src/api/types';
import { MOCK_EPOCH, MOCK_IDS } from '../../../src/mock';
import { renderWithKit } from '../../support/renderWithKit';

const NOW = new Date(MOCK_EPOCH);
const { kinds } = MOCK_IDS.subscribers;
const TITLE = 'Your order has shipped';

// Runs after React's handlers (the document is above the root): records whether the link would
// have navigated, then stops it, so that the test page itself never leaves.
const followed: boolean[] = [];
function recordNavigation(event: MouseEvent) {
  if (!(event.target instanceof Element) || !event.target.closest('a[href]')) return;
  followed.push(!event.defaultPrevented);
  event.preventDefault();
}
beforeEach(() => {
  followed.length = 0;
  document.addEventListener('click', recordNavigation);
});
afterEach(() => document.removeEventListener('click', recordNavigation));

type Handler = (message: FeedMessage, event: unknown, details: InboxMessageClickDetails) => void;

test('the handler gets the message, the event and the href; the link does not navigate by default', async () => {
  const onMessageClick = vi.fn<Handler>();
  const { screen } = await renderWithKit(<Inbox subscriberId={kinds} now={NOW} onMessageClick={onMessageClick} />, {
    listMaxBlockSize: 'none',
  });
  await userEvent.click(screen.getByRole('link', { name: TITLE }));
  expect(onMessageClick).toHaveBeenCalledTimes(1);
  const [message, event, details] = onMessageClick.mock.calls[0]!;
  expect(message.subject).toBe(TITLE);
  expect((event as { type: string }).type).toBe('click');
  expect(details.href).toBe('https://example.com/orders/42');
  expect(followed).toEqual([false]);
});

test('allowNavigation lets the link follow its href', async () => {
  const onMessageClick = vi.fn<Handler>((_message, _event, details) => details.allowNavigation());
  const { screen } = await renderWithKit(<Inbox subscriberId={kinds} now={NOW} onMessageClick={onMessageClick} />, {
    listMaxBlockSize: 'none',
  });
  await userEvent.click(screen.getByRole('link', { name: TITLE }));
  expect(onMessageClick).toHaveBeenCalledTimes(1);
  expect(followed).toEqual([true]);
});

test('a modified click opens elsewhere as the reader asked, without the handler; the message is still read', async () => {
  const onMessageClick = vi.fn<Handler>();
  const { screen } = await renderWithKit(<Inbox subscriberId={kinds} now={NOW} onMessageClick={onMessageClick} />, {
    listMaxBlockSize: 'none',
  });
  const link = screen.getByRole('link', { name: TITLE });
  await expect.element(link).toBeVisible();
  link.element().dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
  expect(onMessageClick).not.toHaveBeenCalled();
  expect(followed).toEqual([true]);
  await expect.poll(() => link.element().closest<HTMLElement>('[data-slot="inbox-row"]')?.dataset.read).toBe('true');
});

test('without a handler the link is a plain link', async () => {
  const { screen } = await renderWithKit(<Inbox subscriberId={kinds} now={NOW} />, { listMaxBlockSize: 'none' });
  await userEvent.click(screen.getByRole('link', { name: TITLE }));
  expect(followed).toEqual([true]);
});
