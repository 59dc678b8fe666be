// @vitest-environment jsdom
// useNotification against a scripted fake client, with React Query's timers on a fake clock.
import { QueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InboxKitClient } from '../../src/api/client';
import { ApiError, NetworkError } from '../../src/api/errors';
import type { ActivityJob, ActivityNotification } from '../../src/api/types';
import { InboxKitProvider } from '../../src/query/InboxKitProvider';
import { useNotification, type UseNotificationOptions } from '../../src/query/activity/useNotification';

const ID = '65f1c0ffee0ddba11cafe001';

function job(status: string, details = 1): ActivityJob {
  return {
    _id: 'job-1',
    type: 'in_app',
    status,
    providerId: 'novu',
    step: { _id: 'step', active: true, filters: [], _templateId: 'tpl' },
    executionDetails: Array.from({ length: details }, (_, i) => ({
      _id: `d${i}`,
      status: 'Success',
      detail: 'Step queued',
      isRetry: false,
      isTest: false,
      source: 'Internal',
    })),
  };
}

function record(jobs: ActivityJob[]): ActivityNotification {
  return { _id: ID, _environmentId: 'env', _organizationId: 'org', _subscriberId: 'sub', transactionId: 'tx', jobs };
}

const notFound = () => new ApiError({ status: 404, body: { message: 'Notification not found' }, message: 'Notification not found' });

/** A client whose getNotification answers from `answers` in turn (the last one repeats). */
function fakeClient(answers: Array<ActivityNotification | Error>) {
  let index = 0;
  const getNotification = vi.fn(async (_id: string) => {
    const answer = answers[Math.min(index, answers.length - 1)]!;
    index += 1;
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const client = { getNotification } as unknown as InboxKitClient;
  return { client, getNotification };
}

function renderUseNotification(
  client: InboxKitClient,
  options?: UseNotificationOptions,
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
) {
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(InboxKitProvider, { client, queryClient }, children);
  return renderHook(() => useNotification(ID, options), { wrapper });
}

/** Moves the fake clock on by `ms`, firing the timers (and fetches) due meanwhile. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** React Query hands an answer to React on a 0 ms timer, which the fake clock fires 1 ms later. */
async function delivered() {
  await advance(1);
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useNotification', () => {
  it('loads the record', async () => {
    const { client } = fakeClient([record([job('completed')])]);
    const { result } = renderUseNotification(client);
    await delivered();
    expect(result.current.notification?.transactionId).toBe('tx');
    expect(result.current.isNotFound).toBe(false);
    expect(result.current.isLive).toBe(false);
  });

  it('refreshes about every second while a job runs and stops once every job is terminal', async () => {
    const { client, getNotification } = fakeClient([
      record([job('queued', 1)]),
      record([job('running', 2)]),
      record([job('completed', 3)]),
    ]);
    const { result } = renderUseNotification(client);
    await delivered();
    expect(getNotification).toHaveBeenCalledTimes(1);
    expect(result.current.isLive).toBe(true);
    await advance(1_000);
    expect(getNotification).toHaveBeenCalledTimes(2);
    await delivered();
    expect(result.current.notification?.jobs?.[0]?.status).toBe('running');
    await advance(1_000);
    expect(getNotification).toHaveBeenCalledTimes(3);
    await delivered();
    expect(result.current.notification?.jobs?.[0]?.status).toBe('completed');
    expect(result.current.isLive).toBe(false);
    await advance(120_000);
    expect(getNotification).toHaveBeenCalledTimes(3);
  });

  it('backs off while nothing changes', async () => {
    const { client, getNotification } = fakeClient([record([job('delayed')])]);
    renderUseNotification(client);
    await advance(0); // 1st fetch at 0 s: next in 1 s
    await advance(1_000); // 2nd fetch at 1 s: unchanged, next in 1.5 s
    expect(getNotification).toHaveBeenCalledTimes(2);
    await advance(1_499);
    expect(getNotification).toHaveBeenCalledTimes(2);
    await advance(1);
    expect(getNotification).toHaveBeenCalledTimes(3); // next in 2.25 s
    await advance(2_249);
    expect(getNotification).toHaveBeenCalledTimes(3);
    await advance(1);
    expect(getNotification).toHaveBeenCalledTimes(4);
  });

  it('refreshes while there are no jobs yet', async () => {
    const { client, getNotification } = fakeClient([record([]), record([job('completed')])]);
    const { result } = renderUseNotification(client);
    await delivered();
    expect(result.current.isLive).toBe(true);
    await advance(1_000);
    expect(getNotification).toHaveBeenCalledTimes(2);
    await delivered();
    expect(result.current.isLive).toBe(false);
  });

  it('gives up on an unknown status after it stayed unchanged for a bounded time', async () => {
    const { client, getNotification } = fakeClient([record([job('teleporting')])]);
    const { result } = renderUseNotification(client);
    await delivered();
    expect(result.current.isLive).toBe(true);
    await advance(90_000);
    const calls = getNotification.mock.calls.length;
    expect(calls).toBeGreaterThan(2);
    expect(result.current.isLive).toBe(false);
    await advance(10 * 60_000);
    expect(getNotification).toHaveBeenCalledTimes(calls);
  });

  it('stops when the component unmounts', async () => {
    const { client, getNotification } = fakeClient([record([job('running')])]);
    const { unmount } = renderUseNotification(client);
    await advance(1_000);
    expect(getNotification).toHaveBeenCalledTimes(2);
    unmount();
    await advance(60_000);
    expect(getNotification).toHaveBeenCalledTimes(2);
  });

  it('does not refresh with refetchWhileRunning: false', async () => {
    const { client, getNotification } = fakeClient([record([job('running')])]);
    const { result } = renderUseNotification(client, { refetchWhileRunning: false });
    await advance(30_000);
    expect(getNotification).toHaveBeenCalledTimes(1);
    expect(result.current.isLive).toBe(false);
  });

  it('gives a not-found state on 404 without retrying or polling, whatever the host retry policy', async () => {
    const { client, getNotification } = fakeClient([notFound()]);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 3, retryDelay: 10 } } });
    const { result } = renderUseNotification(client, {}, queryClient);
    await advance(60_000);
    expect(getNotification).toHaveBeenCalledTimes(1);
    expect(result.current.isNotFound).toBe(true);
    expect(result.current.isError).toBe(true);
    expect(result.current.isLive).toBe(false);
  });

  it('does not retry on top of the client, whatever the host retry policy', async () => {
    const offline = new NetworkError('offline');
    const { client, getNotification } = fakeClient([offline, record([job('completed')])]);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 2, retryDelay: 10 } } });
    const { result } = renderUseNotification(client, {}, queryClient);
    await advance(60_000);
    expect(getNotification).toHaveBeenCalledTimes(1);
    expect(result.current.error).toBe(offline);
  });

  it('reports an error that is not a 404 as an error, not as not-found', async () => {
    const boom = new ApiError({ status: 500, body: {}, message: 'Internal server error' });
    const { client } = fakeClient([boom]);
    const { result } = renderUseNotification(client);
    await delivered();
    expect(result.current.error).toBe(boom);
    expect(result.current.isNotFound).toBe(false);
  });

  it('stops polling when a running record disappears (404)', async () => {
    const { client, getNotification } = fakeClient([record([job('running')]), notFound()]);
    const { result } = renderUseNotification(client);
    await advance(1_000);
    expect(getNotification).toHaveBeenCalledTimes(2);
    await delivered();
    expect(result.current.isNotFound).toBe(true);
    await advance(60_000);
    expect(getNotification).toHaveBeenCalledTimes(2);
  });
});
