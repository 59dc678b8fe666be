// An absolute date and time from the service, in the caller's locale and time zone.
import { dateTimeFormat } from './intl';
import { toTimestamp } from './narrow';

export type DateTimeStyle = 'short' | 'medium' | 'long';

export interface FormatDateTimeOptions {
  locale?: string;
  /** An IANA zone such as `Europe/Berlin`; default the runtime's. An unknown zone is ignored. */
  timeZone?: string;
  /** Length of the date part; the time is always hours and minutes. Default `medium`. */
  style?: DateTimeStyle;
  /** What to show: date and time (default), the date only, or the time only. */
  display?: 'dateTime' | 'date' | 'time';
}

const STYLES: readonly DateTimeStyle[] = ['short', 'medium', 'long'];

/**
 * "Dec 1, 2026, 9:00 AM" in English. Never throws: an invalid date string is returned as given
 * (so the reader still sees what the service sent); an invalid number or Date, or anything else,
 * gives ''.
 */
export function formatDateTime(
  iso: string | number | Date,
  opts: FormatDateTimeOptions = {},
): string {
  const time = toTimestamp(iso);
  if (time === undefined) return typeof iso === 'string' ? iso : '';
  const style = STYLES.includes(opts.style as DateTimeStyle) ? opts.style : 'medium';
  const display = opts.display ?? 'dateTime';
  const options: Intl.DateTimeFormatOptions = {};
  if (display !== 'time') options.dateStyle = style;
  if (display !== 'date') options.timeStyle = 'short';
  if (opts.timeZone) options.timeZone = opts.timeZone;
  return dateTimeFormat(opts.locale, options).format(time);
}
