// The environment's notifications, newest first, one page at a time (SERVER-NOTES.md §9): what an
// admin's activity page lists and filters. A function that takes the client, so that an app
// without such a page pays nothing for it (its client included).
import type { InboxKitClient, RequestOptions } from '../client';
import { clientSeam } from '../clientSeam';
import { parseNotificationsPage } from '../read';
import type { NotificationsPage } from '../types';
import { checkInteger } from '../validateInput';
import { asActivityRangeError } from './ActivityRangeError';
import { checkNotificationFilters, notificationListQuery, type NotificationListFilters } from './notificationFilters';

/** The service's largest page of the list. */
export const MAX_NOTIFICATIONS_PAGE_SIZE = 50;

export interface ListNotificationsInput extends NotificationListFilters {
  /** From 0. Default 0. */
  page?: number;
  /** 1 to 50. Default 10, the service's. */
  limit?: number;
}

/**
 * One page of the environment's notifications, each the record `getNotification` returns (with
 * its jobs), newest first. Rejects with InputError before sending for a bad filter or page, with
 * ActivityRangeError when the service refuses the time range (402: older than the plan keeps), and
 * as the client's own calls do otherwise. A notification the client cannot read is left out and
 * reported (`onMalformedItem`, operation `listNotifications`).
 */
export async function listNotifications(
  client: InboxKitClient,
  input: ListNotificationsInput = {},
  options: RequestOptions = {},
): Promise<NotificationsPage> {
  const { request, onMalformedItem } = clientSeam(client);
  const page = checkInteger('page', input.page, 0);
  const limit = checkInteger('limit', input.limit, 1, MAX_NOTIFICATIONS_PAGE_SIZE);
  const query = notificationListQuery(checkNotificationFilters(input), { page, limit });
  const body = await request({ method: 'GET', path: '/v1/notifications', query }, options).catch((error: unknown) => {
    throw asActivityRangeError(error);
  });
  return parseNotificationsPage(body, { page, limit, onMalformedItem });
}
