import { describe, expect, test } from 'vitest';
import { dateTimeFormat, formatList, numberFormat } from '../../src/format/intl';

describe('intl', () => {
  test('an invalid locale falls back to English', () => {
    expect(numberFormat('not a locale!').format(1234.5)).toBe('1,234.5');
    expect(formatList(['a', 'b'], '')).toBe('a and b');
  });

  test('an invalid time zone is dropped, the locale kept', () => {
    const format = dateTimeFormat('de', { timeZone: 'Mars/Olympus', year: 'numeric' });
    expect(format.resolvedOptions().locale).toBe('de');
    expect(format.resolvedOptions().timeZone).not.toBe('Mars/Olympus');
  });

  test('the same options give the same cached formatter', () => {
    expect(numberFormat('de', { style: 'percent' })).toBe(numberFormat('de', { style: 'percent' }));
    expect(numberFormat('de', { style: 'percent' })).not.toBe(numberFormat('fr', { style: 'percent' }));
  });
});
