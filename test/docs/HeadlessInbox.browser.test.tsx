// The headless example of docs/headless.md does what the page says, against the mock service: a
// shift-click range, a bulk change and its undo, mark all and its undo, and a failure shown and
// rolled back. The page shows the file verbatim (test/docs.test.ts), so this is the page's claim.
import { expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { MOCK_IDS } from 'inbox-kit/mock';
import { HeadlessInbox } from '../../docs/examples/HeadlessInbox';
import { renderWithKit, type Harness } from '../support/renderWithKit';

// Several round trips through the mock per test: slow on a loaded 2-core machine, not stuck.
vi.setConfig({ testTimeout: 30_000 });
const ada = MOCK_IDS.subscribers.default;

function shownIds(): string[] {
  return [...document.querySelectorAll<HTMLElement>('li[data-message-id]')].map((item) => item.dataset.messageId!);
}

function checkbox(id: string): HTMLInputElement {
  return document.querySelector<HTMLInputElement>(`li[data-message-id="${id}"] input[type="checkbox"]`)!;
}

function storedFlags(kit: Harness, ids: readonly string[]) {
  return ids.map((id) => {
    const message = kit.service.store.getMessage(ada, id)!;
    return { id, read: message.read, seen: message.seen };
  });
}

const status = () => document.querySelector('[role="status"]')?.textContent ?? '';

test('a shift-click range is marked read, then undone to each message’s own prior state', async () => {
  const kit = await renderWithKit(<HeadlessInbox subscriberId={ada} />);
  await expect.poll(() => shownIds().length).toBeGreaterThan(4);
  const range = shownIds().slice(0, 4);
  const before = storedFlags(kit, range);

  await userEvent.click(checkbox(range[0]!));
  await userEvent.click(checkbox(range[3]!), { modifiers: ['Shift'] });
  expect(range.map((id) => checkbox(id).checked)).toEqual([true, true, true, true]);

  await page.getByRole('button', { name: 'Mark 4 selected as read' }).click();
  await expect.poll(status).toContain('4 marked as read');
  expect(storedFlags(kit, range).every((flags) => flags.read && flags.seen)).toBe(true);
  // The change cleared the selection.
  expect(range.map((id) => checkbox(id).checked)).toEqual([false, false, false, false]);

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(status).toContain('Undone: 4 notifications restored');
  expect(storedFlags(kit, range)).toEqual(before);
});

test('mark all reads every message on the service; its undo restores the loaded ones', async () => {
  const kit = await renderWithKit(<HeadlessInbox subscriberId={ada} />);
  await expect.poll(() => shownIds().length).toBeGreaterThan(0);
  const loaded = shownIds();
  const before = storedFlags(kit, loaded);
  expect(before.some((flags) => !flags.read)).toBe(true);

  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect.poll(status).toMatch(/^All marked as read \(\d+ changed\)/);
  const inApp = kit.service.store.getMessages(ada).filter((message) => message.channel === 'in_app');
  expect(inApp.every((message) => message.read)).toBe(true);
  await expect.element(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(status).toContain('Undone:');
  expect(storedFlags(kit, loaded)).toEqual(before);
});

test('a refused change is rolled back and said in an alert', async () => {
  const kit = await renderWithKit(<HeadlessInbox subscriberId={ada} />, {
    setup: (service) => service.failNext(1, { route: 'mark-as', status: 400, message: 'Refused for the test' }),
  });
  await expect.poll(() => shownIds().length).toBeGreaterThan(0);
  const id = shownIds().find((candidate) => !kit.service.store.getMessage(ada, candidate)!.read)!;
  const unreadMarker = () => document.querySelector(`li[data-message-id="${id}"] strong`)?.textContent;
  expect(unreadMarker()).toBe('Unread: ');

  await userEvent.click(checkbox(id));
  await page.getByRole('button', { name: 'Mark 1 selected as read' }).click();
  await expect.element(page.getByRole('alert')).toHaveTextContent('The change failed and was undone: Refused for the test');
  expect(unreadMarker()).toBe('Unread: ');
  expect(kit.service.store.getMessage(ada, id)!.read).toBe(false);
});
