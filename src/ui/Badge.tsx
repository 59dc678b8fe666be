import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { cx } from './cx';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger' | 'accent';

export interface BadgeProps extends ComponentPropsWithoutRef<'span'> {
  /** Colour pair from the theme tokens. Never the only carrier of meaning: put a word inside. */
  tone?: BadgeTone;
}

/** A short inline label such as a status or a count. */
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge(
  { tone = 'neutral', className, ...props },
  ref,
) {
  return (
    <span
      ref={ref}
      data-slot="badge"
      data-tone={tone}
      {...props}
      className={cx('ik-badge', `ik-badge--${tone}`, className)}
    />
  );
});
