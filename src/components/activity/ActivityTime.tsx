'use client';

// A date from the service in the reader's locale and zone, keeping the exact value in `dateTime`.
import { formatDateTime, type DateTimeStyle } from '../../format/formatDateTime';
import { dateTimeFormat } from '../../format/intl';
import { useActivitySettings } from './ActivityContext';

export interface ActivityTimeProps {
  iso: string | undefined;
  style?: DateTimeStyle;
  /**
   * `dateTime` (default) or `seconds`: the time of day to the second, for log entries that are
   * often under a minute apart.
   */
  display?: 'dateTime' | 'seconds';
  /** With `seconds`: say the date too (the entry starts a log, or a new day in it). */
  withDate?: boolean;
}

export function ActivityTime({ iso, style = 'medium', display = 'dateTime', withDate = false }: ActivityTimeProps) {
  const { locale, timeZone } = useActivitySettings();
  if (!iso) return null;
  let text: string;
  const time = Date.parse(iso);
  if (display === 'seconds' && !Number.isNaN(time)) {
    text = dateTimeFormat(locale, {
      ...(withDate && { dateStyle: style }),
      timeStyle: 'medium',
      ...(timeZone && { timeZone }),
    }).format(time);
  } else {
    text = formatDateTime(iso, { locale, timeZone, style });
  }
  return (
    // Isolated with its own direction: "5:00:00 AM" stays in order inside a right-to-left view.
    <time dateTime={iso} dir="auto" className="ik-activity-time">
      {text}
    </time>
  );
}
