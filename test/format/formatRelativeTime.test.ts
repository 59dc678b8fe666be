import { afterEach, describe, expect, test, vi } from 'vitest';
import { formatRelativeTime } from '../../src/format/formatRelativeTime';

const NOW = Date.parse('2026-03-10T12:00:00.000Z');
const at = (offsetSeconds: number) => new Date(NOW + offsetSeconds * 1000).toISOString();

describe('formatRelativeTime', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  test.each([
    [0, 'now'],
    [-0.3, 'now'],
    [-30, '30 seconds ago'],
    [-1, '1 second ago'],
    [-59, '59 seconds ago'],
    [-60, '1 minute ago'],
    [-3 * 60, '3 minutes ago'],
    [-59 * 60 - 40, '1 hour ago'],
    [2 * 3600, 'in 2 hours'],
    [-90 * 60, '2 hours ago'],
    [-24 * 3600, 'yesterday'],
    [24 * 3600, 'tomorrow'],
    [-3 * 86400, '3 days ago'],
    [-7 * 86400, 'last week'],
    [-21 * 86400, '3 weeks ago'],
    [-40 * 86400, 'last month'],
    [5 * 30.5 * 86400, 'in 5 months'],
    [-400 * 86400, 'last year'],
    [-3 * 365 * 86400, '3 years ago'],
  ])('%s seconds from now reads "%s"', (offset, expected) => {
    expect(formatRelativeTime(at(offset), { now: NOW })).toBe(expected);
  });

  test('future and past are symmetrical at a half', () => {
    expect(formatRelativeTime(at(2.5 * 86400), { now: NOW })).toBe('in 3 days');
    expect(formatRelativeTime(at(-2.5 * 86400), { now: NOW })).toBe('3 days ago');
  });

  test('now may be a Date', () => {
    expect(formatRelativeTime(at(-120), { now: new Date(NOW) })).toBe('2 minutes ago');
  });

  test('defaults to the current time', () => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
    expect(formatRelativeTime(at(-3 * 60))).toBe('3 minutes ago');
  });

  test('an invalid now falls back to the current time', () => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
    expect(formatRelativeTime(at(-3 * 60), { now: Number.NaN })).toBe('3 minutes ago');
  });

  test('follows the locale', () => {
    expect(formatRelativeTime(at(-3 * 60), { now: NOW, locale: 'de' })).toBe('vor 3 Minuten');
    expect(formatRelativeTime(at(-86400), { now: NOW, locale: 'fr' })).toBe('hier');
  });

  test('never throws: an invalid date string is returned as given, other input gives ""', () => {
    expect(formatRelativeTime('soon-ish', { now: NOW })).toBe('soon-ish');
    expect(formatRelativeTime(null as unknown as string, { now: NOW })).toBe('');
    expect(formatRelativeTime(at(-60), { now: NOW, locale: 'not a locale!' })).toBe('1 minute ago');
  });
});
