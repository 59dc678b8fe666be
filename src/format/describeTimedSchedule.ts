// A timed digest's (or timed delay's) schedule in words: "every Monday and Friday at 09:00".
import type { DigestTimedConfig, JsonObject, TimeUnit, TimedConfig } from '../api/types';
import { cronSchedule } from './describeCron';
import { formatDateTime } from './formatDateTime';
import { durationAmount, formatDuration, toDurationUnit } from './formatDuration';
import { formatOrdinal } from './formatOrdinal';
import { formatTimeOfDay, SCHEDULE_TIME_OPTIONS } from './formatTimeOfDay';
import { dateTimeFormat, DEFAULT_LOCALE, formatList, sentenceLocale } from './intl';
import {
  isRecord,
  lookup,
  readArray,
  readNumber,
  readString,
  toFiniteNumber,
  toTimestamp,
} from './narrow';
import { englishPhrases } from './englishPhrases';
import {
  quoteValue,
  serviceValue,
  type FormatPhrases,
  type PhraseCount,
  type PhraseDuration,
  type PhraseOptions,
  type ScheduleRecurrence,
} from './phrases';
import { byWeekOrder, isMondayToFriday, WEEK_DAY_NUMBERS, weekDayName } from './weekDayName';

export interface DescribeTimedScheduleOptions extends PhraseOptions {
  locale?: string;
  /** Zone for `untilDate`; default the runtime's. */
  timeZone?: string;
  /** Decides whether `untilDate` has passed; default `Date.now()`. */
  now?: number | Date;
  /** The digest's own `amount`/`unit` (they live beside `timed`, not in it): "every 2 hours". */
  amount?: number;
  unit?: TimeUnit;
}

/** "09:00" for "9:00" or "09:00:00", in the sentence's digits; anything else as given. */
function timeOfDay(text: string, ctx: Context): string {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/.exec(text.trim());
  const time = match && formatTimeOfDay(Number(match[1]), Number(match[2]), { locale: ctx.locale });
  return time ?? serviceValue(text, ctx.opts);
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

/**
 * The end date with its time: the date as `formatDateTime` writes it, the time as the sentence's
 * times of day are written (24 hours, `SCHEDULE_TIME_OPTIONS`), never "at 09:00 until … 9:30 AM".
 */
function untilDateTime(time: number, locale: string, timeZone: string | undefined): string {
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', ...SCHEDULE_TIME_OPTIONS };
  if (timeZone) options.timeZone = timeZone;
  return dateTimeFormat(locale, options).format(time);
}

/** What the helpers below share: the pack, the Intl locale of its sentences, isolation. */
interface Context {
  phrases: FormatPhrases;
  locale: string;
  opts: PhraseOptions;
}

function describeWeekDays(
  names: string[],
  every: { period: string | undefined; periodAmount: PhraseDuration | undefined } | undefined,
  ctx: Context,
): ScheduleRecurrence {
  const period = every?.period;
  const { locale } = ctx;
  const known = names.map((name) => lookup(WEEK_DAY_NUMBERS, name.toLowerCase()));
  const days = known.every((day) => day !== undefined)
    ? [...new Set(known as number[])].sort(byWeekOrder)
    : undefined;
  const labels = days
    ? days.map((day) => weekDayName(day, locale))
    : names.map((name) => {
        const day = lookup(WEEK_DAY_NUMBERS, name.toLowerCase());
        return day === undefined ? serviceValue(name, ctx.opts) : weekDayName(day, locale);
      });
  if (!period && days?.length === 7) return { kind: 'everyDay' };
  if (!period && days && isMondayToFriday(days)) return { kind: 'everyWeekday' };
  return { kind: 'weekDays', days: formatList(labels, locale), period, periodAmount: every?.periodAmount };
}

function dayOfMonth(value: unknown, ctx: Context): string | undefined {
  const n = toFiniteNumber(value);
  if (n !== undefined && Number.isInteger(n)) return formatOrdinal(n, ctx);
  return typeof value === 'string' && value.trim() !== '' ? serviceValue(value, ctx.opts) : undefined;
}

function ordinalWord(ordinal: string, ctx: Context): string {
  if (ordinal.toLowerCase() === 'last') return ctx.phrases.ordinalLast;
  const n = toFiniteNumber(ordinal);
  return n !== undefined && Number.isInteger(n) ? formatOrdinal(n, ctx) : serviceValue(ordinal, ctx.opts);
}

function ordinalValueWord(value: string | undefined, ctx: Context): string {
  const lower = value?.toLowerCase() ?? 'day';
  const day = lookup(WEEK_DAY_NUMBERS, lower);
  if (day !== undefined) return weekDayName(day, ctx.locale);
  const word = lookup<string>(ctx.phrases.ordinalValues, lower);
  return word ?? serviceValue(value ?? lower, ctx.opts);
}

/** The recurrence without a time of day, from the calendar fields or from amount and unit. */
function describeRecurrence(
  config: Record<string, unknown>,
  amount: number | undefined,
  unit: string | undefined,
  ctx: Context,
): ScheduleRecurrence | undefined {
  const { locale } = ctx;
  const durationUnit = toDurationUnit(unit);
  // "every 2 weeks on Monday": a repeat period is worth saying only when it is not 1.
  const repeats = amount !== undefined && amount !== 1 && unit;
  const period = repeats ? formatDuration(amount, unit, { locale }) : undefined;
  const periodAmount = repeats ? durationAmount(amount, unit, { locale }) : undefined;

  const weekDayNames = (readArray(config, 'weekDays') ?? []).filter(
    (day): day is string => typeof day === 'string' && day.trim() !== '',
  );
  const monthDays = (readArray(config, 'monthDays') ?? [])
    .map((day) => dayOfMonth(day, ctx))
    .filter((day): day is string => day !== undefined);
  const ordinal = readString(config, 'ordinal');
  const monthlyType = readString(config, 'monthlyType')?.toLowerCase();
  const monthly = monthDays.length > 0 || ordinal !== undefined;

  if (weekDayNames.length > 0 && !(durationUnit === 'month' && monthly)) {
    return describeWeekDays(weekDayNames, durationUnit === 'week' ? { period, periodAmount } : undefined, ctx);
  }
  if (monthly) {
    // `monthlyType` says which of the two the service uses: `each` the listed days, `on` the
    // ordinal; without it, the ordinal when present.
    const useOrdinal = ordinal !== undefined && (monthDays.length === 0 || monthlyType !== 'each');
    const ofPeriod = durationUnit === 'month' ? { period, periodAmount } : { period: undefined };
    if (useOrdinal) {
      const which = ordinalWord(ordinal, ctx);
      const ordinalValue = readString(config, 'ordinalValue');
      const what = ordinalValueWord(ordinalValue, ctx);
      const last = ordinal.toLowerCase() === 'last';
      const n = toFiniteNumber(ordinal);
      const count = n !== undefined && Number.isInteger(n) ? n : undefined;
      const value = ordinalValue?.toLowerCase() ?? 'day';
      return { kind: 'monthOrdinal', which, last, what, ...ofPeriod, count, value };
    }
    return { kind: 'monthDays', days: formatList(monthDays, locale), ...ofPeriod };
  }
  if (amount !== undefined && unit) {
    return {
      kind: 'every',
      count: amount,
      unit: durationUnit,
      duration: formatDuration(amount, unit, { locale }),
      amount: durationAmount(amount, unit, { locale }),
    };
  }
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
 * of day, then the end date, in the pack's words. A `cronExpression` wins over the calendar fields
 * (the service runs on it when present); a form `describeCron` does not know reads
 * `on the schedule "<expr>"`. With nothing to go on: "on a schedule". Never throws.
 */
export function describeTimedSchedule(
  timed: TimedConfig | DigestTimedConfig | JsonObject | null | undefined,
  opts: DescribeTimedScheduleOptions = {},
): string {
  const phrases = opts.phrases ?? englishPhrases;
  const ctx: Context = { phrases, locale: sentenceLocale(phrases.locale, opts.locale), opts };
  const config: Record<string, unknown> = isRecord(timed) ? timed : {};
  const amount = toFiniteNumber(opts.amount) ?? readNumber(config, 'amount');
  const unit = readString({ unit: opts.unit }, 'unit') ?? readString(config, 'unit');
  let recurrence: ScheduleRecurrence | undefined;
  let times: string | undefined;
  let minuteOfHour: PhraseCount | undefined;

  const cron = readString(config, 'cronExpression');
  if (cron !== undefined) {
    const known = cronSchedule(cron, { ...opts, locale: ctx.locale, phrases });
    recurrence = known?.recurrence ?? { kind: 'cron', expression: quoteValue(cron.trim(), opts) };
    times = known?.times;
    minuteOfHour = known?.minuteOfHour;
  } else {
    recurrence = describeRecurrence(config, amount, unit, ctx);
    const atTime = readString(config, 'atTime');
    // A time of day means nothing to an hourly schedule ("every hour at 10:00" contradicts
    // itself): such an atTime is a leftover from another unit, not part of the schedule.
    if (atTime && !isSubDayPeriod(config, unit)) times = timeOfDay(atTime, ctx);
  }

  const untilDate = readString(config, 'untilDate');
  let until: { date: string; ended: boolean } | undefined;
  if (untilDate !== undefined) {
    const time = toTimestamp(untilDate);
    // A date at midnight in the reader's zone is a day, not a moment: show the date alone.
    const midnight = time !== undefined && isMidnight(time, opts.timeZone);
    // An invalid date is shown as sent (formatDateTime's rule).
    const date =
      midnight || time === undefined
        ? formatDateTime(untilDate, { locale: ctx.locale, timeZone: opts.timeZone, display: 'date' })
        : untilDateTime(time, ctx.locale, opts.timeZone);
    const now = toTimestamp(opts.now) ?? Date.now();
    until = { date, ended: time !== undefined && time < now };
  }

  return phrases.schedule({ recurrence, times, minuteOfHour, until });
}
