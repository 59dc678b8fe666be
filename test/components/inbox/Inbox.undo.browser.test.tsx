// <Inbox>'s Undo after a bulk change: each touched message back to its own prior state on the
// mock service (by the state table: at most two requests, each with its own idempotency key), by
// keyboard too, offered once and for a while only, and a failed undo rolled back with an alert.
// The offer's time runs on a manual timer: it ends when the test says so.
import type { ReactNode } from 'react';
import { expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Inbox } from '../../../src/components/inbox/Inbox';
import { UndoTimerContext, type UndoTimer } from '../../../src/components/inbox/feedback/UndoButton';
import { MOCK_EPOCH, MOCK_IDS } from '../../../src/mock';
import { row, rows, renderWithKit, type Harness, type WireRequest } from '../../support/renderWithKit';
import { rowControl } from '../../support/cssLocator';

const NOW = new Date(MOCK_EPOCH);
// Eight selections and two menus per test: slow on a loaded 2-core machine, not stuck.
vi.setConfig({ testTimeout: 45_000 });
const { default: ada, many } = MOCK_IDS.subscribers;

function manualTimer() {
  const pending = new Set<() => void>();
  const timer: UndoTimer = (expire) => {
    pending.add(expire);
    return () => void pending.delete(expire);
  };
  return {
    timer,
    /** How many offers have a running time (an offer starts it in an effect after it shows). */
    running: () => pending.size,
    /** Every running offer's time runs out now. */
    elapse: () => {
      for (const expire of [...pending]) {
        pending.delete(expire);
        expire();
      }
    },
  };
}

function withTimer(timer: UndoTimer, ui: ReactNode) {
  return <UndoTimerContext value={timer}>{ui}</UndoTimerContext>;
}

const isMarkAs = (request: WireRequest) => request.method === 'POST' && request.url.pathname.endsWith('/messages/mark-as');
const isMarkAll = (request: WireRequest) => request.method === 'POST' && request.url.pathname.endsWith('/messages/mark-all');

function flags(kit: Harness, subscriberId: string, ids: readonly string[]) {
  return ids.map((id) => {
    const message = kit.service.store.getMessage(subscriberId, id)!;
    return { id, read: message.read, seen: message.seen };
  });
}

function shown(ids: readonly string[]) {
  return ids.map((id) => ({ id, read: row(id)?.dataset.read === 'true', seen: row(id)?.dataset.seen === 'true' }));
}

const undoButton = () => page.getByRole('status').getByRole('button', { name: 'Undo' });

function unreadTabCount(): number {
  const text = document.querySelector('[data-filter="unread"] [data-slot="inbox-tab-count"]')?.textContent ?? '';
  return Number(text.trim().replace(/\D/g, '') || '0');
}

/** The 8 newest messages of Ada, two in each of the four states (read/unread × seen/unseen). */
async function mixedPriorStates(harness: Harness): Promise<string[]> {
  const { client, requests } = harness;
  const first = await client.listMessages({ subscriberId: ada, page: 0, limit: 8 });
  const ids = first.data.map((message) => message._id);
  const [rs1, rs2, ru1, ru2, us1, us2, uu1, uu2] = ids as [string, string, string, string, string, string, string, string];
  await client.markMessagesAs({ subscriberId: ada, messageIds: [rs1, rs2, ru1, ru2], markAs: 'read' });
  await client.markMessagesAs({ subscriberId: ada, messageIds: [us1, us2, uu1, uu2], markAs: 'unread' });
  await client.markMessagesAs({ subscriberId: ada, messageIds: [ru1, ru2, uu1, uu2], markAs: 'unseen' });
  requests.length = 0;
  return ids;
}

const checkboxOf = (id: string) => rowControl(id, 'inbox-row-checkbox');

/** Selects rows that stand together in the list as a reader would: a click, then a shift-click. */
async function selectRows(ids: readonly string[]) {
  const first = ids[0]!;
  const last = ids.at(-1)!;
  await userEvent.click(checkboxOf(first));
  if (last !== first) await userEvent.click(checkboxOf(last), { modifiers: ['Shift'] });
  const selected = rows().filter((item) => item.querySelector<HTMLInputElement>('input[type="checkbox"]')?.checked);
  expect(selected.map((item) => item.dataset.messageId)).toEqual(ids);
}

async function clearSelection() {
  await userEvent.click(page.getByRole('button', { name: 'Clear selection' }));
}

async function chooseBulk(name: string) {
  await userEvent.click(page.getByRole('button', { name: /^Mark as/ }));
  await userEvent.click(page.getByRole('menuitem', { name, exact: true }));
}

async function renderMixed(timer: UndoTimer) {
  let ids: string[] = [];
  const kit = await renderWithKit(withTimer(timer, <Inbox subscriberId={ada} now={NOW} />), {
    listMaxBlockSize: 'none',
    beforeRender: async (harness) => {
      ids = await mixedPriorStates(harness);
    },
  });
  await expect.element(page.getByRole('checkbox', { name: 'Select all' })).toBeEnabled();
  return { kit, ids };
}

test('undo restores mixed prior states exactly: read/unread × seen/unseen, at most two requests with distinct idempotency keys, the mock ends in the prior state', async () => {
  const { timer } = manualTimer();
  const { kit, ids } = await renderMixed(timer);
  const prior = flags(kit, ada, ids);
  expect(new Set(prior.map((state) => `${state.read}/${state.seen}`)).size).toBe(4);
  expect(shown(ids)).toEqual(prior);

  await selectRows(ids);
  await chooseBulk('Mark as read');
  await expect.element(undoButton()).toBeVisible();
  expect(flags(kit, ada, ids).every((state) => state.read && state.seen)).toBe(true);
  const sentBefore = kit.requests.filter(isMarkAs).length;
  expect(sentBefore).toBe(1);

  await userEvent.click(undoButton());
  // Shown at once (all groups pending), not offered again.
  await expect.poll(() => shown(ids)).toEqual(prior);
  await expect.element(undoButton()).not.toBeInTheDocument();
  await expect.element(page.getByRole('status')).toHaveTextContent('Undone: 8 notifications restored');
  expect(flags(kit, ada, ids)).toEqual(prior);

  const undoRequests = kit.requests.filter(isMarkAs).slice(sentBefore);
  expect(undoRequests.length).toBeLessThanOrEqual(2);
  const [unread, unseen] = undoRequests;
  const [, , ru1, ru2, , , uu1, uu2] = ids;
  const [rs1, rs2, us1, us2] = [ids[0], ids[1], ids[4], ids[5]];
  expect(unread!.body).toEqual({ markAs: 'unread', messageId: [us1, us2, uu1, uu2] });
  expect(unseen!.body).toEqual({ markAs: 'unseen', messageId: [ru1, ru2, uu1, uu2] });
  // Read+seen messages needed nothing.
  for (const request of undoRequests) {
    expect((request.body as { messageId: string[] }).messageId).not.toContain(rs1);
    expect((request.body as { messageId: string[] }).messageId).not.toContain(rs2);
  }
  const keys = kit.requests.filter(isMarkAs).map((request) => request.headers.get('idempotency-key'));
  expect(keys.every(Boolean)).toBe(true);
  expect(new Set(keys).size).toBe(keys.length);
  // Still not offered after the undo settled: an undo is not itself undoable.
  expect(document.querySelector('[data-slot="inbox-undo"]')).toBeNull();
});

test('undo after mark all over 2,000 messages with 20 loaded restores exactly the loaded ones; the others stay read', async () => {
  const { timer } = manualTimer();
  const kit = await renderWithKit(withTimer(timer, <Inbox subscriberId={many} now={NOW} pageSize={20} />), {
    listMaxBlockSize: '40rem',
  });
  const markAll = page.getByRole('button', { name: 'Mark all as read' });
  await expect.element(markAll).toBeEnabled();
  expect(kit.service.store.getMessages(many).length).toBeGreaterThanOrEqual(2000);
  const loaded = (await kit.client.listMessages({ subscriberId: many, page: 0, limit: 20 })).data.map((message) => message._id);
  const prior = flags(kit, many, loaded);
  const priorUnread = prior.filter((state) => !state.read).length;
  expect(priorUnread).toBeGreaterThan(0);
  expect(kit.service.store.getMessages(many).filter((message) => !message.read).length).toBeGreaterThan(priorUnread);

  await userEvent.click(markAll);
  await expect.element(undoButton()).toBeVisible();
  await expect.element(page.getByRole('status')).toHaveTextContent(/^All notifications marked as read \(\d[\d,]* changed\)/);
  expect(kit.service.store.getMessages(many).filter((message) => !message.read)).toHaveLength(0);

  await userEvent.click(undoButton());
  await expect.poll(() => flags(kit, many, loaded)).toEqual(prior);
  expect(kit.service.store.getMessages(many).filter((message) => !message.read)).toHaveLength(priorUnread);
  await expect.poll(unreadTabCount).toBe(priorUnread);
  expect(kit.requests.filter(isMarkAll)).toHaveLength(1);
  expect(kit.requests.filter(isMarkAs).length).toBeLessThanOrEqual(2);
  expect(rows().every((item) => loaded.includes(item.dataset.messageId!))).toBe(true);
});

test('keyboard only: mark all with Enter, Tab to Undo, Enter restores; focus stays in the inbox', async () => {
  const { timer } = manualTimer();
  const { kit, ids } = await renderMixed(timer);
  const prior = flags(kit, ada, ids);
  const markAll = page.getByRole('button', { name: 'Mark all as read' });
  await expect.element(markAll).toBeEnabled();
  (markAll.element() as HTMLElement).focus();
  await userEvent.keyboard('{Enter}');
  await expect.element(undoButton()).toBeVisible();
  for (let presses = 0; presses < 12 && document.activeElement !== undoButton().element(); presses += 1) {
    await userEvent.tab();
  }
  await expect.element(undoButton()).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await expect.poll(() => flags(kit, ada, ids)).toEqual(prior);
  await expect.poll(() => shown(ids)).toEqual(prior);
  await expect.element(undoButton()).not.toBeInTheDocument();
  const root = document.querySelector('[data-slot="inbox"]')!;
  await expect.poll(() => root.contains(document.activeElement)).toBe(true);
});

test('the offer ends when its time runs out, but not while the Undo button has focus; a single-row change offers none', async () => {
  const clock = manualTimer();
  const { ids } = await renderMixed(clock.timer);
  // The pointer rests on the list's header, never on the Undo button: a hovered button is held too,
  // and where the pointer is left after a menu closes depends on the layout.
  const awayFromUndo = () => userEvent.hover(page.getByRole('checkbox', { name: 'Select all' }));
  await selectRows(ids.slice(4, 6));
  await chooseBulk('Mark as read');
  await expect.element(undoButton()).toBeVisible();
  await expect.poll(clock.running).toBe(1);
  await awayFromUndo();
  clock.elapse();
  await expect.element(undoButton()).not.toBeInTheDocument();

  await clearSelection();
  await selectRows(ids.slice(6, 8));
  await chooseBulk('Mark as read');
  await expect.element(undoButton()).toBeVisible();
  await expect.poll(clock.running).toBe(1);
  await awayFromUndo();
  (undoButton().element() as HTMLElement).focus();
  clock.elapse();
  // Held by the reader's focus; gone once focus leaves.
  await expect.element(undoButton()).toBeVisible();
  (page.getByRole('checkbox', { name: 'Select all' }).element() as HTMLElement).focus();
  await expect.element(undoButton()).not.toBeInTheDocument();

  // One selected row is not a bulk change.
  await clearSelection();
  await selectRows(ids.slice(2, 3));
  await chooseBulk('Mark as unread');
  await expect.element(page.getByRole('status')).toHaveTextContent('1 notification marked as unread');
  expect(document.querySelector('[data-slot="inbox-undo"]')).toBeNull();
});

test('a failed undo rolls back (the later request is never sent) with the usual alert; Retry undoes', async () => {
  const { timer } = manualTimer();
  const { kit, ids } = await renderMixed(timer);
  const prior = flags(kit, ada, ids);
  await selectRows(ids);
  await chooseBulk('Mark as read');
  await expect.element(undoButton()).toBeVisible();
  const sentBefore = kit.requests.filter(isMarkAs).length;
  kit.service.failNext(1, { route: 'mark-as', status: 500, message: 'The database is unavailable' });
  await userEvent.click(undoButton());
  await expect
    .element(page.getByRole('alert'))
    .toHaveTextContent('Could not undo the change to 8 notifications: The database is unavailable (500)');
  // Back to the state the bulk change left, on the rows and on the service.
  await expect.poll(() => shown(ids).every((state) => state.read && state.seen)).toBe(true);
  expect(flags(kit, ada, ids).every((state) => state.read && state.seen)).toBe(true);
  expect(kit.requests.filter(isMarkAs).slice(sentBefore)).toHaveLength(1);
  await expect.element(undoButton()).not.toBeInTheDocument();

  await userEvent.click(page.getByRole('button', { name: 'Retry', exact: true }));
  await expect.poll(() => flags(kit, ada, ids)).toEqual(prior);
  await expect.poll(() => shown(ids)).toEqual(prior);
});
