// What counts as the service answering a subscriber's client: a fetch of its queries (or of a
// notification) that succeeded, or an answer reported from outside the cache; not a write of the
// library's own, a failure, or another subscriber's query.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { inboxKeys } from '../../src/query/inboxKeys';
import { onServiceAnswer, reportServiceAnswer } from '../../src/query/offline/serviceAnswers';
import { SUBSCRIBER } from './fakeInboxClient';

describe('onServiceAnswer', () => {
  it("hears the subscriber's successful fetches and notifications, and reported answers", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const onAnswer = vi.fn();
    const stop = onServiceAnswer(queryClient, SUBSCRIBER, onAnswer);
    await queryClient.fetchQuery({ queryKey: inboxKeys.counts(SUBSCRIBER), queryFn: () => ({ asOf: 0 }) });
    expect(onAnswer).toHaveBeenCalledTimes(1);
    await queryClient.fetchQuery({ queryKey: inboxKeys.notification('n'), queryFn: () => ({}) });
    expect(onAnswer).toHaveBeenCalledTimes(2);
    reportServiceAnswer(queryClient, SUBSCRIBER);
    expect(onAnswer).toHaveBeenCalledTimes(3);

    // Not an answer: a write of the cache, a failure, another subscriber, another QueryClient.
    queryClient.setQueryData(inboxKeys.counts(SUBSCRIBER), { asOf: 1 });
    await queryClient
      .fetchQuery({ queryKey: inboxKeys.messageList(SUBSCRIBER, 'all', 20), queryFn: () => Promise.reject(new Error('reset')) })
      .catch(() => {});
    await queryClient.fetchQuery({ queryKey: inboxKeys.counts('someone-else'), queryFn: () => ({ asOf: 0 }) });
    reportServiceAnswer(queryClient, 'someone-else');
    reportServiceAnswer(new QueryClient(), SUBSCRIBER);
    await queryClient.fetchQuery({ queryKey: ['app', 'subscriber', SUBSCRIBER], queryFn: () => ({}) });
    expect(onAnswer).toHaveBeenCalledTimes(3);

    stop();
    reportServiceAnswer(queryClient, SUBSCRIBER);
    await queryClient.fetchQuery({ queryKey: inboxKeys.counts(SUBSCRIBER), queryFn: () => ({ asOf: 2 }), staleTime: 0 });
    expect(onAnswer).toHaveBeenCalledTimes(3);
  });
});
