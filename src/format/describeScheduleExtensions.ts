// How often the service moved a digest or delay to fit the subscriber's schedule.
import { formatNumber } from './intl';
import { toFiniteNumber } from './narrow';
import { phrases } from './phrases';

export interface DescribeScheduleExtensionsOptions {
  locale?: string;
}

/**
 * "extended once to fit the subscriber's schedule", "… twice …", "… 3 times …": a lower-case
 * clause to place after other text (`describeStepMetadata` makes a sentence of it). `undefined`
 * when there is nothing to say: 0, a negative count, or no number at all.
 */
export function describeScheduleExtensions(
  count: number | undefined,
  opts: DescribeScheduleExtensionsOptions = {},
): string | undefined {
  const n = toFiniteNumber(count);
  if (n === undefined || n <= 0) return undefined;
  if (n === 1) return phrases.extendedOnce;
  if (n === 2) return phrases.extendedTwice;
  return phrases.extendedTimes(formatNumber(n, opts.locale));
}
