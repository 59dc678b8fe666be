// "09:00": a time of day from a schedule, written by Intl in the sentence's locale so that its
// digits are the digits of every other number in the sentence (Latin, or Arabic-Indic for a locale
// that uses them). Always 24 hours: a schedule's time is the service's wall-clock time, not a
// moment to convert, and reads the same as the cron or `atTime` it comes from.
import { dateTimeFormat } from './intl';

export interface FormatTimeOfDayOptions {
  locale?: string;
}

/**
 * How a schedule sentence writes every time in it: its times of day here, and the time of its
 * end date (describeTimedSchedule.ts), so one sentence never says "09:00" beside "9:30 AM".
 */
export const SCHEDULE_TIME_OPTIONS = { timeStyle: 'short', hourCycle: 'h23' } as const satisfies Intl.DateTimeFormatOptions;

/** `undefined` when `hour` is not 0–23 or `minute` not 0–59 (the caller shows what was sent). */
export function formatTimeOfDay(
  hour: number,
  minute: number,
  opts: FormatTimeOfDayOptions = {},
): string | undefined {
  const valid = (n: number, max: number) => Number.isInteger(n) && n >= 0 && n <= max;
  if (!valid(hour, 23) || !valid(minute, 59)) return undefined;
  // A fixed day in UTC: only the hour and minute are read, no zone shifts them.
  return dateTimeFormat(opts.locale, { ...SCHEDULE_TIME_OPTIONS, timeZone: 'UTC' }).format(Date.UTC(2026, 0, 1, hour, minute));
}
