'use client';

// New messages for <Inbox>: inserted at once when the reader is not busy with the list, held
// behind the "N new notifications" button when they have scrolled it, selected rows or put focus in
// it, so rows never move under the reader. Each arrival is announced once. With tabs, only the
// shown tab's new messages are held and announced; the other tabs' lists and counts take theirs
// at once (no one is reading them).
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { FeedMessage } from '../../../api/types';
import type { FeedKey } from '../../../query/inboxKeys';
import { arrivalsInFeed, insertArrivals } from '../../../query/live';
import { useLiveArrival } from '../../../query/live';
import type { LiveArrivalEnvironment } from '../../../query/live';

export interface UseArrivalsInput {
  subscriberId: string;
  /** The shown tab's feed; undefined for the whole inbox. */
  feed: FeedKey | undefined;
  rootRef: RefObject<HTMLElement | null>;
  hasSelection: boolean;
  pollIntervalMs?: number | false;
  subscribe?: (onChange: () => void) => () => void;
  /** Each arrival's new messages, once (held or shown). */
  onNewMessages?: (messages: FeedMessage[]) => void;
  environment?: LiveArrivalEnvironment;
}

export interface Arrivals {
  /** Messages waiting behind the button, newest first. */
  held: FeedMessage[];
  /** How many arrived last (for the status region), with a serial so each is announced once. */
  announced: { count: number; serial: number } | null;
  /** Inserts the held messages and scrolls the list to its top. */
  showHeld: () => void;
}

function isReaderBusy(root: HTMLElement | null, hasSelection: boolean): boolean {
  if (hasSelection || !root) return hasSelection;
  const scroller = root.querySelector('[data-slot="inbox-scroller"]');
  if (scroller && scroller.scrollTop > 0) return true;
  const list = root.querySelector('[data-slot="inbox-list"]');
  return Boolean(list && list.contains(root.ownerDocument.activeElement));
}

export function useArrivals({ subscriberId, feed, rootRef, hasSelection, ...live }: UseArrivalsInput): Arrivals {
  const queryClient = useQueryClient();
  const [held, setHeld] = useState<FeedMessage[]>([]);
  const [announced, setAnnounced] = useState<Arrivals['announced']>(null);
  const selectionRef = useRef(hasSelection);
  useEffect(() => {
    selectionRef.current = hasSelection;
  }, [hasSelection]);

  // The latest feed for the callback (a tab switch does not restart live arrival).
  const feedRef = useRef(feed);
  useEffect(() => {
    feedRef.current = feed;
  });

  const onArrivals = useCallback(
    (arrivals: FeedMessage[]) => {
      const shownFeed = feedRef.current;
      // Those of the shown tab; when the cache cannot tell, its lists are asked again instead.
      const shown = arrivalsInFeed(queryClient, subscriberId, shownFeed, arrivals);
      if (shown && isReaderBusy(rootRef.current, selectionRef.current)) {
        insertArrivals(queryClient, subscriberId, arrivals, { feed: shownFeed });
        // Each message arrives once (useLiveArrival), so none is held twice.
        if (shown.length > 0) setHeld((before) => [...shown, ...before]);
      } else {
        insertArrivals(queryClient, subscriberId, arrivals);
      }
      if (shown?.length) setAnnounced((before) => ({ count: shown.length, serial: (before?.serial ?? 0) + 1 }));
    },
    [queryClient, subscriberId, rootRef],
  );

  useLiveArrival({ ...live, subscriberId, onArrivals });

  const showHeld = useCallback(() => {
    insertArrivals(queryClient, subscriberId, held);
    setHeld([]);
    const scroller = rootRef.current?.querySelector('[data-slot="inbox-scroller"]');
    if (scroller) scroller.scrollTop = 0;
  }, [queryClient, subscriberId, held, rootRef]);

  return { held, announced, showHeld };
}
