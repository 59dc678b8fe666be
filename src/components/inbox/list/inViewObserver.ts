// Where "this row is in view" comes from. Apps never set it: the default asks the browser
// (IntersectionObserver), which knows the page around the inbox and the rows' real sizes. Tests
// give their own source through the context, so "in view" happens when the test says so and not
// when a loaded machine gets round to it.
import { createContext } from 'react';

/** Watches rows; reports those that came into view. */
export interface InViewObserver {
  observe(row: Element): void;
  /** Stops watching every row. */
  disconnect(): void;
}

/** Makes an observer that calls `onInView` with the rows that came into view (never empty). */
export type CreateInViewObserver = (onInView: (rows: Element[]) => void) => InViewObserver | null;

/** The browser's own intersection with the viewport, clipped by the scroller; null without one. */
export const createIntersectionInViewObserver: CreateInViewObserver = (onInView) => {
  if (typeof IntersectionObserver === 'undefined') return null;
  return new IntersectionObserver((entries) => {
    const rows = entries
      .filter((entry) => entry.isIntersecting && entry.intersectionRatio > 0)
      .map((entry) => entry.target);
    if (rows.length > 0) onInView(rows);
  });
};

/** The in-view source of every list below it; the default is the browser's. */
export const InViewObserverContext = createContext<CreateInViewObserver>(createIntersectionInViewObserver);
