// Every English word the format functions produce, in one place. Numbers, dates, unit names,
// weekday names and list joining come from Intl in the caller's locale; the words around them are
// English templates from here, and so are their plurals (chosen with English rules, since the word
// is English: a French `0` must not make "0 event").

import { formatNumber, pluralRules } from './intl';

/** The language of the templates below, used for their plural and ordinal rules. */
export const PHRASES_LOCALE = 'en';

/** A value from the service, quoted and escaped so that spaces and quotes stay visible. */
export function quote(value: string): string {
  return JSON.stringify(value);
}

/** English ordinal suffixes by `Intl.PluralRules` ordinal category. */
export const ORDINAL_SUFFIXES: Readonly<Record<string, string>> = {
  one: 'st',
  two: 'nd',
  few: 'rd',
  other: 'th',
};

export const phrases = {
  // A generic sentence for a type this module does not know.
  type: (type: string) => `Type: ${type}`,
  duration: (duration: string) => `Duration: ${duration}`,

  // Digest (describeDigest)
  collects: 'Collects events',
  collectsFor: (duration: string) => `Collects events for ${duration}`,
  groupedBy: (digestKey: string) => `grouped by ${digestKey}`,
  backoff: (window: string) => `only if another event arrived in the last ${window} (backoff)`,
  backoffWithoutWindow: 'only if another event arrived shortly before (backoff)',
  updateMode:
    'Updates the message it already sent with each new event instead of sending a new message',
  noEvents: 'No events digested',
  events: {
    one: (n: string) => `${n} event digested`,
    other: (n: string) => `${n} events digested`,
  },
  sendsDigest: (schedule: string) => `Sends the digest ${schedule}`,

  // Delay (describeDelay)
  waits: 'Waits before continuing',
  waitsFor: (duration: string) => `Waits ${duration}`,
  waitsUntilPath: (delayPath: string) => `Waits until the time in ${delayPath}`,
  waitsUntilScheduledTime: 'Waits until a time given in the payload',
  waitsForSchedule: (schedule: string) => `Waits for the next scheduled time (${schedule})`,

  // Timed schedules (describeTimedSchedule, describeCron): phrases that follow a verb.
  onASchedule: 'on a schedule',
  onCronSchedule: (expression: string) => `on the schedule ${quote(expression)}`,
  every: (what: string) => `every ${what}`,
  everyDay: 'every day',
  everyWeekday: 'every weekday',
  everyEvery: (period: string, days: string) => `every ${period} on ${days}`,
  onDaysOfMonth: (days: string, period: string) => `on the ${days} ${period}`,
  ofEachMonth: 'of each month',
  ofEveryPeriod: (period: string) => `of every ${period}`,
  lastDayOfMonth: 'on the last day of each month',
  ordinalLast: 'last',
  ordinalValues: {
    day: 'day',
    weekday: 'weekday',
    weekend: 'weekend day',
  } as Readonly<Record<string, string>>,
  atTime: (time: string) => `at ${time}`,
  everyHourAt: (minute: string) => `every hour at :${minute}`,
  until: (date: string) => `until ${date}`,
  untilEnded: (date: string) => `until ${date} (ended)`,
  /** "every second", "every day": what `every 1 <unit>` reads as. */
  everySingleUnit: {
    millisecond: 'every millisecond',
    second: 'every second',
    minute: 'every minute',
    hour: 'every hour',
    day: 'every day',
    week: 'every week',
    month: 'every month',
    year: 'every year',
  },

  // Schedule extensions (describeScheduleExtensions): a clause, not a sentence.
  extendedOnce: "extended once to fit the subscriber's schedule",
  extendedTwice: "extended twice to fit the subscriber's schedule",
  extendedTimes: (n: string) => `extended ${n} times to fit the subscriber's schedule`,

  // Filters (describeFilters)
  filterOperators: {
    LARGER: 'is greater than',
    SMALLER: 'is less than',
    LARGER_EQUAL: 'is at least',
    SMALLER_EQUAL: 'is at most',
    EQUAL: 'is',
    NOT_EQUAL: 'is not',
    ALL_IN: 'contains all of',
    ANY_IN: 'contains any of',
    NOT_IN: 'is not one of',
    IN: 'is one of',
    BETWEEN: 'is between',
    NOT_BETWEEN: 'is not between',
    LIKE: 'contains',
    NOT_LIKE: 'does not contain',
  } as Readonly<Record<string, string>>,
  range: (from: string, to: string) => `${from} and ${to}`,
  unknownField: '(no field)',
  not: (expression: string) => `NOT (${expression})`,
  and: 'AND',
} as const;

/** The first letter upper-cased: turns a clause into the start of a sentence. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** `count` in the caller's locale inside the English form its plural category asks for. */
export function countPhrase(
  count: number,
  forms: { one: (n: string) => string; other: (n: string) => string },
  locale: string | undefined,
): string {
  const category = pluralRules(PHRASES_LOCALE).select(count);
  const form = category === 'one' ? forms.one : forms.other;
  return form(formatNumber(count, locale));
}
