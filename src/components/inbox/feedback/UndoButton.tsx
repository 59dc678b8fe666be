'use client';

// The "Undo" offered in the status area after a bulk change, for a few seconds. The time runs on
// a timer from context (tests give their own, so "6 s later" is when the test says so), and it
// does not run out under the reader: while the button has focus or the pointer, it stays.
import { createContext, useContext, useEffect, useRef } from 'react';
import { startTimer } from '../../../api/runtime';
import { Button } from '../../../ui/Button';

/** Calls `expire` after `ms`; returns the cancel. */
export type UndoTimer = (expire: () => void, ms: number) => () => void;

/** The timer of every Undo offer below it; the default is `setTimeout`. */
export const UndoTimerContext = createContext<UndoTimer>(startTimer);

/** How long an Undo is offered, in ms. */
export const UNDO_OFFER_MS = 6_000;

export interface UndoButtonProps {
  label: string;
  onUndo: () => void;
  /** The offer's time ran out. */
  onExpire: () => void;
}

export function UndoButton({ label, onUndo, onExpire }: UndoButtonProps) {
  const timer = useContext(UndoTimerContext);
  const ref = useRef<HTMLButtonElement>(null);
  const expireRef = useRef(onExpire);
  useEffect(() => {
    expireRef.current = onExpire;
  }, [onExpire]);
  useEffect(() => {
    let due = false;
    const button = ref.current;
    const held = () => Boolean(button && (button.matches(':hover') || button.ownerDocument.activeElement === button));
    const release = () => {
      if (due && !held()) expireRef.current();
    };
    const cancel = timer(() => {
      due = true;
      release();
    }, UNDO_OFFER_MS);
    button?.addEventListener('blur', release);
    button?.addEventListener('pointerleave', release);
    return () => {
      cancel();
      button?.removeEventListener('blur', release);
      button?.removeEventListener('pointerleave', release);
    };
  }, [timer]);
  return (
    <Button ref={ref} size="sm" variant="link" data-slot="inbox-undo" onClick={onUndo}>
      {label}
    </Button>
  );
}
