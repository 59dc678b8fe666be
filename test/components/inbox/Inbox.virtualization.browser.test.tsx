// <Inbox> with 2,000 loaded messages keeps the DOM small, and keeps the focused row mounted.
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { Inbox } from '../../../src/components/inbox/Inbox';
import { MOCK_EPOCH, MOCK_IDS } from '../../../src/mock';
import { messagesInfiniteQueryOptions } from '../../../src/query/feed/messagesInfiniteQueryOptions';
import { rows as renderedRows, renderWithKit } from '../../support/renderWithKit';

const NOW = new Date(MOCK_EPOCH);

// The twenty pages are in the cache before the inbox renders, as after a long read: what this test
// proves is the rendering of 2,000 loaded rows, not the loading (which the load-more tests cover).
// Loading them by scrolling made the test race a time bound on a busy machine.
async function loadAll() {
  const subscriberId = MOCK_IDS.subscribers.many;
  const result = await renderWithKit(<Inbox subscriberId={subscriberId} now={NOW} pageSize={100} />, {
    listMaxBlockSize: '30rem',
    beforeRender: async ({ client, queryClient }) => {
      await queryClient.prefetchInfiniteQuery({ ...messagesInfiniteQueryOptions({ client, subscriberId, pageSize: 100 }), pages: 20 });
    },
  });
  await expect.element(result.screen.getByRole('checkbox', { name: 'Select all' })).toBeEnabled();
  await expect.element(result.screen.getByText('No more notifications')).toBeInTheDocument();
  const scroller = document.querySelector<HTMLElement>('[data-slot="inbox-scroller"]')!;
  expect(renderedRows()[0]?.getAttribute('aria-setsize')).toBe('2000');
  return { ...result, scroller };
}

test('2,000 loaded messages render only the rows in view; the keyboard reaches them all', async () => {
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

test('rows of different heights are measured: each starts where the one before ends, also after scrolling', async () => {
  const subscriberId = MOCK_IDS.subscribers.many;
  // Every third row is tall; the estimate (40 px) is right for none of them.
  const heightOf = (id: string) => (id.charCodeAt(id.length - 1) % 3 === 0 ? 160 : 56);
  await renderWithKit(
    <Inbox
      subscriberId={subscriberId}
      now={NOW}
      pageSize={100}
      estimateRowHeight={40}
      renderMessage={({ message }) => <div style={{ blockSize: heightOf(message._id) }}>{message.subject}</div>}
    />,
    {
      listMaxBlockSize: '30rem',
      beforeRender: async ({ client, queryClient }) => {
        await queryClient.prefetchInfiniteQuery({ ...messagesInfiniteQueryOptions({ client, subscriberId, pageSize: 100 }), pages: 2 });
      },
    },
  );
  await expect.poll(() => renderedRows().length).toBeGreaterThan(3);
  const scroller = document.querySelector<HTMLElement>('[data-slot="inbox-scroller"]')!;
  const contiguous = () => {
    const shown = renderedRows();
    if (shown.length < 4) return false;
    return shown.every((row, i) => {
      const next = shown[i + 1];
      if (next === undefined || Number(next.dataset.index) !== Number(row.dataset.index) + 1) return true;
      return Math.abs(next.getBoundingClientRect().top - row.getBoundingClientRect().bottom) < 1;
    });
  };
  await expect.poll(contiguous).toBe(true);
  const tall = renderedRows().find((row) => row.getBoundingClientRect().height > 150);
  expect(tall).toBeDefined();
  scroller.scrollTop = 3000;
  await expect.poll(() => Number(renderedRows().at(-1)?.dataset.index) > 20).toBe(true);
  await expect.poll(contiguous).toBe(true);
  // The list is as tall as its rows: measured heights, not the estimate, for the rows seen.
  const list = document.querySelector<HTMLElement>('[data-slot="inbox-list"]')!;
  expect(list.getBoundingClientRect().height).toBeGreaterThan(200 * 40);
});

test('a row is drawn once: being measured, moved by the rows above it or scrolled does not draw it again', async () => {
  const subscriberId = MOCK_IDS.subscribers.many;
  const drawn = new Map<string, number>();
  await renderWithKit(
    <Inbox
      subscriberId={subscriberId}
      now={NOW}
      pageSize={100}
      renderMessage={({ message, defaultBody }) => {
        drawn.set(message._id, (drawn.get(message._id) ?? 0) + 1);
        return defaultBody;
      }}
    />,
    { listMaxBlockSize: '30rem' },
  );
  // Measured (every row after the first has moved from its estimated place), and the rows beyond
  // the screen added after the first paint (6 below the 4 or 5 a 30rem list shows).
  await expect.poll(() => renderedRows().length).toBeGreaterThan(1);
  const [first, second] = renderedRows();
  await expect.poll(() => second!.getBoundingClientRect().top).toBe(first!.getBoundingClientRect().bottom);
  await expect.poll(() => renderedRows().length).toBeGreaterThanOrEqual(10);
  // The rows on screen from the first paint on were drawn once, though all but the first moved.
  const onScreen = renderedRows().slice(0, 3).map((row) => row.dataset.messageId!);
  expect(onScreen.map((id) => drawn.get(id))).toEqual([1, 1, 1]);
  // A scroll by one row: the list renders the row that comes into reach, and none of the others again.
  const shown = renderedRows().map((row) => row.dataset.messageId!);
  const before = new Map(shown.map((id) => [id, drawn.get(id)]));
  const scroller = document.querySelector<HTMLElement>('[data-slot="inbox-scroller"]')!;
  scroller.scrollTop = first!.getBoundingClientRect().height;
  await expect.poll(() => renderedRows().some((row) => !shown.includes(row.dataset.messageId!))).toBe(true);
  const kept = renderedRows().map((row) => row.dataset.messageId!).filter((id) => shown.includes(id));
  expect(kept.length).toBeGreaterThan(3);
  expect(kept.map((id) => drawn.get(id))).toEqual(kept.map((id) => before.get(id)));
});

test('the rows drawn before the scroller is read (as many as the window could show) load no page ahead: only the rows in view do', async () => {
  const subscriberId = MOCK_IDS.subscribers.many;
  // 12 rows a page: the window could show the 7th row from the end, a 20rem list shows 3 or 4.
  const kit = await renderWithKit(<Inbox subscriberId={subscriberId} now={NOW} pageSize={12} pollIntervalMs={false} />, {
    listMaxBlockSize: '20rem',
  });
  await expect.poll(() => renderedRows().length).toBeGreaterThan(0);
  const scroller = document.querySelector<HTMLElement>('[data-slot="inbox-scroller"]')!;
  expect(window.innerHeight / 88).toBeGreaterThan(12 - 1 - 5);
  // Settled: the margin's rows are in (a row starts below the scroller's bottom), nothing loads.
  await expect.poll(() => renderedRows().some((row) => row.getBoundingClientRect().top >= scroller.getBoundingClientRect().bottom)).toBe(true);
  await expect.poll(() => kit.queryClient.isFetching()).toBe(0);
  const pages = kit.requests.filter((request) => request.url.pathname.endsWith('/notifications/feed') && request.url.searchParams.get('limit') === '12');
  expect(pages.map((request) => request.url.searchParams.get('page'))).toEqual(['0']);
});
