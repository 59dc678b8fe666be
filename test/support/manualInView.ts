// A test's own in-view source: rows come into view when the test says so, never when a loaded
// machine gets round to an IntersectionObserver callback. `revealVisible()` reports the rows whose
// box really is on screen (inside the viewport and inside their scroller), as the browser would.
import type { CreateInViewObserver } from '../../src/components/inbox/list/inViewObserver';

interface Watcher {
  rows: Set<Element>;
  onInView: (rows: Element[]) => void;
}

export interface ManualInView {
  create: CreateInViewObserver;
  /** The rows being watched now, over every list. */
  observed(): Element[];
  /** Reports these rows as in view to the lists watching them. */
  reveal(rows: readonly Element[]): void;
  /** Reports every watched row whose box is on screen; returns their `data-message-id`s. */
  revealVisible(): string[];
}

function intersects(a: DOMRect, b: { top: number; bottom: number; left: number; right: number }): boolean {
  return a.bottom > b.top && a.top < b.bottom && a.right > b.left && a.left < b.right && a.height > 0 && a.width > 0;
}

/** On screen: inside the viewport and inside every scrolling ancestor's box. */
export function isOnScreen(element: Element): boolean {
  const box = element.getBoundingClientRect();
  if (!intersects(box, { top: 0, left: 0, bottom: window.innerHeight, right: window.innerWidth })) return false;
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    const { overflowY, overflowX } = getComputedStyle(parent);
    const clips = [overflowY, overflowX].some((value) => value !== 'visible');
    if (clips && !intersects(box, parent.getBoundingClientRect())) return false;
  }
  return true;
}

export function createManualInView(): ManualInView {
  const watchers = new Set<Watcher>();
  const reveal = (rows: readonly Element[]) => {
    for (const watcher of watchers) {
      const mine = rows.filter((row) => watcher.rows.has(row));
      if (mine.length > 0) watcher.onInView(mine);
    }
  };
  return {
    create: (onInView) => {
      const watcher: Watcher = { rows: new Set(), onInView };
      watchers.add(watcher);
      return {
        observe: (row) => void watcher.rows.add(row),
        disconnect: () => watcher.rows.clear(),
      };
    },
    observed: () => [...watchers].flatMap((watcher) => [...watcher.rows]),
    reveal,
    revealVisible() {
      const visible = [...watchers].flatMap((watcher) => [...watcher.rows]).filter(isOnScreen);
      reveal(visible);
      return visible.map((row) => (row as HTMLElement).dataset.messageId ?? '');
    },
  };
}
