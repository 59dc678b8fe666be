import { describe, expect, it } from 'vitest';
import { calendarDayOf, endOfDay, isCalendarDay, startOfDay } from '../../src/format/calendarDay';

describe('calendar days in a time zone', () => {
  it('knows a day that exists', () => {
    expect(isCalendarDay('2026-11-01')).toBe(true);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    for (const day of ['2026-02-29', '2026-13-01', '2026-11-1', '2026-11-01T00:00:00Z', '']) expect(isCalendarDay(day)).toBe(false);
  });

  it('starts and ends a day in the zone, across a change of offset', () => {
    expect(new Date(startOfDay('2026-11-01', 'UTC')!).toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(new Date(endOfDay('2026-11-01', 'UTC')!).toISOString()).toBe('2026-11-01T23:59:59.999Z');
    expect(new Date(startOfDay('2026-07-01', 'Europe/Berlin')!).toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(new Date(startOfDay('2026-12-01', 'Europe/Berlin')!).toISOString()).toBe('2026-11-30T23:00:00.000Z');
    // Berlin moves from +02:00 to +01:00 on 25 October 2026: that day is 25 hours long.
    expect(new Date(startOfDay('2026-10-25', 'Europe/Berlin')!).toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(new Date(endOfDay('2026-10-25', 'Europe/Berlin')!).toISOString()).toBe('2026-10-25T22:59:59.999Z');
    expect(new Date(startOfDay('2026-11-01', 'Asia/Tokyo')!).toISOString()).toBe('2026-10-31T15:00:00.000Z');
    expect(startOfDay('not a day', 'UTC')).toBeUndefined();
  });

  it('tells the day an instant falls on in the zone', () => {
    const time = Date.parse('2026-10-31T23:30:00.000Z');
    expect(calendarDayOf(time, 'UTC')).toBe('2026-10-31');
    expect(calendarDayOf(time, 'Europe/Berlin')).toBe('2026-11-01');
    expect(calendarDayOf(time, 'America/New_York')).toBe('2026-10-31');
  });
});
