// @vitest-environment jsdom
// The admin's list as an infinite query over a scripted service: pages until the service's "the
// page is full" says no more, one query per set of filters (keys under the library's namespace),
// each notification once, and the record's polling rule applied to the list: fetched again while a
// listed notification runs, backing off, ending when all are done. React Query's timers on a fake clock.
import { QueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createClient } from '../../../src/api/client';
import type { ActivityJob, ActivityNotification } from '../../../src/api/types';
import { InboxKitProvider } from '../../../src/query/InboxKitProvider';
import { inboxKeys } from '../../../src/query/inboxKeys';
import { notificationFingerprint, notificationLiveness } from '../../../src/query/activity/notificationPolling';
import {
  listAsRecord,
  notificationActivityKeys,
  useNotificationList,
  useNotificationStats,
  useNotificationGraph,
  type UseNotificationListOptions,
} from '../../../src/query/admin';
import { vi } from 'vitest';
import { json, objectId } from '../../api/fakeService';

function job(status: string, details = 1): ActivityJob {
  return { _id: `job-${status}`, type: 'email', status, executionDetails: Array.from({ length: details }, (_, i) => ({ _id: `d${i}`, detail: 'Step queued' })) };
}

function record(n: number, jobs: ActivityJob[] = [job('completed')]): ActivityNotification & { _id: string } {
  return { _id: objectId(n), transactionId: `tx-${n}`, createdAt: `2026-11-01T09:${String(59 - n).padStart(2, '0')}:00.000Z`, jobs };
}

/** A service answering the list from `pages(call)`, its stats and its graph; every URL it was asked is kept. */
function service(pages: (url: URL, call: number) => unknown) {
  const urls: URL[] = [];
  const times: number[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    urls.push(url);
    times.push(Date.now());
    if (url.pathname.endsWith('/stats') && !url.pathname.includes('graph')) return json({ data: { weeklySent: 4, monthlySent: 9 } });
    if (url.pathname.endsWith('/graph/stats')) return json({ data: [{ _id: '2026-11-01', count: 2 }] });
    return json(pages(url, urls.filter((u) => u.pathname === '/v1/notifications').length));
  }) as typeof globalThis.fetch;
  const client = createClient({ baseUrl: 'https://api.example.com', fetch, retry: false });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => createElement(InboxKitProvider, { client, queryClient }, children);
  const listUrls = () => urls.filter((url) => url.pathname === '/v1/notifications');
  const listTimes = () => times.filter((_, index) => urls[index]!.pathname === '/v1/notifications');
  return { client, queryClient, wrapper, urls, listUrls, listTimes };
}

const pageOf = (data: unknown[], page: number, limit: number) => ({ data, page, pageSize: limit, hasMore: data.length === limit });

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

describe('useNotificationList', () => {
  it('pages until a page is not full: a full last page is followed by an empty one, and there it ends', async () => {
    const all = Array.from({ length: 6 }, (_, i) => record(i + 1));
    const { wrapper, listUrls } = service((url) => {
      const page = Number(url.searchParams.get('page'));
      const limit = Number(url.searchParams.get('limit'));
      return pageOf(all.slice(page * limit, (page + 1) * limit), page, limit);
    });
    const { result } = renderHook(() => useNotificationList({ pageSize: 3 }), { wrapper });
    await advance(1);
    expect(result.current.notifications.map((n) => n._id)).toEqual(all.slice(0, 3).map((n) => n._id));
    expect(result.current.hasNextPage).toBe(true);
    await act(async () => void (await result.current.fetchNextPage()));
    await advance(1);
    expect(result.current.hasNextPage).toBe(true);
    await act(async () => void (await result.current.fetchNextPage()));
    await advance(1);
    expect(result.current.notifications).toHaveLength(6);
    expect(result.current.hasNextPage).toBe(false);
    expect(listUrls().map((url) => url.searchParams.get('page'))).toEqual(['0', '1', '2']);
    expect(result.current.isLive).toBe(false);
  });

  it('is one query per set of filters, under the library’s namespace, sending them as the service reads them', async () => {
    const { wrapper, queryClient, listUrls } = service(() => pageOf([record(1)], 0, 20));
    const { rerender } = renderHook((options: UseNotificationListOptions) => useNotificationList(options), {
      wrapper,
      initialProps: { filters: { subscriberIds: 'user-1' } } as UseNotificationListOptions,
    });
    await advance(1);
    rerender({ filters: { subscriberIds: 'user-1', channels: ['email'] } });
    await advance(1);
    const keys = queryClient.getQueryCache().findAll({ queryKey: notificationActivityKeys.lists() }).map((query) => query.queryKey);
    expect(keys).toEqual([
      notificationActivityKeys.list({ subscriberIds: 'user-1' }, 20),
      notificationActivityKeys.list({ subscriberIds: 'user-1', channels: ['email'] }, 20),
    ]);
    expect(keys[0]?.[0]).toBe(inboxKeys.all[0]);
    expect(listUrls().map((url) => url.search)).toEqual(['?page=0&limit=20&subscriberIds=user-1', '?page=0&limit=20&channels=email&subscriberIds=user-1']);
  });

  it('lists each notification once when a page fetched again repeats one', async () => {
    const { wrapper } = service((url) =>
      url.searchParams.get('page') === '0' ? pageOf([record(1), record(2)], 0, 2) : pageOf([record(2), record(3)], 1, 2),
    );
    const { result } = renderHook(() => useNotificationList({ pageSize: 2 }), { wrapper });
    await advance(1);
    await act(async () => void (await result.current.fetchNextPage()));
    await advance(1);
    expect(result.current.notifications.map((n) => n._id)).toEqual([objectId(1), objectId(2), objectId(3)]);
  });

  it('fetches the list again about every second while a listed notification runs, backing off, ending once all are done', async () => {
    const answers = [
      [record(1, [job('queued')]), record(2)],
      [record(1, [job('running', 2)]), record(2)],
      [record(1, [job('running', 2)]), record(2)],
      [record(1, [job('completed', 3)]), record(2)],
    ];
    const { wrapper, listUrls, listTimes } = service((_, call) => pageOf(answers[Math.min(call, answers.length) - 1]!, 0, 20));
    const { result } = renderHook(() => useNotificationList(), { wrapper });
    await advance(1);
    expect(result.current.isLive).toBe(true);
    await advance(10_000);
    expect(listUrls()).toHaveLength(4);
    // After the first answer (new) and the second (changed): 1 s; after the third (unchanged): 1.5 s.
    const gaps = listTimes().slice(1).map((time, index) => time - listTimes()[index]!);
    expect(gaps.map((gap) => Math.round(gap / 100) * 100)).toEqual([1_000, 1_000, 1_500]);
    expect(result.current.isLive).toBe(false);
    await advance(120_000);
    expect(listUrls()).toHaveLength(4);
  });

  it('does not poll when asked not to', async () => {
    const { wrapper, listUrls } = service(() => pageOf([record(1, [job('running')])], 0, 20));
    const { result } = renderHook(() => useNotificationList({ refetchWhileRunning: false }), { wrapper });
    await advance(10_000);
    expect(listUrls()).toHaveLength(1);
    expect(result.current.isLive).toBe(false);
  });
});

describe('the list as one record, for the record’s polling rule', () => {
  const data = (...records: ActivityNotification[]) => ({ pages: [{ data: records as never, page: 0, pageSize: 20, hasMore: false }], pageParams: [0] });
  const liveness = (...records: ActivityNotification[]) => notificationLiveness(listAsRecord(data(...records)));
  const fingerprint = (...records: ActivityNotification[]) => notificationFingerprint(listAsRecord(data(...records)));

  it('is running while one runs, maybe while one may (no jobs yet, an unknown status, an unreadable job), done otherwise', () => {
    expect(liveness(record(1), record(2, [job('delayed')]))).toBe('running');
    expect(liveness(record(1), record(2, []))).toBe('maybe-running');
    expect(liveness(record(1), record(2, [job('paused')]))).toBe('maybe-running');
    expect(liveness(record(1), { ...record(2), malformedJobs: [{ index: 0, reason: 'x', raw: {} }] })).toBe('maybe-running');
    expect(liveness(record(1), record(2, [job('failed')]))).toBe('done');
  });

  it('changes its fingerprint when a job progresses, and keeps the jobs of two notifications apart', () => {
    const before = fingerprint(record(1, [job('running', 1)]), record(2));
    expect(fingerprint(record(1, [job('running', 2)]), record(2))).not.toBe(before);
    expect(fingerprint(record(1, [job('running', 1)]), record(2))).toBe(before);
    // Two notifications whose jobs have the same ids stay two sets of jobs.
    expect(listAsRecord(data(record(1), record(2))).jobs?.map((j) => j._id)).toEqual([`${objectId(1)}/job-completed`, `${objectId(2)}/job-completed`]);
  });
});

describe('useNotificationStats and useNotificationGraph', () => {
  it('get the two sums and the graph for `days` (the service’s 32 by default)', async () => {
    const { wrapper, urls } = service(() => pageOf([], 0, 20));
    const { result } = renderHook(() => ({ stats: useNotificationStats(), graph: useNotificationGraph(), week: useNotificationGraph({ days: 7 }) }), { wrapper });
    await advance(1);
    expect(result.current.stats.data).toEqual({ weeklySent: 4, monthlySent: 9 });
    expect(result.current.graph.data).toEqual([{ _id: '2026-11-01', count: 2 }]);
    expect(urls.map((url) => `${url.pathname}${url.search}`).sort()).toEqual([
      '/v1/notifications/graph/stats?days=32',
      '/v1/notifications/graph/stats?days=7',
      '/v1/notifications/stats',
    ]);
  });
});
