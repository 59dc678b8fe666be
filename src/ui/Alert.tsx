// The one look of an error or warning in every component (a failed load, a failed change, a page
// that would not load): an icon, the sentence, the service's own words if any, and the actions.
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { cx } from './cx';
import { DANGER_PATH, StatusGlyph, WARNING_PATH } from './status';

export type AlertTone = 'danger' | 'warning';

export interface AlertProps extends Omit<ComponentPropsWithoutRef<'div'>, 'title'> {
  /** Default `danger`. */
  tone?: AlertTone;
  /** The sentence a reader needs: what went wrong. */
  title: ReactNode;
  /** Detail for whoever has to fix it (e.g. the service's message), shown smaller. */
  detail?: ReactNode;
  /** Buttons such as Retry and Dismiss. */
  actions?: ReactNode;
}

/** A `role="alert"` box: announced when it appears, styled by `.ik-alert`. */
export const Alert = forwardRef<HTMLDivElement, AlertProps>(function Alert(
  { tone = 'danger', title, detail, actions, className, ...props },
  ref,
) {
  return (
    <div ref={ref} role="alert" data-slot="alert" data-tone={tone} {...props} className={cx('ik-alert', `ik-alert--${tone}`, className)}>
      <StatusGlyph tone={tone} path={tone === 'warning' ? WARNING_PATH : DANGER_PATH} className="ik-alert__icon" />
      <div className="ik-alert__body">
        <p className="ik-alert__title">{title}</p>
        {detail !== undefined && detail !== null && detail !== '' ? (
          <p className="ik-alert__detail" dir="auto">
            {detail}
          </p>
        ) : null}
      </div>
      {actions ? <div className="ik-alert__actions">{actions}</div> : null}
    </div>
  );
});
