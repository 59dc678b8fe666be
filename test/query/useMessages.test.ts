// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, focusManager } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { useMessages } from '../../src/query/feed/useMessages';
import { SUBSCRIBER, createFakeClient, createTestQueryClient, message, objectId, wrapperOf } from './fakeInboxClient';

describe('useMessages', () => {
  it('loads the feed page by page, 20 a page and the all filter by default', async () => {
    const fake = createFakeClient(Array.from({ length: 25 }, (_, n) => message(n + 1)));
    const { result } = renderHook(() => useMessages({ subscriberId: SUBSCRIBER }), {
      wrapper: wrapperOf(fake.client, createTestQueryClient()),
    });
    await waitFor(() => expect(result.current.messages).toHaveLength(20));
    expect(fake.listCalls[0]!.input).toEqual({ subscriberId: SUBSCRIBER, page: 0, limit: 20 });
    expect(result.current.hasNextPage).toBe(true);
    await act(async () => {
      await result.current.fetchNextPage();
    });
    await waitFor(() => expect(result.current.messages).toHaveLength(25));
    expect(result.current.hasNextPage).toBe(false);
  });

  it('shows each message once when pages of a changing feed overlap', async () => {
    const fake = createFakeClient([1, 2, 3, 4].map((n) => message(n)));
    const { result } = renderHook(() => useMessages({ subscriberId: SUBSCRIBER, pageSize: 2 }), {
      wrapper: wrapperOf(fake.client, createTestQueryClient()),
    });
    await waitFor(() => expect(result.current.messages).toHaveLength(2));
    // A new message arrives: page 1 now starts with what page 0 ended with.
    fake.service.messages.unshift(message(99));
    await act(async () => {
      await result.current.fetchNextPage();
    });
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(2));
    expect(result.current.messages.map((m) => m._id)).toEqual([objectId(1), objectId(2), objectId(3)]);
  });

  it('asks the feed for the filter', async () => {
    const fake = createFakeClient([message(1, { seen: true }), message(2)]);
    const { result } = renderHook(() => useMessages({ subscriberId: SUBSCRIBER, filter: 'unseen', pageSize: 5 }), {
      wrapper: wrapperOf(fake.client, createTestQueryClient()),
    });
    await waitFor(() => expect(result.current.messages.map((m) => m._id)).toEqual([objectId(2)]));
    expect(fake.listCalls[0]!.input).toEqual({ subscriberId: SUBSCRIBER, page: 0, limit: 5, seen: false });
  });

  it('surfaces the client error', async () => {
    const fake = createFakeClient([]);
    fake.mode.lists = 'manual';
    const { result } = renderHook(() => useMessages({ subscriberId: SUBSCRIBER }), {
      wrapper: wrapperOf(fake.client, createTestQueryClient()),
    });
    await waitFor(() => expect(fake.listCalls).toHaveLength(1));
    const error = new Error('offline');
    await act(async () => fake.listCalls[0]!.reject(error));
    await waitFor(() => expect(result.current.error).toBe(error));
    expect(result.current.messages).toEqual([]);
  });

  it('asks for a page in flight once, however often the next page is asked for', async () => {
    const fake = createFakeClient(Array.from({ length: 45 }, (_, n) => message(n + 1)));
    const { result } = renderHook(() => useMessages({ subscriberId: SUBSCRIBER }), {
      wrapper: wrapperOf(fake.client, createTestQueryClient()),
    });
    await waitFor(() => expect(result.current.messages).toHaveLength(20));
    fake.mode.lists = 'manual';
    // As a load-ahead effect does: asked again before the list re-rendered with "fetching".
    act(() => {
      void result.current.fetchNextPage();
      void result.current.fetchNextPage();
      void result.current.fetchNextPage();
    });
    expect(fake.listCalls.map((call) => call.input.page)).toEqual([0, 1]);
    expect(fake.listCalls[1]!.signal?.aborted).toBe(false);
    await act(async () => fake.listCalls[1]!.resolve(fake.pageOf(fake.listCalls[1]!.input)));
    await waitFor(() => expect(result.current.messages).toHaveLength(40));
    expect(fake.listCalls).toHaveLength(2);
  });

  it('does not refetch its loaded pages when it mounts again or the window regains focus', async () => {
    const fake = createFakeClient(Array.from({ length: 45 }, (_, n) => message(n + 1)));
    // React Query's defaults, as an app has them (staleTime 0, refetch on mount and focus).
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const first = renderHook(() => useMessages({ subscriberId: SUBSCRIBER }), { wrapper: wrapperOf(fake.client, queryClient) });
    await waitFor(() => expect(first.result.current.messages).toHaveLength(20));
    await act(async () => {
      await first.result.current.fetchNextPage();
    });
    first.unmount();
    const again = renderHook(() => useMessages({ subscriberId: SUBSCRIBER }), { wrapper: wrapperOf(fake.client, queryClient) });
    expect(again.result.current.messages).toHaveLength(40);
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(fake.listCalls.map((call) => call.input.page)).toEqual([0, 1]);
    focusManager.setFocused(undefined);
  });
});
