// The key factory reads its own keys back; nothing else reads them by position.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { QueryClient, type QueryFilters } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  feedKeyOf,
  feedOfKey,
  feedQueryFilters,
  inboxKeys,
  isMessageCountsKey,
  isMessageListKey,
  isSameFeed,
  isServiceQueryKeyFor,
  messageCountsFilters,
  messageListFilters,
  messageListParamsOf,
} from '../../src/query/inboxKeys';

describe('inboxKeys reads its own keys', () => {
  it('gives the filter and page size of a list key, and nothing for other keys', () => {
    expect(messageListParamsOf(inboxKeys.messageList('u', 'unread', 20))).toEqual({ filter: 'unread', pageSize: 20 });
    for (const key of [inboxKeys.counts('u'), inboxKeys.messages('u'), inboxKeys.notification('n'), ['other', 'subscriber', 'u', 'messages', 'list', { filter: 'all', pageSize: 1 }]]) {
      expect(messageListParamsOf(key)).toBeUndefined();
      expect(isMessageListKey(key)).toBe(false);
    }
  });

  it('tells a counts key from the others', () => {
    expect(isMessageCountsKey(inboxKeys.counts('u'))).toBe(true);
    expect(isMessageCountsKey(inboxKeys.messageList('u', 'all', 20))).toBe(false);
    expect(isMessageCountsKey(inboxKeys.markAs('u'))).toBe(false);
  });

  it("tells the queries that ask the service with a subscriber's client: its own and notifications", () => {
    for (const key of [inboxKeys.messageList('u', 'all', 20), inboxKeys.counts('u'), inboxKeys.notification('n')]) {
      expect(isServiceQueryKeyFor(key, 'u')).toBe(true);
    }
    for (const key of [inboxKeys.messageList('v', 'all', 20), inboxKeys.counts('v'), ['other', 'subscriber', 'u', 'messages', 'counts']]) {
      expect(isServiceQueryKeyFor(key, 'u')).toBe(false);
    }
  });

  it('filters the cached lists of one subscriber, of one filter when given', () => {
    const queryClient = new QueryClient();
    for (const key of [
      inboxKeys.messageList('u', 'all', 20),
      inboxKeys.messageList('u', 'unread', 20),
      inboxKeys.messageList('v', 'all', 20),
      inboxKeys.counts('u'),
    ]) {
      queryClient.setQueryData(key, { pages: [], pageParams: [] });
    }
    const keysOf = (filters: ReturnType<typeof messageListFilters>) =>
      queryClient.getQueryCache().findAll(filters).map((query) => query.queryKey);
    expect(keysOf(messageListFilters('u'))).toEqual([inboxKeys.messageList('u', 'all', 20), inboxKeys.messageList('u', 'unread', 20)]);
    expect(keysOf(messageListFilters('u', 'all'))).toEqual([inboxKeys.messageList('u', 'all', 20)]);
  });

  it('reads a feed’s list and counts keys: the feed beside the filter and page size', () => {
    const billing = { feedIdentifier: 'billing' };
    expect(messageListParamsOf(inboxKeys.messageList('u', 'unread', 20, billing))).toEqual({
      filter: 'unread',
      pageSize: 20,
      feed: { feedIdentifier: ['billing'] },
    });
    expect(isMessageListKey(inboxKeys.messageList('u', 'all', 20, billing))).toBe(true);
    expect(isMessageCountsKey(inboxKeys.counts('u', billing))).toBe(true);
    expect(feedOfKey(inboxKeys.counts('u', { payload: { project: 'atlas' } }))).toEqual({ payload: { project: 'atlas' } });
    expect(feedOfKey(inboxKeys.messageList('u', 'all', 20))).toBeUndefined();
    for (const key of [inboxKeys.feed('u', billing), [...inboxKeys.feed('u', billing), 'counts', 'extra'], [...inboxKeys.messages('u'), 'feed', 'x', 'counts']]) {
      expect(isMessageCountsKey(key)).toBe(false);
      expect(isMessageListKey(key)).toBe(false);
    }
    expect(isServiceQueryKeyFor(inboxKeys.counts('u', billing), 'u')).toBe(true);
  });

  it('keeps the whole inbox’s keys as they were: no feed segment', () => {
    expect(inboxKeys.feed('u')).toEqual(inboxKeys.messages('u'));
    expect(inboxKeys.feed('u', {})).toEqual(inboxKeys.messages('u'));
    expect(inboxKeys.counts('u')).toEqual(['inbox-kit', 'subscriber', 'u', 'messages', 'counts']);
    expect(inboxKeys.messageList('u', 'all', 20, { feedIdentifier: undefined })).toEqual(inboxKeys.messageList('u', 'all', 20));
  });

  it('names one feed by one key: an identifier alone or in a list, identifiers in any order or repeated', () => {
    const key = inboxKeys.counts('u', { feedIdentifier: ['billing', 'alerts'] });
    expect(key).toEqual(['inbox-kit', 'subscriber', 'u', 'messages', 'feed', { feedIdentifier: ['alerts', 'billing'] }, 'counts']);
    expect(inboxKeys.counts('u', { feedIdentifier: ['alerts', 'billing', 'alerts'] })).toEqual(key);
    expect(inboxKeys.counts('u', { feedIdentifier: 'billing' })).toEqual(inboxKeys.counts('u', { feedIdentifier: ['billing'] }));
    expect(isSameFeed(feedKeyOf({ payload: { a: 1, b: 2 } }), feedKeyOf({ payload: { b: 2, a: 1 } }))).toBe(true);
    expect(isSameFeed(feedKeyOf({ payload: { a: 1 } }), feedKeyOf({ payload: { a: 2 } }))).toBe(false);
    expect(isSameFeed(undefined, feedKeyOf({}))).toBe(true);
    // What the client will refuse stays as given, so the query fails instead of showing another feed.
    expect(feedKeyOf({ feedIdentifier: [] })).toEqual({ feedIdentifier: [] });
    expect(feedKeyOf({ feedIdentifier: '' })).toEqual({ feedIdentifier: [''] });
  });

  it('filters one feed’s queries exactly, and every feed’s counts', () => {
    const queryClient = new QueryClient();
    const billing = { feedIdentifier: 'billing' };
    const billingAtlas = { feedIdentifier: 'billing', payload: { project: 'atlas' } };
    const keys = [
      inboxKeys.messageList('u', 'all', 20),
      inboxKeys.counts('u'),
      inboxKeys.messageList('u', 'all', 20, billing),
      inboxKeys.counts('u', billing),
      inboxKeys.counts('u', billingAtlas),
      inboxKeys.counts('v', billing),
    ];
    for (const key of keys) queryClient.setQueryData(key, {});
    const keysOf = (filters: QueryFilters) => queryClient.getQueryCache().findAll(filters).map((query) => query.queryKey);
    // React Query matches a key's object partially: billing's prefix alone would take billing-and-atlas too.
    expect(keysOf(feedQueryFilters('u', billing))).toEqual([keys[2], keys[3]]);
    expect(keysOf(feedQueryFilters('u', undefined))).toEqual([keys[0], keys[1]]);
    expect(keysOf(messageCountsFilters('u'))).toEqual([keys[1], keys[3], keys[4]]);
    expect(keysOf(messageListFilters('u'))).toEqual([keys[0], keys[2]]);
  });

  it('is the only place that reads a query key by position', () => {
    const root = fileURLToPath(new URL('../../src/', import.meta.url));
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file));
    const positional = /(?:[kK]ey)\[\d+\]|\[\s*,\s*,/;
    const offenders = files.filter((file) => !file.endsWith('inboxKeys.ts') && positional.test(readFileSync(root + file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
