import { describe, expect, it } from 'vitest';
import {
  AUTO_EXPAND_MAX_DETAILS,
  AUTO_EXPAND_MAX_JOBS,
  jobStartsOpen,
  resolveJobExpansion,
} from '../../../src/components/activity/jobExpansion';

const jobs = (count: number, detailsEach = 3) =>
  Array.from({ length: count }, () => ({ executionDetails: new Array(detailsEach).fill(null) }));

describe('resolveJobExpansion', () => {
  it('opens everything of a short record under auto', () => {
    expect(resolveJobExpansion('auto', jobs(AUTO_EXPAND_MAX_JOBS))).toBe('all');
  });

  it('opens what needs attention in a record with many jobs or many log entries', () => {
    expect(resolveJobExpansion('auto', jobs(AUTO_EXPAND_MAX_JOBS + 1))).toBe('attention');
    expect(resolveJobExpansion('auto', jobs(2, AUTO_EXPAND_MAX_DETAILS))).toBe('attention');
  });

  it('keeps an explicit policy whatever the size', () => {
    expect(resolveJobExpansion('none', jobs(1))).toBe('none');
    expect(resolveJobExpansion('all', jobs(500))).toBe('all');
  });
});

describe('jobStartsOpen', () => {
  it('under attention, opens failed and running jobs only', () => {
    expect(jobStartsOpen({ status: 'completed' }, 'attention')).toBe(false);
    expect(jobStartsOpen({ status: 'skipped' }, 'attention')).toBe(false);
    for (const status of ['failed', 'pending', 'queued', 'running', 'delayed']) {
      expect(jobStartsOpen({ status }, 'attention')).toBe(true);
    }
  });

  it('follows all and none', () => {
    expect(jobStartsOpen({ status: 'failed' }, 'none')).toBe(false);
    expect(jobStartsOpen({ status: 'completed' }, 'all')).toBe(true);
  });
});
