'use client';

import {
  forwardRef,
  useCallback,
  useEffect,
  useRef,
  type ComponentPropsWithoutRef,
} from 'react';
import { cx } from './cx';
import { setRefs } from './setRefs';

export interface CheckboxProps extends Omit<ComponentPropsWithoutRef<'input'>, 'type'> {
  /** Shows the mixed state ("some selected"); assistive technology reads it as "mixed". */
  indeterminate?: boolean;
}

/** A native checkbox, so forms, keyboard and screen readers behave as everywhere else. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { indeterminate = false, className, checked, ...props },
  ref,
) {
  const inner = useRef<HTMLInputElement | null>(null);
  // `indeterminate` exists only as a DOM property, never as an attribute.
  useEffect(() => {
    if (inner.current) inner.current.indeterminate = indeterminate;
  }, [indeterminate]);
  const setRef = useCallback(
    (node: HTMLInputElement | null) => {
      inner.current = node;
      if (node) node.indeterminate = indeterminate;
      setRefs(node, ref);
    },
    // The effect above keeps `indeterminate` current; the ref callback only needs to run per node.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [ref],
  );
  const state = indeterminate ? 'indeterminate' : checked ? 'checked' : 'unchecked';
  return (
    <input
      ref={setRef}
      type="checkbox"
      data-slot="checkbox"
      data-state={state}
      checked={checked}
      {...props}
      className={cx('ik-checkbox', className)}
    />
  );
});
