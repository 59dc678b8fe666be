// The query of one notification activity record: its key and fetcher together, so they never drift.
import type { DataTag, Query, QueryFunction } from '@tanstack/react-query';
import type { ActivityNotification } from '../../api/types';
import type { InboxKitClient } from '../../api/client';
import { ApiError, InputError } from '../../api/errors';
import { noteFetchedHere, refetchOnMountOnceFetchedHere } from './fetchedHere';
import { inboxKeys } from '../inboxKeys';

export interface NotificationQueryInput {
  client: InboxKitClient;
  notificationId: string;
}

/** What `notificationQueryOptions` returns: spread it into `useQuery` or `fetchQuery`. */
export interface NotificationQueryOptions {
  queryKey: DataTag<ReturnType<typeof inboxKeys.notification>, ActivityNotification, Error>;
  queryFn: QueryFunction<ActivityNotification, ReturnType<typeof inboxKeys.notification>>;
  retry: false;
  /** A record that came with the page (prefetched on the server) is not fetched again on mount. */
  refetchOnMount: (query: Query<ActivityNotification, Error, ActivityNotification, ReturnType<typeof inboxKeys.notification>>) => boolean;
}

export function notificationQueryOptions(input: NotificationQueryInput): NotificationQueryOptions;
/** @deprecated Pass one options object: `notificationQueryOptions({ client, notificationId })`. Removed in 1.0. */
export function notificationQueryOptions(client: InboxKitClient, notificationId: string): NotificationQueryOptions;
export function notificationQueryOptions(
  input: NotificationQueryInput | InboxKitClient,
  positionalId?: string,
): NotificationQueryOptions {
  const { client, notificationId } =
    positionalId === undefined ? (input as NotificationQueryInput) : { client: input as InboxKitClient, notificationId: positionalId };
  return {
    // Tagged with the data type, as React Query's `queryOptions` does, so `getQueryData` is typed.
    queryKey: inboxKeys.notification(notificationId) as NotificationQueryOptions['queryKey'],
    queryFn: (context) => {
      noteFetchedHere(context);
      return client.getNotification(notificationId, { signal: context.signal });
    },
    // The client already retried what is worth retrying (its one retry policy); a missing
    // record and a bad id are never worth asking again.
    retry: false,
    refetchOnMount: refetchOnMountOnceFetchedHere,
  };
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
