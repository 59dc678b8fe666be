'use client';

// <NotificationActivity>: loads one notification's activity record and shows it, refreshing by
// itself while the service is still working on it.
import { useNotification } from '../../query/activity';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { cx } from '../../ui/cx';
import { Skeleton } from '../../ui/Skeleton';
import { ActivitySettingsProvider, useActivitySettings } from './ActivityContext';
import {
  ActivityRecord,
  useActivitySettingsValue,
  type NotificationActivityDisplayProps,
} from './NotificationActivityView';

export interface NotificationActivityProps extends NotificationActivityDisplayProps {
  /** The notification's id (a 24-character hexadecimal id). */
  notificationId: string;
  /** Fetch again while a job is still running. Default true. */
  refetchWhileRunning?: boolean;
}

export function NotificationActivity({ notificationId, refetchWhileRunning = true, ...display }: NotificationActivityProps) {
  const settings = useActivitySettingsValue(display);
  const query = useNotification({ notificationId, refetchWhileRunning });
  const { labels } = settings;
  const { notification } = query;

  let body;
  if (notification) {
    body = (
      <>
        {query.isError && !query.isNotFound && (
          <LoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        )}
        <ActivityRecord
          // A new id starts with fresh open/closed state.
          key={notificationId}
          {...display}
          notification={notification}
          live={<LiveIndicator live={query.isLive} />}
        />
      </>
    );
  } else if (query.isNotFound) {
    body = <NotFound notificationId={notificationId} />;
  } else if (query.isError) {
    body = <LoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  } else {
    body = <ActivitySkeleton />;
  }

  return (
    <ActivitySettingsProvider value={settings}>
      <section
        aria-label={labels.title}
        aria-busy={query.isPending && !query.isError ? true : undefined}
        className={cx('ik-root', 'ik-activity', display.className)}
        data-notification-id={notificationId}
        data-state={notification ? 'loaded' : query.isNotFound ? 'not-found' : query.isError ? 'error' : 'loading'}
      >
        {body}
      </section>
    </ActivitySettingsProvider>
  );
}

/** "Refreshing…" while the record is live. The region stays mounted so that changes are announced. */
function LiveIndicator({ live }: { live: boolean }) {
  const { labels } = useActivitySettings();
  return (
    <span role="status" className="ik-activity__live" data-live={live}>
      {live && (
        <>
          <span className="ik-activity__live-dot" aria-hidden="true" />
          {labels.refreshing}
        </>
      )}
    </span>
  );
}

function NotFound({ notificationId }: { notificationId: string }) {
  const { labels, headingLevel } = useActivitySettings();
  const Heading = `h${headingLevel}` as 'h2';
  return (
    <div className="ik-activity__message ik-activity__not-found">
      <Heading className="ik-activity__title">{labels.notFound}</Heading>
      <p className="ik-muted">{labels.notFoundHint(notificationId)}</p>
    </div>
  );
}

function LoadError({ error, onRetry, retrying }: { error: Error | null; onRetry: () => void; retrying: boolean }) {
  const { labels } = useActivitySettings();
  return (
    <Alert
      className="ik-activity__error"
      title={labels.loadError}
      // The service's own words (or the transport's), for whoever has to fix it.
      detail={error?.message}
      actions={
        <Button variant="primary" size="sm" onClick={onRetry} data-retrying={retrying}>
          {labels.retry}
        </Button>
      }
    />
  );
}

function ActivitySkeleton() {
  const { labels } = useActivitySettings();
  return (
    <div className="ik-activity__skeleton">
      <p role="status" className="ik-visually-hidden">
        {labels.loading}
      </p>
      <Skeleton inlineSize="45%" blockSize="1.6em" />
      <Skeleton inlineSize="25%" />
      <div className="ik-activity__skeleton-facts">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} inlineSize={`${60 - index * 8}%`} />
        ))}
      </div>
      <ol className="ik-job-timeline" aria-hidden="true">
        {Array.from({ length: 3 }, (_, index) => (
          <li key={index} className="ik-job ik-job--skeleton">
            <Skeleton inlineSize="50%" blockSize="1.4em" />
          </li>
        ))}
      </ol>
    </div>
  );
}
