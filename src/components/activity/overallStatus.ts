// One status for a whole notification, derived from its jobs, for the header.
import { JOB_STATUSES, RUNNING_JOB_STATUSES, type ActivityJob } from '../../api/types';

/**
 * - `running`: a job is pending, queued, running or delayed, or no job exists yet;
 * - `failed`: some job failed and none completed;
 * - `partly-failed`: some jobs failed and others completed;
 * - `completed`: nothing failed, everything settled, and at least one job completed (the others
 *   merged, skipped or canceled);
 * - `merged`, `canceled`, `skipped`: nothing failed or completed; a job was merged into another
 *   notification's digest, else one was canceled, else every job was skipped. "Completed" there
 *   would tell a reader that something was sent when nothing was;
 * - `unknown`: only job statuses this library does not know.
 */
export type OverallStatus =
  | 'completed'
  | 'failed'
  | 'partly-failed'
  | 'running'
  | 'merged'
  | 'canceled'
  | 'skipped'
  | 'unknown';

const RUNNING = new Set<string>(RUNNING_JOB_STATUSES);
const KNOWN = new Set<string>(JOB_STATUSES);

export function overallStatus(jobs: readonly Pick<ActivityJob, 'status'>[] | undefined): OverallStatus {
  if (!jobs || jobs.length === 0) return 'running';
  const seen = new Set<string>();
  for (const { status } of jobs) {
    if (RUNNING.has(status)) return 'running';
    if (KNOWN.has(status)) seen.add(status);
  }
  if (seen.has('failed')) return seen.has('completed') ? 'partly-failed' : 'failed';
  if (seen.has('completed')) return 'completed';
  if (seen.has('merged')) return 'merged';
  if (seen.has('canceled')) return 'canceled';
  if (seen.has('skipped')) return 'skipped';
  return 'unknown';
}
