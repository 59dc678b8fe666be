import { describe, expect, it } from 'vitest';
import { JOB_STATUSES, RUNNING_JOB_STATUSES } from '../../src/api/types';
import { classifyJobStatus, jobNeedsAttention, jobsOfRecord, overallStatus } from '../../src/api/jobStatusClass';

const jobs = (...statuses: string[]) => statuses.map((status) => ({ status }));

describe('overallStatus', () => {
  it('is running while a job runs or before any job exists', () => {
    expect(overallStatus(undefined)).toBe('running');
    expect(overallStatus([])).toBe('running');
    expect(overallStatus(jobs('completed', 'delayed'))).toBe('running');
    expect(overallStatus(jobs('failed', 'queued'))).toBe('running');
  });

  it('is completed when everything settled without failure', () => {
    expect(overallStatus(jobs('completed', 'skipped', 'merged', 'canceled'))).toBe('completed');
  });

  it('is failed when jobs failed and none succeeded', () => {
    expect(overallStatus(jobs('failed', 'failed'))).toBe('failed');
  });

  it('is partly failed when some failed and others succeeded', () => {
    expect(overallStatus(jobs('completed', 'failed'))).toBe('partly-failed');
  });

  it('is failed, not partly failed, when nothing else completed', () => {
    expect(overallStatus(jobs('failed', 'skipped'))).toBe('failed');
    expect(overallStatus(jobs('failed', 'canceled', 'merged'))).toBe('failed');
  });

  it('does not call a record completed when no job completed', () => {
    expect(overallStatus(jobs('canceled', 'canceled'))).toBe('canceled');
    expect(overallStatus(jobs('skipped', 'canceled'))).toBe('canceled');
    expect(overallStatus(jobs('skipped'))).toBe('skipped');
    // A digest merged into another notification's digest: its events go out with that one.
    expect(overallStatus(jobs('merged', 'skipped'))).toBe('merged');
    expect(overallStatus(jobs('merged', 'canceled'))).toBe('merged');
  });

  it('is completed when a job completed and the others were skipped', () => {
    expect(overallStatus(jobs('completed', 'skipped'))).toBe('completed');
  });

  it('never calls a record completed while a job is in a status it does not know', () => {
    expect(overallStatus(jobs('paused', 'completed'))).toBe('unknown');
    expect(overallStatus(jobs('paused'))).toBe('unknown');
    expect(overallStatus(jobs('paused', 'skipped', 'merged'))).toBe('unknown');
    // What is known to be wrong or still going says more than an unknown status.
    expect(overallStatus(jobs('paused', 'failed', 'completed'))).toBe('partly-failed');
    expect(overallStatus(jobs('paused', 'queued'))).toBe('running');
  });
});

describe('classifyJobStatus', () => {
  it('puts every running state of the service under running', () => {
    for (const status of RUNNING_JOB_STATUSES) expect(classifyJobStatus(status)).toBe('running');
  });

  it('gives each terminal state a class of its own', () => {
    expect(classifyJobStatus('completed')).toBe('succeeded');
    expect(classifyJobStatus('failed')).toBe('failed');
    expect(classifyJobStatus('skipped')).toBe('skipped');
    expect(classifyJobStatus('canceled')).toBe('canceled');
    expect(classifyJobStatus('merged')).toBe('merged');
  });

  it('knows every status the service sends', () => {
    for (const status of JOB_STATUSES) expect(classifyJobStatus(status)).not.toBe('unknown');
  });

  it('calls values it does not know unknown, never terminal', () => {
    for (const status of ['paused', 'Completed', '', 'toString', '__proto__', 42, null, undefined]) {
      expect(classifyJobStatus(status)).toBe('unknown');
    }
  });

  it('says a job needs attention when it failed or runs', () => {
    expect(jobNeedsAttention('failed')).toBe(true);
    expect(jobNeedsAttention('delayed')).toBe(true);
    expect(jobNeedsAttention('completed')).toBe(false);
    expect(jobNeedsAttention('skipped')).toBe(false);
    expect(jobNeedsAttention('paused')).toBe(false);
  });
});

describe('jobsOfRecord', () => {
  const unreadable = { index: 1, reason: '_id: expected string, got undefined', raw: {} };

  it('counts a job the client could not read as one of unknown status', () => {
    expect(jobsOfRecord({ jobs: jobs('completed'), malformedJobs: [unreadable] })).toEqual([
      { status: 'completed' },
      { status: undefined },
    ]);
    expect(jobsOfRecord({})).toEqual([]);
  });

  it('so that a record with an unreadable job is never completed, and failures and running still lead', () => {
    expect(overallStatus(jobsOfRecord({ jobs: jobs('completed', 'completed'), malformedJobs: [unreadable] }))).toBe('unknown');
    expect(overallStatus(jobsOfRecord({ malformedJobs: [unreadable] }))).toBe('unknown');
    expect(overallStatus(jobsOfRecord({ jobs: jobs('failed', 'completed'), malformedJobs: [unreadable] }))).toBe('partly-failed');
    expect(overallStatus(jobsOfRecord({ jobs: jobs('queued'), malformedJobs: [unreadable] }))).toBe('running');
    expect(overallStatus(jobsOfRecord({ jobs: jobs('completed') }))).toBe('completed');
  });
});
