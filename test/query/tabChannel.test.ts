import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { inboxKeys } from '../../src/query/inboxKeys';
import { markAsLedger } from '../../src/query/ledger/markAsLedger';
import type { ConfirmedMessagesPage } from '../../src/query/ledger/projectMessages';
import {
  announceToTabs,
  listenToTabArrivals,
  openTabChannel,
  postToTabs,
  tabChannelName,
  type TabBroadcastChannel,
} from '../../src/query/live/tabChannel';
import { message, SUBSCRIBER } from './fakeInboxClient';

/** An in-memory BroadcastChannel: delivers to every other instance of the same name, synchronously. */
function fakeBroadcast() {
  const open = new Set<{ name: string; channel: TabBroadcastChannel }>();
  const posted: unknown[] = [];
  const createChannel = (name: string): TabBroadcastChannel => {
    const entry = {
      name,
      channel: {
        onmessage: null as TabBroadcastChannel['onmessage'],
        postMessage(data: unknown) {
          posted.push(data);
          for (const other of open) if (other !== entry && other.name === name) other.channel.onmessage?.({ data: structuredClone(data) });
        },
        close() {
          open.delete(entry);
        },
      },
    };
    open.add(entry);
    return entry.channel;
  };
  return { createChannel, open, posted };
}

function cachedList(queryClient: QueryClient, subscriberId = SUBSCRIBER) {
  const key = inboxKeys.messageList(subscriberId, 'all', 20);
  const page: ConfirmedMessagesPage = { data: [message(1), message(2)], hasMore: false, page: 0, pageSize: 20, totalCount: 2, asOf: 0 } as ConfirmedMessagesPage;
  queryClient.setQueryData(key, { pages: [page], pageParams: [0] });
  return () => (queryClient.getQueryData(key) as { pages: ConfirmedMessagesPage[] }).pages[0]!.data;
}

/** Two tabs of one subscriber on one fake channel: the second has a cached list to watch. */
function twoTabs() {
  const { createChannel } = fakeBroadcast();
  const first = new QueryClient();
  const second = new QueryClient();
  const rowsOfSecond = cachedList(second);
  const leave = [
    openTabChannel({ queryClient: first, subscriberId: SUBSCRIBER, createChannel }),
    openTabChannel({ queryClient: second, subscriberId: SUBSCRIBER, createChannel }),
  ];
  return { first, second, rowsOfSecond, leave: () => leave.forEach((fn) => fn()) };
}

describe('tab channel', () => {
  it('applies the messages another tab confirmed through the confirmation path, without a request', () => {
    const { createChannel } = fakeBroadcast();
    const first = new QueryClient();
    const second = new QueryClient();
    cachedList(first);
    const rowsOfSecond = cachedList(second);
    const leaveFirst = openTabChannel({ queryClient: first, subscriberId: SUBSCRIBER, createChannel });
    const leaveSecond = openTabChannel({ queryClient: second, subscriberId: SUBSCRIBER, createChannel });
    announceToTabs(first, SUBSCRIBER, [message(1, { read: true, seen: true })]);
    expect(rowsOfSecond().map((row) => [row.read, row.seen])).toEqual([[true, true], [false, false]]);
    // Written into the cache and then pruned: the ledger holds nothing once applied.
    expect(markAsLedger(second, SUBSCRIBER).getSnapshot().confirmations).toEqual([]);
    leaveFirst();
    leaveSecond();
  });

  it('carries the presumed effect of the ids an answer left out, so the other tab keeps that change too', () => {
    const { first, rowsOfSecond, leave } = twoTabs();
    const ledger = markAsLedger(first, SUBSCRIBER);
    const mark = ledger.begin({ messageIds: [message(1)._id, message(2)._id], markAs: 'read', now: new Date('2024-05-01T12:00:00.000Z') });
    const confirmation = ledger.settle(mark, [message(1, { read: true, seen: true })], { accepted: [message(1)._id, message(2)._id] });
    announceToTabs(first, SUBSCRIBER, [message(1, { read: true, seen: true })], confirmation!.presumed);
    expect(rowsOfSecond().map((row) => [row.read, row.seen, row.lastReadDate])).toEqual([
      [true, true, undefined],
      [true, true, '2024-05-01T12:00:00.000Z'],
    ]);
    leave();
  });

  it('applies the messages of confirmed news whose presumed part is malformed, and only them', () => {
    const { createChannel, open } = fakeBroadcast();
    const second = new QueryClient();
    const rowsOfSecond = cachedList(second);
    const leaveSecond = openTabChannel({ queryClient: second, subscriberId: SUBSCRIBER, createChannel });
    const [tab] = [...open];
    tab!.channel.onmessage?.({
      data: { kind: 'confirmed', messages: [message(1, { read: true, seen: true })], presumed: { messageIds: [message(2)._id], markAs: 'archived', at: 'soon' } },
    });
    expect(rowsOfSecond().map((row) => [row.read, row.seen])).toEqual([[true, true], [false, false]]);
    leaveSecond();
  });

  it('is scoped per subscriber and per scope', () => {
    const { createChannel } = fakeBroadcast();
    const first = new QueryClient();
    const other = new QueryClient();
    const rowsOfOther = cachedList(other, 'someone-else');
    const rowsOfOtherScope = cachedList(other);
    const leave = [
      openTabChannel({ queryClient: first, subscriberId: SUBSCRIBER, createChannel }),
      openTabChannel({ queryClient: other, subscriberId: 'someone-else', createChannel }),
      openTabChannel({ queryClient: other, subscriberId: SUBSCRIBER, scope: 'https://eu.example', createChannel }),
    ];
    announceToTabs(first, SUBSCRIBER, [message(1, { read: true, seen: true })]);
    expect(rowsOfOther()[0]!.read).toBe(false);
    expect(rowsOfOtherScope()[0]!.read).toBe(false);
    expect(tabChannelName('a', 'x')).not.toBe(tabChannelName('a', 'y'));
    for (const fn of leave) fn();
  });

  it('opens one channel per client and subscriber, closes it with its last user, and ignores malformed news', () => {
    const { createChannel, open, posted } = fakeBroadcast();
    const first = new QueryClient();
    const second = new QueryClient();
    const rows = cachedList(second);
    const a = openTabChannel({ queryClient: first, subscriberId: SUBSCRIBER, createChannel });
    const b = openTabChannel({ queryClient: first, subscriberId: SUBSCRIBER, createChannel });
    const c = openTabChannel({ queryClient: second, subscriberId: SUBSCRIBER, createChannel });
    expect(open.size).toBe(2);
    for (const bad of [null, { kind: 'refetch' }, { kind: 'confirmed', messages: [{ id: 1 }] }]) {
      [...open][0]!.channel.postMessage(bad);
    }
    expect(rows()[0]!.read).toBe(false);
    a();
    a();
    expect(open.size).toBe(2);
    b();
    expect(open.size).toBe(1);
    announceToTabs(first, SUBSCRIBER, [message(1, { read: true, seen: true })]);
    expect(posted).toHaveLength(3);
    c();
    expect(open.size).toBe(0);
  });

  it('where there is no BroadcastChannel, the tabs do not hear each other and nothing fails', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const first = new QueryClient();
    const second = new QueryClient();
    const rowsOfSecond = cachedList(second);
    const leaveFirst = openTabChannel({ queryClient: first, subscriberId: SUBSCRIBER });
    const leaveSecond = openTabChannel({ queryClient: second, subscriberId: SUBSCRIBER });
    expect(() => announceToTabs(first, SUBSCRIBER, [message(2, { read: false, seen: true })])).not.toThrow();
    expect(rowsOfSecond()[1]!.seen).toBe(false);
    leaveSecond();
    leaveFirst();
  });
});

describe('tab channel: mark all and live arrivals', () => {
  it('a mark all confirmed in one tab is applied in another as the same rule, pending changes there staying on top', () => {
    const { first, rowsOfSecond, leave } = twoTabs();
    postToTabs(first, SUBSCRIBER, { kind: 'rule', markAs: 'read', at: new Date(Date.UTC(2030, 0, 1)).toISOString() });
    expect(rowsOfSecond().map((row) => [row.read, row.seen])).toEqual([[true, true], [true, true]]);
    // Malformed rules are ignored: no unknown markAs, no date that is not one.
    for (const bad of [{ kind: 'rule', markAs: 'delete', at: '2030-01-01T00:00:00Z' }, { kind: 'rule', markAs: 'unread', at: 'yesterday' }]) {
      postToTabs(first, SUBSCRIBER, bad as never);
    }
    expect(rowsOfSecond().every((row) => row.read)).toBe(true);
    leave();
  });

  it('a mark all of one feed is applied in another tab to that feed only, with the `_feedId`s the first had seen; a malformed feed drops the news', () => {
    const { createChannel } = fakeBroadcast();
    const first = new QueryClient();
    const second = new QueryClient();
    const billingId = 'feed-id-of-billing';
    const key = inboxKeys.messageList(SUBSCRIBER, 'all', 20);
    const page = { data: [{ ...message(1), _feedId: billingId }, { ...message(2), _feedId: 'other' }], hasMore: false, page: 0, pageSize: 20, totalCount: 2, asOf: 0 };
    second.setQueryData(key, { pages: [page], pageParams: [0] });
    const leave = [first, second].map((queryClient) => openTabChannel({ queryClient, subscriberId: SUBSCRIBER, createChannel }));
    const at = new Date(Date.UTC(2030, 0, 1)).toISOString();
    // What another tab of the origin could post: each malformed feed drops its rule, never widens it.
    const raw = createChannel(tabChannelName(SUBSCRIBER));
    for (const feed of [{ feedIdentifier: [], feedIds: [] }, { feedIdentifier: ['billing'], feedIds: 'x' }, 'billing', null]) {
      raw.postMessage({ kind: 'rule', markAs: 'read', at, feed });
    }
    const rows = () => (second.getQueryData(key) as { pages: ConfirmedMessagesPage[] }).pages[0]!.data.map((row) => row.read);
    expect(rows()).toEqual([false, false]);
    postToTabs(first, SUBSCRIBER, { kind: 'rule', markAs: 'read', at, feed: { feedIdentifier: ['billing'], feedIds: [billingId] } });
    expect(rows()).toEqual([true, false]);
    leave.forEach((fn) => fn());
  });

  it('arrivals found in one tab reach the other tab\'s arrival handler (well-formed, not yet cached, once), else its cache', () => {
    const { first, second, rowsOfSecond, leave } = twoTabs();
    const handed: string[][] = [];
    const stop = listenToTabArrivals(second, SUBSCRIBER, (messages) => handed.push(messages.map((item) => item._id)));
    postToTabs(first, SUBSCRIBER, { kind: 'arrived', messages: [message(3), message(1), { ...message(4), read: 'no' } as never] });
    // message(1) is cached already; message(4) is malformed.
    expect(handed).toEqual([[message(3)._id]]);
    expect(rowsOfSecond()).toHaveLength(2);
    stop();
    postToTabs(first, SUBSCRIBER, { kind: 'arrived', messages: [message(3)] });
    expect(rowsOfSecond().map((row) => row._id)).toEqual([message(3)._id, message(1)._id, message(2)._id]);
    leave();
  });
});
