// When to fetch the admin's list again: by the record's own rule (query/activity), the list taken as
// one record made of every listed notification's jobs. So it runs while a listed notification runs,
// may run while one has no jobs yet or a status this library does not know, and is done when all
// are; it backs off while nothing changes and ends as a record's polling ends. The list and the
// record beside it never disagree about "still running".
import type { InfiniteData } from '@tanstack/react-query';
import { jobsOfRecord } from '../../api/jobStatusClass';
import type { ActivityJob, ActivityNotification, NotificationsPage } from '../../api/types';
import { nextNotificationPoll, type NotificationPollState } from '../activity';

/**
 * The listed notifications as one record: all their jobs, each kept apart by its notification's id,
 * and for a notification without any yet, a job of unknown status (no jobs yet: maybe running).
 */
export function listAsRecord(data: InfiniteData<NotificationsPage, unknown>): ActivityNotification {
  const jobs: ActivityJob[] = [];
  for (const page of data.pages) {
    for (const record of page.data) {
      const own = jobsOfRecord(record);
      if (own.length === 0) jobs.push({ _id: `${record._id}/none` });
      for (const [index, job] of own.entries()) {
        const { _id, status, executionDetails, updatedAt } = job as Partial<ActivityJob>;
        jobs.push({ _id: `${record._id}/${_id ?? index}`, status, executionDetails, updatedAt });
      }
    }
  }
  return { jobs };
}

interface PolledList {
  state: {
    data: InfiniteData<NotificationsPage, unknown> | undefined;
    dataUpdatedAt: number;
    errorUpdatedAt: number;
  };
}

interface PollMemo extends NotificationPollState {
  /** Which fetch outcome this state was computed for (React Query asks more than once per fetch). */
  event: string;
}

// Per query, not per component: two views of one list share one schedule.
const pollMemos = new WeakMap<PolledList, PollMemo>();

/** `refetchInterval` of a list: the delay before the next fetch, or false once nothing listed runs (or nothing is listed). */
export function listPollDelay(query: PolledList, now: () => number = Date.now): number | false {
  const { data, dataUpdatedAt, errorUpdatedAt } = query.state;
  if (data === undefined || data.pages.every((page) => page.data.length === 0)) return false;
  const event = `${dataUpdatedAt}:${errorUpdatedAt}`;
  const previous = pollMemos.get(query);
  if (previous?.event === event) return previous.delayMs;
  const next = nextNotificationPoll(previous, listAsRecord(data), now(), { failed: errorUpdatedAt > dataUpdatedAt });
  pollMemos.set(query, { ...next, event });
  return next.delayMs;
}
