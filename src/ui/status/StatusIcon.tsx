// A small inline icon for a status. Decorative only: the status word always sits beside it, so
// the meaning never rests on the icon's shape or colour.
import type { SVGProps } from 'react';
import { cx } from '../cx';
import { Icon } from '../Icon';
import {
  SUCCESS_PATH,
  DANGER_PATH,
  WARNING_PATH,
  RUNNING_PATH,
  PENDING_PATH,
  NEUTRAL_PATH,
  SKIPPED_PATH,
  CANCELED_PATH,
  MERGED_PATH,
  UNKNOWN_PATH,
} from './statusPaths';

/** The kinds of status an icon can show. Unknown statuses use `unknown`. */
export type StatusTone =
  | 'success'
  | 'danger'
  | 'warning'
  | 'running'
  | 'pending'
  | 'neutral'
  | 'skipped'
  | 'canceled'
  | 'merged'
  | 'unknown';

export interface StatusIconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  tone: StatusTone;
}

const PATHS: Record<StatusTone, string> = {
  success: SUCCESS_PATH,
  danger: DANGER_PATH,
  warning: WARNING_PATH,
  running: RUNNING_PATH,
  pending: PENDING_PATH,
  neutral: NEUTRAL_PATH,
  skipped: SKIPPED_PATH,
  canceled: CANCELED_PATH,
  merged: MERGED_PATH,
  unknown: UNKNOWN_PATH,
};

/** A 1em status icon, hidden from assistive technology. */
export function StatusIcon({ tone, ...props }: StatusIconProps) {
  return <StatusGlyph tone={tone} path={PATHS[tone]} {...props} />;
}

/** `StatusIcon` with its drawing given (statusPaths.ts): only that drawing is bundled. */
export function StatusGlyph({ tone, path, className, ...props }: StatusIconProps & { path: string }) {
  return (
    <Icon
      path={path}
      data-slot="status-icon"
      data-tone={tone}
      {...props}
      className={cx('ik-status-icon', `ik-status-icon--${tone}`, className)}
    />
  );
}
