// <Inbox>'s menus load Radix on first use (src/ui/menu): the first rows show with plain triggers
// and nothing of the menus requested; the load starts once the page is idle after them; a press
// before it has arrived opens the menu when it does, with the DOM contract of API.md §2.
import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Inbox } from '../../../src/components/inbox/Inbox';
import { MOCK_EPOCH, MOCK_IDS } from '../../../src/mock';
import { holdMenuLoadingInEachTest } from '../../support/menuLoading';
import { rows, renderWithKit } from '../../support/renderWithKit';
import { rowControl } from '../../support/cssLocator';

const NOW = new Date(MOCK_EPOCH);
const { default: ada } = MOCK_IDS.subscribers;
const MARK_AS = ['Mark as read', 'Mark as unread', 'Mark as seen', 'Mark as unseen'];

const markAsButton = () => page.getByRole('button', { name: /^Mark as/ });
const menuItem = (name: string) => page.getByRole('menuitem', { name, exact: true });
/** Radix gives each trigger it drives an id; the plain ones have none. */
const radixTriggers = () => document.querySelectorAll('[aria-haspopup="menu"][id]').length;

const loading = holdMenuLoadingInEachTest();

async function renderAda() {
  const result = await renderWithKit(<Inbox subscriberId={ada} now={NOW} />, { listMaxBlockSize: '40rem' });
  await expect.element(result.screen.getByRole('checkbox', { name: 'Select all' })).toBeEnabled();
  return result;
}

test('the first rows show without the menus’ code; it is requested once the page is idle after them', async () => {
  await renderAda();
  expect(rows().length).toBeGreaterThan(0);
  // Plain triggers with the contract's name and state, no menu, nothing requested.
  await expect.element(markAsButton()).toBeDisabled();
  await expect.element(markAsButton()).toHaveAttribute('aria-haspopup', 'menu');
  await expect.element(markAsButton()).toHaveAttribute('aria-expanded', 'false');
  expect(document.querySelectorAll('[data-slot="inbox-row-menu-trigger"][aria-haspopup="menu"]').length).toBe(rows().length);
  expect(document.querySelector('[role="menu"]')).toBeNull();
  expect(loading().importModule).not.toHaveBeenCalled();
  expect(radixTriggers()).toBe(0);

  await expect.poll(loading().idleTasks).toBe(1);
  loading().runIdleTasks();
  expect(loading().importModule).toHaveBeenCalledTimes(1);
  await loading().arrive();
  // Every menu is Radix's now, closed, with the same name and state.
  await expect.poll(radixTriggers).toBe(rows().length + 1);
  await expect.element(markAsButton()).toBeDisabled();
  await expect.element(markAsButton()).toHaveAttribute('data-state', 'closed');
  expect(document.querySelector('[role="menu"]')).toBeNull();
});

test('Enter on the bulk button before the code arrives opens the four actions when it does, focus on the first', async () => {
  await renderAda();
  const id = rows().find((row) => row.dataset.read === 'false')!.dataset.messageId!;
  await userEvent.click(rowControl(id, 'inbox-row-checkbox'));
  await expect.element(markAsButton()).toBeEnabled();
  (markAsButton().element() as HTMLElement).focus();
  await userEvent.keyboard('{Enter}');
  expect(document.querySelector('[role="menu"]')).toBeNull();
  await expect.element(markAsButton()).toHaveFocus();

  await loading().arrive();
  await expect.element(page.getByRole('menu')).toBeVisible();
  expect(page.getByRole('menuitem').all().map((item) => item.element().textContent?.trim())).toEqual(MARK_AS);
  await expect.element(menuItem('Mark as read')).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await expect.poll(() => document.querySelector(`[data-message-id="${id}"]`)?.getAttribute('data-read')).toBe('true');
  await expect.element(page.getByRole('menu')).not.toBeInTheDocument();
});

test('a click on a row’s “⋯” before the code arrives opens its menu when it does; Escape returns to the button', async () => {
  await renderAda();
  const row = rows()[0]!;
  const trigger = () => row.querySelector<HTMLElement>('[data-slot="inbox-row-menu-trigger"]')!;
  await userEvent.click(rowControl(row.dataset.messageId!, 'inbox-row-menu-trigger'));
  expect(loading().importModule).toHaveBeenCalledTimes(1);
  await loading().arrive();
  const menu = page.getByRole('menu');
  await expect.element(menu).toBeVisible();
  await expect.element(menu).toHaveFocus();
  await expect.poll(() => page.getByRole('menuitem').all().length).toBe(2);
  await userEvent.keyboard('{Escape}');
  await expect.element(menu).not.toBeInTheDocument();
  await expect.poll(() => document.activeElement).toBe(trigger());
  // Still out of Tab order, as every control of a row (the list is one Tab stop).
  await expect.poll(() => trigger().tabIndex).toBe(-1);
});
