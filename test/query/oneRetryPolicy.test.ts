// @vitest-environment jsdom
// One retry policy, the client's (issue 7 §3): the queries the library creates do not retry on
// top of the client, an InputError shows at once, and a mark-as that hits the client's deadline
// rolls back and releases its rows to the next change. Real client, fake fetch, fake timers.
import { QueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClientWithRuntime } from '../../src/api/client';
import { InputError, NetworkError } from '../../src/api/errors';
import { sleep, type Runtime } from '../../src/api/runtime';
import { useMarkMessagesAs } from '../../src/query/changes/useMarkMessagesAs';
import { useMessageCounts } from '../../src/query/feed/useMessageCounts';
import { useMessages } from '../../src/query/feed/useMessages';
import { json, recordingFetch, serviceError } from '../api/fakeService';
import { SUBSCRIBER, createFakeClient, createTestQueryClient, message, objectId, states, wrapperOf } from './fakeInboxClient';

const runtime: Runtime = { random: () => 0.5, now: () => Date.now(), sleep };

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the queries do not retry on top of the client', () => {
  it('a feed that always answers 500 costs 1 + client retries requests per list before the error shows', async () => {
    const { fetch, calls } = recordingFetch(serviceError(500, 'Internal server error'));
    const client = createClientWithRuntime({ baseUrl: 'https://x', fetch, retry: { retries: 3 } }, runtime);
    // React Query's own defaults (3 retries in a browser-like environment), as a host app has them.
    const queryClient = new QueryClient();
    expect(queryClient.getDefaultOptions().queries?.retry).toBeUndefined();
    const { result } = renderHook(
      () => ({ list: useMessages({ subscriberId: SUBSCRIBER }), counts: useMessageCounts({ subscriberId: SUBSCRIBER }) }),
      { wrapper: wrapperOf(client, queryClient) },
    );
    await advance(60_000);
    const query = (call: { url: string }) => new URL(call.url).search;
    expect(calls.filter((call) => query(call) === '?page=0&limit=20')).toHaveLength(4);
    expect(calls.filter((call) => query(call) === '?page=0&limit=100&read=false')).toHaveLength(4);
    expect(calls.filter((call) => query(call) === '?page=0&limit=100&seen=false')).toHaveLength(4);
    expect(calls).toHaveLength(12);
    expect(result.current.list.error).toMatchObject({ name: 'ApiError', status: 500 });
    expect(result.current.counts.error).toMatchObject({ name: 'ApiError', status: 500 });
    queryClient.clear();
  });

  it('an InputError shows at once, with nothing sent and nothing retried', async () => {
    const { fetch, calls } = recordingFetch(json({ data: [], page: 0, pageSize: 20, hasMore: false }));
    const client = createClientWithRuntime({ baseUrl: 'https://x', fetch }, runtime);
    const queryClient = new QueryClient();
    const { result } = renderHook(() => useMessages({ subscriberId: '' }), { wrapper: wrapperOf(client, queryClient) });
    await advance(0);
    expect(result.current.error).toBeInstanceOf(InputError);
    await advance(60_000);
    expect(calls).toHaveLength(0);
    queryClient.clear();
  });
});

describe('a mark-as that times out', () => {
  it('rolls back at the deadline and releases the rows: a later change to them proceeds', async () => {
    const fake = createFakeClient([1, 2].map((n) => message(n)));
    const answered = [{ ...message(1), read: false, seen: true, lastReadDate: '2030-01-01T00:00:00.000Z', lastSeenDate: '2030-01-01T00:00:00.000Z' }];
    const { fetch, calls } = recordingFetch(
      // The first mark-as hangs (its signal still ends it), the next one is answered.
      (request) => new Promise<Response>((_, reject) => request.signal?.addEventListener('abort', () => reject(request.signal?.reason))),
      json({ data: answered }, 201),
    );
    const real = createClientWithRuntime({ baseUrl: 'https://x', fetch, timeoutMs: 60_000, deadlineMs: 30_000 }, runtime);
    const client = { ...fake.client, markMessagesAs: real.markMessagesAs };
    const queryClient = createTestQueryClient();
    const { result } = renderHook(
      () => ({ list: useMessages({ subscriberId: SUBSCRIBER }), mark: useMarkMessagesAs(SUBSCRIBER) }),
      { wrapper: wrapperOf(client, queryClient) },
    );
    await advance(0);
    expect(states(result.current.list.messages)).toEqual({ '01': 'unread,unseen', '02': 'unread,unseen' });

    let first: Promise<unknown> = Promise.resolve();
    act(() => {
      first = result.current.mark.mutateAsync({ messageIds: [objectId(1)], markAs: 'read' }).catch((error: unknown) => error);
    });
    await advance(0);
    expect(calls).toHaveLength(1);
    // A second change to the same row waits for the first (changes on one message go in order).
    act(() => {
      void result.current.mark.mutateAsync({ messageIds: [objectId(1)], markAs: 'unread' });
    });
    await advance(29_999);
    expect(calls).toHaveLength(1);

    await advance(1);
    expect(await first).toMatchObject({ name: 'NetworkError', timedOut: true });
    expect(await first).toBeInstanceOf(NetworkError);
    await advance(0);
    expect(calls).toHaveLength(2);
    expect(JSON.parse(calls[1]?.body ?? '{}')).toMatchObject({ markAs: 'unread' });
    await advance(0);
    expect(states(result.current.list.messages)).toMatchObject({ '01': 'unread,seen', '02': 'unread,unseen' });
  });

  it('alone, rolls its rows back to the state before it', async () => {
    const fake = createFakeClient([message(1)]);
    const { fetch } = recordingFetch(() => new Promise<Response>(() => {}));
    const real = createClientWithRuntime({ baseUrl: 'https://x', fetch, retry: false }, runtime);
    const client = { ...fake.client, markMessagesAs: real.markMessagesAs };
    const { result } = renderHook(
      () => ({ list: useMessages({ subscriberId: SUBSCRIBER }), mark: useMarkMessagesAs(SUBSCRIBER) }),
      { wrapper: wrapperOf(client, createTestQueryClient()) },
    );
    await advance(0);
    act(() => {
      result.current.mark.mutate({ messageIds: [objectId(1)], markAs: 'read' });
    });
    expect(states(result.current.list.messages)).toEqual({ '01': 'read,seen' });
    await advance(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    // The default per-attempt timeout (10 s) ends the only attempt.
    await advance(9_999);
    expect(result.current.mark.isPending).toBe(true);
    await advance(1);
    await advance(10); // React Query notifies observers on a later tick
    expect(result.current.mark.error).toMatchObject({ name: 'NetworkError', timedOut: true });
    expect(states(result.current.list.messages)).toEqual({ '01': 'unread,unseen' });
  });
});
