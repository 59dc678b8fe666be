// When to fetch a notification activity record again while the service is still working on it:
// about every second while something changes, backing off while nothing does, never forever.
import { classifyJobStatus, jobsOfRecord } from '../../api/jobStatusClass';
import type { ActivityNotification } from '../../api/types';

export const NOTIFICATION_POLLING = {
  /** Delay after a fetch that brought something new. */
  initialDelayMs: 1_000,
  /** Each fetch that brings nothing new multiplies the delay by this… */
  backoffFactor: 1.5,
  /** …up to this. */
  maxDelayMs: 10_000,
  /**
   * A record that is only "maybe running" (no jobs yet, or job statuses this library does not
   * know) is given up on once it has been unchanged this long, so that a status the service adds
   * later cannot make the page poll forever.
   */
  settleAfterMs: 60_000,
} as const;

export type NotificationPollingOptions = typeof NOTIFICATION_POLLING;

/**
 * How alive a record is:
 * - `running`: a job is in a running state (pending, queued, running, delayed);
 * - `maybe-running`: no jobs yet, or a job status that is not known to be terminal;
 * - `done`: every job is in a known terminal state.
 */
export type NotificationLiveness = 'running' | 'maybe-running' | 'done';

export function notificationLiveness(record: ActivityNotification): NotificationLiveness {
  // A job that could not be read is of unknown status, as the view's header says: it may still run.
  const jobs = jobsOfRecord(record);
  if (jobs.length === 0) return 'maybe-running';
  const kinds = jobs.map((job) => classifyJobStatus(job.status));
  if (kinds.includes('running')) return 'running';
  if (kinds.includes('unknown')) return 'maybe-running';
  return 'done';
}

/** A cheap summary that changes whenever the progress of the record does. */
export function notificationFingerprint(record: ActivityNotification): string {
  const jobs = (record.jobs ?? []).map(
    // `executionDetails` is required, but the view copes without it and so must the poller.
    (job) => `${job._id}:${job.status}:${job.executionDetails?.length ?? 0}:${job.updatedAt ?? ''}`,
  );
  return `${record.updatedAt ?? ''}|${jobs.join(',')}`;
}

/** What the poller remembers between two fetches of one record. */
export interface NotificationPollState {
  fingerprint: string;
  /** The delay before the next fetch, or `false` when polling has stopped. */
  delayMs: number | false;
  /** When (ms since epoch) the fingerprint last changed. */
  unchangedSinceMs: number;
}

/**
 * The poll state after a fetch: `record` is what the fetch brought (or the last good record when
 * it failed, with `failed` set), `previous` the state after the fetch before.
 */
export function nextNotificationPoll(
  previous: NotificationPollState | undefined,
  record: ActivityNotification,
  nowMs: number,
  { failed = false, options = NOTIFICATION_POLLING }: { failed?: boolean; options?: NotificationPollingOptions } = {},
): NotificationPollState {
  const fingerprint = notificationFingerprint(record);
  const liveness = notificationLiveness(record);
  if (liveness === 'done') return { fingerprint, delayMs: false, unchangedSinceMs: nowMs };
  // A failed fetch brought nothing new: it backs off like an unchanged answer.
  const changed = previous === undefined || (!failed && previous.fingerprint !== fingerprint);
  if (changed) {
    return { fingerprint, delayMs: options.initialDelayMs, unchangedSinceMs: nowMs };
  }
  const unchangedSinceMs = previous.unchangedSinceMs;
  if (liveness !== 'running' && nowMs - unchangedSinceMs >= options.settleAfterMs) {
    return { fingerprint, delayMs: false, unchangedSinceMs };
  }
  const before = previous.delayMs === false ? options.initialDelayMs : previous.delayMs;
  const delayMs = Math.min(Math.round(before * options.backoffFactor), options.maxDelayMs);
  return { fingerprint, delayMs, unchangedSinceMs };
}
