'use client';

// Looks for new messages of a subscriber while mounted (liveArrivalSchedule.ts) and hands them to
// `onArrivals`, which inserts them by default; `<Inbox>` holds them behind a button instead while
// the reader is busy with the list.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { FeedMessage } from '../../api/types';
import { useInboxKitClient } from '../InboxKitProvider';
import { fetchArrivals, insertArrivals } from './liveArrival';
import { startLiveArrival, type LiveArrivalEnvironment } from './liveArrivalSchedule';
import { listenToTabArrivals, postToTabs } from './tabChannel';

export interface UseLiveArrivalOptions {
  subscriberId: string;
  /** Milliseconds between looks while the document is visible; `false` turns polling off. Default 30 s. */
  pollIntervalMs?: number | false;
  /** A push source: call `onChange` when the service says something changed; return the unsubscribe. */
  subscribe?: (onChange: () => void) => () => void;
  /** Receives new messages, newest first. Default: inserted into the cached lists and counts. */
  onArrivals?: (messages: FeedMessage[]) => void;
  /** For tests: timers and visibility. */
  environment?: LiveArrivalEnvironment;
}

/** New messages to the app's handler, else straight into the cached lists and counts. */
function deliver(
  handler: ((arrivals: FeedMessage[]) => void) | undefined,
  { queryClient, subscriberId, arrivals }: { queryClient: QueryClient; subscriberId: string; arrivals: FeedMessage[] },
): void {
  if (handler) handler(arrivals);
  else insertArrivals(queryClient, subscriberId, arrivals);
}

export function useLiveArrival({ subscriberId, pollIntervalMs, subscribe, onArrivals, environment }: UseLiveArrivalOptions): void {
  const client = useInboxKitClient();
  const queryClient = useQueryClient();
  // The latest handler without restarting the schedule on every render.
  const handler = useRef(onArrivals);
  useEffect(() => {
    handler.current = onArrivals;
  }, [onArrivals]);
  // What another tab found takes the same path as what this one finds.
  useEffect(
    () =>
      listenToTabArrivals(queryClient, subscriberId, (arrivals) => deliver(handler.current, { queryClient, subscriberId, arrivals })),
    [queryClient, subscriberId],
  );
  useEffect(() => {
    let controller: AbortController | undefined;
    const stop = startLiveArrival({
      pollIntervalMs,
      subscribe,
      environment,
      check: async () => {
        controller = new AbortController();
        const arrivals = await fetchArrivals({ client, queryClient, subscriberId, signal: controller.signal });
        if (arrivals.length === 0) return;
        postToTabs(queryClient, subscriberId, { kind: 'arrived', messages: arrivals });
        deliver(handler.current, { queryClient, subscriberId, arrivals });
      },
    });
    return () => {
      stop();
      controller?.abort();
    };
  }, [client, queryClient, subscriberId, pollIntervalMs, subscribe, environment]);
}
