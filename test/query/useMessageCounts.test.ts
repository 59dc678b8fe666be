// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/errors';
import { COUNT_SAMPLE_SIZE } from '../../src/query/feed/messageCountsQueryOptions';
import { useMarkMessagesAs } from '../../src/query/changes/useMarkMessagesAs';
import { useMessageCounts } from '../../src/query/feed/useMessageCounts';
import { useMessages } from '../../src/query/feed/useMessages';
import { SUBSCRIBER, createFakeClient, createTestQueryClient, message, objectId, wrapperOf } from './fakeInboxClient';

function renderCounts(fake: ReturnType<typeof createFakeClient>, withList?: { pageSize: number }) {
  return renderHook(
    () => ({
      counts: useMessageCounts({ subscriberId: SUBSCRIBER }),
      list: withList ? useMessages({ subscriberId: SUBSCRIBER, pageSize: withList.pageSize }) : undefined,
      mark: useMarkMessagesAs(SUBSCRIBER),
    }),
    { wrapper: wrapperOf(fake.client, createTestQueryClient()) },
  );
}

describe('useMessageCounts', () => {
  it('fetches the counts when no list is loaded to its end, and moves them with a change', async () => {
    const fake = createFakeClient([message(1), message(2), message(3, { read: true, seen: true }), message(4, { seen: true })]);
    const { result } = renderCounts(fake);
    expect(result.current.counts.unread).toBeUndefined();
    expect(result.current.counts.isLoading).toBe(true);
    await waitFor(() => expect(result.current.counts).toMatchObject({ unread: 3, unseen: 2, unreadIsCapped: false, isLoading: false }));

    act(() => {
      result.current.mark.mutate({ messageIds: [objectId(1), objectId(4)], markAs: 'read' });
      result.current.mark.mutate({ messageIds: [objectId(3)], markAs: 'unread' });
    });
    expect(result.current.counts).toMatchObject({ unread: 2, unseen: 1 });
  });

  it('never goes below 0', async () => {
    const fake = createFakeClient([message(1)]);
    const { result } = renderCounts(fake);
    await waitFor(() => expect(result.current.counts.unread).toBe(1));
    act(() => {
      result.current.mark.mutate({ messageIds: [objectId(1)], markAs: 'read' });
      result.current.mark.mutate({ messageIds: [objectId(1), objectId(7)], markAs: 'read' });
    });
    expect(result.current.counts).toMatchObject({ unread: 0, unseen: 0 });
  });

  it('flags counts beyond one sample as capped', async () => {
    const many = Array.from({ length: COUNT_SAMPLE_SIZE + 5 }, (_, n) => message(n + 1));
    const fake = createFakeClient(many);
    const { result } = renderCounts(fake);
    await waitFor(() => expect(result.current.counts).toMatchObject({ unread: COUNT_SAMPLE_SIZE, unreadIsCapped: true, unseenIsCapped: true }));
  });

  it('derives the counts from an all list loaded to its end, without a request', async () => {
    const fake = createFakeClient([message(1), message(2, { read: true, seen: true }), message(3, { seen: true })]);
    const queryClient = createTestQueryClient();
    const wrapper = wrapperOf(fake.client, queryClient);
    const list = renderHook(() => useMessages({ subscriberId: SUBSCRIBER, pageSize: 20 }), { wrapper });
    await waitFor(() => expect(list.result.current.isSuccess).toBe(true));

    const { result } = renderHook(
      () => ({ counts: useMessageCounts({ subscriberId: SUBSCRIBER }), mark: useMarkMessagesAs(SUBSCRIBER) }),
      { wrapper },
    );
    expect(result.current.counts).toMatchObject({ unread: 2, unseen: 1, unreadIsCapped: false, isLoading: false });
    act(() => {
      result.current.mark.mutate({ messageIds: [objectId(2)], markAs: 'unread' });
    });
    expect(result.current.counts).toMatchObject({ unread: 3, unseen: 1 });
    await waitFor(() => expect(fake.markCalls).toHaveLength(1));
    await act(async () => {
      fake.markCalls[0]!.answer();
    });
    await waitFor(() => expect(result.current.mark.isSuccess).toBe(true));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(result.current.counts).toMatchObject({ unread: 3, unseen: 1 });
    expect(fake.listCalls.filter((call) => call.input.limit === COUNT_SAMPLE_SIZE)).toHaveLength(0);
  });

  it('fetches when the loaded list has more pages', async () => {
    const fake = createFakeClient([message(1), message(2), message(3)]);
    const { result } = renderCounts(fake, { pageSize: 2 });
    await waitFor(() => expect(result.current.counts.unread).toBe(3));
    expect(fake.listCalls.filter((call) => call.input.limit === COUNT_SAMPLE_SIZE)).toHaveLength(2);
  });

  it('reports the error of the count request', async () => {
    const fake = createFakeClient([message(1)]);
    fake.mode.lists = 'manual';
    const { result } = renderCounts(fake);
    await waitFor(() => expect(fake.listCalls).toHaveLength(2));
    const error = new ApiError({ status: 401, body: {}, message: 'API Key not found' });
    await act(async () => fake.listCalls[0]!.reject(error));
    await waitFor(() => expect(result.current.counts.error).toBe(error));
    expect(result.current.counts.unread).toBeUndefined();
  });
});
