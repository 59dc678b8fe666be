// A status in words with its icon: the word carries the meaning, the icon and colour only help.
import type { ComponentPropsWithoutRef } from 'react';
import { cx } from '../../ui/cx';
import { StatusIcon, type StatusTone } from '../../ui/status';

export interface StatusLabelProps extends Omit<ComponentPropsWithoutRef<'span'>, 'children'> {
  tone: StatusTone;
  /** The status in words. */
  children: string;
}

export function StatusLabel({ tone, children, className, ...props }: StatusLabelProps) {
  return (
    <span data-tone={tone} {...props} className={cx('ik-status-label', `ik-status-label--${tone}`, className)}>
      <StatusIcon tone={tone} />
      {/* A status the labels do not know is shown as the service sent it: isolated. */}
      <bdi className="ik-status-label__text">{children}</bdi>
    </span>
  );
}
