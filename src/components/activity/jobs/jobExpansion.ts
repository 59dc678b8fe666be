// Which jobs start open: what needs attention (failed and running jobs), whatever the size of the
// record, so that the view leads with what went wrong and a 3-step record is not a wall of logs.
import { jobNeedsAttention } from '../../../api/jobStatusClass';
import type { ActivityJob } from '../../../api/types';

/**
 * - `auto` (default): `attention`;
 * - `all`, `none`;
 * - `attention`: failed and running (pending, queued, running, delayed) jobs.
 */
export type JobExpansion = 'auto' | 'all' | 'none' | 'attention';

export function needsAttention(job: Pick<ActivityJob, 'status'>): boolean {
  return jobNeedsAttention(job.status);
}

/** The policy `auto` stands for. */
export function resolveJobExpansion(policy: JobExpansion): Exclude<JobExpansion, 'auto'> {
  return policy === 'auto' ? 'attention' : policy;
}

/** Whether `job` starts open under a resolved policy. */
export function jobStartsOpen(job: Pick<ActivityJob, 'status'>, policy: Exclude<JobExpansion, 'auto'>): boolean {
  if (policy === 'all') return true;
  if (policy === 'none') return false;
  return needsAttention(job);
}
