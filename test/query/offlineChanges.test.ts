// @vitest-environment jsdom
// Changes that wait for the connection keep every guarantee of API.md §2: they show in the call's
// tick, a refetch never overwrites them, they reach the service in call order (all of them, not
// only those on the same messages), and a refused one rolls back alone. Against a hand-driven
// client and a hand-driven connection.
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError, NetworkError, PartialFailureError } from '../../src/api/errors';
import type { OfflineChangesSetting } from '../../src/query/offline/offlineChangesContext';
import { offlineRecordKey, parseOfflineRecord } from '../../src/query/offline/offlineRecord';
import { useMarkMessagesAs } from '../../src/query/changes/useMarkMessagesAs';
import { useMessageCounts } from '../../src/query/feed/useMessageCounts';
import { useMessages } from '../../src/query/feed/useMessages';
import { useOfflineChanges } from '../../src/query/changes/useOfflineChanges';
import { useLiveArrival } from '../../src/query/live/useLiveArrival';
import { inboxKeys } from '../../src/query/inboxKeys';
import { loadOutboxModule } from '../../src/query/offline';
import {
  SUBSCRIBER,
  createFakeClient,
  createTestQueryClient,
  message,
  objectId as id,
  states,
  wrapperOf,
  type FakeClient,
} from './fakeInboxClient';
import type { ConnectionSource } from '../../src/query/offline/offlineConnection';
import { manualConnection, memoryStorage } from '../support/offlineDoubles';

// The outbox's code loads on first use (offlineOutboxLoading.test.ts); these tests are about what it
// does once it is there, so it has loaded before they start, as after the first change of a page.
beforeAll(async () => {
  await loadOutboxModule();
});

async function setup({ online = false, offline }: { online?: boolean; offline?: (connection: ConnectionSource) => OfflineChangesSetting } = {}) {
  const fake = createFakeClient([1, 2, 3, 4].map((n) => message(n)));
  const queryClient = createTestQueryClient();
  const connection = manualConnection(online);
  const storage = memoryStorage();
  const setting = offline ? offline(connection) : { connection, storage, setTimer: () => () => {} };
  // Live arrival looks at the feed's first page when the test says so (a push), never by a timer.
  const pushes = new Set<() => void>();
  const subscribe = (onChange: () => void) => (pushes.add(onChange), () => void pushes.delete(onChange));
  const hook = renderHook(
    () => {
      useLiveArrival({ subscriberId: SUBSCRIBER, pollIntervalMs: false, subscribe });
      return {
        all: useMessages({ subscriberId: SUBSCRIBER }),
        counts: useMessageCounts({ subscriberId: SUBSCRIBER }),
        mark: useMarkMessagesAs({ subscriberId: SUBSCRIBER }),
        offline: useOfflineChanges({ subscriberId: SUBSCRIBER }),
      };
    },
    { wrapper: wrapperOf(fake.client, queryClient, setting) },
  );
  await waitFor(() => expect(hook.result.current.all.isSuccess && hook.result.current.counts.unread !== undefined).toBe(true));
  /** Live arrival's next look at the feed (a poll). */
  const poll = () => {
    for (const push of [...pushes]) push();
  };
  return { fake, queryClient, connection, storage, poll, result: hook.result };
}

/** The idempotency key of every mark-as the fake client receives, in order. */
function recordKeys(fake: FakeClient): Array<string | undefined> {
  const keys: Array<string | undefined> = [];
  const markMessagesAs = fake.client.markMessagesAs;
  fake.client.markMessagesAs = (input, options) => {
    keys.push(options?.idempotencyKey);
    return markMessagesAs(input, options);
  };
  return keys;
}

/** Retry timers the test never fires by itself: each with its delay and whether it was cancelled. */
function heldTimers() {
  const timers: Array<{ ms: number; run: () => void; cancelled: boolean }> = [];
  return {
    timers,
    setTimer: (run: () => void, ms: number) => {
      const timer = { ms, run, cancelled: false };
      timers.push(timer);
      return () => void (timer.cancelled = true);
    },
  };
}

async function flush() {
  await act(async () => {
    for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('a change made offline', () => {
  it('shows in the same tick, sends nothing, is counted and stored', async () => {
    const { fake, result, storage } = await setup();
    act(() => result.current.mark.mutate({ messageIds: [id(1)], markAs: 'read' }));
    expect(states(result.current.all.messages)['01']).toBe('read,seen');
    expect(result.current.counts.unread).toBe(3);
    await flush();
    expect(fake.markCalls).toHaveLength(0);
    expect(result.current.offline.waiting).toBe(1);
    const stored = parseOfflineRecord(storage.data.get(offlineRecordKey(SUBSCRIBER)) ?? null).changes;
    expect(stored).toMatchObject([{ messageIds: [id(1)], markAs: 'read' }]);
  });

  it('is not overwritten by a refetch that lands while it waits', async () => {
    const { fake, result, queryClient } = await setup();
    act(() => result.current.mark.mutate({ messageIds: [id(1)], markAs: 'read' }));
    const listCalls = fake.listCalls.length;
    await act(async () => {
      await queryClient.refetchQueries();
    });
    expect(fake.listCalls.length).toBeGreaterThan(listCalls);
    // The service still says unread; the waiting change stays on top.
    expect(fake.service.messages[0]!.read).toBe(false);
    expect(states(result.current.all.messages)['01']).toBe('read,seen');
    expect(result.current.counts.unread).toBe(3);
  });

  it('goes in call order, one after another, also when the changes share no message', async () => {
    const { fake, result, connection } = await setup();
    act(() => {
      result.current.mark.mutate({ messageIds: [id(1)], markAs: 'read' });
      result.current.mark.mutate({ messageIds: [id(2)], markAs: 'seen' });
      result.current.mark.mutate({ messageIds: [id(1)], markAs: 'unread' });
      result.current.mark.mutate({ messageIds: [id(3)], markAs: 'read' });
    });
    await flush();
    expect(result.current.offline.waiting).toBe(4);
    act(() => connection.set(true));
    const expected = [
      [[id(1)], 'read'],
      [[id(2)], 'seen'],
      [[id(1)], 'unread'],
      [[id(3)], 'read'],
    ];
    for (const [index, [ids, markAs]] of expected.entries()) {
      await flush();
      // Only the next one is on the wire.
      expect(fake.markCalls).toHaveLength(index + 1);
      expect(fake.markCalls[index]!.input).toMatchObject({ messageIds: ids, markAs });
      act(() => void fake.markCalls[index]!.answer());
    }
    await flush();
    expect(result.current.offline.waiting).toBe(0);
    expect(states(result.current.all.messages)).toMatchObject({ '01': 'unread,seen', '02': 'unread,seen', '03': 'read,seen' });
  });

  it('refused by the service, rolls back alone: the change before and after it stay', async () => {
    const { fake, result, connection } = await setup();
    const outcomes: unknown[] = [];
    act(() => {
      for (const n of [1, 2, 3]) {
        result.current.mark
          .mutateAsync({ messageIds: [id(n)], markAs: 'read' })
          .then(() => outcomes.push('ok'), (error: unknown) => outcomes.push(error));
      }
    });
    act(() => connection.set(true));
    await flush();
    act(() => void fake.markCalls[0]!.answer());
    await flush();
    act(() => fake.markCalls[1]!.reject(new ApiError({ status: 400, body: {}, message: 'messageId is required' })));
    await flush();
    // Just that change is gone; the third still shows (and is sent next).
    expect(states(result.current.all.messages)).toMatchObject({ '01': 'read,seen', '02': 'unread,unseen', '03': 'read,seen' });
    act(() => void fake.markCalls[2]!.answer());
    await flush();
    expect(outcomes).toHaveLength(3);
    expect(outcomes[0]).toBe('ok');
    expect(outcomes[1]).toBeInstanceOf(ApiError);
    expect(outcomes[2]).toBe('ok');
  });
});

describe('a change that cannot reach the service', () => {
  it('waits after a transport failure and is sent again with the same key; a split list is resent whole with it', async () => {
    let wake: (() => void) | undefined;
    const { fake, result } = await setup({
      online: true,
      offline: (connection) => ({ connection, storage: memoryStorage(), setTimer: (run) => ((wake = run), () => {}) }),
    });
    const keys = recordKeys(fake);
    let settled = false;
    act(() => {
      void result.current.mark.mutateAsync({ messageIds: [id(1), id(2)], markAs: 'read' }).then(() => (settled = true));
    });
    await flush();
    act(() =>
      fake.markCalls[0]!.reject(
        new PartialFailureError({ cause: new NetworkError('Failed to fetch'), appliedMessages: [], appliedIds: [id(1)], unappliedIds: [id(2)] }),
      ),
    );
    await flush();
    expect(result.current.offline.waiting).toBe(1);
    expect(states(result.current.all.messages)).toMatchObject({ '01': 'read,seen', '02': 'read,seen' });
    expect(settled).toBe(false);
    act(() => wake?.());
    await flush();
    expect(fake.markCalls).toHaveLength(2);
    expect(fake.markCalls[1]!.input.messageIds).toEqual([id(1), id(2)]);
    act(() => void fake.markCalls[1]!.answer());
    await flush();
    expect(settled).toBe(true);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('a timeout is a failure as before (the service was reached, it was slow): rolled back, not kept', async () => {
    const { fake, result } = await setup({ online: true });
    let failure: unknown;
    act(() => {
      result.current.mark.mutateAsync({ messageIds: [id(1)], markAs: 'read' }).catch((error: unknown) => (failure = error));
    });
    await flush();
    act(() => fake.markCalls[0]!.reject(new NetworkError('timed out', { timedOut: true })));
    await flush();
    expect(failure).toBeInstanceOf(NetworkError);
    expect(result.current.offline.waiting).toBe(0);
    expect(states(result.current.all.messages)['01']).toBe('unread,unseen');
  });

  it('with `offline: false`, a transport failure rolls back at once, as before', async () => {
    const { fake, result } = await setup({ online: true, offline: () => false });
    let failure: unknown;
    act(() => {
      result.current.mark.mutateAsync({ messageIds: [id(1)], markAs: 'read' }).catch((error: unknown) => (failure = error));
    });
    await flush();
    act(() => fake.markCalls[0]!.reject(new NetworkError('Failed to fetch')));
    await flush();
    expect(failure).toBeInstanceOf(NetworkError);
    expect(result.current.offline.waiting).toBe(0);
    expect(states(result.current.all.messages)['01']).toBe('unread,unseen');
  });
});

describe('after a blip (the browser stays online)', () => {
  /**
   * A change whose retries ended in a connection reset waits (a retry timer of 15 s is set), and
   * two later changes, on other messages, wait behind it.
   */
  async function blip() {
    const retry = heldTimers();
    const setUp = await setup({ online: true, offline: (connection) => ({ connection, storage: memoryStorage(), setTimer: retry.setTimer }) });
    const { fake, result } = setUp;
    const keys = recordKeys(fake);
    act(() => result.current.mark.mutate({ messageIds: [id(1)], markAs: 'read' }));
    await flush();
    act(() => fake.markCalls[0]!.reject(new NetworkError('Failed to fetch')));
    await flush();
    act(() => {
      result.current.mark.mutate({ messageIds: [id(2)], markAs: 'read' });
      result.current.mark.mutate({ messageIds: [id(3)], markAs: 'seen' });
    });
    await flush();
    expect(fake.markCalls).toHaveLength(1);
    expect(result.current.offline.waiting).toBe(3);
    expect(retry.timers.map((timer) => timer.ms)).toEqual([15_000]);
    return { ...setUp, keys, retry };
  }

  /** Answers the mark-as calls from `from` on as they come, one after another; returns how many went. */
  async function answerInTurn(fake: FakeClient, from: number, count: number) {
    for (let index = from; index < from + count; index += 1) {
      // Only the next one is on the wire.
      expect(fake.markCalls).toHaveLength(index + 1);
      act(() => void fake.markCalls[index]!.answer());
      await flush();
    }
  }

  it('the next successful feed poll sends what waits at once, in call order, each with its own key', async () => {
    const { fake, result, poll, keys, retry } = await blip();
    act(() => poll());
    await flush();
    // The feed answered: the way is open, the 15 s are not waited out.
    expect(retry.timers.every((timer) => timer.cancelled)).toBe(true);
    await answerInTurn(fake, 1, 3);
    expect(fake.markCalls.slice(1).map((call) => call.input)).toMatchObject([
      { messageIds: [id(1)], markAs: 'read' },
      { messageIds: [id(2)], markAs: 'read' },
      { messageIds: [id(3)], markAs: 'seen' },
    ]);
    // The first change again with the key of its first try; each later one with its own.
    expect(keys[1]).toBe(keys[0]);
    expect(new Set(keys.slice(1)).size).toBe(3);
    expect(result.current.offline.waiting).toBe(0);
    expect(fake.markCalls).toHaveLength(4);
    expect(retry.timers).toHaveLength(1);
    expect(states(result.current.all.messages)).toMatchObject({ '01': 'read,seen', '02': 'read,seen', '03': 'unread,seen' });
  });

  it('any other successful request of the subscriber does as well (a list refetched)', async () => {
    const { fake, queryClient } = await blip();
    await act(async () => {
      await queryClient.refetchQueries({ queryKey: inboxKeys.messageList(SUBSCRIBER, 'all', 20) });
    });
    await flush();
    await answerInTurn(fake, 1, 3);
  });

  it('a stream of failures sends nothing: the changes wait for the retry timer', async () => {
    const { fake, result, poll, queryClient, retry } = await blip();
    fake.mode.lists = 'manual';
    const before = fake.listCalls.length;
    act(() => poll());
    act(() => void queryClient.refetchQueries({ queryKey: inboxKeys.messageList(SUBSCRIBER, 'all', 20) }));
    await flush();
    expect(fake.listCalls.length).toBeGreaterThan(before);
    act(() => {
      for (const call of fake.listCalls.slice(before)) call.reject(new NetworkError('Failed to fetch'));
    });
    await flush();
    expect(fake.markCalls).toHaveLength(1);
    expect(result.current.offline.waiting).toBe(3);
    expect(retry.timers.map((timer) => [timer.ms, timer.cancelled])).toEqual([[15_000, false]]);
    // The timer still brings them, as before.
    act(() => retry.timers[0]!.run());
    await flush();
    await answerInTurn(fake, 1, 3);
  });

  it('an answer of the service that comes while a resend is on the wire counts: if the resend fails, it goes again at once', async () => {
    const { fake, poll, retry } = await blip();
    act(() => retry.timers[0]!.run());
    await flush();
    expect(fake.markCalls).toHaveLength(2);
    // The feed answers while the resend is on the wire; then the resend fails.
    act(() => poll());
    await flush();
    act(() => fake.markCalls[1]!.reject(new NetworkError('Failed to fetch')));
    await flush();
    expect(fake.markCalls).toHaveLength(3);
    expect(fake.markCalls[2]!.input).toMatchObject({ messageIds: [id(1)], markAs: 'read' });
    await answerInTurn(fake, 2, 3);
  });

  it('a resend the client times out leaves no change stranded: the next waiting one goes at once', async () => {
    // A fails before reaching the service and waits for its retry timer; C queues behind it; the
    // timer sends A again; the service holds it and the client's time-out ends it. The connection
    // never left, so C must go: nothing else would ever wake it.
    const retry = heldTimers();
    const { fake, result } = await setup({ online: true, offline: (connection) => ({ connection, storage: memoryStorage(), setTimer: retry.setTimer }) });
    const outcomes: Record<string, unknown> = {};
    const markRead = (n: number) =>
      act(() => {
        result.current.mark.mutateAsync({ messageIds: [id(n)], markAs: 'read' }).then(
          () => (outcomes[n] = 'ok'),
          (error: unknown) => (outcomes[n] = error),
        );
      });
    markRead(1);
    await flush();
    act(() => fake.markCalls[0]!.reject(new NetworkError('Failed to fetch')));
    await flush();
    expect(result.current.offline.waiting).toBe(1);
    markRead(3);
    await flush();
    expect(result.current.offline.waiting).toBe(2);
    expect(fake.markCalls).toHaveLength(1);
    act(() => retry.timers[0]!.run());
    await flush();
    expect(fake.markCalls).toHaveLength(2);
    act(() => fake.markCalls[1]!.reject(new NetworkError('timed out', { timedOut: true })));
    await flush();
    expect(outcomes[1]).toBeInstanceOf(NetworkError);
    expect((outcomes[1] as NetworkError).timedOut).toBe(true);
    // C is on the wire, not left waiting with no request and no timer (the first one has fired).
    expect({
      waiting: result.current.offline.waiting,
      cSettled: 3 in outcomes,
      requestsOnTheWire: fake.markCalls.length - 2,
      retryTimers: retry.timers.slice(1).filter((timer) => !timer.cancelled).length,
    }).toEqual({ waiting: 1, cSettled: false, requestsOnTheWire: 1, retryTimers: 0 });
    expect(fake.markCalls[2]!.input).toMatchObject({ messageIds: [id(3)], markAs: 'read' });
    act(() => void fake.markCalls[2]!.answer());
    await flush();
    expect(outcomes[3]).toBe('ok');
    expect(result.current.offline.waiting).toBe(0);
    expect(states(result.current.all.messages)).toMatchObject({ '01': 'unread,unseen', '03': 'read,seen' });
  });

  it('a change queued while a resend is in flight goes once that resend times out', async () => {
    const retry = heldTimers();
    const { fake, result } = await setup({ online: true, offline: (connection) => ({ connection, storage: memoryStorage(), setTimer: retry.setTimer }) });
    let failure: unknown;
    let sent = false;
    act(() => {
      result.current.mark.mutateAsync({ messageIds: [id(1)], markAs: 'read' }).catch((error: unknown) => (failure = error));
    });
    await flush();
    act(() => fake.markCalls[0]!.reject(new NetworkError('Failed to fetch')));
    await flush();
    act(() => retry.timers[0]!.run());
    await flush();
    expect(fake.markCalls).toHaveLength(2);
    // Made while the resend is on the wire: it waits behind it.
    act(() => {
      void result.current.mark.mutateAsync({ messageIds: [id(3)], markAs: 'seen' }).then(() => (sent = true));
    });
    await flush();
    expect(fake.markCalls).toHaveLength(2);
    expect(result.current.offline.waiting).toBe(2);
    act(() => fake.markCalls[1]!.reject(new NetworkError('timed out', { timedOut: true })));
    await flush();
    expect(failure).toBeInstanceOf(NetworkError);
    expect(fake.markCalls).toHaveLength(3);
    expect(fake.markCalls[2]!.input).toMatchObject({ messageIds: [id(3)], markAs: 'seen' });
    act(() => void fake.markCalls[2]!.answer());
    await flush();
    expect(sent).toBe(true);
    expect(result.current.offline.waiting).toBe(0);
  });

  it('while anything waits, a change in flight waits too: counted, stored, and the later changes go after it, whatever their messages', async () => {
    const { fake, result, connection, storage } = await setup({ online: true });
    act(() => result.current.mark.mutate({ messageIds: [id(1)], markAs: 'read' }));
    await flush();
    expect(fake.markCalls).toHaveLength(1);
    expect(result.current.offline.waiting).toBe(0);
    act(() => connection.set(false));
    act(() => result.current.mark.mutate({ messageIds: [id(2)], markAs: 'read' }));
    await flush();
    expect(result.current.offline.waiting).toBe(2);
    const stored = parseOfflineRecord(storage.data.get(offlineRecordKey(SUBSCRIBER)) ?? null).changes;
    expect(stored.map((change) => change.messageIds)).toEqual([[id(1)], [id(2)]]);
    act(() => connection.set(true));
    await flush();
    // The connection is back, but the change before it has not settled: the second one waits.
    expect(fake.markCalls).toHaveLength(1);
    act(() => void fake.markCalls[0]!.answer());
    await flush();
    expect(fake.markCalls).toHaveLength(2);
    expect(fake.markCalls[1]!.input).toMatchObject({ messageIds: [id(2)], markAs: 'read' });
    expect(result.current.offline.waiting).toBe(1);
    act(() => void fake.markCalls[1]!.answer());
    await flush();
    expect(result.current.offline.waiting).toBe(0);
    expect(storage.data.has(offlineRecordKey(SUBSCRIBER))).toBe(false);
  });

  it('while the browser says offline, a successful request sends nothing: the changes wait for `online`', async () => {
    const { fake, result, poll, connection } = await setup();
    act(() => {
      result.current.mark.mutate({ messageIds: [id(1)], markAs: 'read' });
      result.current.mark.mutate({ messageIds: [id(2)], markAs: 'read' });
    });
    await flush();
    const before = fake.listCalls.length;
    act(() => poll());
    await flush();
    expect(fake.listCalls.length).toBe(before + 1);
    expect(fake.markCalls).toHaveLength(0);
    expect(result.current.offline.waiting).toBe(2);
    act(() => connection.set(true));
    await flush();
    await answerInTurn(fake, 0, 2);
  });
});
