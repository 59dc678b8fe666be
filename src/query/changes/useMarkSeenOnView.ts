'use client';

// Batches "this message came into view" into one mark-as `seen` per short window, for lists that
// opt in to marking seen on view.
import { useCallback, useEffect, useRef } from 'react';
import { useMarkMessagesAs } from './useMarkMessagesAs';

/** How long ids gather before one mark-as `seen` is sent. */
export const MARK_SEEN_DELAY_MS = 300;

export interface UseMarkSeenOnViewOptions {
  /** The subscriber's external id. Required when the options are the only argument. */
  subscriberId?: string;
  /** Default 300 ms. */
  delayMs?: number;
}

/**
 * Returns `markSeen(messageId)`: call it when an unseen message comes into view. Ids gathered
 * within `delayMs` go out as one `markAs: 'seen'` (optimistic like any `useMarkMessagesAs`
 * change); ids still waiting when the component unmounts are sent then.
 */
export function useMarkSeenOnView(options: UseMarkSeenOnViewOptions & { subscriberId: string }): (messageId: string) => void;
/** @deprecated Pass one options object: `useMarkSeenOnView({ subscriberId, delayMs })`. Removed in 1.0. */
export function useMarkSeenOnView(subscriberId: string, options?: UseMarkSeenOnViewOptions): (messageId: string) => void;
export function useMarkSeenOnView(
  input: (UseMarkSeenOnViewOptions & { subscriberId: string }) | string,
  positionalOptions: UseMarkSeenOnViewOptions = {},
): (messageId: string) => void {
  const subscriberId = typeof input === 'string' ? input : input.subscriberId;
  const { delayMs = MARK_SEEN_DELAY_MS } = typeof input === 'string' ? positionalOptions : input;
  const { mutate } = useMarkMessagesAs({ subscriberId });
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
