import { describe, expect, it } from 'vitest';
import { overallStatus } from '../../../src/components/activity/overallStatus';

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

  it('ignores unknown statuses unless nothing else is known', () => {
    expect(overallStatus(jobs('paused', 'completed'))).toBe('completed');
    expect(overallStatus(jobs('paused'))).toBe('unknown');
  });
});
