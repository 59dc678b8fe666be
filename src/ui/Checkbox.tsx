'use client';

import { useCallback, type ComponentPropsWithoutRef } from 'react';
import { cx } from './cx';

export interface CheckboxProps extends Omit<ComponentPropsWithoutRef<'input'>, 'type'> {
  /** Shows the mixed state ("some selected"); assistive technology reads it as "mixed". */
  indeterminate?: boolean;
}

/** A native checkbox, so forms, keyboard and screen readers behave as everywhere else. */
export function Checkbox({ indeterminate = false, className, checked, ...props }: CheckboxProps) {
  // `indeterminate` exists only as a DOM property, never as an attribute: a new ref callback per
  // value sets it (React calls the new one with the node whenever the value changes).
  const setIndeterminate = useCallback(
    (node: HTMLInputElement | null) => {
      if (node) node.indeterminate = indeterminate;
    },
    [indeterminate],
  );
  const state = indeterminate ? 'indeterminate' : checked ? 'checked' : 'unchecked';
  return (
    <input
      ref={setIndeterminate}
      type="checkbox"
      data-slot="checkbox"
      data-state={state}
      checked={checked}
      {...props}
      className={cx('ik-checkbox', className)}
    />
  );
}
