'use client';

// Focus must not fall to <body> when what had it disappears or is disabled by a change the reader
// made: its row left the filter (marked read under "Unread"), or "Mark as…" was disabled by the
// selection emptying.
import { useEffect, useLayoutEffect, useRef, type FocusEvent, type RefObject } from 'react';

const ROW = '[data-slot="inbox-row"]';
/** The list's one row in Tab order: after a row left, the row now in its place. */
const LIST_ROW = `${ROW}[tabindex="0"]`;
/** Where focus goes instead: "Select all", the list's row, else the chosen tab. */
const FOCUS_FALLBACKS = ['[data-slot="inbox-select-all"] input:not(:disabled)', LIST_ROW, '[role="tab"][aria-selected="true"]'];

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
    lastFocused.current = null;
    // Focus in a row that left the list stays in the list.
    for (const selector of last.closest(ROW) ? [LIST_ROW, ...FOCUS_FALLBACKS] : FOCUS_FALLBACKS) {
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
