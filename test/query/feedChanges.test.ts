// @vitest-environment jsdom
// Changes per feed (issue 18 §2, §4): each feed has its own lists and counts under the subscriber's
// keys and one ledger, so a change of ids shows in every loaded feed at once, and a mark all of a
// feed is one request with its `feedIdentifier` that changes that feed's messages and counts only:
// shown at once there, outside it on the messages known to be of it (their `_feedId`), undone,
// stored while offline and resumed after a reload with its feed. Against a hand-driven client.
import type { QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { InputError } from '../../src/api/errors';
import type { FeedFilter } from '../../src/api/client';
import { useMarkAllMessagesAs } from '../../src/query/changes/useMarkAllMessagesAs';
import { useMarkMessagesAs } from '../../src/query/changes/useMarkMessagesAs';
import { useOfflineChanges } from '../../src/query/changes/useOfflineChanges';
import { useMessageCounts } from '../../src/query/feed/useMessageCounts';
import { useMessages } from '../../src/query/feed/useMessages';
import { inboxKeys } from '../../src/query/inboxKeys';
import { loadOutboxModule } from '../../src/query/offline';
import type { OfflineChangesSetting } from '../../src/query/offline/offlineChangesContext';
import { offlineRecordKey, parseOfflineRecord } from '../../src/query/offline/offlineRecord';
import { manualConnection, memoryStorage } from '../support/offlineDoubles';
import {
  SUBSCRIBER,
  createFakeClient,
  createTestQueryClient,
  feedIdOf,
  message,
  objectId as id,
  states,
  wrapperOf,
  type FakeClient,
  type ServiceMessage,
} from './fakeInboxClient';

beforeAll(async () => {
  await loadOutboxModule();
});

const BILLING: FeedFilter = { feedIdentifier: 'billing' };
const MENTIONS: FeedFilter = { feedIdentifier: 'mentions' };

/** 01-03 billing, 04-05 mentions, 06 of no feed; 03 and 05 read. */
function fixtures(): ServiceMessage[] {
  const of = (n: number, feed: string | null, read = false) => ({
    ...message(n, { read, seen: read }),
    _feedId: feed === null ? null : feedIdOf(feed),
    payload: { project: n % 2 === 0 ? 'atlas' : 'zephyr' },
  });
  return [of(1, 'billing'), of(2, 'billing'), of(3, 'billing', true), of(4, 'mentions'), of(5, 'mentions', true), of(6, null)];
}

async function openPage(fake: FakeClient, { offline = false, queryClient = createTestQueryClient() }: { offline?: OfflineChangesSetting; queryClient?: QueryClient } = {}) {
  const hook = renderHook(
    () => ({
      // Two pages of three: the whole inbox's counts are the counts query's, not the list's.
      all: useMessages({ subscriberId: SUBSCRIBER, pageSize: 3 }),
      billing: useMessages({ subscriberId: SUBSCRIBER, feed: BILLING }),
      mentions: useMessages({ subscriberId: SUBSCRIBER, feed: MENTIONS }),
      counts: useMessageCounts({ subscriberId: SUBSCRIBER }),
      billingCounts: useMessageCounts({ subscriberId: SUBSCRIBER, feed: BILLING }),
      mentionsCounts: useMessageCounts({ subscriberId: SUBSCRIBER, feed: MENTIONS }),
      // Counts of a feed no list holds whole: from the counts query's samples.
      sampledCounts: useMessageCounts({ subscriberId: SUBSCRIBER, feed: { feedIdentifier: ['billing', 'security'] } }),
      mark: useMarkMessagesAs({ subscriberId: SUBSCRIBER }),
      markAll: useMarkAllMessagesAs({ subscriberId: SUBSCRIBER }),
      offline: useOfflineChanges({ subscriberId: SUBSCRIBER }),
    }),
    { wrapper: wrapperOf(fake.client, queryClient, offline) },
  );
  await waitFor(() => {
    const { current } = hook.result;
    expect([current.all, current.billing, current.mentions].every((list) => list.isSuccess)).toBe(true);
    expect([current.counts, current.billingCounts, current.mentionsCounts, current.sampledCounts].every((counts) => counts.unread !== undefined)).toBe(true);
  });
  return { ...hook, queryClient };
}

async function flush() {
  await act(async () => {
    for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** The requests of the feed since `from`, each as the feed it asked for (`*` for the whole inbox). */
const feedsAsked = (fake: FakeClient, from: number) =>
  fake.listCalls.slice(from).map((call) => [call.input.feedIdentifier ?? '*'].flat().join('+'));

describe('a mark all of one feed', () => {
  it('sends one mark-all with that feedIdentifier and shows at once on that feed’s messages only, in every list and count', async () => {
    const fake = createFakeClient(fixtures());
    const { result } = await openPage(fake);
    expect(result.current.counts.unread).toBe(4);
    expect(result.current.mentionsCounts.unread).toBe(1);

    act(() => result.current.markAll.mutate({ markAs: 'read', feed: BILLING }));
    // The call's tick: the feed's own list and count, and its messages in the whole inbox's.
    expect(states(result.current.billing.messages)).toEqual({ '01': 'read,seen', '02': 'read,seen', '03': 'read,seen' });
    expect(result.current.billingCounts.unread).toBe(0);
    expect(states(result.current.all.messages)).toEqual({ '01': 'read,seen', '02': 'read,seen', '03': 'read,seen' });
    expect(result.current.counts.unread).toBe(2);
    expect(states(result.current.mentions.messages)).toMatchObject({ '04': 'unread,unseen' });
    expect(result.current.mentionsCounts.unread).toBe(1);
    // Billing and security counted from samples: the sampled ids of billing's `_feedId` leave.
    expect(result.current.sampledCounts.unread).toBe(0);

    await flush();
    expect(fake.markAllCalls.map((call) => call.input)).toEqual([{ subscriberId: SUBSCRIBER, markAs: 'read', feedIdentifier: ['billing'] }]);
    const before = fake.listCalls.length;
    await act(async () => {
      fake.markAllCalls[0]!.answer();
    });
    await flush();
    // On the service: billing's messages, no other.
    expect(states(fake.service.messages)).toMatchObject({ '01': 'read,seen', '02': 'read,seen', '04': 'unread,unseen', '06': 'unread,unseen' });
    // The feed's counts are exact after it; those that reach beyond it (the whole inbox's, billing
    // and security's) are asked again: they were only known from what the cache had seen. Those of
    // another feed, never.
    expect(feedsAsked(fake, before)).toEqual(['*', '*', 'billing+security', 'billing+security']);
    expect(result.current.counts.unread).toBe(2);
    expect(result.current.billingCounts.unread).toBe(0);
    expect(result.current.mentionsCounts.unread).toBe(1);
  });

  it('is refused with InputError for a feed with a payload, sending and showing nothing', async () => {
    const fake = createFakeClient(fixtures());
    const { result } = await openPage(fake);
    let error: unknown;
    await act(async () => {
      error = await result.current.markAll.mutateAsync({ markAs: 'read', feed: { feedIdentifier: 'billing', payload: { project: 'atlas' } } }).catch((e: unknown) => e);
    });
    expect(error).toBeInstanceOf(InputError);
    expect(error).toMatchObject({ field: 'feed' });
    expect(fake.markAllCalls).toHaveLength(0);
    expect(result.current.billingCounts.unread).toBe(2);
    await act(async () => {
      error = await result.current.markAll.mutateAsync({ markAs: 'read', feed: { feedIdentifier: [] } }).catch((e: unknown) => e);
    });
    expect(error).toMatchObject({ name: 'InputError', field: 'feedIdentifier' });
    expect(fake.markAllCalls).toHaveLength(0);
  });

  it('undoes the feed’s messages it changed, and nothing of another feed', async () => {
    const fake = createFakeClient(fixtures());
    const { result } = await openPage(fake);
    let undoable: Awaited<ReturnType<typeof result.current.markAll.mutateWithUndo>> | undefined;
    act(() => {
      void result.current.markAll.mutateWithUndo({ markAs: 'read', feed: BILLING }).then((change) => (undoable = change));
    });
    await waitFor(() => expect(fake.markAllCalls).toHaveLength(1));
    await act(async () => {
      fake.markAllCalls[0]!.answer();
    });
    await waitFor(() => expect(undoable).toBeDefined());
    expect([...undoable!.prior.keys()].sort()).toEqual([id(1), id(2), id(3)]);
    let undone = false;
    act(() => {
      void undoable!.undo().then(() => (undone = true));
    });
    expect(result.current.billingCounts.unread).toBe(2);
    // `unread` (which sets seen) then `unseen`, for the two it had changed.
    await waitFor(() => expect(fake.markCalls).toHaveLength(1));
    expect(fake.markCalls[0]!.input).toMatchObject({ messageIds: [id(1), id(2)], markAs: 'unread' });
    await act(async () => {
      fake.markCalls[0]!.answer();
    });
    await waitFor(() => expect(fake.markCalls).toHaveLength(2));
    expect(fake.markCalls[1]!.input).toMatchObject({ messageIds: [id(1), id(2)], markAs: 'unseen' });
    await act(async () => {
      fake.markCalls[1]!.answer();
    });
    await waitFor(() => expect(undone).toBe(true));
    expect(states(fake.service.messages)).toMatchObject({ '01': 'unread,unseen', '02': 'unread,unseen', '03': 'read,seen', '04': 'unread,unseen' });
    await waitFor(() => expect(result.current.billingCounts.unread).toBe(2));
    expect(result.current.mentionsCounts.unread).toBe(1);
  });

  it('made offline, is stored with its feed, shows after a reload as that feed’s rule and is sent with it', async () => {
    const fake = createFakeClient(fixtures());
    const storage = memoryStorage();
    const first = await openPage(fake, { offline: { connection: manualConnection(false), storage, setTimer: () => () => {} } });
    act(() => first.result.current.markAll.mutate({ markAs: 'read', feed: BILLING }));
    await flush();
    expect(first.result.current.offline.waiting).toBe(1);
    const [change] = parseOfflineRecord(storage.data.get(offlineRecordKey(SUBSCRIBER)) ?? null).changes;
    expect(change).toMatchObject({ messageIds: 'all', markAs: 'read', feedIdentifier: ['billing'] });
    first.unmount();

    // A reload: a new cache over the same storage, still offline; the stored change resumed as the feed's rule.
    const connection = manualConnection(false);
    const offline: OfflineChangesSetting = { connection, storage, setTimer: () => () => {} };
    const reloaded = await openPage(fake, { offline });
    await waitFor(() => expect(reloaded.result.current.billingCounts.unread).toBe(0));
    expect(reloaded.result.current.mentionsCounts.unread).toBe(1);
    expect(states(reloaded.result.current.mentions.messages)).toMatchObject({ '04': 'unread,unseen' });
    act(() => connection.set(true));
    await flush();
    expect(fake.markAllCalls.map((call) => call.input)).toEqual([{ subscriberId: SUBSCRIBER, markAs: 'read', feedIdentifier: ['billing'] }]);
    expect(fake.markAllCalls[0]!.idempotencyKey).toBe(change!.key);
  });
});

describe('a change of ids', () => {
  it('shows in every loaded feed that holds the message, at once', async () => {
    const fake = createFakeClient(fixtures());
    const { result } = await openPage(fake);
    act(() => result.current.mark.mutate({ messageIds: [id(1), id(4)], markAs: 'read' }));
    expect(states(result.current.all.messages)).toMatchObject({ '01': 'read,seen' });
    expect(states(result.current.billing.messages)).toMatchObject({ '01': 'read,seen' });
    expect(states(result.current.mentions.messages)).toMatchObject({ '04': 'read,seen' });
    expect([result.current.counts.unread, result.current.billingCounts.unread, result.current.mentionsCounts.unread]).toEqual([2, 1, 0]);
    expect(result.current.sampledCounts.unread).toBe(1);
  });

  it('marked unread, joins the whole inbox’s count at once, a feed’s sample with the refetch after it, and never another feed’s', async () => {
    const fake = createFakeClient(fixtures());
    const { result } = await openPage(fake);
    act(() => result.current.mark.mutate({ messageIds: [id(3)], markAs: 'unread' }));
    expect(result.current.counts.unread).toBe(5);
    // Counted from its list, loaded whole: the list says 03 is billing's.
    expect(result.current.billingCounts.unread).toBe(3);
    expect(result.current.mentionsCounts.unread).toBe(1);
    // A sample of ids says nothing of 03's feed: it waits for the service.
    expect(result.current.sampledCounts.unread).toBe(2);
    await flush();
    await act(async () => {
      fake.markCalls[0]!.answer();
    });
    await flush();
    expect(result.current.sampledCounts.unread).toBe(3);
    expect(result.current.mentionsCounts.unread).toBe(1);
    expect(result.current.counts.unread).toBe(5);
  });
});

describe('each feed’s queries', () => {
  it('are asked for with the feed and kept under keys of their own', async () => {
    const fake = createFakeClient(fixtures());
    const { queryClient } = await openPage(fake);
    expect(new Set(feedsAsked(fake, 0))).toEqual(new Set(['*', 'billing', 'mentions', 'billing+security']));
    expect(queryClient.getQueryData(inboxKeys.counts(SUBSCRIBER, BILLING))).toBeDefined();
    expect(queryClient.getQueryData(inboxKeys.messageList(SUBSCRIBER, 'all', 20, MENTIONS))).toBeDefined();
  });
});
