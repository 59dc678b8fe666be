import { describe, expect, test } from 'vitest';
import { describeTimedSchedule } from '../../src/format/describeTimedSchedule';

const NOW = Date.parse('2026-03-10T12:00:00.000Z');
const opts = { timeZone: 'UTC', now: NOW };

describe('describeTimedSchedule', () => {
  describe('week days', () => {
    test('lists the days with the locale list format', () => {
      expect(
        describeTimedSchedule({ weekDays: ['monday', 'wednesday', 'friday'], atTime: '09:00' }, opts),
      ).toBe('every Monday, Wednesday, and Friday at 09:00');
      expect(
        describeTimedSchedule(
          { weekDays: ['monday', 'wednesday', 'friday'], atTime: '09:00' },
          { ...opts, locale: 'en-GB' },
        ),
      ).toBe('every Monday, Wednesday and Friday at 09:00');
    });

    test('one day, days out of order and repeated', () => {
      expect(describeTimedSchedule({ weekDays: ['tuesday'] }, opts)).toBe('every Tuesday');
      expect(describeTimedSchedule({ weekDays: ['sunday', 'monday', 'sunday'] }, opts)).toBe(
        'every Monday and Sunday',
      );
    });

    test('Monday to Friday is every weekday, all seven every day', () => {
      expect(
        describeTimedSchedule(
          { weekDays: ['friday', 'monday', 'tuesday', 'wednesday', 'thursday'], atTime: '8:30' },
          opts,
        ),
      ).toBe('every weekday at 08:30');
      expect(
        describeTimedSchedule(
          {
            weekDays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
          },
          opts,
        ),
      ).toBe('every day');
    });

    test('a repeat period other than one week is said', () => {
      expect(
        describeTimedSchedule(
          { weekDays: ['monday', 'friday'], atTime: '09:00' },
          { ...opts, amount: 2, unit: 'weeks' },
        ),
      ).toBe('every 2 weeks on Monday and Friday at 09:00');
      expect(
        describeTimedSchedule({ weekDays: ['monday'] }, { ...opts, amount: 1, unit: 'weeks' }),
      ).toBe('every Monday');
    });

    test('an unknown day name is kept as sent', () => {
      expect(describeTimedSchedule({ weekDays: ['monday', 'funday'] }, opts)).toBe(
        'every Monday and funday',
      );
    });

    test('weekday names and lists stay in the phrases\' language', () => {
      expect(
        describeTimedSchedule({ weekDays: ['monday', 'friday'] }, { ...opts, locale: 'de' }),
      ).toBe('every Monday and Friday');
    });
  });

  describe('month days', () => {
    test('ordinals joined as a list', () => {
      expect(describeTimedSchedule({ monthDays: [1, 15] }, opts)).toBe(
        'on the 1st and 15th of each month',
      );
      expect(describeTimedSchedule({ monthDays: ['2', '3', '22'], atTime: '09:00' }, opts)).toBe(
        'on the 2nd, 3rd, and 22nd of each month at 09:00',
      );
      expect(describeTimedSchedule({ monthDays: [31] }, opts)).toBe('on the 31st of each month');
    });

    test('a period of several months', () => {
      expect(
        describeTimedSchedule({ monthDays: [1] }, { ...opts, amount: 3, unit: 'months' }),
      ).toBe('on the 1st of every 3 months');
    });

    test('monthlyType each picks the days even when an ordinal is present', () => {
      expect(
        describeTimedSchedule(
          { monthlyType: 'each', monthDays: [5], ordinal: '2', ordinalValue: 'tuesday' },
          opts,
        ),
      ).toBe('on the 5th of each month');
    });
  });

  describe('ordinal', () => {
    test.each([
      [{ ordinal: 'last', ordinalValue: 'weekday' }, 'on the last weekday of each month at 09:00'],
      [{ ordinal: '2', ordinalValue: 'tuesday' }, 'on the 2nd Tuesday of each month at 09:00'],
      [{ ordinal: '1', ordinalValue: 'day' }, 'on the 1st day of each month at 09:00'],
      [{ ordinal: '3', ordinalValue: 'weekend' }, 'on the 3rd weekend day of each month at 09:00'],
      [{ ordinal: '5', ordinalValue: 'sunday' }, 'on the 5th Sunday of each month at 09:00'],
      [{ ordinal: '4' }, 'on the 4th day of each month at 09:00'],
      [{ ordinal: 'first', ordinalValue: 'blueday' }, 'on the first blueday of each month at 09:00'],
    ])('%o → %s', (config, expected) => {
      expect(describeTimedSchedule({ monthlyType: 'on', atTime: '09:00', ...config }, opts)).toBe(
        expected,
      );
    });

    test('monthlyType on picks the ordinal over month days', () => {
      expect(
        describeTimedSchedule(
          { monthlyType: 'on', monthDays: [5], ordinal: 'last', ordinalValue: 'friday' },
          opts,
        ),
      ).toBe('on the last Friday of each month');
    });

    test('the weekday name stays in the phrases\' language', () => {
      expect(
        describeTimedSchedule({ ordinal: '2', ordinalValue: 'tuesday' }, { ...opts, locale: 'de' }),
      ).toBe('on the 2nd Tuesday of each month');
    });
  });

  describe('cron expression', () => {
    test('a common form is described and wins over the calendar fields', () => {
      expect(
        describeTimedSchedule(
          { cronExpression: '0 9 * * 1-5', weekDays: ['sunday'], atTime: '23:00' },
          opts,
        ),
      ).toBe('every weekday at 09:00');
    });

    test('another form is shown as the expression', () => {
      expect(describeTimedSchedule({ cronExpression: '0 9 * 1 *' }, opts)).toBe(
        'on the schedule "0 9 * 1 *"',
      );
    });
  });

  describe('until date', () => {
    test('a date at midnight in the zone shows the date only', () => {
      expect(
        describeTimedSchedule({ weekDays: ['monday'], untilDate: '2026-12-01T00:00:00Z' }, opts),
      ).toBe('every Monday until Dec 1, 2026');
      expect(
        describeTimedSchedule(
          { weekDays: ['monday'], untilDate: '2026-12-01T00:00:00Z' },
          { ...opts, locale: 'en-GB' },
        ),
      ).toBe('every Monday until 1 Dec 2026');
    });

    test('the time zone decides the date and whether it is midnight', () => {
      expect(
        describeTimedSchedule(
          { weekDays: ['monday'], untilDate: '2026-12-01T00:00:00Z' },
          { ...opts, timeZone: 'America/New_York' },
        ),
      ).toBe('every Monday until Nov 30, 2026, 19:00');
      expect(
        describeTimedSchedule(
          { weekDays: ['monday'], untilDate: '2026-11-30T23:00:00Z' },
          { ...opts, timeZone: 'Europe/Berlin' },
        ),
      ).toBe('every Monday until Dec 1, 2026');
    });

    test("an end time is written as the schedule's times are: 24 hours, never beside a 12-hour time", () => {
      expect(
        describeTimedSchedule({ weekDays: ['monday'], atTime: '9:00', untilDate: '2026-12-01T21:30:00Z' }, opts),
      ).toBe('every Monday at 09:00 until Dec 1, 2026, 21:30');
      expect(
        describeTimedSchedule({ atTime: '18:00', untilDate: '2026-12-01T09:05:00Z' }, { ...opts, locale: 'en-US' }),
      ).toBe('at 18:00 until Dec 1, 2026, 09:05');
    });

    test('a passed date is marked as ended', () => {
      expect(describeTimedSchedule({ untilDate: '2026-01-01T00:00:00Z', atTime: '09:00' }, opts)).toBe(
        'at 09:00 until Jan 1, 2026 (ended)',
      );
    });

    test('an invalid date is shown as sent', () => {
      expect(describeTimedSchedule({ weekDays: ['monday'], untilDate: 'someday' }, opts)).toBe(
        'every Monday until someday',
      );
    });
  });

  describe('amount and unit', () => {
    test('every N units, or every unit for one', () => {
      expect(describeTimedSchedule({}, { ...opts, amount: 2, unit: 'hours' })).toBe('every 2 hours');
      expect(describeTimedSchedule({ atTime: '09:00' }, { ...opts, amount: 1, unit: 'days' })).toBe(
        'every day at 09:00',
      );
      expect(describeTimedSchedule({}, { ...opts, amount: 1, unit: 'fortnights' })).toBe(
        'every 1 fortnights',
      );
    });

    test('a period shorter than a day says no time of day (a stale atTime would contradict it)', () => {
      expect(describeTimedSchedule({ atTime: '10:00' }, { ...opts, amount: 1, unit: 'hours' })).toBe('every hour');
      expect(describeTimedSchedule({ atTime: '10:00' }, { ...opts, amount: 30, unit: 'minutes' })).toBe(
        'every 30 minutes',
      );
      expect(describeTimedSchedule({ atTime: '10:00', weekDays: ['monday'] }, { ...opts, amount: 1, unit: 'hours' })).toBe(
        'every Monday at 10:00',
      );
    });

    test('read from the config too, and numbers follow an English locale only', () => {
      expect(describeTimedSchedule({ amount: 1000, unit: 'minutes' }, { ...opts, locale: 'de' })).toBe(
        'every 1,000 minutes',
      );
    });
  });

  test('atTime is normalised to HH:MM when it is a time, else shown as sent', () => {
    expect(describeTimedSchedule({ atTime: '09:00:00' }, opts)).toBe('at 09:00');
    expect(describeTimedSchedule({ atTime: '9:05' }, opts)).toBe('at 09:05');
    expect(describeTimedSchedule({ atTime: 'noon' }, opts)).toBe('at noon');
    // Not a time of day: as sent, not "25:00" dressed as one.
    expect(describeTimedSchedule({ atTime: '25:00' }, opts)).toBe('at 25:00');
  });

  test('nothing to go on reads "on a schedule", never throws', () => {
    expect(describeTimedSchedule(undefined, opts)).toBe('on a schedule');
    expect(describeTimedSchedule(null, opts)).toBe('on a schedule');
    expect(describeTimedSchedule({}, opts)).toBe('on a schedule');
    expect(describeTimedSchedule('weekly' as never, opts)).toBe('on a schedule');
    expect(
      describeTimedSchedule(
        { weekDays: 'monday', monthDays: [null, {}], ordinal: 3, atTime: 9 } as never,
        opts,
      ),
    ).toBe('on a schedule');
  });
});
