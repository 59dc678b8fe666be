// What the admin's calls read (SERVER-NOTES.md §9): a page of notifications (each the shape of the
// retrieved record, SPEC.md §2.6), the two sums and the per-day graph. As the client reads them
// (API.md §1, tolerant reader): a listed notification is sure to have its `_id` (a list selects it
// and keys it by it), a graph day its `_id` (the day) and `count`; nothing else is sure.
import type { ActivityNotification } from './activity';
import type { ChannelType } from './enums';

/** A notification as the list carries it: the record, with the `_id` a list needs. */
export type ListedNotification = ActivityNotification & { _id: string };

/**
 * One page of the environment's notifications, newest first. `hasMore` is the service's "the page
 * is full" (a full last page says true, the next one is empty); a missing one is derived the same way.
 */
export interface NotificationsPage {
  /** The notifications the client could read; one it could not is left out and reported (`onMalformedItem`). */
  data: ListedNotification[];
  page: number;
  pageSize: number;
  hasMore: boolean;
}

/** The environment's notifications of the last 7 and the last 30 days (a month) up to now. */
export interface NotificationSums {
  /** Absent when the service sent no count for it. */
  weeklySent?: number;
  monthlySent?: number;
}

/**
 * One day of the service's graph: a day that had notifications (days without any are not sent).
 * `count` counts each notification once per channel it lists (the service unwinds `channels`
 * before it counts), so a notification sent by email and in-app counts 2.
 */
export interface NotificationGraphDay {
  /** The day, `YYYY-MM-DD` (UTC). */
  _id: string;
  count: number;
  /** The workflow ids of that day's notifications. */
  templates?: string[];
  /** The channels (step types) those notifications listed. */
  channels?: ChannelType[];
}
