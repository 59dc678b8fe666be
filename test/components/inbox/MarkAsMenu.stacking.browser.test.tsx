// The menus open over the list: what is on top at a menu item's centre is the menu item, even when
// the popper wrapper has not (yet) copied the menu's z-index, as happens on a busy machine.
import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Inbox } from '../../../src/components/inbox/Inbox';
import { MOCK_EPOCH, MOCK_IDS } from '../../../src/mock';
import { rows as renderedRows, renderWithKit } from '../../support/renderWithKit';
import { rowControl } from '../../support/cssLocator';

function wrapperOf(element: Element): HTMLElement {
  const wrapper = element.closest<HTMLElement>('[data-radix-popper-content-wrapper]');
  if (!wrapper) throw new Error('menu is not inside a popper wrapper');
  return wrapper;
}

function topmostAtCentre(element: Element): Element | null {
  const box = element.getBoundingClientRect();
  return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
}

async function expectOnTop(name: string) {
  const item = page.getByRole('menuitem', { name, exact: true });
  await expect.element(item).toBeVisible();
  const element = item.element();
  // The failure mode: the wrapper without a z-index of its own.
  wrapperOf(element).style.zIndex = 'auto';
  expect(element.contains(topmostAtCentre(element))).toBe(true);
}

test('the bulk Mark as menu is above the rows it overlaps', async () => {
  const { screen } = await renderWithKit(
    <Inbox subscriberId={MOCK_IDS.subscribers.default} now={new Date(MOCK_EPOCH)} />,
    { listMaxBlockSize: '40rem' },
  );
  await expect.element(screen.getByRole('checkbox', { name: 'Select all' })).toBeEnabled();
  await userEvent.click(page.getByRole('checkbox', { name: /^Select: / }).first());
  await userEvent.click(page.getByRole('button', { name: /^Mark as/ }));
  await expectOnTop('Mark as unseen');
});

test("a row's own menu is above the next row, which it overlaps", async () => {
  // Compact rows (a one-line renderMessage) so the menu reaches over the next row.
  await renderWithKit(
    <Inbox
      subscriberId={MOCK_IDS.subscribers.default}
      now={new Date(MOCK_EPOCH)}
      estimateRowHeight={32}
      renderMessage={({ message }) => <span>{message.subject}</span>}
    />,
    { listMaxBlockSize: '40rem' },
  );
  await expect.poll(() => renderedRows().length).toBeGreaterThan(3);
  const [row, next] = renderedRows();
  await userEvent.click(rowControl(row!.dataset.messageId!, 'inbox-row-menu-trigger'));
  const menu = page.getByRole('menu');
  await expect.element(menu).toBeVisible();
  const content = menu.element();
  wrapperOf(content).style.zIndex = 'auto';
  // A point of the menu that lies over the next row.
  const menuBox = content.getBoundingClientRect();
  const nextBox = next!.getBoundingClientRect();
  const y = Math.max(nextBox.top + 2, menuBox.top + 2);
  expect(y).toBeLessThan(menuBox.bottom);
  const x = menuBox.left + menuBox.width / 2;
  expect(content.contains(document.elementFromPoint(x, y))).toBe(true);
});
