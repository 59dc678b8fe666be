import { describe, expect, it } from 'vitest';
import type { FeedMessage } from '../../src/api/types';
import { MarkAsLedger } from '../../src/query/ledger/markAsLedger';
import { projectIdSample } from '../../src/query/ledger/projectIdSample';
import {
  flattenMessages,
  projectInfiniteMessages,
  projectMessage,
  projectPage,
  type ConfirmedMessagesPage,
} from '../../src/query/ledger/projectMessages';
import { message, objectId } from './fakeInboxClient';

const now = new Date('2024-05-01T12:00:00.000Z');

function page(data: FeedMessage[], asOf: number): ConfirmedMessagesPage {
  return { data, page: 0, pageSize: 20, hasMore: false, asOf };
}

describe('projectMessage', () => {
  it('returns the very message when nothing applies', () => {
    const ledger = new MarkAsLedger();
    ledger.begin({ messageIds: [objectId(2)], markAs: 'read', now });
    const m = message(1);
    expect(projectMessage(m, 0, ledger.getSnapshot())).toBe(m);
  });

  it('applies pending changes in call order', () => {
    const ledger = new MarkAsLedger();
    ledger.begin({ messageIds: [objectId(1)], markAs: 'read', now });
    ledger.begin({ messageIds: [objectId(1)], markAs: 'unseen', now });
    expect(projectMessage(message(1), 0, ledger.getSnapshot())).toMatchObject({ read: true, seen: false });
  });

  it('applies a confirmation only to data requested before it', () => {
    const ledger = new MarkAsLedger();
    const before = ledger.nextSeq();
    const mark = ledger.begin({ messageIds: [objectId(1)], markAs: 'read', now });
    ledger.settle(mark, [{ ...message(1, { read: true, seen: true }), lastReadDate: 'from the service' }]);
    const after = ledger.nextSeq();
    expect(projectMessage(message(1), before, ledger.getSnapshot())).toMatchObject({ read: true, lastReadDate: 'from the service' });
    expect(projectMessage(message(1), after, ledger.getSnapshot())).toMatchObject({ read: false });
  });

  it('keeps feed fields a mark-as answer lacks', () => {
    const ledger = new MarkAsLedger();
    const mark = ledger.begin({ messageIds: [objectId(1)], markAs: 'read', now });
    const { subject: _subject, ...answer } = message(1, { read: true, seen: true });
    ledger.settle(mark, [answer]);
    expect(projectMessage(message(1), 0, ledger.getSnapshot())).toMatchObject({ read: true, subject: 'Message 1' });
  });
});

describe('a presumed effect (an id the answer left out)', () => {
  it('is laid over data requested before its confirmation as the pending change was, dates aside, and counted', () => {
    const ledger = new MarkAsLedger();
    const before = ledger.nextSeq();
    const mark = ledger.begin({ messageIds: [objectId(1)], markAs: 'read', now });
    ledger.settle(mark, [], { accepted: [objectId(1)] });
    const after = ledger.nextSeq();
    const snapshot = ledger.getSnapshot();
    // A fetched date later than the call does not undo it (as it would not undo a pending change).
    const fetched = { ...message(1), lastReadDate: '2099-01-01T00:00:00.000Z' };
    expect(projectMessage(fetched, before, snapshot)).toMatchObject({ read: true, seen: true, lastReadDate: now.toISOString() });
    // Data requested after it is the service's state, as it is.
    expect(projectMessage(message(1), after, snapshot)).toMatchObject({ read: false, seen: false });
    const sample = { ids: [objectId(1), objectId(2)], complete: true };
    expect(projectIdSample(sample, 'read', before, snapshot)).toEqual({ count: 1, capped: false });
    expect(projectIdSample(sample, 'read', after, snapshot)).toEqual({ count: 2, capped: false });
  });

  it('keeps its place among confirmations: a later answer for the same id goes over it, an earlier one under it', () => {
    const ledger = new MarkAsLedger();
    const earlier = ledger.begin({ messageIds: [objectId(1)], markAs: 'unread', now });
    ledger.settle(earlier, [{ ...message(1, { seen: true }), lastReadDate: '2024-05-01T11:00:00.000Z' }]);
    const presumed = ledger.begin({ messageIds: [objectId(1)], markAs: 'read', now });
    ledger.settle(presumed, [], { accepted: [objectId(1)] });
    expect(projectMessage(message(1), 0, ledger.getSnapshot())).toMatchObject({ read: true, seen: true });
    const later = ledger.begin({ messageIds: [objectId(1)], markAs: 'unseen', now });
    ledger.settle(later, [{ ...message(1, { read: true }), lastSeenDate: '2024-05-01T13:00:00.000Z' }]);
    expect(projectMessage(message(1), 0, ledger.getSnapshot())).toMatchObject({ read: true, seen: false });
  });
});

describe('projectPage', () => {
  it('drops rows that no longer match a filter and keeps the page object when nothing changes', () => {
    const ledger = new MarkAsLedger();
    const unread = page([message(1), message(2)], 0);
    expect(projectPage(unread, 'unread', ledger.getSnapshot())).toBe(unread);
    ledger.begin({ messageIds: [objectId(1)], markAs: 'read', now });
    expect(projectPage(unread, 'unread', ledger.getSnapshot()).data.map((m) => m._id)).toEqual([objectId(2)]);
    expect(projectPage(unread, 'all', ledger.getSnapshot()).data).toHaveLength(2);
  });

  it('drops a row from an unseen list on read, unread and seen, not on unseen', () => {
    const unseen = page([message(1), message(2), message(3), message(4)], 0);
    const ledger = new MarkAsLedger();
    ledger.begin({ messageIds: [objectId(1)], markAs: 'read', now });
    ledger.begin({ messageIds: [objectId(2)], markAs: 'unread', now });
    ledger.begin({ messageIds: [objectId(3)], markAs: 'seen', now });
    ledger.begin({ messageIds: [objectId(4)], markAs: 'unseen', now });
    expect(projectPage(unseen, 'unseen', ledger.getSnapshot()).data.map((m) => m._id)).toEqual([objectId(4)]);
  });
});

describe('projectInfiniteMessages', () => {
  it('projects a list once per ledger state and filter: every reader of it shares one projection', () => {
    const ledger = new MarkAsLedger();
    const list = { pages: [page([message(1), message(2)], 0)], pageParams: [0] };
    ledger.begin({ messageIds: 'all', markAs: 'read', now });
    const first = ledger.getSnapshot();
    const shown = projectInfiniteMessages(list, 'all', first);
    expect(projectInfiniteMessages(list, 'all', first)).toBe(shown);
    expect(flattenMessages(projectInfiniteMessages(list, 'all', first))).toBe(flattenMessages(shown));
    expect(projectInfiniteMessages(list, 'unread', first).pages[0]!.data).toEqual([]);
    // A new ledger state is projected anew.
    ledger.begin({ messageIds: [objectId(1)], markAs: 'unread', now });
    const next = projectInfiniteMessages(list, 'all', ledger.getSnapshot());
    expect(next).not.toBe(shown);
    expect(next.pages[0]!.data.map((m) => m.read)).toEqual([false, true]);
  });
});

describe('flattenMessages', () => {
  it('keeps feed order and each id once', () => {
    const data = { pages: [page([message(1), message(2)], 0), page([message(2), message(3)], 0)], pageParams: [0, 1] };
    expect(flattenMessages(data).map((m) => m._id)).toEqual([objectId(1), objectId(2), objectId(3)]);
    expect(flattenMessages(undefined)).toEqual([]);
  });
});

describe('projectIdSample', () => {
  it('moves exactly the touched ids, never below 0, never twice', () => {
    const ledger = new MarkAsLedger();
    const sample = { ids: [objectId(1)], complete: true };
    ledger.begin({ messageIds: [objectId(1)], markAs: 'read', now });
    ledger.begin({ messageIds: [objectId(1)], markAs: 'read', now });
    ledger.begin({ messageIds: [objectId(9)], markAs: 'read', now });
    expect(projectIdSample(sample, 'read', 0, ledger.getSnapshot())).toEqual({ count: 0, capped: false });
    ledger.begin({ messageIds: [objectId(2), objectId(3)], markAs: 'unread', now });
    ledger.begin({ messageIds: [objectId(2)], markAs: 'unread', now });
    expect(projectIdSample(sample, 'read', 0, ledger.getSnapshot()).count).toBe(2);
  });

  it('counts unseen by the table: read and unread make a message seen', () => {
    const ledger = new MarkAsLedger();
    const sample = { ids: [objectId(1), objectId(2), objectId(3)], complete: false };
    ledger.begin({ messageIds: [objectId(1)], markAs: 'unread', now });
    ledger.begin({ messageIds: [objectId(2)], markAs: 'read', now });
    ledger.begin({ messageIds: [objectId(4)], markAs: 'unseen', now });
    expect(projectIdSample(sample, 'seen', 0, ledger.getSnapshot())).toEqual({ count: 2, capped: true });
  });

  it('folds in confirmations newer than the sample', () => {
    const ledger = new MarkAsLedger();
    const mark = ledger.begin({ messageIds: [objectId(1), objectId(2)], markAs: 'unread', now });
    ledger.settle(mark, [message(1, { read: false, seen: true }), message(2, { read: false, seen: true })]);
    const sample = { ids: [objectId(1)], complete: true };
    expect(projectIdSample(sample, 'read', 0, ledger.getSnapshot()).count).toBe(2);
    expect(projectIdSample(sample, 'read', ledger.nextSeq(), ledger.getSnapshot()).count).toBe(1);
  });
});
