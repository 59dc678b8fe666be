// @vitest-environment node
// The proxy's cache of internal ids: bounded, least recently used out first, each entry for a
// fixed time from its lookup (not renewed by use), on a clock the test moves.
import { describe, expect, it } from 'vitest';
import { InternalIdCache } from '../../src/server/InternalIdCache';
import { createTestClock } from '../mock/mockHttp';

function cacheOf(maxEntries: number, ttlMs: number) {
  const clock = createTestClock();
  return { cache: new InternalIdCache({ maxEntries, ttlMs, now: clock.now }), clock };
}

describe('InternalIdCache', () => {
  it('answers a stored id until its TTL is over, counted from when it was stored, not from its last use', () => {
    const { cache, clock } = cacheOf(10, 1000);
    cache.set('user-42', 'a1');
    clock.advance(999);
    expect(cache.get('user-42')).toBe('a1');
    clock.advance(1);
    expect(cache.get('user-42')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops the least recently used entry beyond maxEntries', () => {
    const { cache } = cacheOf(2, 60_000);
    cache.set('a', '1');
    cache.set('b', '2');
    expect(cache.get('a')).toBe('1');
    cache.set('c', '3');
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual(['1', undefined, '3']);
    expect(cache.size).toBe(2);
  });

  it('replaces an entry, with a fresh TTL', () => {
    const { cache, clock } = cacheOf(2, 1000);
    cache.set('a', '1');
    clock.advance(600);
    cache.set('a', '2');
    clock.advance(600);
    expect(cache.get('a')).toBe('2');
    expect(cache.size).toBe(1);
  });

  it('forgets an entry on delete', () => {
    const { cache } = cacheOf(2, 1000);
    cache.set('a', '1');
    cache.delete('a');
    expect(cache.get('a')).toBeUndefined();
  });

  it.each([
    ['maxEntries 0', 0, 1000],
    ['ttlMs 0', 10, 0],
  ])('keeps nothing with %s', (_, maxEntries, ttlMs) => {
    const { cache } = cacheOf(maxEntries, ttlMs);
    cache.set('a', '1');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
