// The queries of the admin's two sums and its per-day graph: key and fetcher side by side.
import type { DataTag, QueryFunction } from '@tanstack/react-query';
import { getNotificationGraph, getNotificationStats } from '../../api/admin';
import type { InboxKitClient } from '../../api/client';
import type { NotificationGraphDay, NotificationSums } from '../../api/types';
import { notificationActivityKeys } from './notificationActivityKeys';

/** How long sums and a graph are fresh: a minute (they move as notifications go out, not as a reader looks). */
const STATS_STALE_MS = 60_000;

/** The graph's days when none are given: the service's own default. */
export const DEFAULT_GRAPH_DAYS = 32;

type StatsKey = ReturnType<typeof notificationActivityKeys.stats>;
type GraphKey = ReturnType<typeof notificationActivityKeys.graph>;

export interface NotificationStatsQueryOptions {
  queryKey: DataTag<StatsKey, NotificationSums, Error>;
  queryFn: QueryFunction<NotificationSums, StatsKey>;
  retry: false;
  staleTime: number;
}

export function notificationStatsQueryOptions({ client }: { client: InboxKitClient }): NotificationStatsQueryOptions {
  return {
    queryKey: notificationActivityKeys.stats() as NotificationStatsQueryOptions['queryKey'],
    queryFn: ({ signal }) => getNotificationStats(client, { signal }),
    retry: false,
    staleTime: STATS_STALE_MS,
  };
}

export interface NotificationGraphQueryOptions {
  queryKey: DataTag<GraphKey, NotificationGraphDay[], Error>;
  queryFn: QueryFunction<NotificationGraphDay[], GraphKey>;
  retry: false;
  staleTime: number;
}

export function notificationGraphQueryOptions({ client, days = DEFAULT_GRAPH_DAYS }: { client: InboxKitClient; days?: number }): NotificationGraphQueryOptions {
  return {
    queryKey: notificationActivityKeys.graph(days) as NotificationGraphQueryOptions['queryKey'],
    queryFn: ({ signal }) => getNotificationGraph(client, { days }, { signal }),
    retry: false,
    staleTime: STATS_STALE_MS,
  };
}
