// Which icon (and colour pair) goes with a status the service sent. Unknown values get `unknown`.
import type { StatusTone } from '../../ui/status';
import { classifyJobStatus, type JobStatusClass, type OverallStatus } from '../../api/jobStatusClass';

const JOB_TONES: Record<JobStatusClass, StatusTone> = {
  succeeded: 'success',
  failed: 'danger',
  running: 'running',
  canceled: 'canceled',
  merged: 'merged',
  skipped: 'skipped',
  unknown: 'unknown',
};

const DETAIL_TONES: Record<string, StatusTone> = {
  Success: 'success',
  ReadConfirmation: 'success',
  Warning: 'warning',
  Failed: 'danger',
  Pending: 'pending',
  Queued: 'pending',
};

const OVERALL_TONES: Record<OverallStatus, StatusTone> = {
  completed: 'success',
  failed: 'danger',
  'partly-failed': 'warning',
  running: 'running',
  merged: 'merged',
  canceled: 'canceled',
  skipped: 'skipped',
  unknown: 'unknown',
};

/** `undefined` (a job sent without a status) is unknown. */
export function jobStatusTone(status: string | undefined): StatusTone {
  // Waiting is not working: pending, queued and delayed show the waiting icon, running the spinner.
  if (status !== 'running' && classifyJobStatus(status) === 'running') return 'pending';
  return JOB_TONES[classifyJobStatus(status)];
}

export function detailStatusTone(status: string): StatusTone {
  return Object.hasOwn(DETAIL_TONES, status) ? (DETAIL_TONES[status] ?? 'unknown') : 'unknown';
}

export function overallStatusTone(status: OverallStatus): StatusTone {
  return OVERALL_TONES[status];
}
