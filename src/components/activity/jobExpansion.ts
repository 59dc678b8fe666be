// Which jobs start open. A short record opens everything (what a reader came to see); a long one
// opens only what needs attention, so that a record of 50 jobs × 40 log entries stays light.
import { RUNNING_JOB_STATUSES, type ActivityJob } from '../../api/types';

/**
 * - `auto` (default): `all` for records of at most {@link AUTO_EXPAND_MAX_JOBS} jobs and
 *   {@link AUTO_EXPAND_MAX_DETAILS} log entries in all, else `attention`;
 * - `all`, `none`;
 * - `attention`: failed and running (pending, queued, running, delayed) jobs.
 */
export type JobExpansion = 'auto' | 'all' | 'none' | 'attention';

export const AUTO_EXPAND_MAX_JOBS = 12;
export const AUTO_EXPAND_MAX_DETAILS = 200;

const ATTENTION = new Set<string>(['failed', ...RUNNING_JOB_STATUSES]);

export function needsAttention(job: Pick<ActivityJob, 'status'>): boolean {
  return ATTENTION.has(job.status);
}

/** The policy `auto` stands for, given the size of the record. */
export function resolveJobExpansion(
  policy: JobExpansion,
  jobs: readonly Pick<ActivityJob, 'executionDetails'>[],
): Exclude<JobExpansion, 'auto'> {
  if (policy !== 'auto') return policy;
  if (jobs.length > AUTO_EXPAND_MAX_JOBS) return 'attention';
  const details = jobs.reduce((sum, job) => sum + (job.executionDetails?.length ?? 0), 0);
  return details > AUTO_EXPAND_MAX_DETAILS ? 'attention' : 'all';
}

/** Whether `job` starts open under a resolved policy. */
export function jobStartsOpen(job: Pick<ActivityJob, 'status'>, policy: Exclude<JobExpansion, 'auto'>): boolean {
  if (policy === 'all') return true;
  if (policy === 'none') return false;
  return needsAttention(job);
}
