// How often the service moved a digest or delay to fit the subscriber's schedule.
import { formatNumber, sentenceLocale } from './intl';
import { toFiniteNumber } from './narrow';
import { englishPhrases } from './englishPhrases';
import type { PhraseCount, PhraseOptions } from './phrases';

export interface DescribeScheduleExtensionsOptions extends PhraseOptions {
  locale?: string;
}

/** The count of extensions worth a sentence: `undefined` for 0, a negative count or no number. */
export function scheduleExtensionsCount(
  count: number | undefined,
  opts: DescribeScheduleExtensionsOptions = {},
): PhraseCount | undefined {
  const n = toFiniteNumber(count);
  if (n === undefined || n <= 0) return undefined;
  const locale = sentenceLocale((opts.phrases ?? englishPhrases).locale, opts.locale);
  return { count: n, formatted: formatNumber(n, locale) };
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
  const extensions = scheduleExtensionsCount(count, opts);
  return extensions && (opts.phrases ?? englishPhrases).scheduleExtendedClause(extensions);
}
