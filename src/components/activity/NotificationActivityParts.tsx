'use client';

// The parts of `NotificationActivityView`, for an app that lays out its own activity view: a root
// that holds the settings (labels, locale, links), then the header, the job list, one job and an
// execution log in any arrangement. Thin wrappers of the view's own parts: one implementation.
import type { ActivityNotification, ExecutionDetail, MalformedItem } from '../../api/types';
import { ActivityHeader, type ActivityHeaderProps } from './header';
import { ExecutionLog } from './log';
import { JobItem, type JobItemProps } from './jobs';
import type { JobExpansion } from './jobs';
import { JobTimeline } from './jobs';
import { ActivityRoot, type ActivityRootProps } from './NotificationActivityView';

export type NotificationActivityRootProps = ActivityRootProps;

/** The view's root and settings: every other part must be inside one. */
export function NotificationActivityRoot(props: NotificationActivityRootProps) {
  return <ActivityRoot {...props} />;
}

export type NotificationActivityHeaderProps = ActivityHeaderProps;

/** Workflow, transaction id, subscriber, channels and the overall status. */
export function NotificationActivityHeader(props: NotificationActivityHeaderProps) {
  return <ActivityHeader {...props} />;
}

export interface NotificationActivityJobsProps {
  notification: ActivityNotification;
  /** The id of the element that names the list (your heading). */
  labelledBy: string;
  /** Which jobs start open. Default `auto`. */
  defaultExpandedJobs?: JobExpansion;
}

/** Every job of the record as a disclosure, in order; one it could not read at its place, saying so. */
export function NotificationActivityJobs({ notification, labelledBy, defaultExpandedJobs = 'auto' }: NotificationActivityJobsProps) {
  return (
    <JobTimeline
      jobs={notification.jobs ?? []}
      malformedJobs={notification.malformedJobs}
      digestedNotificationId={notification._digestedNotificationId}
      expansion={defaultExpandedJobs}
      labelledBy={labelledBy}
    />
  );
}

export type NotificationActivityJobProps = JobItemProps;

/** One job: a list item (put it in a `<ol>` or `<ul>`) with its step, filters and log. */
export function NotificationActivityJob(props: NotificationActivityJobProps) {
  return <JobItem {...props} />;
}

export interface NotificationActivityLogProps {
  details: readonly ExecutionDetail[];
  /** The entries the client could not read (a job's `malformedExecutionDetails`), shown at their places. */
  malformedDetails?: readonly MalformedItem[];
  /** The id of the element that names the log. */
  labelledBy: string;
}

/** A job's execution details as a timeline, long logs collapsed. */
export function NotificationActivityLog(props: NotificationActivityLogProps) {
  return <ExecutionLog {...props} />;
}
