// The common forms of a five-field cron expression in words; anything else is left to the caller,
// which shows the expression itself.
import { durationAmount, formatDuration } from './formatDuration';
import { formatList, formatNumber, numberFormat, sentenceLocale } from './intl';
import { formatOrdinal } from './formatOrdinal';
import { formatTimeOfDay } from './formatTimeOfDay';
import { lookup } from './narrow';
import { englishPhrases } from './englishPhrases';
import type { PhraseCount, PhraseOptions, ScheduleRecurrence } from './phrases';
import { byWeekOrder, isMondayToFriday, weekDayName } from './weekDayName';

export interface DescribeCronOptions extends PhraseOptions {
  /** Lists and weekday names follow it when it is the phrases' language. */
  locale?: string;
}

/** A cron expression in the form a schedule sentence takes. */
export interface CronSchedule {
  recurrence: ScheduleRecurrence;
  times: string | undefined;
  /** When `times` is only a minute past each hour (":05"): that minute as a number. */
  minuteOfHour?: PhraseCount;
}

const MACROS: Readonly<Record<string, string>> = {
  '@hourly': '0 * * * *',
  '@daily': '0 0 * * *',
  '@midnight': '0 0 * * *',
  '@weekly': '0 0 * * 0',
  '@monthly': '0 0 1 * *',
};

const DAY_NAMES: Readonly<Record<string, number>> = {
  sun: 0,
  mon: 1,
  tue: 2,
  wed: 3,
  thu: 4,
  fri: 5,
  sat: 6,
};

function isAny(field: string): boolean {
  // `?` is the Quartz spelling of "any" for day fields.
  return field === '*' || field === '?';
}

function integer(text: string, min: number, max: number): number | undefined {
  if (!/^\d{1,2}$/.test(text)) return undefined;
  const value = Number(text);
  return value >= min && value <= max ? value : undefined;
}

/** `*\/N` or `0/N`: every N units. */
function step(field: string, max: number): number | undefined {
  const match = /^(?:\*|0)\/(\d{1,2})$/.exec(field);
  return match?.[1] === undefined ? undefined : integer(match[1], 1, max);
}

/** A comma list of values and `a-b` ranges, sorted and without repeats; `undefined` if not one. */
function values(
  field: string,
  min: number,
  max: number,
  parse: (text: string) => number | undefined = (text) => integer(text, min, max),
): number[] | undefined {
  const result = new Set<number>();
  for (const item of field.split(',')) {
    const [from, to, ...rest] = item.split('-');
    if (from === undefined || rest.length > 0) return undefined;
    const start = parse(from);
    const end = to === undefined ? start : parse(to);
    if (start === undefined || end === undefined || end < start) return undefined;
    for (let value = start; value <= end; value += 1) result.add(value);
  }
  return [...result].sort((a, b) => a - b);
}

function weekDays(field: string): number[] | undefined {
  const days = values(field, 0, 7, (text) => lookup(DAY_NAMES, text) ?? integer(text, 0, 7));
  // 7 is Sunday too.
  return days && [...new Set(days.map((day) => day % 7))].sort(byWeekOrder);
}

/** ":05" and the minute as a number, in the locale's digits. */
function minutePast(minute: number, locale: string): { twoDigits: string; minuteOfHour: PhraseCount } {
  return {
    twoDigits: numberFormat(locale, { minimumIntegerDigits: 2 }).format(minute),
    minuteOfHour: { count: minute, formatted: formatNumber(minute, locale) },
  };
}

function hourly(minute: number, locale: string): CronSchedule {
  const { twoDigits, minuteOfHour } = minutePast(minute, locale);
  return { recurrence: { kind: 'hourly', minute: twoDigits, minuteOfHour }, times: undefined };
}

/**
 * The recurrence and times of the common forms; `undefined` for other forms (month restrictions,
 * steps in days, both day fields set, six fields with seconds other than 0, …). Times are the
 * cron's own hours and minutes: the expression names no time zone, so none is applied.
 */
export function cronSchedule(expr: string, opts: DescribeCronOptions = {}): CronSchedule | undefined {
  if (typeof expr !== 'string') return undefined;
  const phrases = opts.phrases ?? englishPhrases;
  const locale = sentenceLocale(phrases.locale, opts.locale);
  const normalized = expr.trim().toLowerCase();
  let fields = (lookup(MACROS, normalized) ?? normalized).split(/\s+/);
  // Six fields start with seconds; only "at second 0" reads the same as five fields.
  if (fields.length === 6 && fields[0] === '0') fields = fields.slice(1);
  if (fields.length !== 5) return undefined;
  const [minute = '', hour = '', dayOfMonth = '', month = '', dayOfWeek = ''] = fields;
  if (month !== '*') return undefined;
  const anyDay = isAny(dayOfMonth) && isAny(dayOfWeek);
  const every = (count: number, unit: 'minute' | 'hour'): ScheduleRecurrence => ({
    kind: 'every',
    count,
    unit,
    duration: formatDuration(count, unit, { locale }),
    amount: durationAmount(count, unit, { locale }),
  });

  if (hour === '*') {
    if (!anyDay) return undefined;
    if (minute === '*') return { recurrence: every(1, 'minute'), times: undefined };
    const everyMinutes = step(minute, 59);
    if (everyMinutes !== undefined) return { recurrence: every(everyMinutes, 'minute'), times: undefined };
    const at = integer(minute, 0, 59);
    return at === undefined ? undefined : hourly(at, locale);
  }

  const at = integer(minute, 0, 59);
  if (at === undefined) return undefined;

  const everyHours = step(hour, 23);
  if (everyHours !== undefined) {
    if (!anyDay) return undefined;
    if (everyHours === 1) return hourly(at, locale);
    const { twoDigits, minuteOfHour } = minutePast(at, locale);
    return { recurrence: every(everyHours, 'hour'), times: `:${twoDigits}`, minuteOfHour };
  }

  const hours = values(hour, 0, 23);
  if (hours === undefined) return undefined;
  // `values` keeps hours in 0–23 and `at` is 0–59, so every time formats.
  const times = formatList(
    hours.map((h) => formatTimeOfDay(h, at, { locale }) ?? ''),
    locale,
  );

  if (anyDay) return { recurrence: { kind: 'everyDay' }, times };

  if (isAny(dayOfMonth)) {
    const days = weekDays(dayOfWeek);
    if (days === undefined) return undefined;
    if (days.length === 7) return { recurrence: { kind: 'everyDay' }, times };
    if (isMondayToFriday(days)) return { recurrence: { kind: 'everyWeekday' }, times };
    const names = days.map((day) => weekDayName(day, locale));
    return { recurrence: { kind: 'weekDays', days: formatList(names, locale), period: undefined }, times };
  }

  if (isAny(dayOfWeek)) {
    if (dayOfMonth === 'l') return { recurrence: { kind: 'lastDayOfMonth' }, times };
    const days = values(dayOfMonth, 1, 31);
    if (days === undefined) return undefined;
    const ordinals = days.map((day) => formatOrdinal(day, { locale, phrases }));
    return { recurrence: { kind: 'monthDays', days: formatList(ordinals, locale), period: undefined }, times };
  }

  return undefined;
}

/**
 * "every 15 minutes", "every hour at :05", "every 2 hours at :00", "every day at 09:00",
 * "every weekday at 09:00", "every Monday at 09:00", "on the 1st and 15th of each month at 09:00",
 * "on the last day of each month at 18:30" (in the pack's language); `undefined` for the forms
 * `cronSchedule` does not know.
 */
export function describeCron(expr: string, opts: DescribeCronOptions = {}): string | undefined {
  const schedule = cronSchedule(expr, opts);
  return schedule && (opts.phrases ?? englishPhrases).schedule({ ...schedule, until: undefined });
}
