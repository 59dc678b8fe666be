// The one look of an error in every component (a failed load, a failed change, a page that
// would not load): an icon, the sentence, the service's own words if any, and the actions. Every
// caller shows a failure, so the tone is danger (the stylesheet keeps a warning look in reserve).
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { cx } from './cx';
import { DANGER_PATH, StatusGlyph } from './status';

export interface AlertProps extends Omit<ComponentPropsWithoutRef<'div'>, 'title'> {
  /** The sentence a reader needs: what went wrong. */
  title: ReactNode;
  /** The service's own words for whoever has to fix it, shown smaller when not empty. */
  detail?: string;
  /** Buttons such as Retry and Dismiss. */
  actions?: ReactNode;
}

/** A `role="alert"` box: announced when it appears, styled by `.ik-alert`. */
export function Alert({ title, detail, actions, className, ...props }: AlertProps) {
  return (
    <div role="alert" data-slot="alert" data-tone="danger" {...props} className={cx('ik-alert', 'ik-alert--danger', className)}>
      <StatusGlyph tone="danger" path={DANGER_PATH} className="ik-alert__icon" />
      <div className="ik-alert__body">
        <p className="ik-alert__title">{title}</p>
        {detail ? (
          <p className="ik-alert__detail" dir="auto">
            {detail}
          </p>
        ) : null}
      </div>
      {actions ? <div className="ik-alert__actions">{actions}</div> : null}
    </div>
  );
}
