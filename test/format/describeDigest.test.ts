import { describe, expect, test } from 'vitest';
import type { DigestMetadata } from '../../src/api/types';
import { describeDigest } from '../../src/format/describeDigest';

const NOW = Date.parse('2026-03-10T12:00:00.000Z');
const opts = { timeZone: 'UTC', now: NOW };

describe('describeDigest', () => {
  describe('regular', () => {
    test('window and grouping', () => {
      expect(
        describeDigest({ type: 'regular', amount: 5, unit: 'minutes', digestKey: 'postId' }, opts),
      ).toEqual(['Collects events for 5 minutes, grouped by postId']);
    });

    test('no digestKey, no grouping; one unit is singular', () => {
      expect(describeDigest({ type: 'regular', amount: 1, unit: 'hours' }, opts)).toEqual([
        'Collects events for 1 hour',
      ]);
    });

    test('no amount or no unit: no window', () => {
      expect(describeDigest({ type: 'regular', unit: 'minutes', digestKey: 'postId' }, opts)).toEqual([
        'Collects events, grouped by postId',
      ]);
      expect(describeDigest({ type: 'regular', amount: 5 }, opts)).toEqual(['Collects events']);
    });

    test('an unknown unit is shown as sent', () => {
      expect(describeDigest({ type: 'regular', amount: 5, unit: 'fortnights' }, opts)).toEqual([
        'Collects events for 5 fortnights',
      ]);
    });

    test('another language never puts its unit in an English sentence', () => {
      expect(describeDigest({ type: 'regular', amount: 5, unit: 'minutes' }, { locale: 'de' })).toEqual([
        'Collects events for 5 minutes',
      ]);
    });
  });

  describe('backoff', () => {
    const backoff: DigestMetadata = {
      type: 'backoff',
      amount: 5,
      unit: 'minutes',
      digestKey: 'postId',
      backoffAmount: 30,
      backoffUnit: 'seconds',
    };

    test('type backoff adds the condition', () => {
      expect(describeDigest(backoff, opts)).toEqual([
        'Collects events for 5 minutes, grouped by postId, only if another event arrived in the last 30 seconds (backoff)',
      ]);
    });

    test('backoff: true on a regular digest does the same', () => {
      expect(describeDigest({ ...backoff, type: 'regular', backoff: true }, opts)).toEqual(
        describeDigest(backoff, opts),
      );
    });

    test('backoff: false on a regular digest adds nothing', () => {
      expect(describeDigest({ ...backoff, type: 'regular', backoff: false }, opts)).toEqual([
        'Collects events for 5 minutes, grouped by postId',
      ]);
    });

    test('one unit is singular; no backoff window still says backoff', () => {
      expect(
        describeDigest({ type: 'backoff', backoffAmount: 1, backoffUnit: 'minutes' }, opts),
      ).toEqual(['Collects events, only if another event arrived in the last 1 minute (backoff)']);
      expect(describeDigest({ type: 'backoff' }, opts)).toEqual([
        'Collects events, only if another event arrived shortly before (backoff)',
      ]);
    });
  });

  test('updateMode says the sent message is updated in place', () => {
    expect(describeDigest({ type: 'regular', amount: 5, unit: 'minutes', updateMode: true }, opts)).toEqual([
      'Collects events for 5 minutes',
      'Updates what it already sent with each new event instead of sending something new',
    ]);
    expect(describeDigest({ type: 'regular', updateMode: false }, opts)).toEqual(['Collects events']);
  });

  describe('events', () => {
    test.each([
      [[], 'No events digested'],
      [[{ id: 1 }], '1 event digested'],
      [[{}, {}, {}], '3 events digested'],
    ])('%j → %s', (events, expected) => {
      expect(describeDigest({ type: 'regular', events }, opts)).toEqual(['Collects events', expected]);
    });

    test('the count follows an English locale, the English plural stays right', () => {
      const events = Array.from({ length: 1500 }, () => ({}));
      expect(describeDigest({ type: 'regular', events }, { locale: 'en-IN' })[1]).toBe(
        '1,500 events digested',
      );
      expect(describeDigest({ type: 'regular', events }, { locale: 'de' })[1]).toBe(
        '1,500 events digested',
      );
      // French counts 0 and 1 as "one"; the English word must still be plural for 0.
      expect(describeDigest({ type: 'regular', events: [] }, { locale: 'fr' })[1]).toBe(
        'No events digested',
      );
    });
  });

  describe('timed', () => {
    test('collects, then says when the digest is sent', () => {
      expect(
        describeDigest(
          {
            type: 'timed',
            digestKey: 'postId',
            timed: { weekDays: ['monday', 'wednesday', 'friday'], atTime: '09:00' },
          },
          { ...opts, locale: 'en-GB' },
        ),
      ).toEqual([
        'Collects events, grouped by postId',
        'Sends the digest every Monday, Wednesday and Friday at 09:00',
      ]);
    });

    test('with an end date in the time zone', () => {
      expect(
        describeDigest(
          { type: 'timed', timed: { monthDays: [1, 15], atTime: '09:00', untilDate: '2026-12-01T00:00:00Z' } },
          opts,
        ),
      ).toEqual([
        'Collects events',
        'Sends the digest on the 1st and 15th of each month at 09:00 until Dec 1, 2026',
      ]);
    });

    test('an ordinal schedule', () => {
      expect(
        describeDigest(
          { type: 'timed', timed: { monthlyType: 'on', ordinal: 'last', ordinalValue: 'weekday', atTime: '09:00' } },
          opts,
        )[1],
      ).toBe('Sends the digest on the last weekday of each month at 09:00');
    });

    test('a cron expression, described or quoted', () => {
      expect(describeDigest({ type: 'timed', timed: { cronExpression: '*/30 * * * *' } }, opts)[1]).toBe(
        'Sends the digest every 30 minutes',
      );
      expect(describeDigest({ type: 'timed', timed: { cronExpression: '0 9 * 1-6 *' } }, opts)[1]).toBe(
        'Sends the digest on the schedule "0 9 * 1-6 *"',
      );
    });

    test('amount and unit beside the timed config', () => {
      expect(describeDigest({ type: 'timed', amount: 2, unit: 'hours', timed: {} }, opts)[1]).toBe(
        'Sends the digest every 2 hours',
      );
      expect(
        describeDigest({ type: 'timed', amount: 1, unit: 'days', timed: { atTime: '18:00' } }, opts)[1],
      ).toBe('Sends the digest every day at 18:00');
    });

    test('without a config', () => {
      expect(describeDigest({ type: 'timed' }, opts)).toEqual([
        'Collects events',
        'Sends the digest on a schedule',
      ]);
    });

    test('a timed config without type is taken as timed', () => {
      expect(describeDigest({ timed: { atTime: '07:15' } }, opts)[1]).toBe('Sends the digest at 07:15');
    });
  });

  test('an unknown type gives a generic sentence', () => {
    expect(describeDigest({ type: 'sliding', amount: 5, unit: 'minutes' }, opts)).toEqual([
      'Collects events for 5 minutes',
      'Type: sliding',
    ]);
  });

  test('odd input never throws', () => {
    expect(describeDigest(undefined, opts)).toEqual(['Collects events']);
    expect(describeDigest(null, opts)).toEqual(['Collects events']);
    expect(describeDigest('digest', opts)).toEqual(['Collects events']);
    expect(describeDigest([1, 2], opts)).toEqual(['Collects events']);
    expect(
      describeDigest(
        { type: 42, amount: 'lots', unit: {}, digestKey: ['x'], events: 'many', backoff: 'yes', timed: 'daily' },
        opts,
      ),
    ).toEqual(['Collects events']);
  });

  test('a stringly number amount is still read', () => {
    expect(describeDigest({ type: 'regular', amount: '10', unit: 'seconds' }, opts)).toEqual([
      'Collects events for 10 seconds',
    ]);
  });
});
