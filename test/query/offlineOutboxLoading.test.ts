// @vitest-environment jsdom
// The offline outbox's code loads on first use (src/query/offline/outboxModule.ts): a page that
// makes no change and has none stored loads none of it; the first change shows at once, waits for
// the code and then goes (or waits for the connection) as every change does; changes stored before
// a reload load it at mount and are resumed; a failed import fails the change that needed it, and
// the next change tries again. The import is held by the test (test/support/outboxLoading.ts).
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useMarkMessagesAs } from '../../src/query/changes/useMarkMessagesAs';
import { useOfflineChanges } from '../../src/query/changes/useOfflineChanges';
import { useMessages } from '../../src/query/feed/useMessages';
import { offlineRecordKey, parseOfflineRecord, writeOfflineRecord } from '../../src/query/offline/offlineRecord';
import { manualConnection, memoryStorage } from '../support/offlineDoubles';
import { holdOutboxLoading, type HeldOutboxLoading } from '../support/outboxLoading';
import { SUBSCRIBER, createFakeClient, createTestQueryClient, message, objectId as id, states, wrapperOf } from './fakeInboxClient';

const RECORD = offlineRecordKey(SUBSCRIBER);

let loading: HeldOutboxLoading;
beforeEach(() => {
  // Hooks another file left mounted would load the code for their own stored changes.
  cleanup();
  loading = holdOutboxLoading();
});
afterEach(() => {
  cleanup();
  loading.restore();
});

async function setup({ online, storage = memoryStorage() }: { online: boolean; storage?: ReturnType<typeof memoryStorage> }) {
  const fake = createFakeClient([1, 2, 3].map((n) => message(n)));
  const connection = manualConnection(online);
  const hook = renderHook(
    () => ({
      all: useMessages({ subscriberId: SUBSCRIBER }),
      mark: useMarkMessagesAs({ subscriberId: SUBSCRIBER }),
      offline: useOfflineChanges({ subscriberId: SUBSCRIBER }),
    }),
    { wrapper: wrapperOf(fake.client, createTestQueryClient(), { connection, storage, setTimer: () => () => {} }) },
  );
  await waitFor(() => expect(hook.result.current.all.isSuccess).toBe(true));
  return { fake, connection, storage, result: hook.result };
}

const storedKeys = (storage: ReturnType<typeof memoryStorage>) =>
  parseOfflineRecord(storage.data.get(RECORD) ?? null).changes.map((change) => change.messageIds);

describe('the offline outbox loads on first use', () => {
  it('a page that makes no change, with none stored, loads none of its code', async () => {
    const { result } = await setup({ online: true });
    expect(result.current.offline.waiting).toBe(0);
    expect(loading.importModule).not.toHaveBeenCalled();
  });

  it('the first change shows at once, waits for the code, then goes', async () => {
    const { fake, result } = await setup({ online: true });
    act(() => result.current.mark.mutate({ messageIds: [id(1)], markAs: 'read' }));
    expect(states(result.current.all.messages)['01']).toBe('read,seen');
    await waitFor(() => expect(loading.importModule).toHaveBeenCalledTimes(1));
    expect(fake.markCalls).toHaveLength(0);
    // A second change while the code loads joins the same import, and keeps its place behind the first.
    act(() => result.current.mark.mutate({ messageIds: [id(2)], markAs: 'seen' }));
    await act(() => loading.arrive());
    await waitFor(() => expect(fake.markCalls.map((call) => call.input.messageIds)).toEqual([[id(1)], [id(2)]]));
    expect(loading.importModule).toHaveBeenCalledTimes(1);
  });

  it('made offline, the first change waits for the code, then is queued, counted and stored', async () => {
    const { fake, result, storage } = await setup({ online: false });
    act(() => result.current.mark.mutate({ messageIds: [id(1)], markAs: 'read' }));
    await waitFor(() => expect(loading.importModule).toHaveBeenCalledTimes(1));
    expect(states(result.current.all.messages)['01']).toBe('read,seen');
    await act(() => loading.arrive());
    await waitFor(() => expect(result.current.offline.waiting).toBe(1));
    expect(storedKeys(storage)).toEqual([[id(1)]]);
    expect(fake.markCalls).toHaveLength(0);
  });

  it('a failed import fails the change as a lost connection does, and the next change tries again', async () => {
    const { fake, result } = await setup({ online: true });
    let failure: unknown;
    act(() => {
      result.current.mark.mutateAsync({ messageIds: [id(1)], markAs: 'read' }).catch((error: unknown) => (failure = error));
    });
    await waitFor(() => expect(loading.importModule).toHaveBeenCalledTimes(1));
    await act(() => loading.fail());
    await waitFor(() => expect(failure).toBeInstanceOf(TypeError));
    // Rolled back, nothing sent.
    expect(states(result.current.all.messages)['01']).toBe('unread,unseen');
    expect(fake.markCalls).toHaveLength(0);

    act(() => result.current.mark.mutate({ messageIds: [id(1)], markAs: 'read' }));
    await waitFor(() => expect(loading.importModule).toHaveBeenCalledTimes(2));
    await act(() => loading.arrive());
    await waitFor(() => expect(fake.markCalls).toHaveLength(1));
  });

  it('changes stored before a reload load the code at mount, and are resumed as before the reload', async () => {
    const storage = memoryStorage();
    const key = '0f8fad5b-d9cb-469f-a165-70867728950e';
    writeOfflineRecord(storage, RECORD, [{ key, messageIds: [id(2)], markAs: 'read', at: '2024-03-13T08:00:00.000Z' }]);
    const { result } = await setup({ online: false, storage });
    expect(loading.importModule).toHaveBeenCalledTimes(1);
    expect(states(result.current.all.messages)['02']).toBe('unread,unseen');
    await act(() => loading.arrive());
    await waitFor(() => expect(states(result.current.all.messages)['02']).toBe('read,seen'));
    expect(result.current.offline.waiting).toBe(1);
  });
});
