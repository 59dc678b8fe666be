import { describe, expect, test } from 'vitest';
import { formatOrdinal } from '../../src/format/formatOrdinal';

describe('formatOrdinal', () => {
  test.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [31, '31st'],
    [101, '101st'],
  ])('%s → %s', (n, expected) => {
    expect(formatOrdinal(n)).toBe(expected);
  });

  test('English ordinals never take another language\'s number format', () => {
    expect(formatOrdinal(1, { locale: 'de' })).toBe('1st');
    expect(formatOrdinal(1001, { locale: 'de' })).toBe('1,001st');
  });

  test('odd input gives an empty string', () => {
    expect(formatOrdinal(Number.NaN)).toBe('');
    expect(formatOrdinal('x' as unknown as number)).toBe('');
  });
});
