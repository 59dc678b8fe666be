'use client';

// Loads the next page before the reader reaches the end of the loaded rows.
import { useEffect } from 'react';

/** Start loading the next page when the last row in view is this close to the end. */
const LOAD_AHEAD_ROWS = 5;

export interface UseLoadAheadOptions {
  /** Index of the last row in view, -1 before the list is measured. */
  lastInView: number;
  count: number;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  /** Loading the next page failed: stop loading by itself until the reader asks. */
  loadMoreFailed: boolean;
  fetchNextPage: () => void;
}

export function useLoadAhead({
  lastInView,
  count,
  hasNextPage,
  isFetchingNextPage,
  loadMoreFailed,
  fetchNextPage,
}: UseLoadAheadOptions): void {
  useEffect(() => {
    // Nothing in view (a hidden list, or one that cannot measure) nears the end: "Load more" does.
    if (!hasNextPage || isFetchingNextPage || loadMoreFailed || lastInView < 0) return;
    if (lastInView >= count - 1 - LOAD_AHEAD_ROWS) fetchNextPage();
  }, [lastInView, count, hasNextPage, isFetchingNextPage, loadMoreFailed, fetchNextPage]);
}
