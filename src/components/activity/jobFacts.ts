// What a job's log says at a glance: why it failed, and how long it took.
import type { ActivityJob, ExecutionDetail } from '../../api/types';

/** The text of the job's first failed log entry, if it failed with one. */
export function jobFailureReason(job: Pick<ActivityJob, 'executionDetails'>): string | undefined {
  const failed = (job.executionDetails ?? []).find(
    (detail: ExecutionDetail) => detail.status === 'Failed' && typeof detail.detail === 'string' && detail.detail.trim() !== '',
  );
  return failed?.detail;
}

/** Milliseconds from the job's first to its last log entry; undefined without two dated entries. */
export function jobDurationMs(job: Pick<ActivityJob, 'executionDetails'>): number | undefined {
  const times = (job.executionDetails ?? [])
    .map((detail) => (typeof detail.createdAt === 'string' ? Date.parse(detail.createdAt) : Number.NaN))
    .filter((time) => !Number.isNaN(time));
  if (times.length < 2) return undefined;
  return Math.max(...times) - Math.min(...times);
}
