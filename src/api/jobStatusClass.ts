// The one rule that sorts the service's job statuses (SERVER-NOTES §6) into what they mean for a
// reader and for a poller. The header, the jobs, the polling and the admin list all ask here, so
// they can never disagree. Not imported by the client: it stays out of `createClient`'s bundle.
import { JOB_STATUSES, RUNNING_JOB_STATUSES } from './types';

/**
 * - `running`: the service is still working on the job (pending, queued, running, delayed);
 * - `succeeded`: completed;
 * - `failed`, `skipped`, `canceled`, `merged`: terminal, each with a meaning of its own;
 * - `unknown`: a value this library does not know (not assumed terminal).
 */
export type JobStatusClass = 'running' | 'succeeded' | 'failed' | 'skipped' | 'canceled' | 'merged' | 'unknown';

const RUNNING = new Set<string>(RUNNING_JOB_STATUSES);
const KNOWN = new Set<string>(JOB_STATUSES);
const TERMINAL: Record<string, JobStatusClass> = {
  completed: 'succeeded',
  failed: 'failed',
  skipped: 'skipped',
  canceled: 'canceled',
  merged: 'merged',
};

export function classifyJobStatus(status: unknown): JobStatusClass {
  if (typeof status !== 'string') return 'unknown';
  if (RUNNING.has(status)) return 'running';
  if (KNOWN.has(status) && Object.hasOwn(TERMINAL, status)) return TERMINAL[status] ?? 'unknown';
  return 'unknown';
}

/** Whether the job still needs a reader's eye: it failed, or the service is still at it. */
export function jobNeedsAttention(status: unknown): boolean {
  const kind = classifyJobStatus(status);
  return kind === 'failed' || kind === 'running';
}

/**
 * One status for a whole notification, derived from its jobs:
 * - `running`: a job is still running, or no job exists yet;
 * - `failed`: some job failed and none succeeded; `partly-failed`: some failed, others succeeded;
 * - `completed`: nothing failed or runs, at least one job succeeded;
 * - `merged`, `canceled`, `skipped`: nothing failed or succeeded; a job was merged into another
 *   notification's digest, else one was canceled, else every job was skipped ("Completed" there
 *   would tell a reader that something was sent when nothing was);
 * - `unknown`: a job status this library does not know, and nothing failed or runs: a newer
 *   service's "paused" may still send, so the record is not called completed (the poller, which
 *   asks the same classifier, keeps looking for a while, see notificationPolling.ts).
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

export function overallStatus(jobs: readonly { status?: unknown }[] | undefined): OverallStatus {
  if (!jobs || jobs.length === 0) return 'running';
  const seen = new Set<JobStatusClass>();
  for (const { status } of jobs) seen.add(classifyJobStatus(status));
  if (seen.has('running')) return 'running';
  if (seen.has('failed')) return seen.has('succeeded') ? 'partly-failed' : 'failed';
  if (seen.has('unknown')) return 'unknown';
  if (seen.has('succeeded')) return 'completed';
  if (seen.has('merged')) return 'merged';
  if (seen.has('canceled')) return 'canceled';
  if (seen.has('skipped')) return 'skipped';
  return 'unknown';
}

/**
 * The jobs a record's status is made of: the readable ones, and one of unknown status for each
 * job the client could not read (`malformedJobs`). An unreadable job may be running, failed or
 * done; nobody can tell, so a record holding one is never called completed: with nothing failed
 * or running it is `unknown`, as for a status this library does not know.
 */
export function jobsOfRecord(record: {
  jobs?: readonly { status?: unknown }[];
  malformedJobs?: readonly unknown[];
}): { status?: unknown }[] {
  return [...(record.jobs ?? []), ...(record.malformedJobs ?? []).map(() => ({ status: undefined }))];
}
