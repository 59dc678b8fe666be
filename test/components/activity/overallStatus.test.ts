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

  it('ignores unknown statuses unless nothing else is known', () => {
    expect(overallStatus(jobs('paused', 'completed'))).toBe('completed');
    expect(overallStatus(jobs('paused'))).toBe('unknown');
  });
});
