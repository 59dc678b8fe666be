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
}

export function ActivityTime({ iso, style = 'medium', display = 'dateTime' }: ActivityTimeProps) {
  const { locale, timeZone } = useActivitySettings();
  if (!iso) return null;
  let text: string;
  const time = Date.parse(iso);
  if (display === 'seconds' && !Number.isNaN(time)) {
    text = dateTimeFormat(locale, { timeStyle: 'medium', ...(timeZone && { timeZone }) }).format(time);
  } else {
    text = formatDateTime(iso, { locale, timeZone, style });
  }
  return (
    <time dateTime={iso} className="ik-activity-time">
      {text}
    </time>
  );
}
