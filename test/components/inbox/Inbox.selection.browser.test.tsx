// <Inbox> selection: checkboxes, shift-click ranges, "Select all", Escape, the keyboard, and how
// the selection follows the list as pages load and rows leave.
import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Inbox } from '../../../src/components/inbox/Inbox';
import { MOCK_EPOCH, MOCK_IDS } from '../../../src/mock';
import { rows as renderedRows, renderWithKit } from '../../support/renderWithKit';

const NOW = new Date(MOCK_EPOCH);
const { default: ada } = MOCK_IDS.subscribers;

function checkbox(row: HTMLElement): HTMLInputElement {
  return row.querySelector<HTMLInputElement>('[data-slot="inbox-row-checkbox"]')!;
}

/** The n-th rendered row's checkbox as a locator (subjects repeat, so not by name). */
function rowCheckbox(n: number) {
  return page.getByRole('checkbox', { name: /^Select: / }).nth(n);
}

function selectedIndexes(): number[] {
  return renderedRows()
    .filter((row) => row.dataset.state === 'selected')
    .map((row) => Number(row.dataset.index));
}

async function renderAda(props: Partial<Parameters<typeof Inbox>[0]> = {}) {
  // A bounded list, as in an app: one page loaded, the rest on demand.
  const result = await renderWithKit(<Inbox subscriberId={ada} now={NOW} {...props} />, {
    listMaxBlockSize: '40rem',
  });
  await expect.element(result.screen.getByRole('checkbox', { name: 'Select all' })).toBeEnabled();
  return result;
}

test('a click toggles one row; shift-click selects the range from the last clicked row', async () => {
  const { screen } = await renderAda();
  await userEvent.click(rowCheckbox(1));
  expect(selectedIndexes()).toEqual([1]);
  await userEvent.click(rowCheckbox(4), { modifiers: ['Shift'] });
  expect(selectedIndexes()).toEqual([1, 2, 3, 4]);
  // The anchor moved to row 4: a shift-click on row 6 adds 5 and 6.
  await userEvent.click(rowCheckbox(6), { modifiers: ['Shift'] });
  expect(selectedIndexes()).toEqual([1, 2, 3, 4, 5, 6]);
  // Shift-click on a selected row clears the range from the anchor.
  await userEvent.click(rowCheckbox(3), { modifiers: ['Shift'] });
  expect(selectedIndexes()).toEqual([1, 2]);
  await expect.element(screen.getByText('2 selected', { exact: true })).toBeVisible();
  await expect.element(screen.getByRole('button', { name: /^Mark as/ })).toHaveAccessibleName('Mark as… (2 selected)');
});

test('"Select all" is indeterminate with some selected and selects all loaded messages', async () => {
  const { screen } = await renderAda();
  const selectAll = screen.getByRole('checkbox', { name: 'Select all' });
  await userEvent.click(rowCheckbox(0));
  await expect.element(selectAll).toBePartiallyChecked();
  await expect.element(selectAll).not.toBeChecked();
  await userEvent.click(selectAll);
  await expect.element(selectAll).toBeChecked();
  expect(selectedIndexes()).toHaveLength(renderedRows().length);
  // One page of 20 is loaded.
  await expect.element(screen.getByText('20 selected', { exact: true })).toBeVisible();
  // More pages exist: the bar says the selection covers the loaded messages only.
  await expect
    .element(screen.getByText(/loaded notifications selected; older notifications are not loaded yet/))
    .toBeVisible();
  await expect.element(selectAll).toHaveAccessibleDescription(/not loaded yet/);
  await userEvent.click(selectAll);
  expect(selectedIndexes()).toEqual([]);
  await expect.element(selectAll).not.toBePartiallyChecked();
});

test('Escape clears the selection', async () => {
  const { screen } = await renderAda();
  await userEvent.click(rowCheckbox(0));
  await userEvent.click(rowCheckbox(2));
  expect(selectedIndexes()).toEqual([0, 2]);
  // The first Escape leaves the checkbox for its row (the selection stays), the second clears it.
  await userEvent.keyboard('{Escape}');
  await expect.poll(() => document.activeElement?.getAttribute('data-slot')).toBe('inbox-row');
  expect(selectedIndexes()).toEqual([0, 2]);
  await userEvent.keyboard('{Escape}');
  expect(selectedIndexes()).toEqual([]);
  await expect.element(screen.getByRole('button', { name: /^Mark as/ })).toBeDisabled();
});

test('the selection survives loading more pages', async () => {
  const { screen } = await renderAda();
  await userEvent.click(rowCheckbox(0));
  await userEvent.click(rowCheckbox(2));
  const selectAll = screen.getByRole('checkbox', { name: 'Select all' });
  await expect.element(selectAll).toBePartiallyChecked();
  await expect.element(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
  // Scrolling near the end loads the next page by itself.
  const scroller = document.querySelector<HTMLElement>('[data-slot="inbox-scroller"]')!;
  scroller.scrollTop = scroller.scrollHeight;
  await expect.poll(() => Number(renderedRows()[0]?.getAttribute('aria-setsize'))).toBeGreaterThanOrEqual(40);
  scroller.scrollTop = 0;
  await expect.poll(() => renderedRows()[0]?.dataset.index).toBe('0');
  expect(selectedIndexes()).toEqual([0, 2]);
  await expect.element(screen.getByText('2 selected', { exact: true })).toBeVisible();
});

test('ids that leave the list leave the selection', async () => {
  const { screen } = await renderAda({ filter: 'unread' });
  await userEvent.click(rowCheckbox(0));
  await userEvent.click(rowCheckbox(1));
  await userEvent.click(rowCheckbox(2));
  const [first, second, third] = renderedRows().map((row) => row.dataset.messageId!);
  // Mark two of them read: they leave "Unread", and so the selection.
  await userEvent.click(rowCheckbox(2));
  await userEvent.click(screen.getByRole('button', { name: /^Mark as/ }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Mark as read', exact: true }));
  await expect.poll(() => document.querySelector(`[data-message-id="${first}"]`)).toBeNull();
  expect(document.querySelector(`[data-message-id="${second}"]`)).toBeNull();
  expect(document.querySelector(`[data-message-id="${third}"]`)).not.toBeNull();
  await expect.element(screen.getByText('2 notifications marked as read')).toBeInTheDocument();
  expect(selectedIndexes()).toEqual([]);
  await expect.element(screen.getByRole('button', { name: /^Mark as/ })).toBeDisabled();
});

test('keyboard: arrows move between rows, Space toggles, Shift extends, Escape clears', async () => {
  await renderAda();
  const first = renderedRows()[0]!;
  first.focus();
  await userEvent.keyboard('{ArrowDown}');
  expect(document.activeElement).toBe(renderedRows()[1]);
  expect(renderedRows()[1]!.tabIndex).toBe(0);
  expect(first.tabIndex).toBe(-1);
  await userEvent.keyboard(' ');
  expect(selectedIndexes()).toEqual([1]);
  await userEvent.keyboard('{Shift>}{ArrowDown}{ArrowDown}{/Shift}');
  expect(document.activeElement).toBe(renderedRows()[3]);
  expect(selectedIndexes()).toEqual([1, 2, 3]);
  await userEvent.keyboard('{ArrowDown}{ArrowDown}{Shift>} {/Shift}');
  expect(selectedIndexes()).toEqual([1, 2, 3, 4, 5]);
  await userEvent.keyboard('{ArrowUp}');
  expect(document.activeElement).toBe(renderedRows()[4]);
  await userEvent.keyboard('{Home}');
  expect(document.activeElement).toBe(renderedRows()[0]);
  await userEvent.keyboard('{Escape}');
  expect(selectedIndexes()).toEqual([]);
});

test('keyboard on a checkbox: arrows move to the next checkbox, Shift+Space extends', async () => {
  await renderAda();
  checkbox(renderedRows()[0]!).focus();
  await userEvent.keyboard(' ');
  expect(selectedIndexes()).toEqual([0]);
  await userEvent.keyboard('{ArrowDown}{ArrowDown}');
  expect(document.activeElement).toBe(checkbox(renderedRows()[2]!));
  await userEvent.keyboard('{Shift>} {/Shift}');
  expect(selectedIndexes()).toEqual([0, 1, 2]);
});

test('every action without a mouse: select with Space, open "Mark as…", pick an item', async () => {
  const { screen } = await renderAda();
  const row = renderedRows()[0]!;
  const id = row.dataset.messageId!;
  expect(row.dataset.read).toBe('false');
  row.focus();
  await userEvent.keyboard(' ');
  await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
  await expect.element(screen.getByRole('button', { name: /^Mark as/ })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await expect.element(screen.getByRole('menuitem', { name: 'Mark as read', exact: true })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await expect.poll(() => document.querySelector<HTMLElement>(`[data-message-id="${id}"]`)?.dataset.read).toBe('true');
  // The row's own menu is reachable from the row by Tab and opens with Enter.
  const rowMenu = screen.getByRole('button', { name: /^Actions for:/ }).first();
  (rowMenu.element() as HTMLElement).focus();
  await userEvent.keyboard('{Enter}');
  await expect.element(screen.getByRole('menuitem', { name: 'Mark as unread', exact: true })).toBeVisible();
  await userEvent.keyboard('{Escape}');
  await expect.element(rowMenu).toHaveFocus();
  // Escape in a menu closes the menu only; the selection stays.
  expect(selectedIndexes()).toEqual([0]);
});

test('tabs switch with arrow keys and clear the selection', async () => {
  const { screen } = await renderAda();
  await userEvent.click(rowCheckbox(0));
  const all = screen.getByRole('tab', { name: /All/ });
  (all.element() as HTMLElement).focus();
  await userEvent.keyboard('{ArrowRight}');
  await expect.element(screen.getByRole('tab', { name: /Unread/ })).toHaveAttribute('aria-selected', 'true');
  await expect.element(screen.getByRole('tab', { name: /Unread/ })).toHaveFocus();
  await expect.element(screen.getByRole('tabpanel')).toHaveAccessibleName(/Unread/);
  await expect.poll(() => renderedRows().every((row) => row.dataset.read === 'false')).toBe(true);
  expect(selectedIndexes()).toEqual([]);
});

test('when the focused row leaves the list, focus moves to the row now in its place', async () => {
  await renderAda({ filter: 'unread' });
  const [first, second] = renderedRows();
  const leaving = first!.dataset.messageId!;
  (first!.querySelector('[data-slot="inbox-row-menu-trigger"]') as HTMLElement).focus();
  await userEvent.keyboard('{Enter}');
  await expect.element(page.getByRole('menuitem', { name: 'Mark as read', exact: true })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await expect.poll(() => document.querySelector(`[data-message-id="${leaving}"]`)).toBeNull();
  await expect.poll(() => (document.activeElement as HTMLElement).dataset.messageId).toBe(second!.dataset.messageId);
});

test('marking the selection read under "Unread" keeps focus in the inbox when the rows and the selection go', async () => {
  const { screen } = await renderAda({ filter: 'unread' });
  await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
  (screen.getByRole('button', { name: /^Mark as/ }).element() as HTMLElement).focus();
  await userEvent.keyboard('{Enter}');
  await expect.element(page.getByRole('menuitem', { name: 'Mark as read', exact: true })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  // The selected rows left the list, so the selection is empty and "Mark as" is disabled.
  await expect.element(screen.getByRole('button', { name: /^Mark as/ })).toBeDisabled();
  // Focus stays in the inbox ("Select all", or the tab while the filter has no row loaded).
  await expect.poll(() => document.activeElement?.closest('[data-slot="inbox"]')).not.toBeNull();
  expect(document.activeElement).not.toBe(screen.getByRole('button', { name: /^Mark as/ }).element());
});

test('marking the last unread message read keeps focus in the inbox', async () => {
  const { screen } = await renderAda({ filter: 'unread' });
  await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
  // Every unread message, page after page, until the tab is empty.
  for (let round = 0; round < 20 && renderedRows().length > 0; round++) {
    if (!(screen.getByRole('checkbox', { name: 'Select all' }).element() as HTMLInputElement).checked) {
      await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    }
    (screen.getByRole('button', { name: /^Mark as/ }).element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(page.getByRole('menuitem', { name: 'Mark as read', exact: true }));
    await expect.poll(() => renderedRows().some((row) => row.dataset.read === 'true')).toBe(false);
  }
  await expect.element(screen.getByText('No unread notifications', { exact: false })).toBeVisible();
  await expect.element(screen.getByRole('tab', { name: /Unread/ })).toHaveFocus();
});

test('"Clear selection" from the keyboard leaves focus on "Select all", not on the page', async () => {
  const { screen } = await renderAda();
  await userEvent.click(rowCheckbox(0));
  (screen.getByRole('button', { name: 'Clear selection' }).element() as HTMLElement).focus();
  await userEvent.keyboard('{Enter}');
  await expect.element(screen.getByRole('button', { name: 'Clear selection' })).not.toBeInTheDocument();
  await expect.element(screen.getByRole('checkbox', { name: 'Select all' })).toHaveFocus();
});

test('focus that left the inbox by a click outside is not pulled back when the inbox re-renders', async () => {
  const { screen, queryClient } = await renderWithKit(
    <>
      <Inbox subscriberId={ada} now={NOW} />
      <p>Outside the inbox</p>
    </>,
    { listMaxBlockSize: '20rem' },
  );
  await expect.element(screen.getByRole('checkbox', { name: 'Select all' })).toBeEnabled();
  const trigger = renderedRows()[0]!.querySelector<HTMLElement>('[data-slot="inbox-row-menu-trigger"]')!;
  trigger.focus();
  await userEvent.keyboard('{Enter}');
  await expect.element(page.getByRole('menuitem', { name: 'Mark as read', exact: true })).toHaveFocus();
  // A click on the page outside the inbox closes the menu and leaves focus on the page.
  await userEvent.click(screen.getByText('Outside the inbox'));
  await expect.element(page.getByRole('menu')).not.toBeInTheDocument();
  const fetches = queryClient.getQueryCache().findAll().map((query) => query.state.dataUpdateCount);
  await queryClient.invalidateQueries();
  await expect.poll(() => queryClient.getQueryCache().findAll().some((query, i) => query.state.dataUpdateCount > (fetches[i] ?? 0))).toBe(true);
  expect(document.activeElement?.closest('[data-slot="inbox"]') ?? null).toBeNull();
});
