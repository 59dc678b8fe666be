// "1st", "22nd": the number in the caller's locale, the suffix from the English templates.
import { formatNumber, pluralRules } from './intl';
import { ORDINAL_SUFFIXES, PHRASES_LOCALE } from './phrases';

export interface FormatOrdinalOptions {
  locale?: string;
}

export function formatOrdinal(n: number, opts: FormatOrdinalOptions = {}): string {
  if (typeof n !== 'number' || !Number.isFinite(n)) return '';
  // The suffix belongs to the English phrase around it, so English ordinal rules pick it.
  const category = pluralRules(PHRASES_LOCALE, { type: 'ordinal' }).select(n);
  const suffix = ORDINAL_SUFFIXES[category] ?? ORDINAL_SUFFIXES.other;
  return `${formatNumber(n, opts.locale)}${suffix}`;
}
