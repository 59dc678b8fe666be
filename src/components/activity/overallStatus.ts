// One status for a whole notification, derived from its jobs, for the header.
import { JOB_STATUSES, RUNNING_JOB_STATUSES, type ActivityJob } from '../../api/types';

/**
 * - `running`: a job is pending, queued, running or delayed, or no job exists yet;
 * - `failed`: some job failed and none succeeded;
 * - `partly-failed`: some jobs failed and others succeeded;
 * - `completed`: nothing failed and everything settled (completed, merged, skipped, canceled);
 * - `unknown`: only job statuses this library does not know.
 */
export type OverallStatus = 'completed' | 'failed' | 'partly-failed' | 'running' | 'unknown';

const RUNNING = new Set<string>(RUNNING_JOB_STATUSES);
const KNOWN = new Set<string>(JOB_STATUSES);

export function overallStatus(jobs: readonly Pick<ActivityJob, 'status'>[] | undefined): OverallStatus {
  if (!jobs || jobs.length === 0) return 'running';
  let failed = 0;
  let settled = 0;
  for (const { status } of jobs) {
    if (RUNNING.has(status)) return 'running';
    if (status === 'failed') failed += 1;
    else if (KNOWN.has(status)) settled += 1;
  }
  if (failed > 0) return settled > 0 ? 'partly-failed' : 'failed';
  return settled > 0 ? 'completed' : 'unknown';
}
