'use client';

// `markSeenOnView`: each unseen row that comes into view is marked seen once, batched by the
// query layer's `useMarkSeenOnView` into one request per short window.
import { useCallback, useRef } from 'react';
import type { MessageRows } from '../../../query/feed';
import { useMarkSeenOnView } from '../../../query/changes';

export interface UseSeenOnViewOptions {
  subscriberId: string;
  rows: MessageRows;
}

/** The callback for the ids of the rows in view; <Inbox> hands it to the list only with `markSeenOnView`. */
export function useSeenOnView({ subscriberId, rows }: UseSeenOnViewOptions) {
  const markSeen = useMarkSeenOnView({ subscriberId });
  // Once per id: a reader who marks a message unseen again is not overruled by the next scroll.
  const sent = useRef(new Set<string>());

  return useCallback(
    (ids: string[]) => {
      // A tab in the background is not a reader looking at the rows. (Only an observer in a
      // browser calls this: there is a document.)
      if (document.visibilityState === 'hidden') return;
      for (const id of ids) {
        if (rows.get(id)?.seen !== false || sent.current.has(id)) continue;
        sent.current.add(id);
        markSeen(id);
      }
    },
    [markSeen, rows],
  );
}
