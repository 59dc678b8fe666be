'use client';

// What every part of one `<NotificationActivity>` needs to know, without passing it down by hand.
import { createContext, useContext, type ReactNode } from 'react';
import type { NotificationActivityLabels } from './activityLabels';
import { defaultActivityLabels } from './defaultActivityLabels';

/** What `renderLink` receives to render a link to another notification. */
export interface NotificationLinkArgs {
  notificationId: string;
  /** The link's content. */
  children: ReactNode;
  className: string;
}

export interface ActivitySettings {
  labels: NotificationActivityLabels;
  locale?: string;
  timeZone?: string;
  /** "Now" for relative times (ms since epoch); fixed in stories and tests. Default the clock. */
  now?: number;
  /** Called when the reader follows a link to another notification (a merged digest's target). */
  onNavigate?: (notificationId: string) => void;
  /** Renders a link to another notification, e.g. a router `<Link>`. Wins over `onNavigate`. */
  renderLink?: (args: NotificationLinkArgs) => ReactNode;
  /** Level of the view's own heading; job headings are one below. */
  headingLevel: 2 | 3 | 4 | 5;
}

const ActivitySettingsContext = createContext<ActivitySettings>({
  labels: defaultActivityLabels,
  headingLevel: 2,
});

export function ActivitySettingsProvider({ value, children }: { value: ActivitySettings; children: ReactNode }) {
  return <ActivitySettingsContext.Provider value={value}>{children}</ActivitySettingsContext.Provider>;
}

export function useActivitySettings(): ActivitySettings {
  return useContext(ActivitySettingsContext);
}
