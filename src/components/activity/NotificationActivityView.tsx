'use client';

// A notification activity record already in hand, rendered: header, jobs timeline, whole record
// as JSON. `<NotificationActivity>` fetches the record and renders this.
import { useId, useMemo, type ReactNode } from 'react';
import type { ActivityNotification } from '../../api/types';
import { cx } from '../../ui/cx';
import { drawnZone, useServerRender } from '../../ui/useServerRender';
import {
  ActivitySettingsProvider,
  useActivitySettings,
  type ActivitySettings,
  type NotificationLinkArgs,
} from './ActivityContext';
import { ActivityHeader } from './header';
import { resolveActivityLabels, type NotificationActivityLabelOverrides } from './labels';
import type { JobExpansion } from './jobs';
import { JobTimeline } from './jobs';
import { JsonDisclosure } from './JsonDisclosure';

/** Display options shared by `<NotificationActivity>` and `<NotificationActivityView>`. */
export interface NotificationActivityDisplayProps {
  /**
   * Replace any text; records of service values (statuses, step types…) merge with the defaults.
   * A whole pack works too: `import { ar } from 'inbox-kit/locales/ar'`, then `labels={ar.activity}`.
   */
  labels?: NotificationActivityLabelOverrides;
  /** BCP 47 locale for dates and numbers. Default the labels' `locale` (English). */
  locale?: string;
  /** IANA time zone for dates. Default the browser's (UTC in the server's HTML and its hydration). */
  timeZone?: string;
  /** "Now" for the relative time shown on hover; fixed in stories and tests. Default the clock. */
  now?: Date | number;
  className?: string;
  /** Called when the reader follows a link to another notification (a merged digest's target). */
  onNavigate?: (notificationId: string) => void;
  /** Renders a link to another notification (e.g. a router `<Link>`); wins over `onNavigate`. */
  renderLink?: (args: NotificationLinkArgs) => ReactNode;
  /** Which jobs start open. Default `auto`: the ones that need attention (failed and still running). */
  defaultExpandedJobs?: JobExpansion;
  /** Level of the view's heading (the workflow name). Default 2. */
  headingLevel?: 2 | 3 | 4 | 5;
}

export interface NotificationActivityViewProps extends NotificationActivityDisplayProps {
  notification: ActivityNotification;
  /** Content beside the overall status, e.g. a "Refreshing…" indicator. */
  live?: ReactNode;
}

/** The settings context for a view, rebuilt only when an option changes. */
export function useActivitySettingsValue({
  labels,
  locale,
  timeZone,
  now,
  onNavigate,
  renderLink,
  headingLevel = 2,
}: NotificationActivityDisplayProps): ActivitySettings {
  const nowMs = now === undefined ? undefined : +now;
  const resolved = useMemo(() => resolveActivityLabels(labels), [labels]);
  const zone = drawnZone(timeZone, useServerRender());
  return useMemo(
    // Dates and numbers follow the labels' language unless the app names a locale.
    () => ({ labels: resolved, locale: locale ?? resolved.locale, timeZone: zone, now: nowMs, onNavigate, renderLink, headingLevel }),
    [resolved, locale, zone, nowMs, onNavigate, renderLink, headingLevel],
  );
}

export function NotificationActivityView(props: NotificationActivityViewProps) {
  return (
    <ActivityRoot {...props}>
      <ActivityRecord {...props} />
    </ActivityRoot>
  );
}

export interface ActivityRootProps extends NotificationActivityDisplayProps {
  /** The record shown, named on the root as `data-notification-id`. */
  notification: ActivityNotification;
  children: ReactNode;
}

/** The view's root: the settings (labels, locale, links) and the themed, named section. */
export function ActivityRoot({ notification, children, ...display }: ActivityRootProps) {
  const settings = useActivitySettingsValue(display);
  return (
    <ActivitySettingsProvider value={settings}>
      <section
        aria-label={settings.labels.title}
        className={cx('ik-root', 'ik-activity', display.className)}
        data-notification-id={notification._id}
      >
        {children}
      </section>
    </ActivitySettingsProvider>
  );
}

/** The record's parts, inside a view's settings and root. */
export function ActivityRecord({
  notification,
  live,
  defaultExpandedJobs = 'auto',
  headingLevel = 2,
}: NotificationActivityViewProps) {
  const jobsHeadingId = useId();
  const JobsHeading = `h${headingLevel + 1}` as 'h3';
  const { labels } = useActivitySettings();
  return (
    <>
      <ActivityHeader notification={notification} live={live} />
      <div className="ik-activity__jobs">
        <JobsHeading id={jobsHeadingId} className="ik-activity__jobs-heading">
          {labels.jobs}
        </JobsHeading>
        <JobTimeline
          jobs={notification.jobs ?? []}
          malformedJobs={notification.malformedJobs}
          digestedNotificationId={notification._digestedNotificationId}
          expansion={defaultExpandedJobs}
          labelledBy={jobsHeadingId}
        />
      </div>
      <div className="ik-activity__footer">
        <JsonDisclosure label={labels.recordJson} value={notification} />
      </div>
    </>
  );
}
