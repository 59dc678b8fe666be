// The English sentences of the format functions: the default pack of every component and format
// function (phrases.ts says what each sentence is given).
import { pluralRules } from './intl';
import type { FormatPhrases, ScheduleRecurrence } from './phrases';

/** "of each month", or "of every 2 months" with a period. */
function ofMonths(period: string | undefined): string {
  return period ? `of every ${period}` : 'of each month';
}

function englishRecurrence(recurrence: ScheduleRecurrence): string {
  switch (recurrence.kind) {
    case 'every':
      // "every minute", not "every 1 minute"; a unit Intl does not name keeps its number.
      return `every ${recurrence.count === 1 && recurrence.unit ? recurrence.unit : recurrence.duration}`;
    case 'everyDay':
      return 'every day';
    case 'everyWeekday':
      return 'every weekday';
    case 'weekDays':
      return recurrence.period
        ? `every ${recurrence.period} on ${recurrence.days}`
        : `every ${recurrence.days}`;
    case 'monthDays':
      return `on the ${recurrence.days} ${ofMonths(recurrence.period)}`;
    case 'monthOrdinal':
      return `on the ${recurrence.which} ${recurrence.what} ${ofMonths(recurrence.period)}`;
    case 'lastDayOfMonth':
      return 'on the last day of each month';
    case 'hourly':
      return `every hour at :${recurrence.minute}`;
    case 'cron':
      return `on the schedule ${recurrence.expression}`;
  }
}

const ENGLISH_ORDINAL_SUFFIXES: Readonly<Record<string, string>> = { one: 'st', two: 'nd', few: 'rd' };

function events(count: number): string {
  return pluralRules('en').select(count) === 'one' ? 'event' : 'events';
}

function times(count: number): string {
  if (count === 1) return 'once';
  if (count === 2) return 'twice';
  return '';
}

/** The English sentences: the default of every component and format function. */
export const englishPhrases: FormatPhrases = {
  locale: 'en',
  quote: (value) => JSON.stringify(value),
  type: ({ type }) => `Type: ${type}`,
  duration: ({ duration }) => `Duration: ${duration}`,

  digestCollects: ({ window, digestKey, backoff }) => {
    let sentence = window === undefined ? 'Collects events' : `Collects events for ${window}`;
    if (digestKey !== undefined) sentence += `, grouped by ${digestKey}`;
    if (backoff) {
      sentence +=
        backoff.window === undefined
          ? ', only if another event arrived shortly before (backoff)'
          : `, only if another event arrived in the last ${backoff.window} (backoff)`;
    }
    return sentence;
  },
  digestSends: ({ schedule }) => `Sends the digest ${schedule}`,
  // Without a noun: to the reader of an activity a "notification" is the record itself.
  digestUpdatesMessage: 'Updates what it already sent with each new event instead of sending something new',
  digestEvents: ({ count, formatted }) =>
    count === 0 ? 'No events digested' : `${formatted} ${events(count)} digested`,

  delayWaits: ({ duration }) => (duration === undefined ? 'Waits before continuing' : `Waits ${duration}`),
  delayUntil: ({ path }) =>
    path === undefined ? 'Waits until a time given in the payload' : `Waits until the time in ${path}`,
  delayForSchedule: ({ schedule }) => `Waits for the next scheduled time (${schedule})`,

  schedule: ({ recurrence, times: at, until }) => {
    const parts = [recurrence === undefined ? undefined : englishRecurrence(recurrence)];
    if (at !== undefined) parts.push(`at ${at}`);
    if (until) parts.push(until.ended ? `until ${until.date} (ended)` : `until ${until.date}`);
    const phrase = parts.filter((part) => part !== undefined).join(' ');
    return phrase === '' ? 'on a schedule' : phrase;
  },
  ordinal: ({ count, formatted }) =>
    `${formatted}${ENGLISH_ORDINAL_SUFFIXES[pluralRules('en', { type: 'ordinal' }).select(count)] ?? 'th'}`,
  ordinalLast: 'last',
  ordinalValues: { day: 'day', weekday: 'weekday', weekend: 'weekend day' },

  scheduleExtendedClause: ({ count, formatted }) =>
    `extended ${times(count) || `${formatted} times`} to fit the subscriber's schedule`,
  scheduleExtended: ({ count, formatted }) =>
    `Extended ${times(count) || `${formatted} times`} to fit the subscriber's schedule`,

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
  },
  filterCondition: ({ field, operatorWords, value }) =>
    [field, operatorWords, value].filter((piece) => piece !== '').join(' '),
  filterRange: ({ from, to }) => `${from} and ${to}`,
  filterUnknownField: '(no field)',
  filterNot: ({ condition }) => `NOT (${condition})`,
  filterJoiners: { AND: 'AND', OR: 'OR' },
};
