'use client';

// Batches "this message came into view" into one mark-as `seen` per short window, for lists that
// opt in to marking seen on view.
import { useCallback, useEffect, useRef } from 'react';
import { useMarkMessagesAs } from './useMarkMessagesAs';

/** How long ids gather before one mark-as `seen` is sent. */
export const MARK_SEEN_DELAY_MS = 300;

export interface UseMarkSeenOnViewOptions {
  /** Default 300 ms. */
  delayMs?: number;
}

/**
 * Returns `markSeen(messageId)`: call it when an unseen message comes into view. Ids gathered
 * within `delayMs` go out as one `markAs: 'seen'` (optimistic like any `useMarkMessagesAs`
 * change); ids still waiting when the component unmounts are sent then.
 */
export function useMarkSeenOnView(subscriberId: string, { delayMs = MARK_SEEN_DELAY_MS }: UseMarkSeenOnViewOptions = {}): (messageId: string) => void {
  const { mutate } = useMarkMessagesAs(subscriberId);
  const queue = useRef(new Set<string>());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const messageIds = [...queue.current];
    queue.current.clear();
    if (messageIds.length > 0) mutate({ messageIds, markAs: 'seen' });
  }, [mutate]);

  useEffect(() => flush, [flush]);

  return useCallback(
    (messageId: string) => {
      queue.current.add(messageId);
      timer.current ??= setTimeout(flush, delayMs);
    },
    [flush, delayMs],
  );
}
