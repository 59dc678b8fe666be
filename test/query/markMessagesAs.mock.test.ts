// @vitest-environment jsdom
// End to end against the mock service: the real client over the mock's handlers, a real
// QueryClient, the hooks. What the user sees and what the service stores agree after each change.
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createClient } from '../../src/api/client';
import { ApiError } from '../../src/api/errors';
import { createMockService, MOCK_API_KEY, MOCK_IDS } from '../../src/mock';
import { useMarkMessagesAs } from '../../src/query/changes/useMarkMessagesAs';
import { useMessageCounts } from '../../src/query/feed/useMessageCounts';
import { useMessages } from '../../src/query/feed/useMessages';
import { mockFetch } from '../support/mockFetch';
import { createTestQueryClient, wrapperOf } from './fakeInboxClient';

const SUBSCRIBER = MOCK_IDS.subscribers.default;

function setup() {
  const service = createMockService();
  const client = createClient({
    baseUrl: 'https://service.mock',
    apiKey: MOCK_API_KEY,
    fetch: mockFetch(service.handlers),
    retry: false,
  });
  const hook = renderHook(
    () => ({
      all: useMessages({ subscriberId: SUBSCRIBER }),
      unread: useMessages({ subscriberId: SUBSCRIBER, filter: 'unread' }),
      counts: useMessageCounts({ subscriberId: SUBSCRIBER }),
      mark: useMarkMessagesAs(SUBSCRIBER),
    }),
    { wrapper: wrapperOf(client, createTestQueryClient()) },
  );
  const unreadOnService = () => service.store.getFeed(SUBSCRIBER, { read: false, limit: 100 }).data.length;
  return { service, unreadOnService, ...hook };
}

describe('useMarkMessagesAs against the mock service', () => {
  it('marks read optimistically, then agrees with the service', async () => {
    const { result, unreadOnService } = setup();
    await waitFor(() => expect(result.current.all.isSuccess && result.current.unread.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.counts.unread).toBeDefined());
    const before = result.current.counts.unread!;
    expect(before).toBe(unreadOnService());
    const targets = result.current.unread.messages.slice(0, 2).map((message) => message._id);
    expect(targets).toHaveLength(2);

    act(() => {
      result.current.mark.mutate({ messageIds: targets, markAs: 'read' });
    });
    expect(result.current.counts.unread).toBe(before - 2);
    expect(result.current.unread.messages.map((message) => message._id)).not.toContain(targets[0]);

    await waitFor(() => expect(result.current.mark.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.counts.unread).toBe(unreadOnService()));
    expect(unreadOnService()).toBe(before - 2);
    const shown = result.current.all.messages.filter((message) => targets.includes(message._id));
    expect(shown.every((message) => message.read && message.seen)).toBe(true);
  });

  it('puts the rows back when the service refuses', async () => {
    const { result, service, unreadOnService } = setup();
    await waitFor(() => expect(result.current.counts.unread).toBeDefined());
    await waitFor(() => expect(result.current.unread.isSuccess).toBe(true));
    const before = result.current.counts.unread!;
    const target = result.current.unread.messages[0]!._id;
    service.failNext(1, { route: 'mark-as', status: 500 });

    act(() => {
      result.current.mark.mutate({ messageIds: [target], markAs: 'read' });
    });
    expect(result.current.counts.unread).toBe(before - 1);
    await waitFor(() => expect(result.current.mark.isError).toBe(true));
    expect(result.current.mark.error).toBeInstanceOf(ApiError);
    expect(result.current.counts.unread).toBe(before);
    expect(result.current.unread.messages.map((message) => message._id)).toContain(target);
    expect(unreadOnService()).toBe(before);
  });
});
