'use client';

// Focus must not fall to <body> when what had it disappears or is disabled by a change the reader
// made: the rows it belonged to left the filter, or "Mark as…" was disabled by the selection
// emptying. A row that left a non-empty list is the list's job (the row in its place).
import { useEffect, useLayoutEffect, useRef, type FocusEvent, type RefObject } from 'react';

/** Where focus goes instead: "Select all", the list's row, else the chosen tab. */
const FOCUS_FALLBACKS = [
  '[data-slot="inbox-select-all"] input:not(:disabled)',
  '[data-slot="inbox-row"][tabindex="0"]',
  '[role="tab"][aria-selected="true"]',
];

export interface UseFocusRecoveryOptions {
  /** The inbox's root: what had focus inside it is watched, and the fallbacks are found there. */
  rootRef: RefObject<HTMLElement | null>;
}

/** Returns the root's `onFocus`; after every render, focus lost by the inbox's doing is put back. */
export function useFocusRecovery({ rootRef }: UseFocusRecoveryOptions): (event: FocusEvent<HTMLElement>) => void {
  const lastFocused = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const last = lastFocused.current;
    const root = rootRef.current;
    if (!last || !root || (last.isConnected && !last.matches(':disabled'))) return;
    const focused = document.activeElement;
    if (focused && focused !== document.body && focused !== last) return;
    if (last.closest('[data-slot="inbox-row"]') && root.querySelector('[data-slot="inbox-row"]')) return;
    lastFocused.current = null;
    for (const selector of FOCUS_FALLBACKS) {
      const target = root.querySelector<HTMLElement>(selector);
      if (target) {
        target.focus();
        return;
      }
    }
  });

  // A press outside the inbox puts focus where the reader wants it, even when it closes a menu
  // of ours (whose item had focus) on the way: that is not focus to bring back.
  useEffect(() => {
    function onPointerDown(event: PointerEvent) {
      const root = rootRef.current;
      if (root && event.target instanceof Node && !root.contains(event.target)) lastFocused.current = null;
    }
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [rootRef]);

  return (event) => {
    if (event.target instanceof HTMLElement) lastFocused.current = event.target;
  };
}
