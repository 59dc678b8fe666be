// <Inbox> with 2,000 loaded messages keeps the DOM small, and keeps the focused row mounted.
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { Inbox } from '../../../src/components/inbox/Inbox';
import { MOCK_EPOCH, MOCK_IDS } from '../../../src/mock';
import { rows as renderedRows, renderWithKit } from '../../support/renderWithKit';

const NOW = new Date(MOCK_EPOCH);

async function loadAll() {
  const result = await renderWithKit(
    <Inbox subscriberId={MOCK_IDS.subscribers.many} now={NOW} pageSize={100} />,
    { listMaxBlockSize: '30rem' },
  );
  await expect.element(result.screen.getByRole('checkbox', { name: 'Select all' })).toBeEnabled();
  const scroller = document.querySelector<HTMLElement>('[data-slot="inbox-scroller"]')!;
  // Each scroll to the end loads the next page by itself.
  await expect
    .poll(
      () => {
        scroller.scrollTop = scroller.scrollHeight;
        return renderedRows()[0]?.getAttribute('aria-setsize');
      },
      { timeout: 30_000, interval: 50 },
    )
    .toBe('2000');
  await expect.element(result.screen.getByText('No more notifications')).toBeInTheDocument();
  return { ...result, scroller };
}

// Loading twenty pages through the client is real work, not a wait: on a loaded 2-core machine it
// outlasts the default 15 s, so the test's bound matches its own 30 s bound on loading.
test('2,000 loaded messages render only the rows in view; the keyboard reaches them all', { timeout: 60_000 }, async () => {
  const { scroller } = await loadAll();
  await expect
    .poll(() => {
      scroller.scrollTop = scroller.scrollHeight;
      return renderedRows().at(-1)?.getAttribute('aria-posinset');
    })
    .toBe('2000');
  const rows = renderedRows();
  expect(rows.length).toBeGreaterThan(3);
  expect(rows.length).toBeLessThan(40);
  scroller.scrollTop = 0;
  await expect.poll(() => renderedRows()[0]?.getAttribute('aria-posinset')).toBe('1');
  expect(renderedRows().length).toBeLessThan(40);
  expect(document.querySelectorAll('[data-slot="inbox"] *').length).toBeLessThan(1500);

  // End and Home move focus across the whole list; the focused row stays mounted.
  renderedRows()[0]!.focus();
  await userEvent.keyboard('{End}');
  await expect.poll(() => (document.activeElement as HTMLElement).getAttribute('aria-posinset')).toBe('2000');
  await userEvent.keyboard(' ');
  await userEvent.keyboard('{Home}');
  await expect.poll(() => (document.activeElement as HTMLElement).getAttribute('aria-posinset')).toBe('1');
  // The first row has focus while the selected last row is far out of view.
  expect(renderedRows().length).toBeLessThan(40);
  expect(document.querySelector('[data-slot="inbox-selection-count"]')?.textContent).toBe('1 selected');
  // Scrolling away does not unmount the focused row.
  scroller.scrollTop = scroller.scrollHeight / 2;
  await expect
    .poll(() => renderedRows().some((row) => Number(row.getAttribute('aria-posinset')) > 500))
    .toBe(true);
  expect(renderedRows()[0]!.getAttribute('aria-posinset')).toBe('1');
  expect((document.activeElement as HTMLElement).getAttribute('aria-posinset')).toBe('1');
  expect((document.activeElement as HTMLElement).isConnected).toBe(true);
});
