// The callbacks an app builds on (issue 18 §7): `onNewMessages` once per arrival with the messages
// new to the loaded lists (never for the first load, nor for what the reader's own change
// refetched); `onMarkAs` / `onMarkAll` once the service confirmed, `onError` once a failure rolled
// back, an Undo reported as a change of its own, a change waiting for the connection not before
// it is sent; and the header slot `renderHeader`. Live arrival is driven by a push source, never
// by time.
import { QueryClient } from '@tanstack/react-query';
import { render } from 'vitest-browser-react';
import { expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ApiError } from '../../../src/api/errors';
import { Inbox } from '../../../src/components/inbox/Inbox';
import { MOCK_EPOCH, MOCK_IDS } from '../../../src/mock';
import { InboxKitProvider } from '../../../src/query/InboxKitProvider';
import { pushSource } from '../../support/pushSource';
import { manualConnection, memoryStorage } from '../../support/offlineDoubles';
import { createHarness, row, rows, renderWithKit, type WireRequest } from '../../support/renderWithKit';
import { rowControl } from '../../support/cssLocator';

const NOW = new Date(MOCK_EPOCH);
vi.setConfig({ testTimeout: 30_000 });
const { default: ada, kinds } = MOCK_IDS.subscribers;

const isMarkAs = (request: WireRequest) => request.method === 'POST' && request.url.pathname.endsWith('/messages/mark-as');

function firstUnread(): string {
  const found = rows().find((item) => item.dataset.read === 'false');
  if (!found) throw new Error('No unread row');
  return found.dataset.messageId!;
}

/** Marks one row through its own menu, as a reader does. */
async function markRow(id: string, name: string) {
  await userEvent.click(rowControl(id, 'inbox-row-menu-trigger'));
  await userEvent.click(page.getByRole('menuitem', { name, exact: true }));
  await expect.element(page.getByRole('menu')).not.toBeInTheDocument();
}

test('onNewMessages: once per arrival with the new messages, newest first; never for the first load, an empty look, or what a change refetched', async () => {
  const push = pushSource();
  const onNewMessages = vi.fn();
  // The service's mark-as answer leaves the marked message out, so the lists are asked again
  // (refetchAfterChange.ts) and bring what arrived meanwhile.
  const leaveOut = { on: false };
  const { service, queryClient, holdRequests } = await renderWithKit(
    <Inbox subscriberId={kinds} now={NOW} pollIntervalMs={false} subscribe={push.subscribe} onNewMessages={onNewMessages} />,
    {
      listMaxBlockSize: 'none',
      intercept: async (request, _sent, answer) => {
        if (!leaveOut.on || !request.url.endsWith('/messages/mark-as')) return undefined;
        const answered = await answer(request);
        const body = (await answered.json()) as { data: unknown[] };
        return Response.json({ ...body, data: [] }, { status: answered.status });
      },
    },
  );
  await expect.poll(() => rows().length).toBeGreaterThan(0);
  // The window's focus (a look of its own) is taken now, not by a later click.
  await userEvent.click(page.getByRole('tab', { name: /^All/ }));
  await expect.poll(() => queryClient.isFetching()).toBe(0);
  expect(onNewMessages).not.toHaveBeenCalled();

  // A look that finds nothing new says nothing.
  push.notify();
  await expect.poll(() => queryClient.isFetching()).toBe(0);
  expect(onNewMessages).not.toHaveBeenCalled();

  const delivered = service.deliver(kinds, 2);
  push.notify();
  await expect.poll(() => onNewMessages.mock.calls.length).toBe(1);
  const [messages] = onNewMessages.mock.calls[0]! as [Array<{ _id: string }>];
  expect(messages.map((message) => message._id).sort()).toEqual(delivered.map((message) => message._id).sort());

  // A message that the refetch after the reader's own change brings is no arrival.
  leaveOut.on = true;
  const gate = holdRequests(isMarkAs);
  await markRow(firstUnread(), 'Mark as read');
  await expect.poll(gate.held).toBe(1);
  const [quiet] = service.deliver(kinds, 1);
  gate.open();
  await expect.poll(() => row(quiet!._id)).not.toBe(null);
  await expect.poll(() => queryClient.isFetching()).toBe(0);
  push.notify();
  await expect.poll(() => queryClient.isFetching()).toBe(0);
  expect(onNewMessages).toHaveBeenCalledTimes(1);
});

test('onNewMessages: messages held behind "N new notifications" are news once, however often a look finds them again', async () => {
  const push = pushSource();
  const onNewMessages = vi.fn();
  const { screen, service, queryClient } = await renderWithKit(
    <Inbox subscriberId={kinds} now={NOW} pollIntervalMs={false} subscribe={push.subscribe} onNewMessages={onNewMessages} />,
    { listMaxBlockSize: 'none' },
  );
  await expect.poll(() => rows().length).toBeGreaterThan(0);
  rows()[0]!.focus();
  await expect.poll(() => queryClient.isFetching()).toBe(0);
  service.deliver(kinds, 2);
  push.notify();
  await expect.element(screen.getByRole('button', { name: /^2 new notifications/ })).toBeInTheDocument();
  push.notify();
  await expect.poll(() => queryClient.isFetching()).toBe(0);
  push.notify();
  await expect.poll(() => queryClient.isFetching()).toBe(0);
  expect(onNewMessages).toHaveBeenCalledTimes(1);
  await expect.element(screen.getByRole('status')).toHaveTextContent('2 new notifications arrived');
});

test('onNewMessages: the messages another tab found are new to this one too, once', async () => {
  const onNewMessages = vi.fn();
  const push = pushSource();
  const other = new QueryClient();
  const kit = await renderWithKit(<Inbox subscriberId={kinds} now={NOW} pollIntervalMs={false} onNewMessages={onNewMessages} />, {
    listMaxBlockSize: 'none',
  });
  await expect.poll(() => rows().length).toBeGreaterThan(0);
  // The second tab: its own cache and live arrival over the same service.
  const second = await render(
    <InboxKitProvider client={kit.client} queryClient={other}>
      <Inbox subscriberId={kinds} now={NOW} pollIntervalMs={false} subscribe={push.subscribe} className="second" />
    </InboxKitProvider>,
  );
  await expect.poll(() => document.querySelectorAll('.second [data-slot="inbox-row"]').length).toBeGreaterThan(0);
  const [arrived] = kit.service.deliver(kinds, 1);
  push.notify();
  await expect.poll(() => onNewMessages.mock.calls.length).toBe(1);
  expect((onNewMessages.mock.calls[0]![0] as Array<{ _id: string }>).map((message) => message._id)).toEqual([arrived!._id]);
  await second.unmount();
});

test('onMarkAs once the service confirmed, with the ids and markAs; onError not called', async () => {
  const onMarkAs = vi.fn();
  const onError = vi.fn();
  const { holdRequests } = await renderWithKit(<Inbox subscriberId={ada} now={NOW} onMarkAs={onMarkAs} onError={onError} />, {
    listMaxBlockSize: 'none',
  });
  await expect.poll(() => rows().length).toBeGreaterThan(0);
  const id = firstUnread();
  const gate = holdRequests(isMarkAs);
  await markRow(id, 'Mark as read');
  await expect.poll(gate.held).toBe(1);
  // Shown, not yet confirmed: not settled.
  expect(row(id)?.dataset.read).toBe('true');
  expect(onMarkAs).not.toHaveBeenCalled();
  gate.open();
  await expect.poll(() => onMarkAs.mock.calls.length).toBe(1);
  expect(onMarkAs).toHaveBeenCalledWith({ messageIds: [id], markAs: 'read' });
  expect(onError).not.toHaveBeenCalled();
});

test('onError once a failed change rolled back, with the error and the change; onMarkAs not called', async () => {
  const onMarkAs = vi.fn();
  const rowAtError: Array<string | undefined> = [];
  let id = '';
  const onError = vi.fn(() => {
    rowAtError.push(row(id)?.dataset.read);
  });
  const { service } = await renderWithKit(<Inbox subscriberId={ada} now={NOW} onMarkAs={onMarkAs} onError={onError} />, {
    listMaxBlockSize: 'none',
  });
  await expect.poll(() => rows().length).toBeGreaterThan(0);
  id = firstUnread();
  service.failNext(1, { route: 'mark-as', status: 500, message: 'The database is unavailable' });
  await markRow(id, 'Mark as read');
  await expect.element(page.getByRole('alert')).toBeInTheDocument();
  expect(onError).toHaveBeenCalledTimes(1);
  const [error, change] = onError.mock.calls[0]! as unknown as [unknown, unknown];
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).status).toBe(500);
  expect(change).toEqual({ messageIds: [id], markAs: 'read' });
  expect(onMarkAs).not.toHaveBeenCalled();
  await expect.poll(() => row(id)?.dataset.read).toBe('false');
});

test('onMarkAll with the count the service changed; Undo is a change of its own (onMarkAs with undo: true), and a failed undo calls onError', async () => {
  const onMarkAs = vi.fn();
  const onMarkAll = vi.fn();
  const onError = vi.fn();
  const { screen, service } = await renderWithKit(
    <Inbox subscriberId={ada} now={NOW} onMarkAs={onMarkAs} onMarkAll={onMarkAll} onError={onError} />,
    { listMaxBlockSize: 'none' },
  );
  await expect.poll(() => rows().length).toBeGreaterThan(0);
  const unread = rows()
    .filter((item) => item.dataset.read === 'false')
    .map((item) => item.dataset.messageId!);
  const unreadOnService = service.store.getMessages(ada).filter((message) => message.channel === 'in_app' && !message.read).length;
  await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
  await expect.poll(() => onMarkAll.mock.calls.length).toBe(1);
  expect(onMarkAll).toHaveBeenCalledWith({ markAs: 'read', changed: unreadOnService });
  expect(onMarkAs).not.toHaveBeenCalled();

  // The first undo fails (rolled back, onError), Retry runs it again (onMarkAs).
  service.failNext(1, { route: 'mark-as', status: 500 });
  await userEvent.click(page.getByRole('status').getByRole('button', { name: 'Undo' }));
  await expect.element(page.getByRole('alert')).toBeInTheDocument();
  expect(onError).toHaveBeenCalledTimes(1);
  const [, failed] = onError.mock.calls[0]! as unknown as [unknown, { messageIds: string[]; markAs: string; undo: boolean }];
  expect(failed.undo).toBe(true);
  expect(failed.markAs).toBe('read');
  expect(onMarkAs).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Retry', exact: true }));
  await expect.poll(() => onMarkAs.mock.calls.length).toBe(1);
  const [undone] = onMarkAs.mock.calls[0]! as [{ messageIds: string[]; markAs: string; undo: boolean }];
  expect(undone.undo).toBe(true);
  expect(undone.markAs).toBe('read');
  // Every loaded message the mark all touched, the formerly unread among them.
  expect(undone.messageIds).toEqual(expect.arrayContaining(unread));
  expect(onMarkAll).toHaveBeenCalledTimes(1);
  expect(onError).toHaveBeenCalledTimes(1);
});

test('a change made offline settles when it is sent: onMarkAs only once the connection returned', async () => {
  const onMarkAs = vi.fn();
  const harness = createHarness();
  const connection = manualConnection(true);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await render(
    <InboxKitProvider client={harness.client} queryClient={queryClient} offline={{ storage: memoryStorage(), connection }}>
      <Inbox subscriberId={ada} now={NOW} onMarkAs={onMarkAs} />
    </InboxKitProvider>,
  );
  await expect.poll(() => rows().length).toBeGreaterThan(0);
  await expect.poll(() => queryClient.isFetching()).toBe(0);
  const id = firstUnread();
  connection.set(false);
  await markRow(id, 'Mark as read');
  await expect.element(page.getByText("1 change will be sent when you're back online")).toBeInTheDocument();
  expect(harness.requests.filter(isMarkAs)).toHaveLength(0);
  expect(onMarkAs).not.toHaveBeenCalled();
  connection.set(true);
  await expect.poll(() => onMarkAs.mock.calls.length).toBe(1);
  expect(onMarkAs).toHaveBeenCalledWith({ messageIds: [id], markAs: 'read' });
  expect(harness.requests.filter(isMarkAs)).toHaveLength(1);
});

test('renderHeader draws the header with the counts, the default button and markAllAsRead, which reports like the default', async () => {
  const onMarkAll = vi.fn();
  const renderHeader = vi.fn(({ counts, labels, filter, markAllAsRead, defaultHeader }) => (
    <div data-testid="own-header">
      <span>{`${filter}: ${counts.unread ?? '?'} ${labels.unread}`}</span>
      <button type="button" onClick={markAllAsRead}>
        Read everything
      </button>
      {defaultHeader}
    </div>
  ));
  const { screen, service } = await renderWithKit(
    <Inbox subscriberId={ada} now={NOW} renderHeader={renderHeader} onMarkAll={onMarkAll} />,
    { listMaxBlockSize: 'none' },
  );
  const unread = service.store.getMessages(ada).filter((message) => message.channel === 'in_app' && !message.read).length;
  await expect.element(screen.getByTestId('own-header')).toHaveTextContent(`all: ${unread} Unread`);
  // The default button is there to keep.
  await expect.element(screen.getByRole('button', { name: 'Mark all as read' })).toBeEnabled();
  await userEvent.click(screen.getByRole('button', { name: 'Read everything' }));
  await expect.poll(() => onMarkAll.mock.calls.length).toBe(1);
  await expect.element(screen.getByTestId('own-header')).toHaveTextContent('all: 0 Unread');
  await expect.element(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
});
