// "In view" is what the reader can see: the virtualizer's range is computed from estimated
// heights before rows are measured, and knows nothing of the page around the inbox (an inbox
// below the fold, or hidden). The in-view source (the browser's intersection with the viewport,
// clipped by the scroller, unless a test gives another) knows both.
import { useContext, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { InViewObserverContext, type InViewObserver } from './inViewObserver';

export interface UseRowsInViewOptions {
  /** The element holding the rows (`[data-slot="inbox-row"]` with `data-message-id`). */
  listRef: RefObject<HTMLElement | null>;
  /** Changes whenever the rendered rows change (the virtualizer's items). */
  renderedRows: unknown;
  /** Called with the ids of rows that came into view; nothing is watched without it. */
  onRowsInView: ((ids: string[]) => void) | undefined;
}

export function useRowsInView({ listRef, renderedRows, onRowsInView }: UseRowsInViewOptions): void {
  const createObserver = useContext(InViewObserverContext);
  const callback = useRef(onRowsInView);
  useLayoutEffect(() => {
    callback.current = onRowsInView;
  }, [onRowsInView]);

  const [observer, setObserver] = useState<InViewObserver | null>(null);
  const observing = onRowsInView !== undefined;
  useEffect(() => {
    if (!observing) return;
    const next = createObserver((rows) => {
      const ids = rows
        .map((row) => (row as HTMLElement).dataset.messageId)
        .filter((id): id is string => id !== undefined);
      if (ids.length > 0) callback.current?.(ids);
    });
    if (!next) return;
    setObserver(next);
    return () => {
      next.disconnect();
      setObserver(null);
    };
  }, [observing, createObserver]);

  useEffect(() => {
    const list = listRef.current;
    if (!observer || !list) return;
    // Rows come and go as the list scrolls: observe the rendered ones (the caller marks each id once).
    observer.disconnect();
    for (const row of list.querySelectorAll('[data-slot="inbox-row"]')) observer.observe(row);
  }, [observer, renderedRows, listRef]);
}
