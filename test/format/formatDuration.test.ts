import { describe, expect, test } from 'vitest';
import { durationAmount, formatDuration, toDurationUnit } from '../../src/format/formatDuration';

describe('formatDuration', () => {
  test.each([
    [5, 'minutes', '5 minutes'],
    [1, 'minutes', '1 minute'],
    [1, 'hours', '1 hour'],
    [30, 'seconds', '30 seconds'],
    [2, 'days', '2 days'],
    [1, 'weeks', '1 week'],
    [3, 'months', '3 months'],
    [1.5, 'hours', '1.5 hours'],
    [1000, 'seconds', '1,000 seconds'],
  ])('%s %s → %s', (amount, unit, expected) => {
    expect(formatDuration(amount, unit)).toBe(expected);
  });

  test('accepts singular and any case', () => {
    expect(formatDuration(2, 'Minute')).toBe('2 minutes');
    expect(formatDuration(1, 'DAYS')).toBe('1 day');
  });

  test('an unknown unit is shown as sent', () => {
    expect(formatDuration(5, 'fortnights')).toBe('5 fortnights');
    expect(formatDuration(1, 'constructor')).toBe('1 constructor');
  });

  test('another locale names units and plurals itself', () => {
    expect(formatDuration(5, 'minutes', { locale: 'de' })).toBe('5 Minuten');
    expect(formatDuration(1, 'minutes', { locale: 'de' })).toBe('1 Minute');
    expect(formatDuration(1.5, 'hours', { locale: 'de' })).toBe('1,5 Stunden');
    expect(formatDuration(1000, 'fortnights', { locale: 'de' })).toBe('1.000 fortnights');
  });

  test('odd input never throws', () => {
    expect(formatDuration(Number.NaN, 'minutes')).toBe('');
    expect(formatDuration(undefined as unknown as number, 'minutes')).toBe('');
    expect(formatDuration('5' as unknown as number, 'minutes')).toBe('5 minutes');
    expect(formatDuration(5, undefined as unknown as string)).toBe('5');
    expect(formatDuration(5, '')).toBe('5');
  });

  test('toDurationUnit maps the service units to Intl units', () => {
    expect(toDurationUnit('weeks')).toBe('week');
    expect(toDurationUnit('fortnights')).toBeUndefined();
    expect(toDurationUnit(3)).toBeUndefined();
  });
});

describe('durationAmount', () => {
  test('the amount in parts: the number as the locale writes it and the Intl unit', () => {
    expect(durationAmount(2, 'hours', { locale: 'en' })).toEqual({ count: 2, formatted: '2', unit: 'hour' });
    expect(durationAmount(1500, 'Minutes', { locale: 'de' })).toEqual({ count: 1500, formatted: '1.500', unit: 'minute' });
    expect(durationAmount(1.234, 'seconds', { locale: 'en' })?.formatted).toBe('1.23');
  });

  test('an unknown unit has no Intl unit; an amount that is not a number gives nothing', () => {
    expect(durationAmount(5, 'fortnights')).toEqual({ count: 5, formatted: '5', unit: undefined });
    expect(durationAmount(Number.NaN, 'hours')).toBeUndefined();
  });
});
