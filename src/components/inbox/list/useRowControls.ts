'use client';

// The row's own controls (checkbox, title link, content links, action buttons, "⋯" menu, and
// whatever an app's `renderMessage` adds) are out of Tab order, so the whole list is one Tab stop
// (the roving row). Right/Left (mirrored in right-to-left) and Enter on a row without a primary
// link reach them; Escape goes back to the row.
import { useEffect, type KeyboardEvent, type RefObject } from 'react';
import { inlineStep } from '../../../ui/inlineStep';

const ROW = '[data-slot="inbox-row"]';
/** What the browser would put in Tab order inside a row. */
const CONTROLS = ':is(a[href], button, input, select, textarea, summary, [tabindex], [contenteditable="true"])';
const ROW_CONTROLS = `${ROW} ${CONTROLS}`;

/** The controls of `row`, in document order, that can take focus now. */
export function rowControls(row: HTMLElement): HTMLElement[] {
  return [...row.querySelectorAll<HTMLElement>(CONTROLS)].filter(
    (control) => !control.matches(':disabled') && control.getClientRects().length > 0,
  );
}

export interface UseRowControlsOptions {
  listRef: RefObject<HTMLElement | null>;
}

/** Keeps every control inside the list's rows at `tabindex="-1"`, rows added later included. */
export function useRowControlsOutOfTabOrder({ listRef }: UseRowControlsOptions): void {
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const apply = () => {
      for (const control of list.querySelectorAll<HTMLElement>(ROW_CONTROLS)) {
        if (control.tabIndex !== -1) control.tabIndex = -1;
      }
    };
    apply();
    // Rows mount as the list scrolls, and a row's controls change with its message.
    const observer = new MutationObserver(apply);
    observer.observe(list, { childList: true, subtree: true, attributes: true, attributeFilter: ['tabindex', 'href'] });
    return () => observer.disconnect();
  }, [listRef]);
}

/**
 * Moves focus between a row and its controls. Returns true when it handled the key. Up/Down stay
 * the list's (they move between rows).
 */
export function handleRowControlKey(event: KeyboardEvent<HTMLElement>): boolean {
  const target = event.target as HTMLElement;
  const row = target.closest<HTMLElement>(ROW);
  if (!row || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return false;
  const controls = rowControls(row);
  const step = inlineStep(event.key, row);
  let next: HTMLElement | undefined;
  if (target === row) {
    if (step > 0 || (event.key === 'Enter' && !row.querySelector('[data-row-primary]'))) next = controls[0];
    else if (step < 0) next = controls.at(-1);
  } else {
    const at = controls.indexOf(target);
    if (at < 0) return false;
    if (event.key === 'Escape') next = row;
    // Past either end of the controls: back to the row.
    else if (step) next = controls[at + step] ?? row;
  }
  if (!next) return false;
  event.preventDefault();
  // Escape on a control goes back to its row, it does not also clear the selection.
  event.stopPropagation();
  next.focus();
  return true;
}
