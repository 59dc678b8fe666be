'use client';

// Looks for new messages of a subscriber while mounted (liveArrivalSchedule.ts) and hands them to
// `onArrivals`, which inserts them by default; `<Inbox>` holds them behind a button instead while
// the reader is busy with the list. `onNewMessages` hears of each batch once it is delivered (an
// app's toast or sound): the same batches, so `<Inbox>`, `<InboxBell>` and a custom inbox agree.
import { useQueryClient } from '@tanstack/react-query';
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
  /**
   * Called once per arrival (a poll, a push, or another tab's find) with the messages new to this
   * subscriber's loaded lists, newest first, after they were delivered. Never for the first load
   * of a list, nor for messages a refetch brought (after the reader's own changes, say).
   */
  onNewMessages?: (messages: FeedMessage[]) => void;
  /** `false`: looks for nothing (e.g. while another part of the page does). Default true. */
  enabled?: boolean;
  /** For tests: timers and visibility. */
  environment?: LiveArrivalEnvironment;
}

export function useLiveArrival({
  subscriberId,
  pollIntervalMs,
  subscribe,
  onArrivals,
  onNewMessages,
  environment,
  enabled = true,
}: UseLiveArrivalOptions): void {
  const client = useInboxKitClient();
  const queryClient = useQueryClient();
  // The latest handlers without restarting the schedule on every render.
  const handler = useRef<Pick<UseLiveArrivalOptions, 'onArrivals' | 'onNewMessages'>>({});
  useEffect(() => {
    handler.current = { onArrivals, onNewMessages };
  });
  useEffect(() => {
    if (!enabled) return;
    // Messages held back (behind "N new notifications", not in a list yet) are found again by the next
    // look: each is news once.
    const told = new Set<string>();
    const take = (found: FeedMessage[]) => {
      const arrivals = found.filter((message) => !told.has(message._id) && told.add(message._id));
      if (arrivals.length > 0) {
        // To the app's handler, else straight into the cached lists and counts; then the news.
        const { onArrivals: hand, onNewMessages: tell } = handler.current;
        if (hand) hand(arrivals);
        else insertArrivals(queryClient, subscriberId, arrivals);
        tell?.(arrivals);
      }
      return arrivals;
    };
    let controller: AbortController | undefined;
    const stops = [
      // What another tab found takes the same path as what this one finds.
      listenToTabArrivals(queryClient, subscriberId, take),
      startLiveArrival({
        pollIntervalMs,
        subscribe,
        environment,
        check: async () => {
          controller = new AbortController();
          const arrivals = take(await fetchArrivals({ client, queryClient, subscriberId, signal: controller.signal }));
          postToTabs(queryClient, subscriberId, { kind: 'arrived', messages: arrivals });
        },
      }),
    ];
    return () => {
      for (const stop of stops) stop();
      controller?.abort();
    };
  }, [client, queryClient, subscriberId, pollIntervalMs, subscribe, environment, enabled]);
}
