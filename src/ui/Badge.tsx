import type { ComponentPropsWithoutRef } from 'react';
import { cx } from './cx';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger' | 'accent';

export interface BadgeProps extends ComponentPropsWithoutRef<'span'> {
  /** Colour pair from the theme tokens. Never the only carrier of meaning: put a word inside. */
  tone?: BadgeTone;
}

/** A short inline label such as a status or a count. */
export function Badge({ tone = 'neutral', className, ...props }: BadgeProps) {
  return (
    <span
      data-slot="badge"
      data-tone={tone}
      {...props}
      className={cx('ik-badge', `ik-badge--${tone}`, className)}
    />
  );
}
