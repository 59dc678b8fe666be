// The rows <Inbox> draws: ids for every row, each message projected only when asked for.
import { describe, expect, it } from 'vitest';
import type { FeedMessage } from '../../src/api/types';
import { MarkAsLedger } from '../../src/query/ledger/markAsLedger';
import { messageRows } from '../../src/query/feed/messageRows';
import type { ConfirmedMessagesPage } from '../../src/query/ledger/projectMessages';
import { message, objectId } from './fakeInboxClient';

const now = new Date('2024-05-01T12:00:00.000Z');

function list(...pages: FeedMessage[][]) {
  return {
    pages: pages.map((data, index): ConfirmedMessagesPage => ({ data, page: index, pageSize: 20, hasMore: false, asOf: 0 })),
    pageParams: pages.map((_, index) => index),
  };
}

describe('messageRows', () => {
  it('keeps the very ids of an unfiltered list through a mark all, and shows it on the rows asked for', () => {
    const ledger = new MarkAsLedger();
    const data = list([message(1), message(2, { read: true, seen: true })], [message(3)]);
    const before = messageRows(data, 'all', ledger.getSnapshot());
    expect(before.ids).toEqual([objectId(1), objectId(2), objectId(3)]);
    expect(before.at(0)).toBe(data.pages[0]!.data[0]);
    ledger.begin({ messageIds: 'all', markAs: 'read', now });
    const after = messageRows(data, 'all', ledger.getSnapshot());
    expect(after.ids).toBe(before.ids);
    expect(after.at(0)).toMatchObject({ read: true, seen: true, lastReadDate: now.toISOString() });
    // The same object when asked again, and a row the change leaves alone is the confirmed one.
    expect(after.at(0)).toBe(after.at(0));
    expect(after.at(1)).toBe(data.pages[0]!.data[1]);
    expect(after.get(objectId(3))).toMatchObject({ read: true });
    expect(after.at(3)).toBeUndefined();
    expect(after.get(objectId(9))).toBeUndefined();
  });

  it('drops the rows that no longer match a filter at once, without the others moving', () => {
    const ledger = new MarkAsLedger();
    const data = list([message(1), message(2), message(3)]);
    ledger.begin({ messageIds: [objectId(2)], markAs: 'read', now });
    const unread = messageRows(data, 'unread', ledger.getSnapshot());
    expect(unread.ids).toEqual([objectId(1), objectId(3)]);
    expect(unread.at(1)).toBe(data.pages[0]!.data[2]);
    ledger.begin({ messageIds: 'all', markAs: 'read', now });
    expect(messageRows(data, 'unread', ledger.getSnapshot()).ids).toEqual([]);
    // Unseen: read also makes a message seen.
    expect(messageRows(data, 'unseen', ledger.getSnapshot()).ids).toEqual([]);
  });

  it('shows each id once, as the feed had it first', () => {
    const ledger = new MarkAsLedger();
    const data = list([message(1), message(2)], [message(2), message(3)]);
    expect(messageRows(data, 'all', ledger.getSnapshot()).ids).toEqual([objectId(1), objectId(2), objectId(3)]);
    expect(messageRows(undefined, 'all', ledger.getSnapshot()).ids).toEqual([]);
  });
});
