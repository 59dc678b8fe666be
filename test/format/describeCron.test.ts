import { describe, expect, test } from 'vitest';
import { cronSchedule, describeCron } from '../../src/format/describeCron';
import { englishPhrases } from '../../src/format/englishPhrases';

describe('describeCron', () => {
  test.each([
    ['* * * * *', 'every minute'],
    ['*/1 * * * *', 'every minute'],
    ['*/15 * * * *', 'every 15 minutes'],
    ['0/5 * * * *', 'every 5 minutes'],
    ['5 * * * *', 'every hour at :05'],
    ['30 */1 * * *', 'every hour at :30'],
    ['0 */2 * * *', 'every 2 hours at :00'],
    ['0 9 * * *', 'every day at 09:00'],
    ['30 18 * * *', 'every day at 18:30'],
    ['0 9,17 * * *', 'every day at 09:00 and 17:00'],
    ['0 9 * * 1-5', 'every weekday at 09:00'],
    ['0 9 * * MON-FRI', 'every weekday at 09:00'],
    ['0 9 * * 1,2,3,4,5', 'every weekday at 09:00'],
    ['0 9 * * 1', 'every Monday at 09:00'],
    ['0 9 * * mon', 'every Monday at 09:00'],
    ['0 9 * * 0', 'every Sunday at 09:00'],
    ['0 9 * * 7', 'every Sunday at 09:00'],
    ['0 9 * * 5,1,3', 'every Monday, Wednesday, and Friday at 09:00'],
    ['0 10 * * 0,6', 'every Saturday and Sunday at 10:00'],
    ['0 9 * * 0-6', 'every day at 09:00'],
    ['0 9 1 * *', 'on the 1st of each month at 09:00'],
    ['0 9 1,15 * *', 'on the 1st and 15th of each month at 09:00'],
    ['0 9 22 * ?', 'on the 22nd of each month at 09:00'],
    ['30 18 L * *', 'on the last day of each month at 18:30'],
    ['@hourly', 'every hour at :00'],
    ['@daily', 'every day at 00:00'],
    ['@weekly', 'every Sunday at 00:00'],
    ['@monthly', 'on the 1st of each month at 00:00'],
    ['0 0 9 * * *', 'every day at 09:00'],
    ['  0   9  *  *  1-5  ', 'every weekday at 09:00'],
  ])('%s → %s', (expr, expected) => {
    expect(describeCron(expr)).toBe(expected);
  });

  test.each([
    ['0 9 * 1 *'],
    ['0 9 1 * 1'],
    ['0 9 */2 * *'],
    ['0 9 * * */2'],
    ['*/5 9 * * *'],
    ['0 25 * * *'],
    ['61 * * * *'],
    ['0 9 32 * *'],
    ['0 9 * * 5-1'],
    ['30 9 * * 8'],
    ['15 0 9 * * *'],
    ['0 9 * *'],
    ['0 0 9 * * * 2026'],
    ['@yearly'],
    ['every day'],
    [''],
    ['0 */0 * * *'],
    ['0 9-17/2 * * *'],
  ])('%s is not a common form → undefined', (expr) => {
    expect(describeCron(expr)).toBeUndefined();
  });

  test('odd input never throws', () => {
    expect(describeCron(undefined as unknown as string)).toBeUndefined();
    expect(describeCron(42 as unknown as string)).toBeUndefined();
    expect(describeCron('constructor')).toBeUndefined();
  });

  test('English phrases keep English names and lists in another language; a region of English counts', () => {
    expect(describeCron('0 9 * * 1,3,5', { locale: 'de' })).toBe(
      'every Monday, Wednesday, and Friday at 09:00',
    );
    expect(describeCron('0 9 * * 1,3,5', { locale: 'en-GB' })).toBe(
      'every Monday, Wednesday and Friday at 09:00',
    );
    expect(describeCron('*/1000 * * * *', { locale: 'de' })).toBeUndefined();
  });

  test('minutes past the hour and times of day come from Intl, in the locale\'s digits', () => {
    expect(cronSchedule('5 */2 * * *')).toMatchObject({
      times: ':05',
      minuteOfHour: { count: 5, formatted: '5' },
    });
    expect(cronSchedule('5 * * * *')?.recurrence).toEqual({
      kind: 'hourly',
      minute: '05',
      minuteOfHour: { count: 5, formatted: '5' },
    });
    // Egyptian Arabic writes Arabic-Indic digits: the times follow, not a hand-built "09:30".
    const egyptian = { phrases: { ...englishPhrases, locale: 'ar' }, locale: 'ar-EG' };
    expect(cronSchedule('30 9 * * *', egyptian)?.times).toMatch(/^٠٩.٣٠$/);
    expect(cronSchedule('5 */2 * * *', egyptian)?.minuteOfHour).toEqual({ count: 5, formatted: '٥' });
  });

  test('"every 2 hours" carries its amount in parts for languages that decline it', () => {
    expect(cronSchedule('0 */2 * * *')?.recurrence).toMatchObject({
      kind: 'every',
      duration: '2 hours',
      amount: { count: 2, formatted: '2', unit: 'hour' },
    });
  });
});
