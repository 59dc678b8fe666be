import { describe, expect, test } from 'vitest';
import { formatTimeOfDay } from '../../src/format/formatTimeOfDay';

describe('formatTimeOfDay', () => {
  test('24 hours, two digits, whatever the locale prefers', () => {
    expect(formatTimeOfDay(9, 5, { locale: 'en-US' })).toBe('09:05');
    expect(formatTimeOfDay(0, 0, { locale: 'en' })).toBe('00:00');
    expect(formatTimeOfDay(23, 59, { locale: 'de' })).toBe('23:59');
  });

  test("in the locale's own digits (Arabic-Indic for Egyptian Arabic)", () => {
    const arabicIndic = new Intl.NumberFormat('ar-EG', { minimumIntegerDigits: 2 }).format(9);
    expect(arabicIndic).toBe('٠٩');
    expect(formatTimeOfDay(9, 30, { locale: 'ar-EG' })).toMatch(/^٠٩.٣٠$/);
  });

  test('a time that does not exist is left to the caller', () => {
    expect(formatTimeOfDay(24, 0)).toBeUndefined();
    expect(formatTimeOfDay(9, 60)).toBeUndefined();
    expect(formatTimeOfDay(-1, 0)).toBeUndefined();
    expect(formatTimeOfDay(9.5, 0)).toBeUndefined();
  });
});
