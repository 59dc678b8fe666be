import { describe, expect, test } from 'vitest';
import { describeStepMetadata } from '../../src/format/describeStepMetadata';

const opts = { timeZone: 'UTC', now: Date.parse('2026-03-10T12:00:00.000Z') };

describe('describeStepMetadata', () => {
  test('a digest job prefers the runtime digest, which carries the events', () => {
    expect(
      describeStepMetadata(
        {
          jobType: 'digest',
          metadata: { type: 'regular', amount: 10, unit: 'minutes' },
          digest: { type: 'regular', amount: 5, unit: 'minutes', digestKey: 'postId', events: [{}, {}] },
        },
        opts,
      ),
    ).toEqual(['Collects events for 5 minutes, grouped by postId', '2 events digested']);
  });

  test('a digest job without a runtime digest uses the step metadata', () => {
    expect(
      describeStepMetadata({ jobType: 'digest', metadata: { type: 'regular', amount: 10, unit: 'minutes' } }, opts),
    ).toEqual(['Collects events for 10 minutes']);
    expect(describeStepMetadata({ jobType: 'digest' }, opts)).toEqual(['Collects events']);
  });

  test('a delay job', () => {
    expect(
      describeStepMetadata({ jobType: 'delay', metadata: { type: 'regular', amount: 2, unit: 'hours' } }, opts),
    ).toEqual(['Waits 2 hours']);
    expect(
      describeStepMetadata({ jobType: 'delay', metadata: { type: 'scheduled', delayPath: 'payload.sendAt' } }, opts),
    ).toEqual(['Waits until the time in payload.sendAt']);
  });

  test('the job type is read in any case', () => {
    expect(
      describeStepMetadata({ jobType: 'DELAY', metadata: { type: 'regular', amount: 2, unit: 'hours' } }, opts),
    ).toEqual(['Waits 2 hours']);
  });

  describe('without a job type, the shape decides', () => {
    test.each([
      [{ digest: { type: 'regular', amount: 1, unit: 'hours' } }, ['Collects events for 1 hour']],
      [{ metadata: { type: 'scheduled', delayPath: 'payload.at' } }, ['Waits until the time in payload.at']],
      [{ metadata: { type: 'backoff' } }, ['Collects events, only if another event arrived shortly before (backoff)']],
      [{ metadata: { type: 'timed', timed: { atTime: '09:00' } } }, ['Collects events', 'Sends the digest at 09:00']],
      [{ metadata: { type: 'regular', digestKey: 'id' } }, ['Collects events, grouped by id']],
      // Both a regular digest and a regular delay look like this: only the sure facts.
      [{ metadata: { type: 'regular', amount: 5, unit: 'minutes' } }, ['Type: regular', 'Duration: 5 minutes']],
    ])('%j', (input, expected) => {
      expect(describeStepMetadata(input, opts)).toEqual(expected);
    });
  });

  test('another job type gives generic sentences from its metadata', () => {
    expect(
      describeStepMetadata(
        { jobType: 'throttle', metadata: { type: 'fixed', amount: 1, unit: 'hours', threshold: 5 } },
        opts,
      ),
    ).toEqual(['Type: fixed', 'Duration: 1 hour']);
    expect(describeStepMetadata({ jobType: 'brand_new', metadata: { type: 'x' } }, opts)).toEqual(['Type: x']);
  });

  test('a step without metadata has nothing to say', () => {
    expect(describeStepMetadata({ jobType: 'email' }, opts)).toEqual([]);
    expect(describeStepMetadata({ jobType: 'in_app', metadata: {} }, opts)).toEqual([]);
  });

  test('schedule extensions become the last sentence', () => {
    expect(
      describeStepMetadata(
        { jobType: 'delay', metadata: { type: 'regular', amount: 2, unit: 'hours' }, scheduleExtensionsCount: 2 },
        opts,
      ),
    ).toEqual(['Waits 2 hours', "Extended twice to fit the subscriber's schedule"]);
    expect(describeStepMetadata({ jobType: 'digest', scheduleExtensionsCount: 1 }, opts)).toEqual([
      'Collects events',
      "Extended once to fit the subscriber's schedule",
    ]);
    expect(describeStepMetadata({ jobType: 'email', scheduleExtensionsCount: 0 }, opts)).toEqual([]);
  });

  test('odd input never throws', () => {
    expect(describeStepMetadata(undefined as never, opts)).toEqual([]);
    expect(describeStepMetadata({ jobType: 7, metadata: 'x', digest: 3 } as never, opts)).toEqual([]);
    expect(describeStepMetadata({ jobType: 'digest', digest: 'x', metadata: [1] }, opts)).toEqual([
      'Collects events',
    ]);
    expect(describeStepMetadata({ jobType: 'delay', metadata: null }, opts)).toEqual([
      'Waits before continuing',
    ]);
  });
});
