// The query of one notification activity record: its key and fetcher together, so they never drift.
import { queryOptions } from '@tanstack/react-query';
import type { InboxKitClient } from '../api/client';
import { ApiError, InputError } from '../api/errors';
import { inboxKeys } from './inboxKeys';

export function notificationQueryOptions(client: InboxKitClient, notificationId: string) {
  return queryOptions({
    queryKey: inboxKeys.notification(notificationId),
    queryFn: ({ signal }) => client.getNotification(notificationId, { signal }),
    // The client already retried what is worth retrying (its one retry policy); a missing
    // record and a bad id are never worth asking again.
    retry: false,
  });
}

/**
 * The record does not exist: the service answered 404 (or `{data: null}`, which the client turns
 * into a 404), or the id cannot name a notification at all. Asking again will not change that.
 */
export function isNotificationNotFound(error: unknown): boolean {
  return (
    (error instanceof ApiError && error.status === 404) ||
    (error instanceof InputError && error.field === 'notificationId')
  );
}
