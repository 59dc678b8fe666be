import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { MarkAsLedger, markAsLedger } from '../../src/query/ledger/markAsLedger';
import { message, objectId } from './fakeInboxClient';

const now = new Date('2024-05-01T12:00:00.000Z');

async function isSettled(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return settled;
}

describe('MarkAsLedger', () => {
  it('keeps pending changes in call order and notifies on begin and settle', () => {
    const ledger = new MarkAsLedger();
    const listener = vi.fn();
    ledger.subscribe(listener);
    const first = ledger.begin({ messageIds: [objectId(1)], markAs: 'read', now });
    const second = ledger.begin({ messageIds: [objectId(2)], markAs: 'seen', now });
    expect(ledger.getSnapshot().pending).toEqual([first, second]);
    expect(first.startedAt).toBe(now.toISOString());
    expect(listener).toHaveBeenCalledTimes(2);
    ledger.settle(first, [message(1, { read: true, seen: true })]);
    expect(ledger.getSnapshot().pending).toEqual([second]);
    expect(ledger.getSnapshot().confirmations).toHaveLength(1);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('lower-cases ids, and settling twice is harmless', () => {
    const ledger = new MarkAsLedger();
    const mark = ledger.begin({ messageIds: [objectId(0xab).toUpperCase()], markAs: 'read', now });
    expect([...mark.messageIds]).toEqual([objectId(0xab)]);
    ledger.settle(mark, []);
    ledger.settle(mark, [message(1)]);
    expect(ledger.getSnapshot()).toEqual({ pending: [], confirmations: [] });
  });

  it('presumes the change for the accepted ids of the change that its answer leaves out, and nothing for a failure', () => {
    const ledger = new MarkAsLedger();
    const mark = ledger.begin({ messageIds: [objectId(1), objectId(0xab).toUpperCase(), objectId(3)], markAs: 'read', now });
    const confirmation = ledger.settle(mark, [message(1, { read: true, seen: true })], {
      // 09 was accepted by no part of this change: not presumed.
      accepted: [objectId(1), objectId(0xab), objectId(3).toUpperCase(), objectId(9)],
    });
    expect([...confirmation!.messages.keys()]).toEqual([objectId(1)]);
    expect(confirmation!.presumed).toEqual({ messageIds: new Set([objectId(0xab), objectId(3)]), markAs: 'read', at: now.toISOString() });
    expect(ledger.getSnapshot().confirmations).toEqual([confirmation]);

    const failed = ledger.begin({ messageIds: [objectId(4)], markAs: 'read', now });
    expect(ledger.settle(failed, [])).toBeNull();
    // An answer for every id presumes nothing.
    const whole = ledger.begin({ messageIds: [objectId(5)], markAs: 'seen', now });
    expect(ledger.settle(whole, [message(5, { seen: true })], { accepted: [objectId(5)] })).not.toHaveProperty('presumed');
  });

  it('makes a change wait for earlier pending changes on the same messages only', async () => {
    const ledger = new MarkAsLedger();
    const a = ledger.begin({ messageIds: [objectId(1), objectId(2)], markAs: 'read', now });
    const b = ledger.begin({ messageIds: [objectId(3)], markAs: 'read', now });
    const c = ledger.begin({ messageIds: [objectId(2), objectId(3)], markAs: 'unread', now });
    expect(await isSettled(a.after)).toBe(true);
    expect(await isSettled(b.after)).toBe(true);
    expect(await isSettled(c.after)).toBe(false);
    ledger.settle(a, []);
    expect(await isSettled(c.after)).toBe(false);
    ledger.settle(b, []);
    expect(await isSettled(c.after)).toBe(true);
  });

  it('prunes confirmations up to a sequence number', () => {
    const ledger = new MarkAsLedger();
    const a = ledger.begin({ messageIds: [objectId(1)], markAs: 'read', now });
    const b = ledger.begin({ messageIds: [objectId(2)], markAs: 'read', now });
    ledger.settle(a, [message(1)]);
    ledger.settle(b, [message(2)]);
    const [first, second] = ledger.getSnapshot().confirmations;
    ledger.prune(first!.seq);
    expect(ledger.getSnapshot().confirmations).toEqual([second]);
    expect(ledger.nextSeq()).toBeGreaterThan(second!.seq);
  });

  it('is one per QueryClient and subscriber', () => {
    const one = new QueryClient();
    const two = new QueryClient();
    expect(markAsLedger(one, 'a')).toBe(markAsLedger(one, 'a'));
    expect(markAsLedger(one, 'a')).not.toBe(markAsLedger(one, 'b'));
    expect(markAsLedger(one, 'a')).not.toBe(markAsLedger(two, 'a'));
  });
});
