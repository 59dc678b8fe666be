// Calendar days (`YYYY-MM-DD`) against instants, in a time zone: where a day starts and which day
// an instant falls on. What a date filter needs: a reader picks days, the service takes instants.
// No dependency: the zone's offset is read from Intl (and corrected once, for a day that starts
// on a change of offset).
import { dateTimeFormat } from './intl';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether `value` is a calendar day that exists, `2026-11-01`. */
export function isCalendarDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The wall-clock fields of `time` in `timeZone`, read as if they were UTC: the zone's offset added. */
function wallClockAsUtc(time: number, timeZone: string): number {
  const parts = dateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(time);
  const field = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return Date.UTC(field('year'), field('month') - 1, field('day'), field('hour'), field('minute'), field('second'));
}

/** The instant `day` (`YYYY-MM-DD`) starts in `timeZone` (IANA, `UTC`; the runtime's own when absent), or undefined. */
export function startOfDay(day: string, timeZone?: string): number | undefined {
  if (!isCalendarDay(day)) return undefined;
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  if (!timeZone) return new Date(y, m - 1, d).getTime();
  const midnight = Date.UTC(y, m - 1, d);
  const first = midnight - (wallClockAsUtc(midnight, timeZone) - midnight);
  return midnight - (wallClockAsUtc(first, timeZone) - first);
}

/** The last millisecond of `day` in `timeZone`: the start of the next day, less one. */
export function endOfDay(day: string, timeZone?: string): number | undefined {
  if (!isCalendarDay(day)) return undefined;
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d) + DAY_MS).toISOString().slice(0, 10);
  const start = startOfDay(next, timeZone);
  return start === undefined ? undefined : start - 1;
}

/** The day `time` falls on in `timeZone` (the runtime's own when absent), `YYYY-MM-DD`. */
export function calendarDayOf(time: number, timeZone?: string): string {
  const shifted = timeZone ? wallClockAsUtc(time, timeZone) : time - new Date(time).getTimezoneOffset() * 60_000;
  return new Date(shifted).toISOString().slice(0, 10);
}
