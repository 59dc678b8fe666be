// One notification's record, fetched on the server into the request's QueryClient, for
// `dehydrate` and `<HydrationBoundary>`: `<NotificationActivity>` then renders it in the server's
// HTML and does not ask again on mount. Through the component's own option factory (query/activity).
import type { QueryClient } from '@tanstack/react-query';
import type { InboxKitClient } from '../../api/client';
import { notificationQueryOptions } from '../activity';
import { prefetchAll, type PrefetchResult } from './prefetchResult';

export interface PrefetchNotificationInput {
  /** A client that reaches the service from the server (its secret key stays there). */
  client: InboxKitClient;
  notificationId: string;
}

/** Fills what `<NotificationActivity>` reads first: the record. Never throws (prefetchResult.ts). */
export function prefetchNotification(queryClient: QueryClient, { client, notificationId }: PrefetchNotificationInput): Promise<PrefetchResult> {
  const record = notificationQueryOptions({ client, notificationId });
  return prefetchAll(queryClient, [{ queryKey: record.queryKey, fill: () => queryClient.fetchQuery(record) }]);
}
