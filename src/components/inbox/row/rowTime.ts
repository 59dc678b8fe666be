// A row's time: "5 minutes ago", and the date and time in full as its title. One place for the
// formats a row uses, so they can be made ahead (prepareRowFormats).
import { formatDateTime } from '../../../format/formatDateTime';
import { formatRelativeTime } from '../../../format/formatRelativeTime';

export interface RowTimeOptions {
  locale: string | undefined;
  timeZone: string | undefined;
  now: number;
}

export function rowTime(iso: string | number, { locale, timeZone, now }: RowTimeOptions): { text: string; title: string } {
  // The date first: the first Intl formatter made loads the language's data, and in Chromium the
  // two cost a little less in this order than in the other.
  const title = formatDateTime(iso, { locale, timeZone });
  return { text: formatRelativeTime(iso, { locale, now }), title };
}

/**
 * Makes the formatters of a row's time now. The first construction of a language's Intl
 * formatters loads that language's data, the largest part of drawing the first rows: made while
 * the first page travels, the first rows only format (the formatters are cached, format/intl.ts).
 */
export function prepareRowFormats(options: RowTimeOptions): void {
  rowTime(options.now, options);
}
