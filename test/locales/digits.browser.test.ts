// The same digit check in Chromium: its Intl must give Arabic sentences one digit system too, and
// the one Node gives plain "ar" (the Node check runs in test/locales/digits.test.ts).
import { expect, test } from 'vitest';
import { arabicSentences, digitSystems, outsideIsolates } from './arabicSentences';

test.each(['ar', 'ar-EG'])('%s: one digit system across every Arabic sentence in Chromium', (locale) => {
  const systems = new Set(arabicSentences(locale).flatMap((sentence) => digitSystems(outsideIsolates(sentence))));
  expect([...systems]).toEqual([new Intl.NumberFormat(locale).resolvedOptions().numberingSystem]);
});

test('Chromium writes plain "ar" in Latin digits, as Node 20 does (digits.test.ts): CLDR 42 and later', () => {
  expect(new Intl.NumberFormat('ar').resolvedOptions().numberingSystem).toBe('latn');
});
