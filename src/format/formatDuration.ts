// "5 minutes", "1 hour": an amount of a time unit from the service, in the caller's locale.
import type { TimeUnit } from '../api/types';
import { formatNumber, numberFormat } from './intl';
import { lookup, toFiniteNumber } from './narrow';
import type { PhraseDuration } from './phrases';

export interface FormatDurationOptions {
  locale?: string;
}

/** An Intl unit identifier that `Intl.NumberFormat` names in every locale. */
export type DurationUnit =
  | 'millisecond'
  | 'second'
  | 'minute'
  | 'hour'
  | 'day'
  | 'week'
  | 'month'
  | 'year';

const UNITS: Readonly<Record<string, DurationUnit>> = {
  millisecond: 'millisecond',
  milliseconds: 'millisecond',
  second: 'second',
  seconds: 'second',
  minute: 'minute',
  minutes: 'minute',
  hour: 'hour',
  hours: 'hour',
  day: 'day',
  days: 'day',
  week: 'week',
  weeks: 'week',
  month: 'month',
  months: 'month',
  year: 'year',
  years: 'year',
};

/** The Intl unit for the service's `seconds`…`months` (singular, plural, any case), if known. */
export function toDurationUnit(unit: unknown): DurationUnit | undefined {
  return typeof unit === 'string' ? lookup(UNITS, unit.trim().toLowerCase()) : undefined;
}

/**
 * `Intl.NumberFormat` unit style, so plurals and unit names follow the locale ("5 Minuten" in
 * German). An unknown unit is shown as sent ("5 fortnights"); an amount that is not a finite
 * number gives ''.
 */
export function formatDuration(
  amount: number,
  unit: TimeUnit,
  opts: FormatDurationOptions = {},
): string {
  const value = toFiniteNumber(amount);
  if (value === undefined) return '';
  const known = toDurationUnit(unit);
  if (known) {
    return numberFormat(opts.locale, {
      style: 'unit',
      unit: known,
      unitDisplay: 'long',
      maximumFractionDigits: 2,
    }).format(value);
  }
  const number = formatNumber(value, opts.locale);
  const word = typeof unit === 'string' ? unit.trim() : '';
  return word === '' ? number : `${number} ${word}`;
}

/**
 * The same amount in parts for a sentence (`PhraseDuration`): the number in the locale's digits,
 * rounded as `formatDuration` rounds it, and the Intl unit. `undefined` when the amount is not a
 * finite number.
 */
export function durationAmount(
  amount: number,
  unit: TimeUnit,
  opts: FormatDurationOptions = {},
): PhraseDuration | undefined {
  const value = toFiniteNumber(amount);
  if (value === undefined) return undefined;
  return {
    count: value,
    formatted: numberFormat(opts.locale, { maximumFractionDigits: 2 }).format(value),
    unit: toDurationUnit(unit),
  };
}
