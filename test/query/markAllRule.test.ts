// Mark all as a pending change by rule: it composes with id-based changes in call order, empties
// the counts at once, rolls back to exactly the state without it, and once confirmed applies to
// data requested before it except where the service dated a message's state later.
import { describe, expect, it } from 'vitest';
import { MarkAsLedger } from '../../src/query/ledger/markAsLedger';
import { projectIdSample, projectMessage } from '../../src/query/ledger';
import { message, objectId } from './fakeInboxClient';

const now = new Date('2024-05-01T12:00:00.000Z');
const sample = { ids: [objectId(1), objectId(2)], complete: false };

describe('mark all by rule', () => {
  it('applies to every message in call order with id-based changes before and after it', () => {
    const ledger = new MarkAsLedger();
    ledger.begin({ messageIds: [objectId(1)], markAs: 'unseen', now });
    ledger.begin({ messageIds: 'all', markAs: 'read', now });
    ledger.begin({ messageIds: [objectId(2)], markAs: 'unread', now });
    const snapshot = ledger.getSnapshot();
    expect(projectMessage(message(1), 0, snapshot)).toMatchObject({ read: true, seen: true });
    expect(projectMessage(message(2), 0, snapshot)).toMatchObject({ read: false, seen: true });
    expect(projectMessage(message(3), 0, snapshot)).toMatchObject({ read: true, seen: true });
    // Unread: all gone by the rule, then message 2 again; no longer capped.
    expect(projectIdSample(sample, 'read', 0, snapshot)).toEqual({ count: 1, capped: false });
  });

  it('waits for every earlier change and makes every later one wait for it', async () => {
    const ledger = new MarkAsLedger();
    const first = ledger.begin({ messageIds: [objectId(1)], markAs: 'read', now });
    const all = ledger.begin({ messageIds: 'all', markAs: 'read', now });
    const later = ledger.begin({ messageIds: [objectId(9)], markAs: 'unread', now });
    const order: string[] = [];
    void all.after.then(() => order.push('all'));
    void later.after.then(() => order.push('later'));
    ledger.settle(first, []);
    await all.after;
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
    expect(order).toEqual(['all']);
    ledger.settle(all, []);
    await later.after;
    expect(order).toEqual(['all', 'later']);
  });

  it('a failure drops just that entry', () => {
    const ledger = new MarkAsLedger();
    ledger.begin({ messageIds: [objectId(1)], markAs: 'seen', now });
    const all = ledger.begin({ messageIds: 'all', markAs: 'read', now });
    ledger.settle(all, []);
    expect(projectMessage(message(1), 0, ledger.getSnapshot())).toMatchObject({ read: false, seen: true });
    expect(projectMessage(message(2), 0, ledger.getSnapshot())).toMatchObject({ read: false, seen: false });
    expect(projectIdSample(sample, 'read', 0, ledger.getSnapshot())).toEqual({ count: 2, capped: true });
  });

  it('confirmed, it applies to data requested before it; newer service dates and later messages stay as fetched', () => {
    const ledger = new MarkAsLedger();
    const before = ledger.nextSeq();
    const all = ledger.begin({ messageIds: 'all', markAs: 'read', now });
    ledger.settle(all, 'all');
    const after = ledger.nextSeq();
    const snapshot = ledger.getSnapshot();
    expect(snapshot.pending).toHaveLength(0);
    expect(projectMessage(message(1), before, snapshot)).toMatchObject({ read: true });
    expect(projectMessage(message(1), after, snapshot)).toMatchObject({ read: false });
    const readLater = { ...message(2, { read: false }), lastReadDate: '2024-05-01T12:00:05.000Z' };
    expect(projectMessage(readLater, before, snapshot)).toMatchObject({ read: false });
    const arrivedLater = { ...message(3), createdAt: '2024-05-01T12:00:05.000Z' };
    expect(projectMessage(arrivedLater, before, snapshot)).toMatchObject({ read: false });
    const dated = { ...sample, dates: { [objectId(2)]: '2024-05-01T12:00:05.000Z' } };
    expect(projectIdSample(dated, 'read', before, snapshot).count).toBe(1);
  });

  it('like the service, leaves a message already in the state it sets as it is, dates and object alike', () => {
    const ledger = new MarkAsLedger();
    const before = ledger.nextSeq();
    const read = { ...message(1, { read: true, seen: true }), lastReadDate: '2024-04-01T08:00:00.000Z', lastSeenDate: '2024-04-01T08:00:00.000Z' };
    const all = ledger.begin({ messageIds: 'all', markAs: 'read', now });
    // Pending: the same object, so a row that was already read does not even re-render.
    expect(projectMessage(read, before, ledger.getSnapshot())).toBe(read);
    expect(projectMessage(message(2), before, ledger.getSnapshot())).toMatchObject({ read: true, lastReadDate: now.toISOString() });
    ledger.settle(all, 'all');
    expect(projectMessage(read, before, ledger.getSnapshot())).toBe(read);
    // Mark all as unseen changes only the seen ones; `read` stays as it was.
    const unseen = ledger.begin({ messageIds: 'all', markAs: 'unseen', now });
    const unseenAlready = message(3, { seen: false });
    expect(projectMessage(unseenAlready, ledger.nextSeq(), ledger.getSnapshot())).toBe(unseenAlready);
    ledger.settle(unseen, []);
  });

  it('confirmed as of the time it was sent: what the service dated between the call and the send is covered, what it dated later is not', () => {
    const ledger = new MarkAsLedger();
    const before = ledger.nextSeq();
    // Called at `now`, sent an hour later (it waited for the connection).
    const all = ledger.begin({ messageIds: 'all', markAs: 'read', now });
    ledger.settle(all, 'all', { sentAt: '2024-05-01T13:00:00.000Z' });
    const snapshot = ledger.getSnapshot();
    // Made unread by an earlier change the service reached at 12:30: the mark all marked it again.
    const dated = { ...message(1), lastReadDate: '2024-05-01T12:30:00.000Z' };
    expect(projectMessage(dated, before, snapshot)).toMatchObject({ read: true, lastReadDate: '2024-05-01T13:00:00.000Z' });
    // Arrived at 12:30, before the request left: the service marked it too.
    const arrived = { ...message(2), createdAt: '2024-05-01T12:30:00.000Z' };
    expect(projectMessage(arrived, before, snapshot)).toMatchObject({ read: true });
    // Made unread after the mark all reached the service: it stays.
    const later = { ...message(3), lastReadDate: '2024-05-01T13:00:05.000Z' };
    expect(projectMessage(later, before, snapshot)).toMatchObject({ read: false });
  });
});
