// The next page of a filtered list over a feed that pages by offset: where the service's first
// message not loaded yet now is, whatever left the filter or arrived on top since.
import { describe, expect, it } from 'vitest';
import { nextPageParam } from '../../src/query/feed/messagesInfiniteQueryOptions';
import type { ConfirmedMessagesPage } from '../../src/query/ledger/projectMessages';
import { message } from './fakeInboxClient';

/** A page of messages `numbers`, those in `read` read. */
function page(numbers: number[], read: readonly number[] = []): ConfirmedMessagesPage {
  const data = numbers.map((n) => message(n, { read: read.includes(n) }));
  return { data, page: 0, pageSize: 2, hasMore: true, totalCount: data.length, asOf: 0 };
}

const unread = (pages: ConfirmedMessagesPage[], lastPageParam = pages.length - 1) =>
  nextPageParam({ pages, lastPageParam, filter: 'unread', pageSize: 2 });

describe('nextPageParam', () => {
  it('is the page after the last when nothing moved', () => {
    expect(unread([page([1, 2]), page([3, 4]), page([5, 6])])).toBe(3);
    expect(nextPageParam({ pages: [page([1, 2], [1, 2])], lastPageParam: 0, filter: 'all', pageSize: 2 })).toBe(1);
  });

  it('steps back by the messages that left the filter, so none is skipped', () => {
    // 3 of 6 loaded were marked read: the service's unread list now starts 5, 6, 7, …; offset 3 is page 1.
    expect(unread([page([1, 2], [1, 2]), page([3, 4], [3]), page([5, 6])])).toBe(1);
    // All of them: from the top.
    expect(unread([page([1, 2], [1, 2]), page([3, 4], [3, 4])])).toBe(0);
  });

  it('does not ask again for a page because messages arrived on top', () => {
    // One arrived between the pages: page 1 held 2 again (an overlap, shown once).
    expect(unread([page([1, 2]), page([2, 3]), page([4, 5])])).toBe(3);
  });

  it('passes a page that brought nothing new, so paging ends', () => {
    expect(unread([page([1, 2], [1, 2]), page([3, 4], [3, 4]), page([5, 6]), page([5, 6])], 1)).toBe(2);
  });
});
