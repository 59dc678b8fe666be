// <Inbox> changes: the bulk and row menus, the optimistic change, the status announcement, the
// alert with Retry on failure (rows restored), and one request per ≤100 ids.
import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Inbox } from '../../../src/components/inbox/Inbox';
import { MOCK_EPOCH, MOCK_IDS } from '../../../src/mock';
import { rows as renderedRows, renderWithKit, type RenderOptions, type WireRequest } from '../../support/renderWithKit';
import { isOnScreen } from '../../support/manualInView';
import { rowControl } from '../../support/cssLocator';

const NOW = new Date(MOCK_EPOCH);
const { default: ada, many } = MOCK_IDS.subscribers;

function rowCheckbox(n: number) {
  return page.getByRole('checkbox', { name: /^Select: / }).nth(n);
}

function rowById(id: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[data-message-id="${id}"]`);
}

async function renderAda(options: RenderOptions = {}) {
  const result = await renderWithKit(<Inbox subscriberId={ada} now={NOW} />, {
    listMaxBlockSize: '40rem',
    ...options,
  });
  await expect.element(result.screen.getByRole('checkbox', { name: 'Select all' })).toBeEnabled();
  return result;
}

/** Ids of the first `count` unread rows, selected by clicking their checkboxes. */
async function selectUnread(count: number): Promise<string[]> {
  const ids: string[] = [];
  for (const [index, row] of renderedRows().entries()) {
    if (ids.length === count) break;
    if (row.dataset.read !== 'false') continue;
    await userEvent.click(rowCheckbox(index));
    ids.push(row.dataset.messageId!);
  }
  expect(ids).toHaveLength(count);
  return ids;
}

async function chooseBulk(name: string) {
  await userEvent.click(page.getByRole('button', { name: /^Mark as/ }));
  await userEvent.click(page.getByRole('menuitem', { name, exact: true }));
}

function unreadTabCount(): number {
  const text = document.querySelector('[data-filter="unread"] [data-slot="inbox-tab-count"]')?.textContent ?? '';
  return Number(text.trim());
}

const isMarkAs = (request: WireRequest) => request.method === 'POST' && request.url.pathname.endsWith('/messages/mark-as');

test('select two, mark read: rows change at once, before the service answers; the Unread count drops by two, the request is sent once, the result is announced', async () => {
  const { screen, markRequests, holdRequests } = await renderAda();
  await expect.poll(unreadTabCount).toBeGreaterThan(2);
  const before = unreadTabCount();
  const ids = await selectUnread(2);
  const gate = holdRequests(isMarkAs);
  await chooseBulk('Mark as read');
  // Before the service has answered.
  await expect.poll(gate.held).toBe(1);
  for (const id of ids) expect(rowById(id)?.dataset.read).toBe('true');
  await expect.poll(unreadTabCount).toBe(before - 2);
  gate.open();
  const status = screen.getByRole('status');
  await expect.element(status).toHaveTextContent('2 notifications marked as read');
  expect(markRequests()).toHaveLength(1);
  expect(markRequests()[0]!.body).toEqual({ messageId: ids, markAs: 'read' });
});

test('a row menu marks that row; the same sentence twice is announced twice', async () => {
  const { screen } = await renderAda();
  const [a, b] = renderedRows().filter((r) => r.dataset.seen === 'false');
  const status = screen.getByRole('status');
  const texts: string[] = [];
  for (const row of [a!, b!]) {
    const id = row.dataset.messageId!;
    await userEvent.click(rowControl(id, 'inbox-row-menu-trigger'));
    // A row's menu offers the two changes that apply to it.
    await expect.poll(() => screen.getByRole('menuitem').all().length).toBe(2);
    await expect.element(screen.getByRole('menuitem', { name: 'Mark as read', exact: true })).toBeVisible();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Mark as seen', exact: true }));
    await expect.poll(() => rowById(id)?.dataset.seen).toBe('true');
    // Each result changes the live region's text, so the second one is announced too.
    await expect.poll(() => status.element().textContent).not.toBe(texts.at(-1) ?? '');
    await expect.element(status).toHaveTextContent('1 notification marked as seen');
    texts.push(status.element().textContent ?? '');
  }
});

test('a failed change shows first, then an alert, the rows and the service as before, and Retry re-sends the same change', async () => {
  const { screen, service, markRequests, holdRequests } = await renderAda();
  const ids = await selectUnread(2);
  service.failNext(1, { route: 'mark-as', status: 500, message: 'The database is unavailable' });
  const gate = holdRequests(isMarkAs);
  await chooseBulk('Mark as read');
  // Optimistic first…
  await expect.poll(gate.held).toBe(1);
  for (const id of ids) expect(rowById(id)?.dataset.read).toBe('true');
  expect(document.querySelector('[role="alert"]')).toBeNull();
  gate.open();
  // …then back, with an alert.
  const alert = screen.getByRole('alert');
  await expect.element(alert).toHaveTextContent(
    'Could not mark 2 notifications as read: The database is unavailable (500)',
  );
  for (const id of ids) expect(rowById(id)?.dataset.read).toBe('false');
  expect(ids.map((id) => service.store.getMessage(ada, id)?.read)).toEqual([false, false]);
  await expect.element(screen.getByRole('status')).toHaveTextContent('');
  await userEvent.click(screen.getByRole('button', { name: 'Retry', exact: true }));
  await expect.element(alert).not.toBeInTheDocument();
  await expect.poll(() => ids.map((id) => rowById(id)?.dataset.read)).toEqual(['true', 'true']);
  await expect.element(screen.getByRole('status')).toHaveTextContent('2 notifications marked as read');
  const sent = markRequests();
  expect(sent).toHaveLength(2);
  expect(sent[1]!.body).toEqual(sent[0]!.body);
});

test('an answer that leaves out one selected message: that row stays as marked, the others too, no alert; the list is asked again', async () => {
  // The mock applies the change to all three; its answer reaches the client without one of them
  // (an item the client could not read, or one the proxy dropped).
  const leftOut: { id?: string } = {};
  const { screen, markRequests, holdRequests, queryClient } = await renderAda({
    intercept: async (request, _sent, service) => {
      if (leftOut.id === undefined || !request.url.endsWith('/messages/mark-as')) return undefined;
      const answer = await service(request);
      const body = (await answer.json()) as { data: Array<{ _id: string }> };
      return Response.json({ ...body, data: body.data.filter((message) => message._id !== leftOut.id) }, { status: answer.status });
    },
  });
  const ids = await selectUnread(3);
  leftOut.id = ids[1];
  // The lists' refresh is held, so what shows until it lands is the change itself.
  const isFeed = (request: WireRequest) => request.method === 'GET' && request.url.pathname.endsWith('/notifications/feed');
  const feed = holdRequests(isFeed);
  await chooseBulk('Mark as read');
  await expect.element(screen.getByRole('status')).toHaveTextContent('3 notifications marked as read');
  await expect.poll(feed.held).toBeGreaterThan(0);
  expect(ids.map((id) => rowById(id)?.dataset.read)).toEqual(['true', 'true', 'true']);
  expect(document.querySelector('[role="alert"]')).toBeNull();
  feed.open();
  await expect.poll(() => queryClient.isFetching()).toBe(0);
  expect(ids.map((id) => rowById(id)?.dataset.read)).toEqual(['true', 'true', 'true']);
  expect(document.querySelector('[role="alert"]')).toBeNull();
  expect(markRequests()).toHaveLength(1);
});

test('rate limited: the alert says when to try again; Dismiss removes it', async () => {
  const { screen, service } = await renderAda();
  await selectUnread(1);
  service.failNext(1, { route: 'mark-as', status: 429, headers: { 'Retry-After': '7' } });
  await chooseBulk('Mark as seen');
  await expect.element(screen.getByRole('alert')).toHaveTextContent('try again in 7 s');
  await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
  await expect.element(screen.getByRole('alert')).not.toBeInTheDocument();
  // The button that had focus is gone: focus stays in the inbox.
  await expect.element(screen.getByRole('checkbox', { name: 'Select all' })).toHaveFocus();
});

// The change showing before the answer, and `Mark as` usable while one is in flight, are proved
// with held requests (no latency race) in test/acceptance/Inbox.browser.test.tsx.

test('one action sends one request per at most 100 ids', async () => {
  const { screen, markRequests } = await renderWithKit(
    <Inbox subscriberId={many} now={NOW} pageSize={100} />,
    { listMaxBlockSize: '30rem' },
  );
  await expect.element(screen.getByRole('checkbox', { name: 'Select all' })).toBeEnabled();
  const scroller = document.querySelector<HTMLElement>('[data-slot="inbox-scroller"]')!;
  scroller.scrollTop = scroller.scrollHeight;
  await expect.poll(() => Number(renderedRows()[0]?.getAttribute('aria-setsize'))).toBeGreaterThanOrEqual(150);
  const loaded = Number(renderedRows()[0]!.getAttribute('aria-setsize'));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
  await expect.element(screen.getByText(`${loaded} selected`, { exact: true })).toBeVisible();
  await chooseBulk('Mark as seen');
  await expect.element(screen.getByRole('status')).toHaveTextContent(`${loaded} notifications marked as seen`);
  const sent = markRequests();
  expect(sent).toHaveLength(Math.ceil(loaded / 100));
  const all = sent.flatMap((r) => (r.body as { messageId: string[] }).messageId);
  for (const r of sent) expect((r.body as { messageId: string[] }).messageId.length).toBeLessThanOrEqual(100);
  expect(new Set(all).size).toBe(loaded);
});

/** Rows are measured and laid out: no rendered row overlaps the next (estimates placed them). */
function rowsLaidOut(): boolean {
  const boxes = renderedRows().map((row) => row.getBoundingClientRect());
  return boxes.length > 0 && boxes.every((box, i) => i === 0 || box.top >= boxes[i - 1]!.bottom - 0.5);
}

test('markSeenOnView marks the rows in view seen, in one batch, and leaves the others', async () => {
  const { markRequests, inView } = await renderWithKit(<Inbox subscriberId={ada} now={NOW} markSeenOnView />, {
    listMaxBlockSize: '20rem',
  });
  await expect.poll(rowsLaidOut).toBe(true);
  expect(markRequests()).toEqual([]);
  const shown = inView.revealVisible();
  expect(shown.length).toBeGreaterThan(0);
  await expect.poll(() => markRequests().length).toBe(1);
  const body = markRequests()[0]!.body as { messageId: string[]; markAs: string };
  expect(body.markAs).toBe('seen');
  expect(body.messageId.length).toBeGreaterThan(0);
  for (const id of body.messageId) {
    expect(shown).toContain(id);
    expect(rowById(id)?.dataset.seen).toBe('true');
  }
  // Rows never in view stay unseen (the first page holds 20; a 20rem list shows a few).
  const scroller = document.querySelector<HTMLElement>('[data-slot="inbox-scroller"]')!;
  expect(body.messageId.length).toBeLessThan(20);
  expect(scroller.scrollTop).toBe(0);
  // Shown again, nothing is sent again: each id is marked once.
  inView.revealVisible();
  expect(markRequests()).toHaveLength(1);
});

test('markSeenOnView marks only rows that were really in view, not the ones an estimate placed there', async () => {
  // Rows are much taller than estimated: before they are measured, the estimate puts far more
  // rows "in view" than fit. Only the in-view source says what is seen; the rendered rows (the
  // virtualizer's range and overscan) are merely watched.
  const { markRequests, inView } = await renderWithKit(
    <Inbox subscriberId={ada} now={NOW} markSeenOnView estimateRowHeight={20} />,
    { listMaxBlockSize: '20rem' },
  );
  await expect.poll(rowsLaidOut).toBe(true);
  const unseenShown = new Set(renderedRows().filter(isOnScreen).filter((row) => row.dataset.seen === 'false').map((row) => row.dataset.messageId));
  expect(unseenShown.size).toBeGreaterThan(0);
  // The rows beyond the screen (the overscan, which joins a frame after the first paint) are
  // watched too, and not marked.
  await expect.poll(() => inView.observed().length).toBeGreaterThan(unseenShown.size);
  inView.revealVisible();
  await expect.poll(() => markRequests().length).toBe(1);
  const sent = (markRequests()[0]!.body as { messageId: string[] }).messageId;
  expect(new Set(sent)).toEqual(unseenShown);
  const scroller = document.querySelector<HTMLElement>('[data-slot="inbox-scroller"]')!;
  expect(scroller.scrollTop).toBe(0);
  const view = scroller.getBoundingClientRect();
  for (const id of sent) {
    const box = rowById(id)!.getBoundingClientRect();
    expect(box.bottom > view.top && box.top < view.bottom, `row ${id} was in view`).toBe(true);
  }
});

test('a split change that fails half-way announces what was marked and alerts about the rest', async () => {
  const isMarkAs = (r: WireRequest) => r.method === 'POST' && r.url.pathname.endsWith('/mark-as');
  const { screen } = await renderWithKit(<Inbox subscriberId={many} now={NOW} pageSize={100} />, {
    listMaxBlockSize: '30rem',
    // The second mark-as request fails; the first one is applied.
    intercept: (_request, sent) =>
      sent.filter(isMarkAs).length === 2 && isMarkAs(sent.at(-1)!)
        ? Response.json({ statusCode: 500, message: 'The database is unavailable' }, { status: 500 })
        : undefined,
  });
  await expect.element(screen.getByRole('checkbox', { name: 'Select all' })).toBeEnabled();
  const scroller = document.querySelector<HTMLElement>('[data-slot="inbox-scroller"]')!;
  scroller.scrollTop = scroller.scrollHeight;
  await expect.poll(() => Number(renderedRows()[0]?.getAttribute('aria-setsize'))).toBeGreaterThan(100);
  const loaded = Number(renderedRows()[0]!.getAttribute('aria-setsize'));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
  await chooseBulk('Mark as seen');
  await expect.element(screen.getByRole('alert')).toHaveTextContent(
    `Could not mark ${loaded - 100} notifications as seen: The database is unavailable (500)`,
  );
  await expect.element(screen.getByRole('status')).toHaveTextContent('100 notifications marked as seen');
});
