// The sentences the format functions produce, as a pack a translation replaces whole. Each sentence
// is one function of typed parameters, so a translator writes the whole sentence in the order their
// language wants and never glues fragments. Numbers, units, lists, weekday names and dates inside
// come from Intl in the pack's own language (see `sentenceLocale`), so the words around them and
// the words in them never come from two languages. The English pack is englishPhrases.ts.
import { englishPhrases } from './englishPhrases';
import type { DurationUnit } from './formatDuration';
import { pluralRules } from './intl';

/** The language of a label pack: its sentences' plural rules, and how its text runs. */
export interface LabelLanguage {
  /** BCP 47 tag of the pack's language; also the default locale of dates and numbers. */
  locale: string;
  /** Direction of the pack's sentences; set on the elements that show them. */
  dir: 'ltr' | 'rtl';
}

/** A count for a sentence: the number, and the number as the sentence's language writes it. */
export interface PhraseCount {
  count: number;
  formatted: string;
}

/**
 * An amount of time for a sentence, in parts: a language whose nouns change with their place in
 * the sentence (Arabic "كل دقيقتين" after "every", "دقيقتان" alone) builds the phrase from these,
 * where Intl's whole phrase is only ever the form that stands alone.
 */
export interface PhraseDuration extends PhraseCount {
  /** `undefined` for a unit Intl does not name (the phrase is then the one passed beside it). */
  unit: DurationUnit | undefined;
}

/**
 * How often a schedule repeats, in the form its sentence needs. Values are already formatted; the
 * optional parts (`amount`, `periodAmount`, `count`, `value`, `minuteOfHour`) are the same values
 * in pieces, for a language that declines or orders them differently. The format functions always
 * pass them.
 */
export type ScheduleRecurrence =
  /** "every 15 minutes"; `count` 1 with a known `unit` reads "every minute". */
  | { kind: 'every'; count: number; unit: DurationUnit | undefined; duration: string; amount?: PhraseDuration }
  | { kind: 'everyDay' }
  | { kind: 'everyWeekday' }
  /** "every Monday and Friday"; with `period` (not 1): "every 2 weeks on Monday and Friday". */
  | { kind: 'weekDays'; days: string; period: string | undefined; periodAmount?: PhraseDuration }
  /** "on the 1st and 15th of each month"; with `period`: "… of every 2 months". */
  | { kind: 'monthDays'; days: string; period: string | undefined; periodAmount?: PhraseDuration }
  /**
   * "on the last Friday of each month": `which` an ordinal or "last", `what` a day word. `count`
   * is the ordinal as a number (`undefined` for "last" or a value that is not a number); `value`
   * the service's `ordinalValue` in lower case (`day`, `weekday`, `weekend`, `monday`…).
   */
  | {
      kind: 'monthOrdinal';
      which: string;
      last: boolean;
      what: string;
      period: string | undefined;
      periodAmount?: PhraseDuration;
      count?: number;
      value?: string;
    }
  | { kind: 'lastDayOfMonth' }
  /** "every hour at :05": `minute` two digits; `minuteOfHour` the same minute as a number. */
  | { kind: 'hourly'; minute: string; minuteOfHour?: PhraseCount }
  /** A cron expression the words above cannot say: shown as sent, already quoted. */
  | { kind: 'cron'; expression: string };

export interface ScheduleArgs {
  /** Nothing to go on: "on a schedule". */
  recurrence: ScheduleRecurrence | undefined;
  /** Times of day, already joined ("09:00 and 18:00") or ":05" after an hourly step. */
  times: string | undefined;
  /** When `times` is only a minute past each hour (":05"): that minute as a number. */
  minuteOfHour?: PhraseCount;
  until: { date: string; ended: boolean } | undefined;
}

/** Arguments of the sentence of a digest's collecting window. */
export interface DigestCollectsArgs {
  /** "5 minutes"; `undefined` when the digest has no window (timed, or no amount). */
  window: string | undefined;
  /** `window` in parts (see `PhraseDuration`). */
  windowAmount?: PhraseDuration;
  digestKey: string | undefined;
  /** Backoff digests only: the backoff window, or `undefined` when the service sent none. */
  backoff: { window: string | undefined; windowAmount?: PhraseDuration } | undefined;
}

export interface FilterConditionArgs {
  field: string;
  /** The operator as the service sent it, upper-cased (`EQUAL`, `IN`, …). */
  operator: string;
  /** The operator in words from `filterOperators`, or as sent when unknown. */
  operatorWords: string;
  /** The value(s), quoted and joined. */
  value: string;
}

/** The filter operators a pack names; an operator not listed is shown as sent. */
export type FilterOperatorName =
  | 'LARGER'
  | 'SMALLER'
  | 'LARGER_EQUAL'
  | 'SMALLER_EQUAL'
  | 'EQUAL'
  | 'NOT_EQUAL'
  | 'ALL_IN'
  | 'ANY_IN'
  | 'NOT_IN'
  | 'IN'
  | 'BETWEEN'
  | 'NOT_BETWEEN'
  | 'LIKE'
  | 'NOT_LIKE';

export interface FormatPhrases {
  /** BCP 47 language of these sentences: its plural rules, lists, units and names are used. */
  locale: string;
  /** A value from the service inside a sentence, in this language's quotation marks. */
  quote: (value: string) => string;
  /** "Type: custom" for a step type the format functions do not know. */
  type: (args: { type: string }) => string;
  /** "Duration: 5 minutes". `amount` is `duration` in parts (see `PhraseDuration`). */
  duration: (args: { duration: string; amount?: PhraseDuration }) => string;

  // Digest (describeDigest)
  digestCollects: (args: DigestCollectsArgs) => string;
  digestSends: (args: { schedule: string }) => string;
  digestUpdatesMessage: string;
  /** "3 events digested"; 0 included ("No events digested"). */
  digestEvents: (args: PhraseCount) => string;

  // Delay (describeDelay)
  /** "Waits 2 hours"; without a duration "Waits before continuing". `amount`: see `PhraseDuration`. */
  delayWaits: (args: { duration: string | undefined; amount?: PhraseDuration }) => string;
  /** "Waits until the time in payload.sendAt"; without a path, a time given in the payload. */
  delayUntil: (args: { path: string | undefined }) => string;
  delayForSchedule: (args: { schedule: string }) => string;

  // Schedules (describeTimedSchedule, describeCron): a phrase that completes the sentences above.
  schedule: (args: ScheduleArgs) => string;
  /** A day of the month or an ordinal: "1st", "1.", "الأول". */
  ordinal: (args: PhraseCount) => string;
  ordinalLast: string;
  /** What a monthly ordinal counts when it is not a weekday name. */
  ordinalValues: { day: string; weekday: string; weekend: string };

  // Schedule extensions (describeScheduleExtensions, describeStepMetadata)
  /** A clause: "extended twice to fit the subscriber's schedule". */
  scheduleExtendedClause: (args: PhraseCount) => string;
  /** The same as a sentence of its own. */
  scheduleExtended: (args: PhraseCount) => string;

  // Filters (describeFilters)
  filterOperators: Record<FilterOperatorName, string>;
  filterCondition: (args: FilterConditionArgs) => string;
  filterRange: (args: { from: string; to: string }) => string;
  filterUnknownField: string;
  filterNot: (args: { condition: string }) => string;
  /** How a group's `AND`/`OR` reads between conditions; another word is shown as sent. */
  filterJoiners: { AND: string; OR: string };
}

/** The plural category of `count` in `locale`: `one`, `two`, `few`, … (Arabic has all six). */
export function pluralCategory(locale: string, count: number): Intl.LDMLPluralRule {
  return pluralRules(locale).select(count);
}

/** Forms by plural category; `other` is required, a category a language lacks falls back to it. */
export type PluralForms<T> = Partial<Record<Intl.LDMLPluralRule, T>> & { other: T };

/** The form `Intl.PluralRules` of `locale` picks for `count`. */
export function plural<T>(locale: string, count: number, forms: PluralForms<T>): T {
  return forms[pluralCategory(locale, count)] ?? forms.other;
}

/** The English sentences with a caller's overrides on top (records merged one level deep). */
export type FormatPhraseOverrides = Partial<Omit<FormatPhrases, 'filterOperators' | 'ordinalValues' | 'filterJoiners'>> & {
  filterOperators?: Partial<FormatPhrases['filterOperators']>;
  ordinalValues?: Partial<FormatPhrases['ordinalValues']>;
  filterJoiners?: Partial<FormatPhrases['filterJoiners']>;
};

export function resolvePhrases(
  overrides: FormatPhraseOverrides | undefined,
  base: FormatPhrases = englishPhrases,
): FormatPhrases {
  if (!overrides) return base;
  return {
    ...base,
    ...overrides,
    filterOperators: { ...base.filterOperators, ...overrides.filterOperators },
    ordinalValues: { ...base.ordinalValues, ...overrides.ordinalValues },
    filterJoiners: { ...base.filterJoiners, ...overrides.filterJoiners },
  };
}

/** FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE: a value that keeps its own direction. */
export function isolate(value: string): string {
  return `\u2068${value}\u2069`;
}

/** What every format function that writes sentences accepts besides its own options. */
export interface PhraseOptions {
  /** The sentences' language pack; default English. */
  phrases?: FormatPhrases;
  /**
   * Wraps every value from the service in Unicode isolates (U+2068 … U+2069) so that a Latin id
   * inside an Arabic sentence, or an Arabic value inside an English one, keeps its order. The
   * components turn it on; off by default so plain-text uses (logs, CSV) get no invisible marks.
   */
  isolate?: boolean;
}

/** A value from the service, isolated when asked. */
export function serviceValue(value: string, opts: PhraseOptions): string {
  return opts.isolate ? isolate(value) : value;
}

/** A value from the service quoted in the pack's marks, isolated inside them when asked. */
export function quoteValue(value: string, opts: PhraseOptions): string {
  return (opts.phrases ?? englishPhrases).quote(serviceValue(value, opts));
}
