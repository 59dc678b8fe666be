'use client';

// Copies a text to the clipboard and says so (or says that it could not) in a live region.
import { useEffect, useRef, useState } from 'react';
import { Button, type ButtonProps } from './Button';
import { cx } from './cx';

export interface CopyButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** What to copy; a function is called at click time. */
  text: string | (() => string);
  /** Visible text of the button. Default `Copy`. */
  children?: string;
  /** Announced after a successful copy. Default `Copied`. */
  copiedLabel?: string;
  /** Announced when the clipboard refused. Default `Copy failed`. */
  failedLabel?: string;
  /** How long the confirmation stays, in ms. Default 2000. */
  confirmationMs?: number;
}

type CopyState = 'idle' | 'copied' | 'failed';

export function CopyButton({
  text,
  children = 'Copy',
  copiedLabel = 'Copied',
  failedLabel = 'Copy failed',
  confirmationMs = 2_000,
  className,
  ...props
}: CopyButtonProps) {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const show = (next: CopyState) => {
    setState(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), confirmationMs);
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
        {children}
      </Button>
      {/* Always rendered, so that screen readers notice when its text changes. */}
      <span role="status" className="ik-copy-button__status">
        {state === 'copied' ? copiedLabel : state === 'failed' ? failedLabel : ''}
      </span>
    </span>
  );
}
