'use client';

// Copies a text to the clipboard and says so (or says that it could not) in a live region.
import { useEffect, useRef, useState } from 'react';
import { Button, type ButtonProps } from './Button';
import { cx } from './cx';

/** The button's words in the reader's language (the activity's labels have them). */
export interface CopyLabels {
  /** Visible text of the button. */
  copy: string;
  /** Announced after a successful copy. */
  copied: string;
  /** Announced when the clipboard refused. */
  copyFailed: string;
}

export interface CopyButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** What to copy; a function is called at click time. */
  text: string | (() => string);
  labels: CopyLabels;
}

/** How long the confirmation stays. */
const CONFIRMATION_MS = 2_000;

type CopyState = 'idle' | 'copied' | 'failed';

export function CopyButton({ text, labels, className, ...props }: CopyButtonProps) {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const show = (next: CopyState) => {
    setState(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), CONFIRMATION_MS);
  };

  const copy = async () => {
    try {
      const value = typeof text === 'function' ? text() : text;
      // Not every context has a clipboard (insecure origins, some embedded browsers).
      if (!navigator.clipboard?.writeText) throw new Error('No clipboard');
      await navigator.clipboard.writeText(value);
      show('copied');
    } catch {
      show('failed');
    }
  };

  return (
    <span data-slot="copy-button" data-state={state} className={cx('ik-copy-button', className)}>
      <Button size="sm" variant="ghost" {...props} onClick={() => void copy()}>
        {labels.copy}
      </Button>
      {/* Always rendered, so that screen readers notice when its text changes. */}
      <span role="status" className="ik-copy-button__status">
        {state === 'copied' ? labels.copied : state === 'failed' ? labels.copyFailed : ''}
      </span>
    </span>
  );
}
