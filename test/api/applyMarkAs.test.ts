import { describe, expect, it } from 'vitest';
import type { MarkAs } from '../../src/api/types';
import { applyMarkAs, markAsEffect } from '../../src/api/applyMarkAs';
import { message } from '../query/fakeInboxClient';

const NOW = '2024-05-01T12:00:00.000Z';
const BEFORE = '2024-01-01T00:00:00.000Z';

describe('applyMarkAs (the service state table)', () => {
  const start = { ...message(1, { read: false, seen: false }), lastReadDate: BEFORE, lastSeenDate: BEFORE };

  it.each<[MarkAs, { read: boolean; seen: boolean; lastReadDate: string; lastSeenDate: string }]>([
    ['read', { read: true, seen: true, lastReadDate: NOW, lastSeenDate: NOW }],
    ['unread', { read: false, seen: true, lastReadDate: NOW, lastSeenDate: NOW }],
    ['seen', { read: false, seen: true, lastReadDate: BEFORE, lastSeenDate: NOW }],
    ['unseen', { read: false, seen: false, lastReadDate: BEFORE, lastSeenDate: NOW }],
  ])('%s', (markAs, expected) => {
    const next = applyMarkAs(start, markAs, NOW);
    expect({ read: next.read, seen: next.seen, lastReadDate: next.lastReadDate, lastSeenDate: next.lastSeenDate }).toEqual(expected);
  });

  it('leaves read alone on seen/unseen, whatever it was', () => {
    const read = { ...start, read: true };
    expect(applyMarkAs(read, 'unseen', NOW)).toMatchObject({ read: true, seen: false });
    expect(applyMarkAs(read, 'seen', NOW)).toMatchObject({ read: true, seen: true });
  });

  it('accepts a Date as now and does not change its input', () => {
    const copy = structuredClone(start);
    const next = applyMarkAs(start, 'read', new Date(NOW));
    expect(next.lastReadDate).toBe(NOW);
    expect(start).toEqual(copy);
    expect(next).not.toBe(start);
  });

  it('ignores an unknown markAs', () => {
    expect(applyMarkAs(start, 'archived' as MarkAs, NOW)).toBe(start);
    expect(markAsEffect('archived' as MarkAs)).toBeUndefined();
    expect(markAsEffect('toString' as MarkAs)).toBeUndefined();
  });
});
