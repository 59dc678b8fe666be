// Preformatted text (JSON, a provider's raw answer) rendered as text, scrollable by keyboard.
import type { ComponentPropsWithoutRef } from 'react';
import { cx } from '../cx';

export interface CodeBlockProps extends Omit<ComponentPropsWithoutRef<'pre'>, 'children'> {
  /** The text, shown as is: never parsed as markup. */
  text: string;
  /** Accessible name of the block (it is focusable so that a keyboard can scroll it). */
  label: string;
  /** `json` for pretty-printed JSON, `text` otherwise; for styling. */
  language?: 'json' | 'text';
}

// No caller hands it a ref, so it is a plain function.
export function CodeBlock({ text, label, language = 'text', className, ...props }: CodeBlockProps) {
  return (
    <pre
      // A scrolling region must be reachable without a mouse.
      tabIndex={0}
      role="group"
      aria-label={label}
      data-slot="code-block"
      data-language={language}
      {...props}
      className={cx('ik-code-block', className)}
    >
      <code>{text}</code>
    </pre>
  );
}
