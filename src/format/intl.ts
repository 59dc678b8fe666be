// Cached Intl formatters that never throw: an unknown locale falls back to English and an unknown
// time zone to the runtime's own, so an odd option from a host app degrades instead of breaking
// a render. Formatters are cached because lists of jobs format many values with the same options.

export const DEFAULT_LOCALE = 'en';

const MAX_CACHED = 200;
const cache = new Map<string, unknown>();

function withoutTimeZone<O extends object>(options: O): O {
  if (!('timeZone' in options)) return options;
  const { timeZone: _timeZone, ...rest } = options;
  return rest as O;
}

function cached<O extends object, T>(
  kind: string,
  locale: string | undefined,
  options: O,
  create: (locale: string, options: O) => T,
): T {
  const requested = locale ?? DEFAULT_LOCALE;
  const key = `${kind}\u0000${requested}\u0000${JSON.stringify(options)}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit as T;
  const attempts: Array<[string, O]> = [
    [requested, options],
    [requested, withoutTimeZone(options)],
    [DEFAULT_LOCALE, options],
    [DEFAULT_LOCALE, withoutTimeZone(options)],
  ];
  let lastError: unknown;
  for (const [attemptLocale, attemptOptions] of attempts) {
    try {
      const formatter = create(attemptLocale, attemptOptions);
      if (cache.size >= MAX_CACHED) cache.clear();
      cache.set(key, formatter);
      return formatter;
    } catch (error) {
      lastError = error;
    }
  }
  // Only reachable with option shapes this module never builds.
  throw lastError;
}

export function numberFormat(locale: string | undefined, options: Intl.NumberFormatOptions = {}) {
  return cached('number', locale, options, (l, o) => new Intl.NumberFormat(l, o));
}

export function pluralRules(locale: string | undefined, options: Intl.PluralRulesOptions = {}) {
  return cached('plural', locale, options, (l, o) => new Intl.PluralRules(l, o));
}

export function listFormat(locale: string | undefined, options: Intl.ListFormatOptions = {}) {
  return cached('list', locale, options, (l, o) => new Intl.ListFormat(l, o));
}

export function dateTimeFormat(
  locale: string | undefined,
  options: Intl.DateTimeFormatOptions = {},
) {
  return cached('dateTime', locale, options, (l, o) => new Intl.DateTimeFormat(l, o));
}

export function relativeTimeFormat(
  locale: string | undefined,
  options: Intl.RelativeTimeFormatOptions = {},
) {
  return cached('relativeTime', locale, options, (l, o) => new Intl.RelativeTimeFormat(l, o));
}

/** Joins with the locale's "and" (or "or"); one item is returned as is. */
export function formatList(
  items: readonly string[],
  locale: string | undefined,
  type: 'conjunction' | 'disjunction' = 'conjunction',
): string {
  return listFormat(locale, { type, style: 'long' }).format(items);
}

export function formatNumber(value: number, locale: string | undefined): string {
  return numberFormat(locale).format(value);
}

/**
 * The locale for Intl inside a pack's sentences: the caller's when it is the pack's language
 * (`de-CH` for a German pack), else the pack's own, so that an English sentence never holds
 * "5 Minuten" or "a oder b".
 */
export function sentenceLocale(packLocale: string, locale: string | undefined): string {
  if (locale === undefined) return packLocale;
  const language = (tag: string) => tag.split(/[-_]/)[0]?.toLowerCase();
  return language(locale) === language(packLocale) ? locale : packLocale;
}
