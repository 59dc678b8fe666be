// One digit system per sentence: every number in an Arabic sentence comes from Intl in the
// sentence's locale, so "ar-EG" (Arabic-Indic digits) never gets a hand-built "09:00" or "05"
// beside "٣", and plain "ar" uses whatever one system the runtime gives it. Values from the
// service (ids, cron expressions) are isolated and keep their own digits.
import { describe, expect, test } from 'vitest';
import { arabicSentences, digitSystems, outsideIsolates } from './arabicSentences';

describe('Arabic sentences use one digit system each', () => {
  test.each([
    ['ar-EG', 'arab'],
    ['ar-u-nu-arab', 'arab'],
    ['ar-u-nu-latn', 'latn'],
    ['ar', new Intl.NumberFormat('ar').resolvedOptions().numberingSystem],
  ])('%s: every number in %s digits', (locale, system) => {
    const sentences = arabicSentences(locale);
    expect(sentences.length).toBeGreaterThan(150);
    const withNumbers = sentences.filter((sentence) => digitSystems(outsideIsolates(sentence)).length > 0);
    expect(withNumbers.length).toBeGreaterThan(100);
    for (const sentence of withNumbers) expect(digitSystems(outsideIsolates(sentence)), sentence).toEqual([system]);
  });

  test('Node writes plain "ar" in Latin digits, as Chromium does (digits.browser.test.ts): CLDR 42 and later', () => {
    expect(new Intl.NumberFormat('ar').resolvedOptions().numberingSystem).toBe('latn');
  });

  test('the check sees a hand-built number among Intl ones', () => {
    expect(digitSystems(outsideIsolates('كل يوم عند 09:00 حتى ٠١/١٢/٢٠٢٦'))).toEqual(['latn', 'arab']);
    expect(digitSystems(outsideIsolates('نسخ \u2068id-42\u2069 (٣)'))).toEqual(['arab']);
  });
});
