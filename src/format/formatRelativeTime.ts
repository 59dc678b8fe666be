// "3 minutes ago", "in 2 hours", "yesterday": a moment relative to now, in the caller's locale.
import { relativeTimeFormat } from './intl';
import { toTimestamp } from './narrow';

export interface FormatRelativeTimeOptions {
  locale?: string;
  /** The moment to measure from; default `Date.now()`. Pass one for stable output. */
  now?: number | Date;
}

const SECOND = 1;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const YEAR = 365.2425 * DAY;
const MONTH = YEAR / 12;

/** Each unit with its length in seconds and the rounded count at which the next unit takes over. */
const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number, number]> = [
  ['second', SECOND, 60],
  ['minute', MINUTE, 60],
  ['hour', HOUR, 24],
  ['day', DAY, 7],
  ['week', WEEK, 5],
  ['month', MONTH, 12],
  ['year', YEAR, Infinity],
];

/**
 * The largest unit that still reads naturally, rounded half away from zero, with `numeric: 'auto'`
 * ("yesterday", "now", "last month"). Never throws: an invalid date string is returned as given;
 * an invalid number or Date, or anything else, gives ''.
 */
export function formatRelativeTime(
  iso: string | number | Date,
  opts: FormatRelativeTimeOptions = {},
): string {
  const time = toTimestamp(iso);
  if (time === undefined) return typeof iso === 'string' ? iso : '';
  const now = toTimestamp(opts.now) ?? Date.now();
  const seconds = (time - now) / 1000;
  const format = relativeTimeFormat(opts.locale, { numeric: 'auto' });
  for (const [unit, size, limit] of UNITS) {
    // Rounding the magnitude keeps "2.5 days ago" and "in 2.5 days" symmetrical; `|| 0` turns
    // -0 into 0 so that "now" is never "0 seconds ago".
    const count = Math.sign(seconds) * Math.round(Math.abs(seconds) / size) || 0;
    if (Math.abs(count) < limit) return format.format(count, unit);
  }
  return format.format(0, 'second');
}
