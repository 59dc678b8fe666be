'use client';

// A link to another notification: the host's own link (`renderLink`), a button calling
// `onNavigate`, or plain text when the host wired up neither.
import type { ReactNode } from 'react';
import { useActivitySettings } from './ActivityContext';

export function NotificationLink({ notificationId, children }: { notificationId: string; children: ReactNode }) {
  const { renderLink, onNavigate } = useActivitySettings();
  const className = 'ik-activity-link';
  if (renderLink) return <>{renderLink({ notificationId, children, className })}</>;
  if (onNavigate) {
    return (
      <button type="button" className={className} onClick={() => onNavigate(notificationId)}>
        {children}
      </button>
    );
  }
  return <span className="ik-activity-link ik-activity-link--static">{children}</span>;
}
