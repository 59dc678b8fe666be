'use client';

// A small virtualizer for one vertical list inside its own scroller: only the rows in view (plus
// `overscan` each side, plus one row kept mounted, e.g. the focused one) are rendered. Rows may be
// any height: each rendered row is measured (and re-measured when it resizes), and its height is
// remembered by key, so rows arriving above keep theirs. What the list needs, nothing more: a
// general-purpose virtualizer weighed three times this in the bundle (see CHANGELOG). Where the
// page cannot measure (no ResizeObserver, or no layout: the DOMs apps test in, jsdom and
// happy-dom), every row is rendered in normal flow, as in the server's HTML.
import { useCallback, useInsertionEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useServerRender } from '../useServerRender';
import {
  layoutRows,
  renderedIndexes,
  scrollTopFor,
  visibleRange,
  type VisibleRange,
} from './virtualRange';

export interface UseVirtualListOptions {
  /** The element that scrolls; the list is its first content, at offset 0. */
  scrollRef: RefObject<HTMLElement | null>;
  /** One stable key per row, in order. */
  keys: readonly string[];
  /** Height assumed for a row not yet measured, in px. */
  estimateSize: number;
  overscan: number;
  /** A row rendered wherever the viewport is (-1: none). */
  keep: number;
}

export interface VirtualList {
  /** The indexes of the rows to render, in order; each keyed by its key. */
  rows: number[];
  totalSize: number;
  /** The rows in view, without overscan; null until the scroller is read, and while it has no height. */
  range: VisibleRange | null;
  /**
   * Every row is rendered in normal flow, where it needs no height: in the server's HTML
   * (useServerRender.ts) until the scroller is measured, and always where the page cannot measure.
   */
  flow: boolean;
  /** The ref for each rendered row element; it must carry `data-index`. */
  measureElement: (element: HTMLElement | null) => void;
  /** Scrolls as little as possible to bring a row fully into view. */
  scrollToIndex: (index: number) => void;
  /** By index, the offset of each row's top from the list's top, in px: where the caller puts it. */
  starts: readonly number[];
}

interface Viewport {
  offset: number;
  height: number;
  /**
   * The rows rendered beyond each end: none before the scroller's first report (a scroll, or the
   * observer's first entries, after the first paint), then the caller's `overscan`.
   */
  overscan?: number;
  /** Not read from the scroller yet: `height` is the window's, as tall as a scroller can show. */
  assumed?: boolean;
}

/**
 * The viewport before the scroller is read. In the browser, as tall as the window: every row that
 * can be in view is in the first commit, and is measured there with the scroller in one layout
 * (the scroller, read first, would cost a commit with no rows and a layout of its own). Unknown
 * (-1) in the server's HTML, whose rows are in normal flow.
 */
function firstViewport(serverRender: boolean): Viewport {
  return serverRender ? { offset: 0, height: -1 } : { offset: 0, height: window.innerHeight, assumed: true };
}

export function useVirtualList({ scrollRef, keys, estimateSize, overscan, keep }: UseVirtualListOptions): VirtualList {
  const serverRender = useServerRender();
  const [viewport, setViewport] = useState(() => firstViewport(serverRender));
  // Measured heights by key: `heights` is written as rows report, `measured` is its snapshot for
  // rendering, taken once per batch of reports.
  const heights = useRef(new Map<string, number>());
  // False once the page is found unable to measure: its rows are then left unmeasured.
  const measuring = useRef(typeof ResizeObserver === 'function');
  const [measured, setMeasured] = useState<ReadonlyMap<string, number>>(() => new Map());
  const layout = useMemo(
    () => layoutRows({ keys, measured, estimate: estimateSize }),
    [keys, measured, estimateSize],
  );
  // The keys, layout and estimate as of this commit, set before React attaches the rows' refs
  // (insertion effects run first), so `measureElement` stays one function and memoized rows do not
  // re-render for it, and a row measured as it mounts is placed by this commit's layout.
  const committed = useRef({ keys, layout, estimateSize });
  useInsertionEffect(() => {
    committed.current = { keys, layout, estimateSize };
  });

  // Hydrating the server's HTML, whose rows are all in the page already: the first reading keeps
  // the overscan's, instead of dropping them and drawing them again a frame later.
  const hydrating = useRef(serverRender);

  // The viewport: the scroller's offset on scroll, its height on resize.
  useLayoutEffect(() => {
    const scroller = scrollRef.current;
    if (!scroller) return;
    // A page without layout measures every box 0, its root too (a browser's root is as wide as the
    // viewport, even where the list is hidden): it cannot tell which rows are in view.
    if (!measuring.current || (scroller.clientHeight === 0 && scroller.ownerDocument.documentElement.clientWidth === 0)) {
      measuring.current = false;
      setViewport({ offset: 0, height: -1 });
      return;
    }
    // Called by the effect, then with a scroll event or the observer's entries: a report. Each
    // report is a change (a scroll moves, a resize resizes): no compare needed.
    const read = (report?: unknown) =>
      setViewport({ offset: scroller.scrollTop, height: scroller.clientHeight, overscan: report ? overscan : 0 });
    read(hydrating.current);
    scroller.addEventListener('scroll', read, { passive: true });
    const observer = new ResizeObserver(read);
    observer.observe(scroller);
    return () => {
      scroller.removeEventListener('scroll', read);
      observer.disconnect();
    };
  }, [scrollRef, overscan]);

  // Each row is measured as it mounts (so the list settles within that commit) and again by one
  // observer whenever it resizes. A row's key is fixed when it mounts (React keys rows by it), so
  // a row whose index changes keeps its height.
  const rowKeys = useRef(new WeakMap<Element, string>());
  const rowObserver = useRef<ResizeObserver | null>(null);
  const record = useCallback(
    (elements: readonly HTMLElement[]) => {
      let changed = false;
      for (const element of elements) {
        const key = rowKeys.current.get(element);
        if (!element.isConnected || key === undefined) {
          rowObserver.current?.unobserve(element);
          continue;
        }
        const height = element.getBoundingClientRect().height;
        const previous = heights.current.get(key);
        if (height === previous) continue;
        heights.current.set(key, height);
        changed = true;
        // A row above the viewport changed height: move the scroll by as much, so what the
        // reader sees stays where it was. "Above" by this commit's layout: the caller puts the row
        // there only after the refs attach, so its DOM offset may still be stale.
        const scroller = scrollRef.current;
        const { layout: current, estimateSize: estimated } = committed.current;
        if (scroller && (current.starts[Number(element.dataset.index)] ?? 0) < scroller.scrollTop) {
          scroller.scrollTop += height - (previous ?? estimated);
        }
      }
      if (changed) setMeasured(new Map(heights.current));
    },
    [scrollRef],
  );
  const measureElement = useCallback(
    (element: HTMLElement | null) => {
      const key = committed.current.keys[Number(element?.dataset.index)];
      if (!element || key === undefined || !measuring.current) return;
      rowKeys.current.set(element, key);
      // The observer watches nothing but these rows.
      rowObserver.current ??= new ResizeObserver((entries) => record(entries.map((entry) => entry.target as HTMLElement)));
      rowObserver.current.observe(element);
      record([element]);
    },
    [record],
  );
  const reach = useMemo(
    () => visibleRange({ layout, offset: viewport.offset, height: viewport.height }),
    [layout, viewport],
  );
  // What the caller learns is in view (loading ahead, the keyboard's page) waits for the scroller.
  const range = viewport.assumed ? null : reach;
  const flow = viewport.height < 0;
  // No row beyond the viewport before the first paint (no one scrolls before it): the first rows
  // show sooner, and the overscan joins with the scroller's first report, a frame later (at once
  // when hydrating: those rows are in the server's HTML already).
  const rows = useMemo(
    () =>
      flow ? keys.map((_, index) => index) : renderedIndexes({ range: reach, count: keys.length, overscan: viewport.overscan ?? 0, keep }),
    [flow, reach, keys, viewport.overscan, keep],
  );

  // A row scrolled to may have been estimated: it is aligned again as layouts change until it has
  // been measured (it is rendered from the next commit on: the caller keeps it mounted).
  const pendingScroll = useRef(-1);
  const align = useCallback(() => {
    const scroller = scrollRef.current;
    const index = pendingScroll.current;
    if (!scroller || index < 0) return;
    const { layout: current, keys: currentKeys } = committed.current;
    const top = scrollTopFor({ layout: current, index, offset: scroller.scrollTop, height: scroller.clientHeight });
    if (top !== scroller.scrollTop) scroller.scrollTop = top;
    if (heights.current.has(currentKeys[index] ?? '')) pendingScroll.current = -1;
  }, [scrollRef]);
  useLayoutEffect(align, [layout, align]);
  const scrollToIndex = useCallback(
    (index: number) => {
      pendingScroll.current = index;
      align();
    },
    [align],
  );

  return { rows, totalSize: layout.totalSize, range, flow, measureElement, scrollToIndex, starts: layout.starts };
}
