// @vitest-environment jsdom
// The optimistic mark-as against a real QueryClient and a hand-driven client: what every list and
// count shows equals the confirmed state with every pending change applied on top, in call order.
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, PartialFailureError } from '../../src/api/errors';
import type { MessagesPage } from '../../src/api/types';
import { inboxKeys } from '../../src/query/inboxKeys';
import { markAsLedger } from '../../src/query/ledger/markAsLedger';
import type { ConfirmedMessagesPage } from '../../src/query/ledger/projectMessages';
import { useMarkMessagesAs } from '../../src/query/changes/useMarkMessagesAs';
import { useMessageCounts } from '../../src/query/feed/useMessageCounts';
import { useMessages } from '../../src/query/feed/useMessages';
import {
  SERVICE_TIME,
  SUBSCRIBER,
  createFakeClient,
  createTestQueryClient,
  message,
  objectId,
  states,
  wrapperOf,
} from './fakeInboxClient';
import type { InfiniteData } from '@tanstack/react-query';

const id = objectId;
const serverError = () => new ApiError({ status: 500, body: { statusCode: 500 }, message: 'Internal server error' });

/** Five unread, unseen messages; one hook renders the three lists, the counts and the mutation. */
async function setup({ pageSize = 20 }: { pageSize?: number } = {}) {
  const fake = createFakeClient([1, 2, 3, 4, 5].map((n) => message(n)));
  const queryClient = createTestQueryClient();
  const hook = renderHook(
    () => ({
      all: useMessages({ subscriberId: SUBSCRIBER, pageSize }),
      unread: useMessages({ subscriberId: SUBSCRIBER, filter: 'unread', pageSize }),
      unseen: useMessages({ subscriberId: SUBSCRIBER, filter: 'unseen', pageSize }),
      counts: useMessageCounts({ subscriberId: SUBSCRIBER }),
      mark: useMarkMessagesAs(SUBSCRIBER),
    }),
    { wrapper: wrapperOf(fake.client, queryClient) },
  );
  await waitFor(() => {
    const { all, unread, unseen, counts } = hook.result.current;
    expect(all.isSuccess && unread.isSuccess && unseen.isSuccess && counts.unread !== undefined).toBe(true);
  });
  return { fake, queryClient, result: hook.result, unmount: hook.unmount };
}

function shown(messages: readonly { _id: string }[]): string[] {
  return messages.map((item) => item._id);
}

/** Lets every pending promise continuation run (the mutation function, answers, re-renders). */
async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('useMarkMessagesAs: the change shows in the same tick', () => {
  it('updates every list and the counts before any request is sent', async () => {
    const { fake, result } = await setup();
    expect(result.current.counts).toMatchObject({ unread: 5, unseen: 5 });

    act(() => {
      result.current.mark.mutate({ messageIds: [id(1), id(2)], markAs: 'read' });
    });

    expect(fake.markCalls).toHaveLength(0);
    expect(states(result.current.all.messages)).toMatchObject({ '01': 'read,seen', '02': 'read,seen', '03': 'unread,unseen' });
    expect(shown(result.current.unread.messages)).toEqual([id(3), id(4), id(5)]);
    expect(shown(result.current.unseen.messages)).toEqual([id(3), id(4), id(5)]);
    expect(result.current.counts).toMatchObject({ unread: 3, unseen: 3 });
  });

  it('stamps the optimistic dates with the time of the call', async () => {
    const { result } = await setup();
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2024-06-01T10:00:00.000Z') });
    act(() => {
      result.current.mark.mutate({ messageIds: [id(1)], markAs: 'read' });
      result.current.mark.mutate({ messageIds: [id(2)], markAs: 'seen' });
    });
    const [first, second] = result.current.all.messages;
    expect(first).toMatchObject({ lastReadDate: '2024-06-01T10:00:00.000Z', lastSeenDate: '2024-06-01T10:00:00.000Z' });
    expect(second).toMatchObject({ lastSeenDate: '2024-06-01T10:00:00.000Z' });
    expect(second?.lastReadDate).toBeUndefined();
  });

  it('keeps a row that still matches its filter, and unread also makes a message seen', async () => {
    const { result } = await setup();
    act(() => {
      result.current.mark.mutate({ messageIds: [id(1)], markAs: 'unread' });
      result.current.mark.mutate({ messageIds: [id(2)], markAs: 'unseen' });
    });
    expect(shown(result.current.unread.messages)).toEqual([id(1), id(2), id(3), id(4), id(5)]);
    expect(shown(result.current.unseen.messages)).toEqual([id(2), id(3), id(4), id(5)]);
    expect(result.current.counts).toMatchObject({ unread: 5, unseen: 4 });
  });

  it('shows nothing for a markAs the service does not know', async () => {
    const { result } = await setup();
    act(() => {
      result.current.mark.mutate({ messageIds: [id(1)], markAs: 'archived' as 'read' });
    });
    expect(states(result.current.all.messages)['01']).toBe('unread,unseen');
  });
});

describe('useMarkMessagesAs: answers', () => {
  it('makes the service answer the confirmed state, in the cache too', async () => {
    const { fake, queryClient, result } = await setup();
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2024-06-01T10:00:00.000Z') });
    act(() => {
      result.current.mark.mutate({ messageIds: [id(1)], markAs: 'read' });
    });
    expect(result.current.all.messages[0]?.lastReadDate).toBe('2024-06-01T10:00:00.000Z');
    vi.useRealTimers();
    await waitFor(() => expect(fake.markCalls).toHaveLength(1));
    fake.mode.lists = 'manual'; // the refetch after the answer must not be what we observe
    await act(async () => {
      fake.markCalls[0]!.answer();
    });
    await waitFor(() => expect(result.current.mark.isSuccess).toBe(true));

    expect(result.current.all.messages[0]).toMatchObject({ read: true, seen: true, lastReadDate: SERVICE_TIME });
    const cached = queryClient.getQueryData<InfiniteData<ConfirmedMessagesPage>>(inboxKeys.messageList(SUBSCRIBER, 'all', 20));
    expect(cached?.pages[0]?.data[0]).toMatchObject({ read: true, lastReadDate: SERVICE_TIME });
    expect(result.current.mark.data).toEqual([expect.objectContaining({ _id: id(1), read: true })]);
  });

  it('puts back only what a failed change did; an overlapping later change stays', async () => {
    const { fake, result } = await setup();
    const onError = vi.fn();
    act(() => {
      result.current.mark.mutate({ messageIds: [id(1), id(2)], markAs: 'read' }, { onError });
      result.current.mark.mutate({ messageIds: [id(2), id(3)], markAs: 'seen' });
    });
    expect(states(result.current.all.messages)).toMatchObject({ '01': 'read,seen', '02': 'read,seen', '03': 'unread,seen' });

    await waitFor(() => expect(fake.markCalls).toHaveLength(1));
    await act(async () => fake.markCalls[0]!.reject(serverError()));
    expect(states(result.current.all.messages)).toMatchObject({ '01': 'unread,unseen', '02': 'unread,seen', '03': 'unread,seen' });
    expect(result.current.counts).toMatchObject({ unread: 5, unseen: 3 });

    await waitFor(() => expect(fake.markCalls).toHaveLength(2));
    await act(async () => {
      fake.markCalls[1]!.answer();
    });
    await waitFor(() => expect(result.current.mark.isSuccess).toBe(true));
    expect(states(result.current.all.messages)).toMatchObject({ '01': 'unread,unseen', '02': 'unread,seen', '03': 'unread,seen' });
    expect(result.current.mark.isSuccess).toBe(true);
  });

  it('keeps a succeeded change when a later overlapping one fails', async () => {
    const { fake, result } = await setup();
    act(() => {
      result.current.mark.mutate({ messageIds: [id(1)], markAs: 'read' });
      result.current.mark.mutate({ messageIds: [id(1)], markAs: 'unread' });
    });
    await waitFor(() => expect(fake.markCalls).toHaveLength(1));
    await act(async () => {
      fake.markCalls[0]!.answer();
    });
    await waitFor(() => expect(fake.markCalls).toHaveLength(2));
    expect(states(result.current.all.messages)['01']).toBe('unread,seen');
    await act(async () => fake.markCalls[1]!.reject(serverError()));
    await waitFor(() => expect(result.current.mark.isError).toBe(true));
    expect(states(result.current.all.messages)['01']).toBe('read,seen');
    expect(result.current.mark.error).toBeInstanceOf(ApiError);
  });

  it('keeps a concurrent change on other messages when one fails', async () => {
    const { fake, result } = await setup();
    act(() => {
      result.current.mark.mutate({ messageIds: [id(1)], markAs: 'read' });
      result.current.mark.mutate({ messageIds: [id(2)], markAs: 'read' });
    });
    // Different messages: both requests are out at once.
    await waitFor(() => expect(fake.markCalls).toHaveLength(2));
    await act(async () => {
      fake.markCalls[1]!.answer();
    });
    await act(async () => fake.markCalls[0]!.reject(serverError()));
    expect(states(result.current.all.messages)).toMatchObject({ '01': 'unread,unseen', '02': 'read,seen' });
    expect(result.current.counts).toMatchObject({ unread: 4, unseen: 4 });
  });

  it('keeps the applied part of a split list that failed half-way', async () => {
    const { fake, result } = await setup();
    const onError = vi.fn();
    act(() => {
      result.current.mark.mutate({ messageIds: [id(1), id(2)], markAs: 'read' }, { onError });
    });
    await waitFor(() => expect(fake.markCalls).toHaveLength(1));
    const partial = new PartialFailureError({
      cause: serverError(),
      appliedMessages: [{ ...message(1, { read: true, seen: true }), lastReadDate: SERVICE_TIME }],
      appliedIds: [id(1)],
      unappliedIds: [id(2)],
    });
    fake.mode.lists = 'manual';
    await act(async () => fake.markCalls[0]!.reject(partial));
    await waitFor(() => expect(onError).toHaveBeenCalledWith(partial, expect.anything(), undefined, expect.anything()));
    expect(states(result.current.all.messages)).toMatchObject({ '01': 'read,seen', '02': 'unread,unseen' });
  });
});

describe('useMarkMessagesAs: two quick opposite changes end in the last intent', () => {
  it.each([
    ['the first succeeds', (call: { answer(): unknown }) => call.answer()],
    ['the first fails', (call: { reject(error: unknown): void }) => call.reject(serverError())],
  ])('read then unread before the first answers; %s', async (_name, endFirst) => {
    const { fake, result } = await setup();
    act(() => {
      result.current.mark.mutate({ messageIds: [id(1)], markAs: 'read' });
      result.current.mark.mutate({ messageIds: [id(1)], markAs: 'unread' });
    });
    expect(states(result.current.all.messages)['01']).toBe('unread,seen');
    expect(result.current.counts.unread).toBe(5);

    // The second change on the same message waits for the first, so the service applies them
    // in call order whatever the network does.
    await waitFor(() => expect(fake.markCalls).toHaveLength(1));
    await settle();
    expect(fake.markCalls).toHaveLength(1);

    await act(async () => {
      endFirst(fake.markCalls[0]!);
    });
    expect(states(result.current.all.messages)['01']).toBe('unread,seen');
    await waitFor(() => expect(fake.markCalls).toHaveLength(2));
    expect(fake.markCalls[1]!.input).toMatchObject({ messageIds: [id(1)], markAs: 'unread' });
    await act(async () => {
      fake.markCalls[1]!.answer();
    });
    await waitFor(() => expect(result.current.mark.isSuccess).toBe(true));
    expect(states(result.current.all.messages)['01']).toBe('unread,seen');
    expect(fake.service.messages[0]).toMatchObject({ read: false, seen: true });
    await waitFor(() => expect(result.current.counts.unread).toBe(5));
  });

  it('answers of changes on different messages may come in any order', async () => {
    const { fake, result } = await setup();
    act(() => {
      result.current.mark.mutate({ messageIds: [id(1)], markAs: 'read' });
      result.current.mark.mutate({ messageIds: [id(2)], markAs: 'seen' });
    });
    await waitFor(() => expect(fake.markCalls).toHaveLength(2));
    await act(async () => {
      fake.markCalls[1]!.answer();
    });
    await act(async () => {
      fake.markCalls[0]!.answer();
    });
    await waitFor(() => expect(result.current.mark.isSuccess).toBe(true));
    expect(states(result.current.all.messages)).toMatchObject({ '01': 'read,seen', '02': 'unread,seen' });
  });
});

describe('useMarkMessagesAs: refetches', () => {
  it('cancels a refetch in flight when a change starts', async () => {
    const { fake, queryClient, result } = await setup();
    fake.mode.lists = 'manual';
    const before = fake.listCalls.length;
    act(() => {
      void queryClient.refetchQueries({ queryKey: inboxKeys.messageList(SUBSCRIBER, 'all', 20) });
    });
    await waitFor(() => expect(fake.listCalls.length).toBe(before + 1));
    const refetch = fake.listCalls.at(-1)!;
    const stale = fake.pageOf(refetch.input);

    act(() => {
      result.current.mark.mutate({ messageIds: [id(1)], markAs: 'read' });
    });
    expect(refetch.signal?.aborted).toBe(true);
    refetch.resolve(stale);
    await settle();
    expect(states(result.current.all.messages)['01']).toBe('read,seen');
  });

  it('applies pending changes on top of a refetch that lands while they are pending', async () => {
    const { fake, queryClient, result } = await setup();
    act(() => {
      result.current.mark.mutate({ messageIds: [id(1)], markAs: 'read' });
    });
    fake.mode.lists = 'manual';
    const before = fake.listCalls.length;
    act(() => {
      void queryClient.refetchQueries({ queryKey: inboxKeys.messages(SUBSCRIBER) });
    });
    await waitFor(() => expect(fake.listCalls.length).toBeGreaterThan(before));
    const updatedAt = queryClient.getQueryState(inboxKeys.messageList(SUBSCRIBER, 'all', 20))!.dataUpdatedAt;
    // The service has not applied the change yet: every refetch says message 1 is unread.
    await act(async () => {
      for (const call of fake.listCalls.slice(before)) call.resolve(fake.pageOf(call.input));
    });
    await waitFor(() =>
      expect(queryClient.getQueryState(inboxKeys.messageList(SUBSCRIBER, 'all', 20))!.dataUpdatedAt).toBeGreaterThan(updatedAt),
    );
    expect(states(result.current.all.messages)['01']).toBe('read,seen');
    expect(shown(result.current.unread.messages)).not.toContain(id(1));
    expect(result.current.counts.unread).toBe(4);
  });

  it('does not let a fetch sent before an answer bring the old state back when it lands after it', async () => {
    const { fake, queryClient, result } = await setup();
    act(() => {
      result.current.mark.mutate({ messageIds: [id(1)], markAs: 'read' });
      result.current.mark.mutate({ messageIds: [id(5)], markAs: 'seen' }); // keeps the invalidation back
    });
    await waitFor(() => expect(fake.markCalls).toHaveLength(2));
    fake.mode.lists = 'manual';
    act(() => {
      void queryClient.refetchQueries({ queryKey: inboxKeys.messageList(SUBSCRIBER, 'all', 20) });
    });
    await waitFor(() => expect(fake.listCalls.at(-1)!.signal?.aborted).toBe(false));
    const slow = fake.listCalls.at(-1)!;
    const stale: MessagesPage = fake.pageOf(slow.input); // read before the service applies the change

    await act(async () => {
      fake.markCalls[0]!.answer();
    });
    await act(async () => slow.resolve(stale));
    await waitFor(() =>
      expect(queryClient.getQueryState(inboxKeys.messageList(SUBSCRIBER, 'all', 20))!.fetchStatus).toBe('idle'),
    );
    expect(states(result.current.all.messages)).toMatchObject({ '01': 'read,seen', '05': 'unread,seen' });
  });

  it('refetches lists and counts only once the last change has settled', async () => {
    const { fake, result } = await setup({ pageSize: 2 });
    act(() => {
      result.current.mark.mutate({ messageIds: [id(1)], markAs: 'read' });
      result.current.mark.mutate({ messageIds: [id(2)], markAs: 'read' });
    });
    await waitFor(() => expect(fake.markCalls).toHaveLength(2));
    const before = fake.listCalls.length;
    await act(async () => {
      fake.markCalls[0]!.answer();
    });
    await settle();
    expect(fake.listCalls.length).toBe(before);

    await act(async () => {
      fake.markCalls[1]!.answer();
    });
    // What the changes can have moved: the first page of the two filtered lists they emptied and
    // both count samples. Not the "all" list: the answers are in its cache already.
    await waitFor(() => expect(fake.listCalls.length).toBe(before + 4));
    const refetched = fake.listCalls.slice(before).map((call) => call.input);
    expect(refetched).toEqual(
      expect.arrayContaining([
        { subscriberId: SUBSCRIBER, page: 0, limit: 2, read: false },
        { subscriberId: SUBSCRIBER, page: 0, limit: 2, seen: false },
        expect.objectContaining({ limit: 100, read: false }),
        expect.objectContaining({ limit: 100, seen: false }),
      ]),
    );
    await settle();
    expect(fake.listCalls.slice(before).map((call) => call.input)).toHaveLength(4);
    await waitFor(() => expect(result.current.counts).toMatchObject({ unread: 3, unseen: 3 }));
    expect(shown(result.current.unread.messages)).toEqual([id(3), id(4)]);
  });

  it('shows a row that starts to match a filter after the refetch', async () => {
    const { fake, result } = await setup({ pageSize: 2 });
    act(() => {
      result.current.mark.mutate({ messageIds: [id(1), id(2)], markAs: 'read' });
    });
    await waitFor(() => expect(fake.markCalls).toHaveLength(1));
    await act(async () => {
      fake.markCalls[0]!.answer();
    });
    await waitFor(() => expect(shown(result.current.unread.messages)).toEqual([id(3), id(4)]));
    act(() => {
      result.current.mark.mutate({ messageIds: [id(1)], markAs: 'unread' });
    });
    // Not loaded in the unread list: it appears with the refetch after the answer.
    expect(shown(result.current.unread.messages)).toEqual([id(3), id(4)]);
    await waitFor(() => expect(fake.markCalls).toHaveLength(2));
    await act(async () => {
      fake.markCalls[1]!.answer();
    });
    await waitFor(() => expect(shown(result.current.unread.messages)).toEqual([id(1), id(3)]));
  });

  it('forgets the answers once nothing needs them', async () => {
    const { fake, queryClient, result } = await setup();
    act(() => {
      result.current.mark.mutate({ messageIds: [id(1)], markAs: 'read' });
    });
    await waitFor(() => expect(fake.markCalls).toHaveLength(1));
    await act(async () => {
      fake.markCalls[0]!.answer();
    });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    await settle();
    expect(markAsLedger(queryClient, SUBSCRIBER).getSnapshot()).toEqual({ pending: [], confirmations: [] });
    expect(states(result.current.all.messages)['01']).toBe('read,seen');
  });
});

describe('useMarkMessagesAs: an answer that leaves out a message', () => {
  const CALLED_AT = '2024-06-01T10:00:00.000Z';

  /** Marks 01..03 read at CALLED_AT and answers for 01 and 02 only (the service applied all three). */
  async function markThreeAnswerTwo({ hold = true }: { hold?: boolean } = {}) {
    const setUp = await setup();
    const { fake, result } = setUp;
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(CALLED_AT) });
    act(() => {
      result.current.mark.mutate({ messageIds: [id(1), id(2), id(3)], markAs: 'read' });
    });
    vi.useRealTimers();
    await waitFor(() => expect(fake.markCalls).toHaveLength(1));
    // The refresh is held: what shows until it lands is the ledger's doing.
    if (hold) fake.mode.lists = 'manual';
    const before = fake.listCalls.length;
    await act(async () => {
      fake.markCalls[0]!.answer({ leaveOut: [id(3)] });
    });
    await waitFor(() => expect(result.current.mark.isSuccess).toBe(true));
    return { ...setUp, before };
  }

  it('keeps the change on the message left out while the other two confirm', async () => {
    const { queryClient, result } = await markThreeAnswerTwo();
    expect(result.current.mark.data?.map((item) => item._id).sort()).toEqual([id(1), id(2)]);
    expect(states(result.current.all.messages)).toMatchObject({
      '01': 'read,seen',
      '02': 'read,seen',
      '03': 'read,seen',
      '04': 'unread,unseen',
    });
    const [first, , third] = result.current.all.messages;
    // Two confirmed by the service's answer; the third as the change showed it, dated at the call.
    expect(first).toMatchObject({ lastReadDate: SERVICE_TIME });
    expect(third).toMatchObject({ lastReadDate: CALLED_AT, lastSeenDate: CALLED_AT });
    expect(shown(result.current.unread.messages)).toEqual([id(4), id(5)]);
    expect(shown(result.current.unseen.messages)).toEqual([id(4), id(5)]);
    expect(result.current.counts).toMatchObject({ unread: 2, unseen: 2 });
    // Settled: nothing pending, and the cache holds it as it holds the confirmed two.
    expect(markAsLedger(queryClient, SUBSCRIBER).getSnapshot().pending).toEqual([]);
    const cached = queryClient.getQueryData<InfiniteData<ConfirmedMessagesPage>>(inboxKeys.messageList(SUBSCRIBER, 'all', 20));
    expect(states(cached!.pages[0]!.data)).toMatchObject({ '01': 'read,seen', '02': 'read,seen', '03': 'read,seen' });
  });

  it('asks the service once for each list holding it, and then shows what the service says', async () => {
    const { fake, result, before } = await markThreeAnswerTwo();
    // The three lists hold 03: each is asked for once (the counts come from the complete "all" list).
    await waitFor(() => expect(fake.listCalls.length).toBe(before + 3));
    expect(fake.listCalls.slice(before).map((call) => call.input)).toEqual(
      expect.arrayContaining([
        { subscriberId: SUBSCRIBER, page: 0, limit: 20 },
        { subscriberId: SUBSCRIBER, page: 0, limit: 20, read: false },
        { subscriberId: SUBSCRIBER, page: 0, limit: 20, seen: false },
      ]),
    );
    // Still the change's state while the refresh is out.
    expect(states(result.current.all.messages)['03']).toBe('read,seen');
    // Meanwhile the service's state of 03 moved on (another device marked it unread).
    const third = fake.service.messages[2]!;
    fake.service.messages[2] = { ...third, read: false, seen: true, lastReadDate: '2030-01-02T00:00:00.000Z' };
    await act(async () => {
      for (const call of fake.listCalls.slice(before)) call.resolve(fake.pageOf(call.input));
    });
    await waitFor(() => expect(states(result.current.all.messages)['03']).toBe('unread,seen'));
    expect(shown(result.current.unread.messages)).toEqual([id(3), id(4), id(5)]);
    await waitFor(() => expect(result.current.counts).toMatchObject({ unread: 3, unseen: 2 }));
    await settle();
    expect(fake.listCalls).toHaveLength(before + 3);
  });

  it('lets an overlapping later change apply on top; when that one fails, the row keeps the first change', async () => {
    const { fake, result } = await setup();
    act(() => {
      result.current.mark.mutate({ messageIds: [id(1), id(2), id(3)], markAs: 'read' });
      result.current.mark.mutate({ messageIds: [id(3)], markAs: 'unseen' });
    });
    await waitFor(() => expect(fake.markCalls).toHaveLength(1));
    await act(async () => {
      fake.markCalls[0]!.answer({ leaveOut: [id(3)] });
    });
    expect(states(result.current.all.messages)).toMatchObject({ '01': 'read,seen', '03': 'read,unseen' });
    await waitFor(() => expect(fake.markCalls).toHaveLength(2));
    await act(async () => fake.markCalls[1]!.reject(serverError()));
    await waitFor(() => expect(result.current.mark.isError).toBe(true));
    // Back to what the first change showed, not to the state before it.
    expect(states(result.current.all.messages)['03']).toBe('read,seen');
    expect(result.current.counts).toMatchObject({ unread: 2, unseen: 2 });

    // A change made after the settle applies on top as well.
    act(() => {
      result.current.mark.mutate({ messageIds: [id(3)], markAs: 'unread' });
    });
    expect(states(result.current.all.messages)['03']).toBe('unread,seen');
    expect(result.current.counts).toMatchObject({ unread: 3 });
  });

  it('presumes nothing for a failed change: every message rolls back', async () => {
    const { fake, result } = await setup();
    act(() => {
      result.current.mark.mutate({ messageIds: [id(1), id(2), id(3)], markAs: 'read' });
    });
    await waitFor(() => expect(fake.markCalls).toHaveLength(1));
    await act(async () => fake.markCalls[0]!.reject(serverError()));
    await waitFor(() => expect(result.current.mark.isError).toBe(true));
    expect(states(result.current.all.messages)).toMatchObject({ '01': 'unread,unseen', '02': 'unread,unseen', '03': 'unread,unseen' });
    expect(result.current.counts).toMatchObject({ unread: 5, unseen: 5 });
  });

  it('of a partly failed change, confirms the applied part (presuming its ids left out) and rolls back the rest', async () => {
    const { fake, result } = await setup();
    act(() => {
      result.current.mark.mutate({ messageIds: [id(1), id(2), id(3)], markAs: 'read' });
    });
    await waitFor(() => expect(fake.markCalls).toHaveLength(1));
    fake.mode.lists = 'manual';
    const partial = new PartialFailureError({
      cause: serverError(),
      appliedMessages: [{ ...message(1, { read: true, seen: true }), lastReadDate: SERVICE_TIME }],
      appliedIds: [id(1), id(2)],
      unappliedIds: [id(3)],
    });
    await act(async () => fake.markCalls[0]!.reject(partial));
    await waitFor(() => expect(result.current.mark.isError).toBe(true));
    expect(states(result.current.all.messages)).toMatchObject({ '01': 'read,seen', '02': 'read,seen', '03': 'unread,unseen' });
    expect(result.current.counts).toMatchObject({ unread: 3, unseen: 3 });
  });

  it('is undone like the rest: undo restores the prior state of all three', async () => {
    const { fake, result } = await setup();
    let undoable: Awaited<ReturnType<typeof result.current.mark.mutateWithUndo>> | undefined;
    act(() => {
      void result.current.mark.mutateWithUndo({ messageIds: [id(1), id(2), id(3)], markAs: 'read' }).then((change) => (undoable = change));
    });
    await waitFor(() => expect(fake.markCalls).toHaveLength(1));
    await act(async () => {
      fake.markCalls[0]!.answer({ leaveOut: [id(3)] });
    });
    await waitFor(() => expect(undoable).toBeDefined());
    let undone = false;
    act(() => {
      void undoable!.undo().then(() => (undone = true));
    });
    expect(states(result.current.all.messages)).toMatchObject({ '01': 'unread,unseen', '02': 'unread,unseen', '03': 'unread,unseen' });
    // `unread` (which sets seen) then `unseen`, for all three: 03 too.
    await waitFor(() => expect(fake.markCalls).toHaveLength(2));
    expect(fake.markCalls[1]!.input).toMatchObject({ messageIds: [id(1), id(2), id(3)], markAs: 'unread' });
    await act(async () => {
      fake.markCalls[1]!.answer();
    });
    await waitFor(() => expect(fake.markCalls).toHaveLength(3));
    expect(fake.markCalls[2]!.input).toMatchObject({ messageIds: [id(1), id(2), id(3)], markAs: 'unseen' });
    await act(async () => {
      fake.markCalls[2]!.answer();
    });
    await waitFor(() => expect(undone).toBe(true));
    expect(states(result.current.all.messages)).toMatchObject({ '01': 'unread,unseen', '02': 'unread,unseen', '03': 'unread,unseen' });
    expect(fake.service.messages.slice(0, 3).map((item) => [item.read, item.seen])).toEqual([
      [false, false],
      [false, false],
      [false, false],
    ]);
    await waitFor(() => expect(result.current.counts).toMatchObject({ unread: 5, unseen: 5 }));
  });
});
