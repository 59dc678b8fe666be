// A timed digest's (or timed delay's) schedule in words: "every Monday and Friday at 09:00".
import type { DigestTimedConfig, JsonObject, TimeUnit, TimedConfig } from '../api/types';
import { describeCron } from './describeCron';
import { formatDateTime } from './formatDateTime';
import { formatDuration, toDurationUnit } from './formatDuration';
import { formatOrdinal } from './formatOrdinal';
import { dateTimeFormat, DEFAULT_LOCALE, formatList } from './intl';
import {
  isRecord,
  lookup,
  readArray,
  readNumber,
  readString,
  toFiniteNumber,
  toTimestamp,
} from './narrow';
import { phrases } from './phrases';
import { byWeekOrder, isMondayToFriday, WEEK_DAY_NUMBERS, weekDayName } from './weekDayName';

export interface DescribeTimedScheduleOptions {
  locale?: string;
  /** Zone for `untilDate`; default the runtime's. */
  timeZone?: string;
  /** Decides whether `untilDate` has passed; default `Date.now()`. */
  now?: number | Date;
  /** The digest's own `amount`/`unit` (they live beside `timed`, not in it): "every 2 hours". */
  amount?: number;
  unit?: TimeUnit;
}

/** "09:00" for "9:00" or "09:00:00"; anything else as given. */
function timeOfDay(text: string): string {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/.exec(text.trim());
  if (!match?.[1] || !match[2]) return text;
  return `${match[1].padStart(2, '0')}:${match[2]}`;
}

function isMidnight(time: number, timeZone: string | undefined): boolean {
  const options: Intl.DateTimeFormatOptions = {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  };
  if (timeZone) options.timeZone = timeZone;
  return dateTimeFormat(DEFAULT_LOCALE, options).format(time) === '00:00';
}

/** "every 2 weeks", or "every week" for one. */
function everyPeriod(amount: number, unit: string, locale: string | undefined): string {
  const known = toDurationUnit(unit);
  const single = amount === 1 && known ? lookup<string>(phrases.everySingleUnit, known) : undefined;
  return single ?? phrases.every(formatDuration(amount, unit, { locale }));
}

function describeWeekDays(
  names: string[],
  period: string | undefined,
  locale: string | undefined,
): string {
  const known = names.map((name) => lookup(WEEK_DAY_NUMBERS, name.toLowerCase()));
  const days = known.every((day) => day !== undefined)
    ? [...new Set(known as number[])].sort(byWeekOrder)
    : undefined;
  const labels = days
    ? days.map((day) => weekDayName(day, locale))
    : names.map((name) => {
        const day = lookup(WEEK_DAY_NUMBERS, name.toLowerCase());
        return day === undefined ? name : weekDayName(day, locale);
      });
  if (period) return phrases.everyEvery(period, formatList(labels, locale));
  if (days?.length === 7) return phrases.everyDay;
  if (days && isMondayToFriday(days)) return phrases.everyWeekday;
  return phrases.every(formatList(labels, locale));
}

function dayOfMonth(value: unknown, locale: string | undefined): string | undefined {
  const n = toFiniteNumber(value);
  if (n !== undefined && Number.isInteger(n)) return formatOrdinal(n, { locale });
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function ordinalWord(ordinal: string, locale: string | undefined): string {
  if (ordinal.toLowerCase() === 'last') return phrases.ordinalLast;
  const n = toFiniteNumber(ordinal);
  return n !== undefined && Number.isInteger(n) ? formatOrdinal(n, { locale }) : ordinal;
}

function ordinalValueWord(value: string | undefined, locale: string | undefined): string {
  const lower = value?.toLowerCase() ?? 'day';
  const day = lookup(WEEK_DAY_NUMBERS, lower);
  if (day !== undefined) return weekDayName(day, locale);
  return lookup(phrases.ordinalValues, lower) ?? value ?? lower;
}

/** The recurrence without a time of day, from the calendar fields or from amount and unit. */
function describeRecurrence(
  config: Record<string, unknown>,
  amount: number | undefined,
  unit: string | undefined,
  locale: string | undefined,
): string | undefined {
  const durationUnit = toDurationUnit(unit);
  // "every 2 weeks on Monday": a repeat period is worth saying only when it is not 1.
  const period =
    amount !== undefined && amount !== 1 && unit
      ? formatDuration(amount, unit, { locale })
      : undefined;

  const weekDayNames = (readArray(config, 'weekDays') ?? []).filter(
    (day): day is string => typeof day === 'string' && day.trim() !== '',
  );
  const monthDays = (readArray(config, 'monthDays') ?? [])
    .map((day) => dayOfMonth(day, locale))
    .filter((day): day is string => day !== undefined);
  const ordinal = readString(config, 'ordinal');
  const monthlyType = readString(config, 'monthlyType')?.toLowerCase();
  const monthly = monthDays.length > 0 || ordinal !== undefined;

  if (weekDayNames.length > 0 && !(durationUnit === 'month' && monthly)) {
    return describeWeekDays(weekDayNames, durationUnit === 'week' ? period : undefined, locale);
  }
  if (monthly) {
    // `monthlyType` says which of the two the service uses: `each` the listed days, `on` the
    // ordinal; without it, the ordinal when present.
    const useOrdinal = ordinal !== undefined && (monthDays.length === 0 || monthlyType !== 'each');
    const ofMonth =
      durationUnit === 'month' && period ? phrases.ofEveryPeriod(period) : phrases.ofEachMonth;
    if (useOrdinal) {
      const which = ordinalWord(ordinal, locale);
      const what = ordinalValueWord(readString(config, 'ordinalValue'), locale);
      return phrases.onDaysOfMonth(`${which} ${what}`, ofMonth);
    }
    return phrases.onDaysOfMonth(formatList(monthDays, locale), ofMonth);
  }
  if (amount !== undefined && unit) return everyPeriod(amount, unit, locale);
  return undefined;
}

const SUB_DAY_UNITS = new Set<string>(['millisecond', 'second', 'minute', 'hour']);

/** Repeats every few minutes or hours, without calendar days: a time of day does not apply. */
function isSubDayPeriod(config: Record<string, unknown>, unit: string | undefined): boolean {
  const durationUnit = toDurationUnit(unit);
  if (durationUnit === undefined || !SUB_DAY_UNITS.has(durationUnit)) return false;
  const calendar = ['weekDays', 'monthDays'].some((key) => (readArray(config, key)?.length ?? 0) > 0);
  return !calendar && readString(config, 'ordinal') === undefined;
}

/**
 * The schedule as a phrase to follow a verb ("Sends the digest …"): the recurrence, then the time
 * of day, then the end date. A `cronExpression` wins over the calendar fields (the service runs
 * on it when present); a form `describeCron` does not know reads `on the schedule "<expr>"`. With
 * nothing to go on: "on a schedule". Never throws.
 */
export function describeTimedSchedule(
  timed: TimedConfig | DigestTimedConfig | JsonObject | null | undefined,
  opts: DescribeTimedScheduleOptions = {},
): string {
  const { locale } = opts;
  const config: Record<string, unknown> = isRecord(timed) ? timed : {};
  const amount = toFiniteNumber(opts.amount) ?? readNumber(config, 'amount');
  const unit = readString({ unit: opts.unit }, 'unit') ?? readString(config, 'unit');
  const parts: string[] = [];

  const cron = readString(config, 'cronExpression');
  if (cron !== undefined) {
    parts.push(describeCron(cron, { locale }) ?? phrases.onCronSchedule(cron.trim()));
  } else {
    const recurrence = describeRecurrence(config, amount, unit, locale);
    if (recurrence) parts.push(recurrence);
    const atTime = readString(config, 'atTime');
    // A time of day means nothing to an hourly schedule ("every hour at 10:00" contradicts
    // itself): such an atTime is a leftover from another unit, not part of the schedule.
    if (atTime && !isSubDayPeriod(config, unit)) parts.push(phrases.atTime(timeOfDay(atTime)));
  }

  const untilDate = readString(config, 'untilDate');
  const until = untilDate === undefined ? undefined : toTimestamp(untilDate);
  if (untilDate !== undefined) {
    // A date at midnight in the reader's zone is a day, not a moment: show the date alone.
    const midnight = until !== undefined && isMidnight(until, opts.timeZone);
    const date = formatDateTime(untilDate, {
      locale,
      timeZone: opts.timeZone,
      display: midnight ? 'date' : 'dateTime',
    });
    const now = toTimestamp(opts.now) ?? Date.now();
    parts.push(until !== undefined && until < now ? phrases.untilEnded(date) : phrases.until(date));
  }

  return parts.length > 0 ? parts.join(' ') : phrases.onASchedule;
}
