import { describe, expect, test } from 'vitest';
import { describeDelay } from '../../src/format/describeDelay';

describe('describeDelay', () => {
  test('regular waits the amount', () => {
    expect(describeDelay({ type: 'regular', amount: 2, unit: 'hours' })).toEqual(['Waits 2 hours']);
    expect(describeDelay({ type: 'regular', amount: 1, unit: 'days' })).toEqual(['Waits 1 day']);
    expect(describeDelay({ amount: 30, unit: 'seconds' })).toEqual(['Waits 30 seconds']);
  });

  test('regular without amount or unit', () => {
    expect(describeDelay({ type: 'regular' })).toEqual(['Waits before continuing']);
    expect(describeDelay({ type: 'regular', amount: 2 })).toEqual(['Waits before continuing']);
  });

  test('another language keeps the English unit; an unknown unit', () => {
    expect(describeDelay({ type: 'regular', amount: 2, unit: 'hours' }, { locale: 'de' })).toEqual([
      'Waits 2 hours',
    ]);
    expect(describeDelay({ type: 'regular', amount: 5, unit: 'fortnights' })).toEqual([
      'Waits 5 fortnights',
    ]);
  });

  test('scheduled waits until the time at the delay path, shown as given', () => {
    expect(describeDelay({ type: 'scheduled', delayPath: 'payload.sendAt' })).toEqual([
      'Waits until the time in payload.sendAt',
    ]);
    expect(describeDelay({ delayPath: 'sendAt' })).toEqual(['Waits until the time in sendAt']);
    expect(describeDelay({ type: 'scheduled' })).toEqual(['Waits until a time given in the payload']);
  });

  test('timed waits for the next scheduled time', () => {
    expect(
      describeDelay({ type: 'timed', timed: { cronExpression: '0 9 * * *' } }, { timeZone: 'UTC' }),
    ).toEqual(['Waits for the next scheduled time (every day at 09:00)']);
  });

  test('an unknown type gives a generic sentence', () => {
    expect(describeDelay({ type: 'random', amount: 3, unit: 'minutes' })).toEqual([
      'Waits 3 minutes',
      'Type: random',
    ]);
  });

  test('odd input never throws', () => {
    expect(describeDelay(undefined)).toEqual(['Waits before continuing']);
    expect(describeDelay('2h')).toEqual(['Waits before continuing']);
    expect(describeDelay({ type: null, delayPath: 5, amount: Number.NaN })).toEqual([
      'Waits before continuing',
    ]);
  });
});
