'use client';

// The environment's two sums (sent this week, this month) and its per-day graph, as queries.
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { NotificationGraphDay, NotificationSums } from '../../api/types';
import { useInboxKitClient } from '../InboxKitProvider';
import { notificationGraphQueryOptions, notificationStatsQueryOptions } from './notificationStatsQueryOptions';

export interface UseNotificationStatsOptions {
  /** Default true. */
  enabled?: boolean;
}

export function useNotificationStats({ enabled = true }: UseNotificationStatsOptions = {}): UseQueryResult<NotificationSums, Error> {
  const client = useInboxKitClient();
  return useQuery({ ...notificationStatsQueryOptions({ client }), enabled });
}

export interface UseNotificationGraphOptions {
  /** How many days back from now, 1 or more. Default 32, the service's. */
  days?: number;
  /** Default true. */
  enabled?: boolean;
}

/** The days of the last `days` that had notifications, oldest first (days without any are not there). */
export function useNotificationGraph({ days, enabled = true }: UseNotificationGraphOptions = {}): UseQueryResult<NotificationGraphDay[], Error> {
  const client = useInboxKitClient();
  return useQuery({ ...notificationGraphQueryOptions({ client, days }), enabled });
}
