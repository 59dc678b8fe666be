// Which icon (and colour pair) goes with a status the service sent. Unknown values get `unknown`.
import type { StatusTone } from '../../ui/StatusIcon';
import type { OverallStatus } from './overallStatus';

const JOB_TONES: Record<string, StatusTone> = {
  completed: 'success',
  failed: 'danger',
  pending: 'pending',
  queued: 'pending',
  delayed: 'pending',
  running: 'running',
  canceled: 'neutral',
  merged: 'neutral',
  skipped: 'neutral',
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
  merged: 'neutral',
  canceled: 'neutral',
  skipped: 'neutral',
  unknown: 'unknown',
};

export function jobStatusTone(status: string): StatusTone {
  return Object.hasOwn(JOB_TONES, status) ? (JOB_TONES[status] ?? 'unknown') : 'unknown';
}

export function detailStatusTone(status: string): StatusTone {
  return Object.hasOwn(DETAIL_TONES, status) ? (DETAIL_TONES[status] ?? 'unknown') : 'unknown';
}

export function overallStatusTone(status: OverallStatus): StatusTone {
  return OVERALL_TONES[status];
}
