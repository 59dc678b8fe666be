import { describe, expect, it } from 'vitest';
import {
  jobStartsOpen,
  resolveJobExpansion,
} from '../../../src/components/activity/jobs/jobExpansion';

describe('resolveJobExpansion', () => {
  it('opens only what needs attention under auto, whatever the size of the record', () => {
    expect(resolveJobExpansion('auto')).toBe('attention');
  });

  it('keeps an explicit policy', () => {
    expect(resolveJobExpansion('none')).toBe('none');
    expect(resolveJobExpansion('all')).toBe('all');
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
