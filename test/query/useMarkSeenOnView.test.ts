// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMarkSeenOnView } from '../../src/query/changes/useMarkSeenOnView';
import { SUBSCRIBER, createFakeClient, createTestQueryClient, message, objectId, wrapperOf } from './fakeInboxClient';

describe('useMarkSeenOnView', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function render(delayMs?: number) {
    const fake = createFakeClient([1, 2, 3].map((n) => message(n)));
    const hook = renderHook(() => useMarkSeenOnView(SUBSCRIBER, delayMs === undefined ? {} : { delayMs }), {
      wrapper: wrapperOf(fake.client, createTestQueryClient()),
    });
    return { fake, ...hook };
  }

  it('sends the ids seen within 300 ms as one mark-as seen, each once', async () => {
    const { fake, result } = render();
    act(() => {
      result.current(objectId(1));
      result.current(objectId(2));
      result.current(objectId(1));
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(299);
    });
    expect(fake.markCalls).toHaveLength(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(fake.markCalls.map((call) => call.input)).toEqual([
      { subscriberId: SUBSCRIBER, messageIds: [objectId(1), objectId(2)], markAs: 'seen' },
    ]);

    act(() => {
      result.current(objectId(3));
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
    });
    expect(fake.markCalls).toHaveLength(2);
    expect(fake.markCalls[1]!.input.messageIds).toEqual([objectId(3)]);
  });

  it('honours delayMs and sends what is waiting on unmount', async () => {
    const { fake, result, unmount } = render(1000);
    act(() => {
      result.current(objectId(2));
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
    });
    expect(fake.markCalls).toHaveLength(0);
    unmount();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(fake.markCalls.map((call) => call.input.messageIds)).toEqual([[objectId(2)]]);
  });
});
