// A notification record as the service serves it (SERVER-NOTES.md §6), and its overall status for
// a list of notifications.
import { overallStatus, type OverallStatus } from '../api/jobStatusClass';
import type { ActivityNotification, StepType } from '../api/types';
import type { StoredNotification } from './fixtures/MockFixtures';
import { copy } from './storedJson';

/** The record's overall status, by the same rule as the activity view's header. */
export type MockNotificationStatus = OverallStatus;

export interface MockNotificationSummary {
  _id: string;
  workflowName: string;
  createdAt: string;
  status: MockNotificationStatus;
  subscriberId: string;
  transactionId: string;
  channels: StepType[];
}

/** Undated items keep their place relative to each other; dated ones go by date. */
function byCreatedAt<T extends { createdAt?: string }>(items: readonly T[]): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => {
      const ta = a.item.createdAt;
      const tb = b.item.createdAt;
      if (ta !== undefined && tb !== undefined && ta !== tb) return ta.localeCompare(tb);
      return a.index - b.index;
    })
    .map(({ item }) => item);
}

/** SERVER-NOTES.md §6: no trigger job, jobs by creation, each job's logs ascending. */
export function serveNotification(stored: StoredNotification): ActivityNotification {
  const record = copy(stored);
  const jobs = byCreatedAt(record.jobs.filter((job) => job.type !== 'trigger')).map((job) => {
    const { createdAt: _createdAt, ...served } = job;
    // A record put by a test may hold anything here: only a list is sorted.
    return Array.isArray(served.executionDetails) ? { ...served, executionDetails: byCreatedAt(served.executionDetails) } : served;
  });
  return { ...record, jobs };
}

export function summariseStatus(record: ActivityNotification): MockNotificationStatus {
  return overallStatus(record.jobs);
}
