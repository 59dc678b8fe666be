// @vitest-environment jsdom
// Mark all waits for the connection like every other change (offlineOutbox.ts): made offline it
// shows at once as a rule, is counted and stored as `'all'` with its key, keeps its place in call
// order among id-based changes, survives a reload as a pending rule, and is sent as one mark-all
// request with its original key; refused after waiting, it rolls back alone. Against a hand-driven
// client, connection and storage.
import type { QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '../../src/api/errors';
import type { OfflineChangesSetting } from '../../src/query/offline/offlineChangesContext';
import type { OfflineRefusal } from '../../src/query/offline/offlineOutbox';
import { offlineRecordKey, parseOfflineRecord } from '../../src/query/offline/offlineRecord';
import { useMarkAllMessagesAs } from '../../src/query/changes/useMarkAllMessagesAs';
import { useMarkMessagesAs } from '../../src/query/changes/useMarkMessagesAs';
import { useMessageCounts } from '../../src/query/feed/useMessageCounts';
import { useMessages } from '../../src/query/feed/useMessages';
import { useOfflineChanges } from '../../src/query/changes/useOfflineChanges';
import { tabChannelName } from '../../src/query/live/tabChannel';
import { loadOutboxModule } from '../../src/query/offline';
import { SUBSCRIBER, createFakeClient, createTestQueryClient, message, objectId as id, states, wrapperOf, type FakeClient } from './fakeInboxClient';
import { manualConnection, memoryStorage, type ManualConnection } from '../support/offlineDoubles';

const RECORD = offlineRecordKey(SUBSCRIBER);

// The outbox's code loads on first use (offlineOutboxLoading.test.ts); these tests are about what it
// does once it is there, so it has loaded before they start, as after the first change of a page.
beforeAll(async () => {
  await loadOutboxModule();
});

interface PageInput {
  fake: FakeClient;
  setting: OfflineChangesSetting;
  refusals?: OfflineRefusal[];
}

/** One page load: a provider with its own QueryClient (a reload makes a new one). */
async function openPage({ fake, setting, refusals = [] }: PageInput) {
  const queryClient: QueryClient = createTestQueryClient();
  const hook = renderHook(
    () => ({
      all: useMessages({ subscriberId: SUBSCRIBER }),
      counts: useMessageCounts({ subscriberId: SUBSCRIBER }),
      mark: useMarkMessagesAs({ subscriberId: SUBSCRIBER }),
      markAll: useMarkAllMessagesAs({ subscriberId: SUBSCRIBER }),
      offline: useOfflineChanges({ subscriberId: SUBSCRIBER, onRefusal: (refusal) => refusals.push(refusal) }),
    }),
    { wrapper: wrapperOf(fake.client, queryClient, setting) },
  );
  await waitFor(() => expect(hook.result.current.all.isSuccess && hook.result.current.counts.unread !== undefined).toBe(true));
  return { result: hook.result, unmount: hook.unmount, queryClient };
}

async function setup({ online = false }: { online?: boolean } = {}) {
  // 01..04 unread and unseen; 05 read.
  const fake = createFakeClient([...[1, 2, 3, 4].map((n) => message(n)), message(5, { read: true, seen: true })]);
  const connection = manualConnection(online);
  const storage = memoryStorage();
  const refusals: OfflineRefusal[] = [];
  const page = await openPage({ fake, setting: { connection, storage, setTimer: () => () => {} }, refusals });
  return { fake, connection, storage, refusals, ...page };
}

async function flush() {
  await act(async () => {
    for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

function stored(storage: ReturnType<typeof memoryStorage>) {
  return parseOfflineRecord(storage.data.get(RECORD) ?? null).changes;
}

/** Every mark-as and mark-all request in the order they were made, as `[ids | 'all', markAs]`. */
function wire(fake: FakeClient, order: Array<'mark' | 'all'>) {
  let marks = 0;
  let alls = 0;
  return order.map((kind) =>
    kind === 'all'
      ? (['all', fake.markAllCalls[alls++]!.input.markAs] as const)
      : ([fake.markCalls[marks]!.input.messageIds, fake.markCalls[marks++]!.input.markAs] as const),
  );
}

// The client's clock (only `Date`: the tests' waits keep real timers) and the service's: the
// changes are made at CALLED and reach the service hours later, at SENT.
const CALLED = '2026-01-01T10:00:00.000Z';
const SENT = '2026-01-01T12:00:00.000Z';

function hoursLater(fake: FakeClient) {
  vi.setSystemTime(new Date(SENT));
  fake.serviceClock.now = SENT;
}

describe('mark all made offline', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(CALLED));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows at once as a rule (every row, counts 0), sends nothing, is counted as one change and stored as all with its key', async () => {
    const { fake, result, storage } = await setup();
    act(() => result.current.markAll.mutate({ markAs: 'read' }));
    // In the call's tick, before any request could leave.
    expect(Object.values(states(result.current.all.messages))).toEqual(Array(5).fill('read,seen'));
    expect(result.current.counts.unread).toBe(0);
    expect(result.current.counts.unseen).toBe(0);
    await flush();
    expect(fake.markAllCalls).toHaveLength(0);
    expect(result.current.offline.waiting).toBe(1);
    const [change, ...rest] = stored(storage);
    expect(rest).toEqual([]);
    expect(change).toMatchObject({ messageIds: 'all', markAs: 'read' });
    expect(change!.key).toMatch(/^[0-9a-f-]{36}$/);
    // Still shown while it waits.
    expect(result.current.counts.unread).toBe(0);
  });

  it('keeps call order with id-based changes before and after it: one request on the wire at a time', async () => {
    const { fake, result, connection } = await setup();
    act(() => {
      result.current.mark.mutate({ messageIds: [id(1)], markAs: 'seen' });
      result.current.markAll.mutate({ markAs: 'read' });
      // After the mark all, on another message and on none it names: it still goes after it.
      result.current.mark.mutate({ messageIds: [id(2)], markAs: 'unread' });
      result.current.mark.mutate({ messageIds: [id(5)], markAs: 'unseen' });
    });
    expect(states(result.current.all.messages)).toMatchObject({ '01': 'read,seen', '02': 'unread,seen', '03': 'read,seen', '05': 'read,unseen' });
    expect(result.current.counts.unread).toBe(1);
    await flush();
    expect(result.current.offline.waiting).toBe(4);
    hoursLater(fake);
    act(() => connection.set(true));
    const order: Array<'mark' | 'all'> = ['mark', 'all', 'mark', 'mark'];
    for (const [index, kind] of order.entries()) {
      await flush();
      // Only the next one has left.
      expect(fake.markCalls.length + fake.markAllCalls.length).toBe(index + 1);
      expect(wire(fake, order.slice(0, index + 1)).at(-1)![0]).toEqual(
        [[id(1)], 'all', [id(2)], [id(5)]][index],
      );
      act(() => {
        if (kind === 'all') fake.markAllCalls.at(-1)!.answer();
        else fake.markCalls.at(-1)!.answer();
      });
    }
    await flush();
    expect(wire(fake, order)).toEqual([
      [[id(1)], 'seen'],
      ['all', 'read'],
      [[id(2)], 'unread'],
      [[id(5)], 'unseen'],
    ]);
    expect(result.current.offline.waiting).toBe(0);
    expect(states(fake.service.messages)).toEqual({
      '01': 'read,seen',
      '02': 'unread,seen',
      '03': 'read,seen',
      '04': 'read,seen',
      '05': 'read,unseen',
    });
    await waitFor(() => expect(states(result.current.all.messages)).toEqual(states(fake.service.messages)));
    expect(result.current.counts.unread).toBe(1);
    // The service stamped the earlier change when it reached it, after the call of the mark all:
    // the rule still covers it, because it holds as of the time it was sent.
    expect(fake.service.messages[0]!.lastSeenDate).toBe(SENT);
  });

  it('survives a reload as a pending rule in its place, and is sent as one mark all with its original key', async () => {
    const first = await setup();
    act(() => {
      first.result.current.mark.mutate({ messageIds: [id(1)], markAs: 'unseen' });
      first.result.current.markAll.mutate({ markAs: 'read' });
      first.result.current.mark.mutate({ messageIds: [id(2)], markAs: 'unread' });
    });
    await flush();
    const record = stored(first.storage);
    expect(record.map((change) => [change.messageIds, change.markAs])).toEqual([
      [[id(1)], 'unseen'],
      ['all', 'read'],
      [[id(2)], 'unread'],
    ]);
    first.unmount();

    // Reload: a new QueryClient over the same storage; still offline.
    const connection: ManualConnection = manualConnection(false);
    const { result } = await openPage({ fake: first.fake, setting: { connection, storage: first.storage, setTimer: () => () => {} } });
    expect(states(result.current.all.messages)).toEqual({
      '01': 'read,seen',
      '02': 'unread,seen',
      '03': 'read,seen',
      '04': 'read,seen',
      '05': 'read,seen',
    });
    expect(result.current.counts.unread).toBe(1);
    expect(result.current.counts.unseen).toBe(0);
    expect(result.current.offline.waiting).toBe(3);
    expect(first.fake.markCalls.length + first.fake.markAllCalls.length).toBe(0);

    hoursLater(first.fake);
    act(() => connection.set(true));
    await flush();
    act(() => void first.fake.markCalls[0]!.answer());
    await flush();
    expect(first.fake.markAllCalls).toHaveLength(1);
    expect(first.fake.markAllCalls[0]!.input).toEqual({ subscriberId: SUBSCRIBER, markAs: 'read' });
    expect(first.fake.markAllCalls[0]!.idempotencyKey).toBe(record[1]!.key);
    // The id-based change after it has not left yet.
    expect(first.fake.markCalls).toHaveLength(1);
    act(() => void first.fake.markAllCalls[0]!.answer());
    await flush();
    act(() => void first.fake.markCalls[1]!.answer());
    await flush();
    expect(first.fake.markAllCalls).toHaveLength(1);
    expect(result.current.offline.waiting).toBe(0);
    expect(first.storage.data.has(RECORD)).toBe(false);
    expect(states(first.fake.service.messages)).toMatchObject({ '01': 'read,seen', '02': 'unread,seen', '03': 'read,seen' });
    await waitFor(() => expect(states(result.current.all.messages)).toEqual(states(first.fake.service.messages)));
  });

  it('refused after a reload, rolls back alone and is reported; the change after it is still sent', async () => {
    const first = await setup();
    act(() => {
      first.result.current.markAll.mutate({ markAs: 'read' });
      first.result.current.mark.mutate({ messageIds: [id(3)], markAs: 'read' });
    });
    await flush();
    first.unmount();
    const connection = manualConnection(false);
    const refusals: OfflineRefusal[] = [];
    const { result } = await openPage({
      fake: first.fake,
      setting: { connection, storage: first.storage, setTimer: () => () => {} },
      refusals,
    });
    expect(result.current.counts.unread).toBe(0);
    act(() => connection.set(true));
    await flush();
    const refusal = new ApiError({ status: 400, body: {}, message: 'markAs must be one of read, seen, unread, unseen' });
    act(() => first.fake.markAllCalls[0]!.reject(refusal));
    await flush();
    expect(refusals).toHaveLength(1);
    expect(refusals[0]!.change).toMatchObject({ messageIds: 'all', markAs: 'read' });
    expect(refusals[0]!.error).toBe(refusal);
    // Just the rule is gone: message 3's own change still shows (and is sent next).
    expect(states(result.current.all.messages)).toMatchObject({ '01': 'unread,unseen', '03': 'read,seen', '05': 'read,seen' });
    act(() => void first.fake.markCalls[0]!.answer());
    await flush();
    expect(result.current.offline.waiting).toBe(0);
    expect(first.fake.markCalls.map((call) => call.input.messageIds)).toEqual([[id(3)]]);
  });

  it('tells the other tabs nothing while it waits, and the rule once the service confirmed it, as of its send', async () => {
    const { fake, result, connection } = await setup();
    // Another tab of the subscriber, listening on the channel this page joined.
    const otherTab = new BroadcastChannel(tabChannelName(SUBSCRIBER));
    const heard: unknown[] = [];
    otherTab.onmessage = (event: MessageEvent) => heard.push(event.data);
    try {
      act(() => result.current.markAll.mutate({ markAs: 'read' }));
      await flush();
      hoursLater(fake);
      act(() => connection.set(true));
      await flush();
      act(() => void fake.markAllCalls[0]!.answer());
      // Exactly one piece of news, in order: nothing was said while it waited.
      await waitFor(() => expect(heard).toEqual([{ kind: 'rule', markAs: 'read', at: SENT }]));
    } finally {
      otherTab.close();
    }
  });
});

describe('mark all that cannot reach the service', () => {
  it('waits after a transport failure, still shown, and is sent again with the same key', async () => {
    let wake: (() => void) | undefined;
    const fake = createFakeClient([1, 2].map((n) => message(n)));
    const connection = manualConnection(true);
    const { result } = await openPage({
      fake,
      setting: { connection, storage: memoryStorage(), setTimer: (run) => ((wake = run), () => {}) },
    });
    let changed: number | undefined;
    act(() => {
      void result.current.markAll.mutateAsync({ markAs: 'read' }).then((count) => (changed = count));
    });
    await flush();
    act(() => fake.markAllCalls[0]!.reject(new NetworkError('Failed to fetch')));
    await flush();
    expect(result.current.offline.waiting).toBe(1);
    expect(result.current.counts.unread).toBe(0);
    expect(changed).toBeUndefined();
    act(() => wake?.());
    await flush();
    expect(fake.markAllCalls).toHaveLength(2);
    act(() => void fake.markAllCalls[1]!.answer());
    await flush();
    expect(changed).toBe(2);
    expect(fake.markAllCalls[0]!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(fake.markAllCalls[1]!.idempotencyKey).toBe(fake.markAllCalls[0]!.idempotencyKey);
    expect(result.current.offline.waiting).toBe(0);
  });

  it('with `offline: false`, a transport failure rolls back at once, as before', async () => {
    const fake = createFakeClient([1, 2].map((n) => message(n)));
    const { result } = await openPage({ fake, setting: false });
    let failure: unknown;
    act(() => {
      result.current.markAll.mutateAsync({ markAs: 'read' }).catch((error: unknown) => (failure = error));
    });
    await flush();
    act(() => fake.markAllCalls[0]!.reject(new NetworkError('Failed to fetch')));
    await flush();
    expect(failure).toBeInstanceOf(NetworkError);
    expect(result.current.offline.waiting).toBe(0);
    expect(result.current.counts.unread).toBe(2);
    expect(Object.values(states(result.current.all.messages))).toEqual(['unread,unseen', 'unread,unseen']);
  });

  it('with `offline: false`, an undo whose request cannot reach the service fails at once too, not waiting', async () => {
    const fake = createFakeClient([1, 2].map((n) => message(n)));
    const { result } = await openPage({ fake, setting: false });
    let change: Awaited<ReturnType<typeof result.current.mark.mutateWithUndo>> | undefined;
    act(() => {
      void result.current.mark.mutateWithUndo({ messageIds: [id(1), id(2)], markAs: 'read' }).then((made) => (change = made));
    });
    await flush();
    act(() => void fake.markCalls[0]!.answer());
    await waitFor(() => expect(change).toBeDefined());
    let failure: unknown;
    act(() => {
      change!.undo().catch((error: unknown) => (failure = error));
    });
    await flush();
    act(() => fake.markCalls[1]!.reject(new NetworkError('Failed to fetch')));
    await waitFor(() => expect(failure).toBeInstanceOf(NetworkError));
    expect(result.current.offline.waiting).toBe(0);
    expect(Object.values(states(result.current.all.messages))).toEqual(['read,seen', 'read,seen']);
  });
});
