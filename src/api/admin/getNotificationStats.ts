// The environment's two sums (SERVER-NOTES.md §9) and its notifications per day: functions that
// take the client, like listNotifications.
import type { InboxKitClient, RequestOptions } from '../client';
import { clientSeam } from '../clientSeam';
import { parseNotificationGraph, parseNotificationStats } from '../read';
import type { NotificationGraphDay, NotificationSums } from '../types';
import { checkInteger } from '../validateInput';

/** How many notifications the environment sent in the last 7 days and in the last month, up to now. */
export async function getNotificationStats(client: InboxKitClient, options: RequestOptions = {}): Promise<NotificationSums> {
  const { request } = clientSeam(client);
  return parseNotificationStats(await request({ method: 'GET', path: '/v1/notifications/stats' }, options));
}

export interface GetNotificationGraphInput {
  /** How many days back from now, 1 or more. Default 32, the service's. */
  days?: number;
}

/**
 * The days of the last `days` that had notifications, oldest first (days without any are not
 * there): each with its count (one per notification and channel it listed), workflows and channels.
 */
export async function getNotificationGraph(
  client: InboxKitClient,
  input: GetNotificationGraphInput = {},
  options: RequestOptions = {},
): Promise<NotificationGraphDay[]> {
  const { request, onMalformedItem } = clientSeam(client);
  const days = checkInteger('days', input.days, 1);
  const query = new URLSearchParams(days === undefined ? {} : { days: String(days) });
  return parseNotificationGraph(await request({ method: 'GET', path: '/v1/notifications/graph/stats', query }, options), { onMalformedItem });
}
