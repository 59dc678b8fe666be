// The key factory reads its own keys back; nothing else reads them by position.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  inboxKeys,
  isMessageCountsKey,
  isMessageListKey,
  isServiceQueryKeyFor,
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

  it('is the only place that reads a query key by position', () => {
    const root = fileURLToPath(new URL('../../src/', import.meta.url));
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file));
    const positional = /(?:[kK]ey)\[\d+\]|\[\s*,\s*,/;
    const offenders = files.filter((file) => !file.endsWith('inboxKeys.ts') && positional.test(readFileSync(root + file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
