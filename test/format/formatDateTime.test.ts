import { describe, expect, test } from 'vitest';
import { formatDateTime } from '../../src/format/formatDateTime';

const ISO = '2026-12-01T17:05:00.000Z';

describe('formatDateTime', () => {
  test('formats date and time in the given zone, medium style by default', () => {
    expect(formatDateTime(ISO, { timeZone: 'UTC' })).toBe('Dec 1, 2026, 5:05 PM');
  });

  test('honours the time zone, which can move the date', () => {
    expect(formatDateTime(ISO, { timeZone: 'Asia/Tokyo' })).toBe('Dec 2, 2026, 2:05 AM');
    expect(formatDateTime(ISO, { timeZone: 'America/New_York' })).toBe('Dec 1, 2026, 12:05 PM');
  });

  test('short and long styles', () => {
    expect(formatDateTime(ISO, { timeZone: 'UTC', style: 'short' })).toBe('12/1/26, 5:05 PM');
    expect(formatDateTime(ISO, { timeZone: 'UTC', style: 'long' })).toBe('December 1, 2026 at 5:05 PM');
  });

  test('date only and time only', () => {
    expect(formatDateTime(ISO, { timeZone: 'UTC', display: 'date' })).toBe('Dec 1, 2026');
    expect(formatDateTime(ISO, { timeZone: 'UTC', display: 'time' })).toBe('5:05 PM');
  });

  test('follows the locale', () => {
    expect(formatDateTime(ISO, { timeZone: 'UTC', locale: 'en-GB', display: 'date' })).toBe('1 Dec 2026');
    expect(formatDateTime(ISO, { timeZone: 'UTC', locale: 'de' })).toBe('01.12.2026, 17:05');
  });

  test('accepts a timestamp or a Date', () => {
    const time = Date.parse(ISO);
    expect(formatDateTime(time, { timeZone: 'UTC' })).toBe('Dec 1, 2026, 5:05 PM');
    expect(formatDateTime(new Date(time), { timeZone: 'UTC' })).toBe('Dec 1, 2026, 5:05 PM');
  });

  test('an invalid date string is returned as given, never thrown', () => {
    expect(formatDateTime('not a date', { timeZone: 'UTC' })).toBe('not a date');
    expect(formatDateTime('', { timeZone: 'UTC' })).toBe('');
  });

  test('an invalid number, Date or non-string gives an empty string', () => {
    expect(formatDateTime(Number.NaN)).toBe('');
    expect(formatDateTime(new Date('nope'))).toBe('');
    expect(formatDateTime(undefined as unknown as string)).toBe('');
    expect(formatDateTime({} as unknown as string)).toBe('');
  });

  test('an unknown time zone or locale degrades instead of throwing', () => {
    expect(() => formatDateTime(ISO, { timeZone: 'Mars/Olympus' })).not.toThrow();
    expect(formatDateTime(ISO, { timeZone: 'Mars/Olympus', display: 'date' })).toMatch(/2026/);
    expect(formatDateTime(ISO, { timeZone: 'UTC', locale: 'not a locale!' })).toBe(
      'Dec 1, 2026, 5:05 PM',
    );
  });

  test('an unknown style falls back to medium', () => {
    expect(
      formatDateTime(ISO, { timeZone: 'UTC', style: 'huge' as unknown as 'short' }),
    ).toBe('Dec 1, 2026, 5:05 PM');
  });
});
