// The query keys of the admin's activity page, under the library's namespace (`inboxKeys.all`), in a
// factory of their own: an app that shows only the inbox ships none of them. General to specific,
// so `invalidateQueries({ queryKey: notificationActivityKeys.all })` refreshes the whole page.
import type { NotificationListFilters } from '../../api/admin';
import { inboxKeys } from '../inboxKeys';

export const notificationActivityKeys = {
  all: [...inboxKeys.all, 'notification-activity'] as const,
  /** Every loaded list of notifications, whatever their filters. */
  lists: () => [...notificationActivityKeys.all, 'list'] as const,
  /** One list: its filters and its page size. */
  list: (filters: NotificationListFilters, pageSize: number) => [...notificationActivityKeys.lists(), { filters, pageSize }] as const,
  stats: () => [...notificationActivityKeys.all, 'stats'] as const,
  graph: (days: number) => [...notificationActivityKeys.all, 'graph', { days }] as const,
};
