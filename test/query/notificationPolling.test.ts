import { describe, expect, it } from 'vitest';
import type { ActivityJob, ActivityNotification } from '../../src/api/types';
import {
  nextNotificationPoll,
  notificationFingerprint,
  notificationLiveness,
  NOTIFICATION_POLLING,
  type NotificationPollState,
} from '../../src/query/activity/notificationPolling';

function job(status: string, details = 1, id = `job-${status}`): ActivityJob {
  return {
    _id: id,
    type: 'in_app',
    status,
    providerId: 'novu',
    step: { _id: 'step', active: true, filters: [], _templateId: 'tpl' },
    executionDetails: Array.from({ length: details }, (_, i) => ({
      _id: `${id}-d${i}`,
      status: 'Success',
      detail: 'Step queued',
      isRetry: false,
      isTest: false,
      source: 'Internal',
    })),
  };
}

function record(jobs: ActivityJob[] | undefined, updatedAt = '2026-01-01T00:00:00.000Z'): ActivityNotification {
  return {
    _environmentId: 'env',
    _organizationId: 'org',
    _subscriberId: 'sub',
    transactionId: 'tx',
    updatedAt,
    ...(jobs && { jobs }),
  };
}

describe('notificationLiveness', () => {
  it('is running while any job is pending, queued, running or delayed', () => {
    for (const status of ['pending', 'queued', 'running', 'delayed']) {
      expect(notificationLiveness(record([job('completed'), job(status)]))).toBe('running');
    }
  });

  it('is done when every job is in a known terminal state', () => {
    const statuses = ['completed', 'failed', 'canceled', 'merged', 'skipped'];
    expect(notificationLiveness(record(statuses.map((s) => job(s))))).toBe('done');
  });

  it('is maybe-running with no jobs yet or with a status it does not know', () => {
    expect(notificationLiveness(record(undefined))).toBe('maybe-running');
    expect(notificationLiveness(record([]))).toBe('maybe-running');
    expect(notificationLiveness(record([job('completed'), job('teleporting')]))).toBe('maybe-running');
  });

  it('is maybe-running while a job could not be read, as the header calls the record unknown', () => {
    const unreadable = { index: 1, reason: '_id: expected string, got undefined', raw: { status: 'completed' } };
    const done = record([job('completed')]);
    expect(notificationLiveness(done)).toBe('done');
    expect(notificationLiveness({ ...done, malformedJobs: [unreadable] })).toBe('maybe-running');
    expect(notificationLiveness({ ...record([job('queued')]), malformedJobs: [unreadable] })).toBe('running');
  });

  it('lets a running job win over an unknown one', () => {
    expect(notificationLiveness(record([job('teleporting'), job('queued')]))).toBe('running');
  });
});

describe('notificationFingerprint', () => {
  it('changes with a job status, a new execution detail, a new job or updatedAt', () => {
    const base = notificationFingerprint(record([job('running', 2)]));
    expect(notificationFingerprint(record([job('running', 2)]))).toBe(base);
    expect(notificationFingerprint(record([job('completed', 2, 'job-running')]))).not.toBe(base);
    expect(notificationFingerprint(record([job('running', 3)]))).not.toBe(base);
    expect(notificationFingerprint(record([job('running', 2), job('pending')]))).not.toBe(base);
    expect(notificationFingerprint(record([job('running', 2)], '2026-01-02T00:00:00.000Z'))).not.toBe(base);
  });
});

describe('notificationFingerprint of a job without executionDetails', () => {
  it('does not throw (the view renders such a job with an empty log)', () => {
    const bare = { ...job('queued'), executionDetails: undefined } as unknown as ActivityJob;
    expect(() => notificationFingerprint(record([bare]))).not.toThrow();
    expect(nextNotificationPoll(undefined, record([bare]), 0).delayMs).toBe(NOTIFICATION_POLLING.initialDelayMs);
  });
});

describe('nextNotificationPoll', () => {
  const running = record([job('running')]);

  it('asks again after a second when something is running', () => {
    expect(nextNotificationPoll(undefined, running, 0).delayMs).toBe(1_000);
  });

  it('stops once every job is terminal', () => {
    const first = nextNotificationPoll(undefined, running, 0);
    expect(nextNotificationPoll(first, record([job('completed', 1, 'job-running')]), 1_000).delayMs).toBe(false);
    expect(nextNotificationPoll(undefined, record([job('failed')]), 0).delayMs).toBe(false);
  });

  it('backs off by 1.5 while nothing changes, up to 10 s, and resets on a change', () => {
    let state: NotificationPollState = nextNotificationPoll(undefined, running, 0);
    const delays: Array<number | false> = [state.delayMs];
    for (let i = 1; i <= 8; i += 1) {
      state = nextNotificationPoll(state, running, i * 1_000);
      delays.push(state.delayMs);
    }
    expect(delays).toEqual([1_000, 1_500, 2_250, 3_375, 5_063, 7_595, 10_000, 10_000, 10_000]);
    const changed = nextNotificationPoll(state, record([job('running', 2)]), 9_000);
    expect(changed.delayMs).toBe(NOTIFICATION_POLLING.initialDelayMs);
  });

  it('keeps polling a running record however long it stays unchanged', () => {
    let state = nextNotificationPoll(undefined, running, 0);
    state = nextNotificationPoll(state, running, 10 * 60_000);
    expect(state.delayMs).toBe(1_500);
  });

  it('gives up on an unknown status once it has been unchanged for the settle time', () => {
    const unknown = record([job('teleporting')]);
    let state = nextNotificationPoll(undefined, unknown, 0);
    state = nextNotificationPoll(state, unknown, NOTIFICATION_POLLING.settleAfterMs - 1);
    expect(state.delayMs).not.toBe(false);
    state = nextNotificationPoll(state, unknown, NOTIFICATION_POLLING.settleAfterMs);
    expect(state.delayMs).toBe(false);
  });

  it('gives up on a record without jobs the same way', () => {
    const empty = record([]);
    let state = nextNotificationPoll(undefined, empty, 0);
    expect(state.delayMs).toBe(1_000);
    state = nextNotificationPoll(state, empty, NOTIFICATION_POLLING.settleAfterMs);
    expect(state.delayMs).toBe(false);
  });

  it('backs off after a failed fetch even if the kept record looks new', () => {
    const first = nextNotificationPoll(undefined, running, 0);
    const afterFailure = nextNotificationPoll(first, record([job('running', 5)]), 1_000, { failed: true });
    expect(afterFailure.delayMs).toBe(1_500);
  });
});
