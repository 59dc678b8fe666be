'use client';

// Says that this notification's digest was merged into another one, with a way to go there.
import { CopyButton } from '../../ui/CopyButton';
import { StatusIcon } from '../../ui/status';
import { useActivitySettings } from './ActivityContext';
import { NotificationLink } from './NotificationLink';

export function MergedDigestNotice({ notificationId }: { notificationId: string }) {
  const { labels } = useActivitySettings();
  return (
    <p className="ik-activity-merged" data-digested-notification-id={notificationId}>
      <StatusIcon tone="neutral" />
      <span>{labels.mergedInto} </span>
      <NotificationLink notificationId={notificationId}>
        <code dir="auto" className="ik-activity-id">{notificationId}</code>
      </NotificationLink>
      <CopyButton
        text={notificationId}
        aria-label={labels.copyNamed(labels.notificationId)}
        labels={labels}
      />
    </p>
  );
}
