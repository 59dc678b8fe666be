import type { ComponentPropsWithoutRef } from 'react';
import { cx } from './cx';

export interface SkeletonProps extends ComponentPropsWithoutRef<'span'> {
  /** CSS inline size (width in horizontal writing), e.g. `'60%'` or `120`. */
  inlineSize?: string | number;
  /** CSS block size (height in horizontal writing). Default one line of text. */
  blockSize?: string | number;
  /** `circle` for avatars. */
  shape?: 'line' | 'circle';
}

/**
 * A placeholder shape shown while content loads. Hidden from assistive technology: the loading
 * state is announced once by the container (`aria-busy` and a text), not per shape.
 */
export function Skeleton({ inlineSize, blockSize, shape = 'line', className, style, ...props }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      data-slot="skeleton"
      data-shape={shape}
      {...props}
      style={{ inlineSize, blockSize, ...style }}
      className={cx('ik-skeleton', `ik-skeleton--${shape}`, className)}
    />
  );
}
