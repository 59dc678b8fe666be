// "1st", "22nd" in English, "1." in German: an ordinal as the phrases' language writes it.
import { formatNumber, sentenceLocale } from './intl';
import { englishPhrases } from './englishPhrases';
import type { PhraseOptions } from './phrases';

export interface FormatOrdinalOptions extends Pick<PhraseOptions, 'phrases'> {
  /** The number's locale when it is the phrases' language (else the phrases' locale). */
  locale?: string;
}

export function formatOrdinal(n: number, opts: FormatOrdinalOptions = {}): string {
  if (typeof n !== 'number' || !Number.isFinite(n)) return '';
  const phrases = opts.phrases ?? englishPhrases;
  return phrases.ordinal({ count: n, formatted: formatNumber(n, sentenceLocale(phrases.locale, opts.locale)) });
}
