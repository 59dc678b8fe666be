// Undo's plan against the service's state table: for every prior state and every change, the
// planned requests, applied in order by the table (applyMarkAs, which the mock uses too), end in
// the prior state, with at most two requests for a change of one `markAs`.
import { describe, expect, test } from 'vitest';
import { applyMarkAs } from '../../src/api/applyMarkAs';
import type { MarkAs } from '../../src/api/types';
import { planUndo, type MessageFlags } from '../../src/query/changes/undoMarkAs';

const MARK_AS: MarkAs[] = ['read', 'unread', 'seen', 'unseen'];
const STATES: Array<[string, MessageFlags]> = [
  ['read+seen', { read: true, seen: true }],
  ['read+unseen', { read: true, seen: false }],
  ['unread+seen', { read: false, seen: true }],
  ['unread+unseen', { read: false, seen: false }],
];

function after(state: MessageFlags, markAs: MarkAs): MessageFlags {
  const { read, seen } = applyMarkAs(state, markAs, new Date(0));
  return { read, seen };
}

describe('planUndo', () => {
  test.each(MARK_AS)('undoes "%s" over a mix of all four prior states, in at most two requests', (markAs) => {
    const prior = new Map(STATES.map(([name, state]) => [name, state]));
    const current = new Map(STATES.map(([name, state]) => [name, after(state, markAs)]));
    const steps = planUndo({ prior, current, markAs });
    expect(steps.length).toBeLessThanOrEqual(2);
    const restored = new Map(current);
    for (const step of steps) {
      for (const id of step.messageIds) restored.set(id, after(restored.get(id)!, step.markAs));
    }
    expect(Object.fromEntries(restored)).toEqual(Object.fromEntries(prior));
  });

  test('after "read": unread first for the formerly unread, then unseen for the formerly unseen (unread+unseen in both)', () => {
    const prior = new Map(STATES);
    const current = new Map(STATES.map(([name, state]) => [name, after(state, 'read')]));
    expect(planUndo({ prior, current, markAs: 'read' })).toEqual([
      { markAs: 'unread', messageIds: ['unread+seen', 'unread+unseen'] },
      { markAs: 'unseen', messageIds: ['read+unseen', 'unread+unseen'] },
    ]);
  });

  test('messages already back in their prior state need nothing; a message not in `current` is taken as the change left it', () => {
    const prior = new Map<string, MessageFlags>([
      ['same', { read: true, seen: true }],
      ['gone', { read: false, seen: true }],
    ]);
    const current = new Map<string, MessageFlags>([['same', { read: true, seen: true }]]);
    expect(planUndo({ prior, current, markAs: 'read' })).toEqual([{ markAs: 'unread', messageIds: ['gone'] }]);
  });

  test('a state changed since (by another change) is restored from what it is now, not from what the undone change left', () => {
    const prior = new Map<string, MessageFlags>([['m', { read: true, seen: true }]]);
    const current = new Map<string, MessageFlags>([['m', { read: true, seen: false }]]);
    expect(planUndo({ prior, current, markAs: 'unseen' })).toEqual([{ markAs: 'seen', messageIds: ['m'] }]);
  });
});
