import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { cx } from './cx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'link';
export type ButtonSize = 'sm' | 'md';

export interface ButtonProps extends ComponentPropsWithoutRef<'button'> {
  /** Visual weight. `primary` for the one main action of an area. Default `secondary`. */
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** A native `<button>` (type `button` unless told), styled by `.ik-button`. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'secondary', size = 'md', type = 'button', className, ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      data-slot="button"
      data-variant={variant}
      data-size={size}
      {...props}
      className={cx('ik-button', `ik-button--${variant}`, `ik-button--${size}`, className)}
    />
  );
});
