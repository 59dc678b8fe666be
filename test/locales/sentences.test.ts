// The packs' sentences: whole, in one language, with that language's plurals, lists and units.
import { describe, expect, test } from 'vitest';
import { arFormat, arInbox } from 'inbox-kit/locales/ar';
import { deFormat, deInbox } from 'inbox-kit/locales/de';
import {
  describeCron,
  describeDelay,
  describeDigest,
  describeFilters,
  describeStepMetadata,
  describeTimedSchedule,
  type FieldFilterPart,
  type StepFilter,
} from 'inbox-kit';

const NOW = Date.parse('2026-03-10T12:00:00.000Z');
const de = { phrases: deFormat, timeZone: 'UTC', now: NOW };
const ar = { phrases: arFormat, timeZone: 'UTC', now: NOW };
const events = (n: number) => Array.from({ length: n }, () => ({}));
const part = (operator: string, value: string): FieldFilterPart =>
  ({ field: 'country', on: 'payload', operator, value }) as FieldFilterPart;
const group = (...children: FieldFilterPart[]): StepFilter => ({ value: 'OR', children }) as unknown as StepFilter;

describe('German', () => {
  test('a digest: words, numbers and units all German (the issue\'s "5 Minuten" inside English)', () => {
    expect(
      describeDigest({ type: 'backoff', amount: 5, unit: 'minutes', digestKey: 'postId', backoffAmount: 30, backoffUnit: 'seconds', events: events(1500) }, de),
    ).toEqual([
      'Sammelt 5 Minuten lang Ereignisse, gruppiert nach postId, nur wenn das vorige Ereignis höchstens 30 Sekunden zurückliegt (Backoff)',
      '1.500 Ereignisse gesammelt',
    ]);
    expect(describeDigest({ type: 'regular', events: events(1) }, de)[1]).toBe('1 Ereignis gesammelt');
    expect(describeDigest({ type: 'regular', events: [] }, de)[1]).toBe('Keine Ereignisse gesammelt');
  });

  test('a region of the language keeps its own number format', () => {
    const swiss = new Intl.NumberFormat('de-CH').format(1500);
    expect(swiss).not.toBe('1.500');
    expect(describeDigest({ type: 'regular', events: events(1500) }, { ...de, locale: 'de-CH' })[1]).toBe(
      `${swiss} Ereignisse gesammelt`,
    );
  });

  test('another language asked for never enters a German sentence', () => {
    expect(describeDelay({ type: 'regular', amount: 2, unit: 'hours' }, { ...de, locale: 'en-US' })).toEqual([
      'Wartet 2 Stunden',
    ]);
  });

  test('schedules: weekday names, lists, ordinals and end dates in German', () => {
    expect(describeTimedSchedule({ weekDays: ['monday', 'friday'], atTime: '9:00' }, de)).toBe(
      'jeden Montag und Freitag um 09:00 Uhr',
    );
    expect(describeTimedSchedule({ monthDays: [1, 15] }, de)).toBe('am 1. und 15. jedes Monats');
    expect(describeTimedSchedule({ ordinal: 'last', ordinalValue: 'weekday' }, de)).toBe(
      'am letzten Wochentag (Mo–Fr) jedes Monats',
    );
    expect(describeTimedSchedule({ amount: 15, unit: 'minutes', untilDate: '2026-01-01' }, de)).toBe(
      'alle 15 Minuten bis 01.01.2026 (abgelaufen)',
    );
    expect(describeCron('0 9 * * 1-5', { phrases: deFormat })).toBe('montags bis freitags um 09:00 Uhr');
    expect(describeCron('5 * * * *', { phrases: deFormat })).toBe('stündlich 5 Minuten nach der vollen Stunde');
    expect(describeTimedSchedule({ ordinal: '1', ordinalValue: 'friday' }, de)).toBe('am ersten Freitag jedes Monats');
    expect(describeCron('*/5 * * * *', { phrases: deFormat })).toBe('alle 5 Minuten');
  });

  test('filters: operators, quotes and "or" in German', () => {
    expect(describeFilters([group(part('IN', 'FR,IT'), part('NOT_EQUAL', 'de'))], { phrases: deFormat })).toBe(
      'payload.country ist einer der Werte „FR“ oder „IT“ ODER payload.country ist nicht „de“',
    );
  });

  test('the operators over a list of values say "der Werte", not a copy of "one of"', () => {
    const say = (operator: string) => describeFilters([group(part(operator, 'FR,IT'))], { phrases: deFormat });
    expect(say('IN')).toBe('payload.country ist einer der Werte „FR“ oder „IT“');
    expect(say('NOT_IN')).toBe('payload.country ist keiner der Werte „FR“ oder „IT“');
    expect(say('ALL_IN')).toBe('payload.country enthält jeden der Werte „FR“ und „IT“');
    expect(say('ANY_IN')).toBe('payload.country enthält mindestens einen der Werte „FR“ oder „IT“');
  });


  test('schedule extensions as a sentence of their own', () => {
    expect(describeStepMetadata({ jobType: 'delay', metadata: { type: 'regular', amount: 1, unit: 'days' }, scheduleExtensionsCount: 2 }, de)).toEqual([
      'Wartet 1 Tag',
      'Zweimal verlängert, um in den Zeitplan des Abonnenten zu passen',
    ]);
  });

  test('inbox counts pluralise with German rules', () => {
    const args = (count: number) => ({ count, formatted: String(count), locale: 'de', markAs: 'read' as const });
    expect(deInbox.marked(args(1))).toBe('1 Benachrichtigung als gelesen markiert');
    expect(deInbox.marked(args(3))).toBe('3 Benachrichtigungen als gelesen markiert');
  });
});

describe('Arabic', () => {
  test('Intl.PluralRules("ar") has all six categories, and each picks its own sentence', () => {
    const counts = [0, 1, 2, 3, 11, 100];
    expect(counts.map((n) => new Intl.PluralRules('ar').select(n))).toEqual(['zero', 'one', 'two', 'few', 'many', 'other']);
    const sentences = counts.map((n) => describeDigest({ type: 'regular', events: events(n) }, ar)[1]);
    expect(new Set(sentences).size).toBe(6);
    expect(sentences[0]).toBe('لم يُجمع أي حدث');
    expect(sentences[1]).toBe('جُمع حدث واحد');
    expect(sentences[2]).toBe('جُمع حدثان');
    const three = new Intl.NumberFormat('ar').format(3);
    expect(sentences[3]).toBe(`جُمعت ${three} أحداث`);
  });

  test('units, lists and weekday names come from Intl in Arabic', () => {
    const minutes = new Intl.NumberFormat('ar', { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(5);
    expect(describeDigest({ type: 'regular', amount: 5, unit: 'minutes' }, ar)).toEqual([`يجمع الأحداث لمدة ${minutes}`]);
    const days = new Intl.ListFormat('ar', { type: 'conjunction' }).format(['الاثنين', 'الجمعة']);
    expect(describeTimedSchedule({ weekDays: ['monday', 'friday'] }, ar)).toBe(`أيام ${days}`);
  });

  test('values from the service are isolated inside the sentence when asked', () => {
    const [sentence] = describeDigest({ type: 'regular', digestKey: 'postId' }, { ...ar, isolate: true });
    expect(sentence).toBe('يجمع الأحداث، مجمّعة حسب \u2068postId\u2069');
    const filter = describeFilters([group(part('IN', 'FR,IT'))], { phrases: arFormat, isolate: true });
    expect(filter).toBe('\u2068payload.country\u2069 هو أحد «\u2068FR\u2069» أو «\u2068IT\u2069»');
  });

  test('no English word is left in an Arabic sentence', () => {
    const sentences = [
      ...describeDigest({ type: 'backoff', amount: 2, unit: 'hours', updateMode: true, events: events(4) }, ar),
      ...describeDelay({ type: 'timed', timed: { cronExpression: '0 9 1,15 * *' } }, ar),
      describeTimedSchedule({ ordinal: '2', ordinalValue: 'tuesday', atTime: '18:30' }, ar),
      ...describeStepMetadata({ jobType: 'digest', metadata: { type: 'regular' }, scheduleExtensionsCount: 12 }, ar),
      arInbox.marked({ count: 2, formatted: '2', locale: 'ar', markAs: 'unread' }),
    ];
    for (const sentence of sentences) expect(sentence).not.toMatch(/[A-Za-z]/);
  });
});
