// Weekday names from Intl in the caller's locale, addressed as cron does (0 = Sunday).
import { dateTimeFormat } from './intl';

/** `monday`…`sunday` (the service's spelling) to the cron day number. */
export const WEEK_DAY_NUMBERS: Readonly<Record<string, number>> = {
  sunday: 0,
  monday: 1,
  tuesday: 2,
  wednesday: 3,
  thursday: 4,
  friday: 5,
  saturday: 6,
};

/** Days in the order a reader expects in a list: Monday first. */
export function byWeekOrder(a: number, b: number): number {
  return ((a + 6) % 7) - ((b + 6) % 7);
}

/** Whether a set of cron day numbers is exactly Monday to Friday, in any order. */
export function isMondayToFriday(days: readonly number[]): boolean {
  return [...new Set(days)].sort((a, b) => a - b).join(',') === '1,2,3,4,5';
}

/** "Monday" for 1 in English; 0 and 7 are both Sunday. */
export function weekDayName(day: number, locale: string | undefined): string {
  // 4 January 2026 is a Sunday; UTC keeps the machine's time zone out of it.
  const date = new Date(Date.UTC(2026, 0, 4 + (day % 7)));
  return dateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(date);
}
