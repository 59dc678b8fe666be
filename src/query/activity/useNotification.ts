'use client';

// One notification activity record, fetched again while the service is still working on it.
import {
  useQuery,
  useQueryClient,
  type QueryState,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { ActivityNotification } from '../../api/types';
import { useInboxKitClient } from '../InboxKitProvider';
import {
  nextNotificationPoll,
  NOTIFICATION_POLLING,
  type NotificationPollState,
} from './notificationPolling';
import { isNotificationNotFound, notificationQueryOptions } from './notificationQueryOptions';

export interface UseNotificationOptions {
  /** The notification's id (24 hex digits). Required when the options are the only argument. */
  notificationId?: string;
  /**
   * Fetch the record again while a job is running or there are no jobs yet: about every second,
   * backing off to every 10 s while nothing changes, stopping once every job is done. Default true.
   */
  refetchWhileRunning?: boolean;
  /** Default true. */
  enabled?: boolean;
}

export type UseNotificationResult = UseQueryResult<ActivityNotification, Error> & {
  /** The record, once loaded (kept while a later refetch fails). */
  notification: ActivityNotification | undefined;
  /** No notification has this id (404 or `{data: null}`). Not retried, not polled. */
  isNotFound: boolean;
  /** The record is still in progress and will be fetched again by itself. */
  isLive: boolean;
};

interface PollMemo extends NotificationPollState {
  /** Which fetch outcome this state was computed for (React Query asks more than once per fetch). */
  event: string;
}

/** The part of a React Query `Query` that the schedule reads. */
interface PolledQuery {
  state: QueryState<ActivityNotification, Error>;
}

// Per query, not per component: two views of one record share one schedule.
const pollMemos = new WeakMap<PolledQuery, PollMemo>();

function pollDelay(query: PolledQuery): number | false {
  const { data, error, dataUpdatedAt, errorUpdatedAt } = query.state;
  if (data === undefined || isNotificationNotFound(error)) return false;
  const event = `${dataUpdatedAt}:${errorUpdatedAt}`;
  const previous = pollMemos.get(query);
  if (previous?.event === event) return previous.delayMs;
  const failed = errorUpdatedAt > dataUpdatedAt;
  const next = nextNotificationPoll(previous, data, Date.now(), { failed, options: NOTIFICATION_POLLING });
  pollMemos.set(query, { ...next, event });
  return next.delayMs;
}

export function useNotification(options: UseNotificationOptions & { notificationId: string }): UseNotificationResult;
/**
 * @deprecated Pass one options object: `useNotification({ notificationId, ...options })`.
 * Removed in 1.0.
 */
export function useNotification(notificationId: string, options?: UseNotificationOptions): UseNotificationResult;
export function useNotification(
  input: (UseNotificationOptions & { notificationId: string }) | string,
  positionalOptions: UseNotificationOptions = {},
): UseNotificationResult {
  const options = typeof input === 'string' ? positionalOptions : input;
  const notificationId = typeof input === 'string' ? input : input.notificationId;
  const { refetchWhileRunning = true, enabled = true } = options;
  const client = useInboxKitClient();
  const queryClient = useQueryClient();
  const result = useQuery({
    ...notificationQueryOptions({ client, notificationId }),
    enabled,
    refetchInterval: refetchWhileRunning ? pollDelay : false,
  });
  const isNotFound = isNotificationNotFound(result.error);
  const query = queryClient
    .getQueryCache()
    .find<ActivityNotification, Error>({ queryKey: notificationQueryOptions({ client, notificationId }).queryKey, exact: true });
  const isLive =
    refetchWhileRunning &&
    enabled &&
    !isNotFound &&
    result.data !== undefined &&
    query !== undefined &&
    pollDelay(query) !== false;
  // A copy: the result is React Query's tracking proxy over a shared object, not ours to extend.
  return { ...result, notification: result.data, isNotFound, isLive };
}
