// An activity page of the app's own layout: the record from `useNotification`, laid out from the
// view's parts, a summary of its own from `classifyJobStatus`, and links to other notifications
// (a merged digest's target) as the app's own links.
import { useId } from 'react';
import {
  classifyJobStatus,
  NotificationActivityHeader,
  NotificationActivityJobs,
  NotificationActivityRoot,
  useNotification,
  type NotificationLinkArgs,
} from 'inbox-kit';

export interface NotificationPageProps {
  notificationId: string;
  /** The address of another notification's page in the app. */
  hrefOf: (notificationId: string) => string;
}

export function NotificationPage({ notificationId, hrefOf }: NotificationPageProps) {
  const { notification, isNotFound, isLive, error, refetch } = useNotification({ notificationId });
  const stepsHeading = useId();

  if (isNotFound) return <p>No notification has the ID {notificationId}.</p>;
  if (!notification) {
    return error ? (
      <p role="alert">
        The notification could not be loaded: {error.message}{' '}
        <button type="button" onClick={() => void refetch()}>
          Retry
        </button>
      </p>
    ) : (
      <p>Loading…</p>
    );
  }

  const jobs = notification.jobs ?? [];
  const failed = jobs.filter((job) => classifyJobStatus(job.status) === 'failed').length;
  const renderLink = ({ notificationId: target, children, className }: NotificationLinkArgs) => (
    <a className={className} href={hrefOf(target)}>
      {children}
    </a>
  );

  return (
    <NotificationActivityRoot notification={notification} timeZone="Europe/Berlin" renderLink={renderLink}>
      {/* Kept mounted so that the change to "Updating…" and back is announced. */}
      <NotificationActivityHeader notification={notification} live={<span role="status">{isLive ? 'Updating…' : ''}</span>} />
      <h3 id={stepsHeading}>
        {jobs.length} steps{failed > 0 ? `, ${failed} failed` : ''}
      </h3>
      <NotificationActivityJobs notification={notification} labelledBy={stepsHeading} defaultExpandedJobs="all" />
    </NotificationActivityRoot>
  );
}
