import { describe, expect, it } from 'vitest';
import type { MalformedItem } from '../../../src/api/types';
import { inSentOrder } from '../../../src/components/activity/inSentOrder';

const unreadable = (index: number): MalformedItem => ({ index, reason: 'x', raw: { index } });
/** Each place as `a`, `b`… for a readable item and `#n` for an unreadable one sent at `n`. */
const places = (items: string[], left: MalformedItem[]) =>
  inSentOrder({ items, unreadable: left }).map((entry) => (entry.unreadable ? `#${entry.unreadable.index}` : entry.item));

describe('inSentOrder', () => {
  it('puts each unreadable item back at its position as sent', () => {
    expect(places(['a', 'c'], [unreadable(1)])).toEqual(['a', '#1', 'c']);
    expect(places(['b', 'c'], [unreadable(0)])).toEqual(['#0', 'b', 'c']);
    expect(places(['a', 'b'], [unreadable(2)])).toEqual(['a', 'b', '#2']);
    expect(places(['b', 'd'], [unreadable(4), unreadable(0), unreadable(2)])).toEqual(['#0', 'b', '#2', 'd', '#4']);
  });

  it('is the readable items alone when nothing was left out, and the unreadable alone when nothing was read', () => {
    expect(places(['a', 'b'], [])).toEqual(['a', 'b']);
    expect(inSentOrder({ items: ['a'] })).toEqual([{ item: 'a' }]);
    expect(places([], [unreadable(1), unreadable(0)])).toEqual(['#0', '#1']);
  });

  it('loses none of a list an app built by hand: a taken, repeated, far or unusable position', () => {
    expect(places(['a'], [unreadable(9)])).toEqual(['a', '#9']);
    expect(places(['a', 'b'], [unreadable(0), unreadable(0)])).toEqual(['#0', '#0', 'a', 'b']);
    expect(places(['a', 'b'], [unreadable(Number.NaN), unreadable(1)])).toEqual(['a', '#1', 'b', '#NaN']);
    expect(places(['a'], [unreadable(-3)])).toEqual(['#-3', 'a']);
  });
});
