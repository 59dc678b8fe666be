'use client';

// A date from the service in the reader's locale and zone, keeping the exact value in `dateTime`.
// One style for the whole view: the date (medium) and the time to the second, absolute; the time
// relative to now ("3 minutes ago") on hover.
import { useState } from 'react';
import { formatRelativeTime } from '../../format/formatRelativeTime';
import { dateTimeFormat } from '../../format/intl';
import { useActivitySettings } from './ActivityContext';

export interface ActivityTimeProps {
  iso: string | undefined;
  /**
   * Say the date before the time. Default true; a log leaves it out where the entry before it
   * already said the same day, in the same style.
   */
  withDate?: boolean;
}

export function ActivityTime({ iso, withDate = true }: ActivityTimeProps) {
  const { locale, timeZone, now } = useActivitySettings();
  // Computed when the pointer arrives, so "3 minutes ago" is true when it is read.
  const [relative, setRelative] = useState<string | undefined>(undefined);
  if (!iso) return null;
  const time = Date.parse(iso);
  if (Number.isNaN(time)) {
    return (
      <time dir="auto" className="ik-activity-time">
        {iso}
      </time>
    );
  }
  const text = dateTimeFormat(locale, {
    ...(withDate && { dateStyle: 'medium' }),
    timeStyle: 'medium',
    ...(timeZone && { timeZone }),
  }).format(time);
  return (
    // Isolated with its own direction: "5:00:00 AM" stays in order inside a right-to-left view.
    <time
      dateTime={iso}
      dir="auto"
      className="ik-activity-time"
      title={relative}
      onPointerEnter={() => setRelative(formatRelativeTime(time, { locale, now: now ?? Date.now() }))}
    >
      {text}
    </time>
  );
}
