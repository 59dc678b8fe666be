// Every German string that takes a count, for one and for other, against the text a native writer
// expects: the noun and the verb agree with the number ("1 Benachrichtigung konnte", "3 Benachrichtigungen
// konnten"), and the words are the ones German developers use (Digest, nicht gesehen).
import { describe, expect, test } from 'vitest';
import { deActivity, deFormat, deInbox } from 'inbox-kit/locales/de';
import { describeDelay, describeDigest, describeStepMetadata, describeTimedSchedule, describeCron } from 'inbox-kit';

const count = (n: number) => ({ count: n, formatted: String(n), locale: 'de' });
const opts = { phrases: deFormat, timeZone: 'UTC' };
const ONE_AND_OTHER = [1, 3] as const;

test('1 and 3 fall in one and other', () => {
  expect(ONE_AND_OTHER.map((n) => new Intl.PluralRules('de').select(n))).toEqual(['one', 'other']);
});

const both = (render: (n: number) => string) => ONE_AND_OTHER.map(render);

describe('inbox', () => {
  test('marked, and "nicht gesehen" (German does not say "ungesehen")', () => {
    expect(both((n) => deInbox.marked({ ...count(n), markAs: 'read' }))).toEqual([
      '1 Benachrichtigung als gelesen markiert',
      '3 Benachrichtigungen als gelesen markiert',
    ]);
    expect(deInbox.marked({ ...count(3), markAs: 'unseen' })).toBe('3 Benachrichtigungen als nicht gesehen markiert');
  });

  test('markFailed: the verb agrees with the count', () => {
    expect(both((n) => deInbox.markFailed({ ...count(n), markAs: 'unread', reason: 'Netzwerkfehler' }))).toEqual([
      '1 Benachrichtigung konnte nicht als ungelesen markiert werden: Netzwerkfehler',
      '3 Benachrichtigungen konnten nicht als ungelesen markiert werden: Netzwerkfehler',
    ]);
  });

  test('undone and undoFailed', () => {
    expect(both((n) => deInbox.undone(count(n)))).toEqual([
      'Rückgängig gemacht: 1 Benachrichtigung wiederhergestellt',
      'Rückgängig gemacht: 3 Benachrichtigungen wiederhergestellt',
    ]);
    expect(both((n) => deInbox.undoFailed({ ...count(n), reason: 'x' }))).toEqual([
      'Die Änderung an 1 Benachrichtigung konnte nicht rückgängig gemacht werden: x',
      'Die Änderung an 3 Benachrichtigungen konnte nicht rückgängig gemacht werden: x',
    ]);
  });

  test('newMessages and arrived', () => {
    expect(both((n) => deInbox.newMessages(count(n)))).toEqual(['1 neue Benachrichtigung', '3 neue Benachrichtigungen']);
    expect(both((n) => deInbox.arrived(count(n)))).toEqual([
      '1 neue Benachrichtigung ist eingetroffen',
      '3 neue Benachrichtigungen sind eingetroffen',
    ]);
  });

  test('selectedLoadedOnly: no "Die 1 geladene Benachrichtigung"', () => {
    expect(both((n) => deInbox.selectedLoadedOnly(count(n)))).toEqual([
      'Die geladene Benachrichtigung ist ausgewählt; ältere Benachrichtigungen sind noch nicht geladen und deshalb nicht ausgewählt.',
      'Alle 3 geladenen Benachrichtigungen sind ausgewählt; ältere Benachrichtigungen sind noch nicht geladen und deshalb nicht ausgewählt.',
    ]);
  });

  test('bellCounts: unseen alone or both, a count of 0 left out', () => {
    const bell = (n: number, capped = false) => ({ ...count(n), capped });
    expect(deInbox.bellCounts({ unseen: bell(2) })).toBe('Benachrichtigungen, 2 nicht gesehen');
    expect(deInbox.bellCounts({ unseen: bell(0) })).toBe('Benachrichtigungen');
    expect(deInbox.bellCounts({ unread: bell(5), unseen: bell(2) })).toBe('Benachrichtigungen, 5 ungelesen, 2 nicht gesehen');
    expect(deInbox.bellCounts({ unread: bell(0), unseen: bell(99, true) })).toBe('Benachrichtigungen, 99+ nicht gesehen');
  });

  test('bell, markedAll and the failure of a mark all', () => {
    expect(both((n) => deInbox.bell({ ...count(n), capped: false }))).toEqual([
      'Benachrichtigungen, 1 ungelesen',
      'Benachrichtigungen, 3 ungelesen',
    ]);
    expect(deInbox.markedAll({ ...count(3), markAs: 'seen' })).toBe('Alle Benachrichtigungen als gesehen markiert (3 geändert)');
    expect(deInbox.markAllFailed({ markAs: 'read', reason: 'x' })).toBe(
      'Das Markieren aller Benachrichtigungen als gelesen ist fehlgeschlagen: x',
    );
  });

  test('a reason that is a whole sentence starts with a capital after the colon; one that is not, not', () => {
    expect(deInbox.markFailed({ ...count(3), markAs: 'read', reason: deInbox.errorTimeout })).toBe(
      '3 Benachrichtigungen konnten nicht als gelesen markiert werden: Der Dienst hat nicht rechtzeitig geantwortet',
    );
    expect(deInbox.markAllFailed({ markAs: 'read', reason: deInbox.errorUnknown })).toBe(
      'Das Markieren aller Benachrichtigungen als gelesen ist fehlgeschlagen: Etwas ist schiefgelaufen',
    );
    expect(deInbox.undoFailed({ ...count(1), reason: deInbox.errorRateLimited({ seconds: undefined }) })).toBe(
      'Die Änderung an 1 Benachrichtigung konnte nicht rückgängig gemacht werden: zu viele Anfragen, bitte gleich noch einmal versuchen',
    );
  });

  test('errorRateLimited: seconds spelled out, in the singular for one', () => {
    expect(both((n) => deInbox.errorRateLimited({ seconds: n, formatted: String(n) }))).toEqual([
      'zu viele Anfragen, bitte in 1 Sekunde noch einmal versuchen',
      'zu viele Anfragen, bitte in 3 Sekunden noch einmal versuchen',
    ]);
    expect(deInbox.errorRateLimited({ seconds: 1200 })).toBe('zu viele Anfragen, bitte in 1.200 Sekunden noch einmal versuchen');
  });
});

describe('activity', () => {
  test('failedSteps, unreadableSteps, showAll and showingLast', () => {
    expect(both((n) => deActivity.failedSteps(count(n)))).toEqual([
      '1 Schritt ist fehlgeschlagen',
      '3 Schritte sind fehlgeschlagen',
    ]);
    expect(both((n) => deActivity.unreadableSteps(count(n)))).toEqual([
      '1 Schritt konnte nicht gelesen werden',
      '3 Schritte konnten nicht gelesen werden',
    ]);
    expect(deActivity.showAll(count(40))).toBe('Alle 40 anzeigen');
    expect(
      both((n) => deActivity.showingLast({ shown: n, total: 40, formattedShown: String(n), formattedTotal: '40' })),
    ).toEqual(['Der letzte von 40 Einträgen wird angezeigt.', 'Die letzten 3 von 40 Einträgen werden angezeigt.']);
  });

  test('merged is "zusammengeführt", a digest a "Digest"', () => {
    expect(deActivity.overallStatuses.merged).toBe('In einen anderen Digest zusammengeführt');
    expect(deActivity.jobStatuses.merged).toBe('Zusammengeführt');
    expect(deActivity.mergedInto).toBe('Zusammengeführt in Benachrichtigung');
    expect(deActivity.stepTypes.digest).toBe('Digest');
  });
});

describe('step sentences', () => {
  test('digestEvents and scheduleExtended', () => {
    const events = (n: number) => Array.from({ length: n }, () => ({}));
    expect(both((n) => describeDigest({ type: 'regular', events: events(n) }, opts)[1] ?? '')).toEqual([
      '1 Ereignis gesammelt',
      '3 Ereignisse gesammelt',
    ]);
    expect(both((n) => describeStepMetadata({ jobType: 'email', scheduleExtensionsCount: n }, opts)[0] ?? '')).toEqual([
      'Einmal verlängert, um in den Zeitplan des Abonnenten zu passen',
      '3-mal verlängert, um in den Zeitplan des Abonnenten zu passen',
    ]);
  });

  test('durations: one and other, and no "in den letzten 1 Sekunde"', () => {
    expect(both((n) => describeDelay({ type: 'regular', amount: n, unit: 'hours' }, opts)[0] ?? '')).toEqual([
      'Wartet 1 Stunde',
      'Wartet 3 Stunden',
    ]);
    expect(
      both(
        (n) =>
          describeDigest({ type: 'backoff', amount: n, unit: 'minutes', backoffAmount: n, backoffUnit: 'seconds' }, opts)[0] ??
          '',
      ),
    ).toEqual([
      'Sammelt 1 Minute lang Ereignisse, nur wenn das vorige Ereignis höchstens 1 Sekunde zurückliegt (Backoff)',
      'Sammelt 3 Minuten lang Ereignisse, nur wenn das vorige Ereignis höchstens 3 Sekunden zurückliegt (Backoff)',
    ]);
    expect(describeDigest({ type: 'timed', timed: { weekDays: ['monday'], atTime: '9:00' } }, opts)[1]).toBe(
      'Sendet den Digest jeden Montag um 09:00 Uhr',
    );
  });

  test('schedules: minutes past the hour in words, the period first, weekday as Monday to Friday', () => {
    expect(describeCron('0 * * * *', opts)).toBe('stündlich zur vollen Stunde');
    expect(describeCron('5 * * * *', opts)).toBe('stündlich 5 Minuten nach der vollen Stunde');
    expect(describeCron('1 * * * *', opts)).toBe('stündlich 1 Minute nach der vollen Stunde');
    expect(describeCron('0 */2 * * *', opts)).toBe('alle 2 Stunden zur vollen Stunde');
    expect(describeCron('30 */3 * * *', opts)).toBe('alle 3 Stunden 30 Minuten nach der vollen Stunde');
    expect(describeTimedSchedule({ amount: 2, unit: 'months', monthDays: [1] }, opts)).toBe('alle 2 Monate am 1.');
    expect(describeTimedSchedule({ ordinal: 'last', ordinalValue: 'weekday' }, opts)).toBe(
      'am letzten Wochentag (Mo–Fr) jedes Monats',
    );
  });

  test('a time of day is "um … Uhr", with one "Uhr" after several times', () => {
    expect(describeCron('0 9 * * 1-5', opts)).toBe('montags bis freitags um 09:00 Uhr');
    expect(describeCron('0 9,17 * * *', opts)).toBe('täglich um 09:00 und 17:00 Uhr');
    expect(describeTimedSchedule({ monthDays: [1], atTime: '18:30' }, opts)).toBe('am 1. jedes Monats um 18:30 Uhr');
  });

  test('the weekday of a month is counted in words, "am ersten Freitag", never "am 1. Freitag"', () => {
    const nth = (ordinal: string, ordinalValue: string) => describeTimedSchedule({ ordinal, ordinalValue }, opts);
    expect(['1', '2', '3', '4', '5'].map((n) => nth(n, 'friday'))).toEqual([
      'am ersten Freitag jedes Monats',
      'am zweiten Freitag jedes Monats',
      'am dritten Freitag jedes Monats',
      'am vierten Freitag jedes Monats',
      'am fünften Freitag jedes Monats',
    ]);
    expect(nth('1', 'day')).toBe('am ersten Tag jedes Monats');
    expect(nth('last', 'friday')).toBe('am letzten Freitag jedes Monats');
    expect(describeTimedSchedule({ ordinal: '2', ordinalValue: 'weekend', amount: 3, unit: 'months' }, opts)).toBe(
      'alle 3 Monate am zweiten Wochenendtag',
    );
    // Beyond the words, the number as German writes an ordinal.
    expect(nth('12', 'day')).toBe('am 12. Tag jedes Monats');
  });

  test('a schedule and its end written in one clock, 24 hours', () => {
    expect(describeTimedSchedule({ weekDays: ['monday'], atTime: '9:00', untilDate: '2026-12-01T21:30:00Z' }, opts)).toBe(
      'jeden Montag um 09:00 Uhr bis 01.12.2026, 21:30',
    );
  });
});
