'use client';

// A job's execution log as an ordered timeline. Long logs show their latest entries first
// collapsed behind "Show all", so a record of thousands of entries stays light. An entry the
// client could not read shows at its place, and counts as an entry.
import { useState } from 'react';
import type { ExecutionDetail, MalformedItem } from '../../../api/types';
import { dateTimeFormat } from '../../../format/intl';
import { Button } from '../../../ui/Button';
import { useActivitySettings } from '../ActivityContext';
import { activityCountArgs } from '../labels';
import { ExecutionDetailItem } from './ExecutionDetailItem';
import { inSentOrder } from '../inSentOrder';
import { UnreadableDetailItem } from '../UnreadableItem';

/** Logs longer than this start collapsed to their last `COLLAPSED_LOG_SIZE` entries. */
export const COLLAPSED_LOG_SIZE = 10;

/** The calendar day of `iso` in `timeZone`, to compare entries; undefined for a missing date. */
function dayOf(iso: string | undefined, timeZone: string | undefined): string | undefined {
  const time = iso === undefined ? Number.NaN : Date.parse(iso);
  if (Number.isNaN(time)) return undefined;
  return dateTimeFormat('en-US', { dateStyle: 'short', ...(timeZone && { timeZone }) }).format(time);
}

export interface ExecutionLogProps {
  details: readonly ExecutionDetail[];
  /** The entries the client could not read (the job's `malformedExecutionDetails`). */
  malformedDetails?: readonly MalformedItem[];
  labelledBy: string;
  /** The job's status: a skipped, canceled or merged job's log lines never say "Success". */
  jobStatus?: string;
}

export function ExecutionLog({ details, malformedDetails, labelledBy, jobStatus }: ExecutionLogProps) {
  const { labels, locale, timeZone } = useActivitySettings();
  const [showAll, setShowAll] = useState(false);
  const entries = inSentOrder({ items: details, unreadable: malformedDetails });
  if (entries.length === 0) return <p className="ik-muted ik-activity-empty">{labels.noExecutionDetails}</p>;

  const collapsible = entries.length > COLLAPSED_LOG_SIZE;
  const collapsed = collapsible && !showAll;
  const first = collapsed ? entries.length - COLLAPSED_LOG_SIZE : 0;
  const shown = collapsed ? entries.slice(first) : entries;
  const fmt = (count: number) => activityCountArgs(count, locale).formatted;

  return (
    <div className="ik-execution-log">
      {collapsible && (
        <div className="ik-execution-log__toggle">
          {collapsed && (
            <span className="ik-muted">
              {labels.showingLast({
                shown: shown.length,
                total: entries.length,
                formattedShown: fmt(shown.length),
                formattedTotal: fmt(entries.length),
              })}{' '}
            </span>
          )}
          <Button size="sm" variant="link" aria-expanded={!collapsed} onClick={() => setShowAll(!showAll)}>
            {collapsed ? labels.showAll(activityCountArgs(entries.length, locale)) : labels.showFewer}
          </Button>
        </div>
      )}
      <ol className="ik-execution-log__list" start={first + 1} aria-labelledby={labelledBy}>
        {shown.map(({ item: detail, unreadable }, index) => {
          // Keyed by position; an unreadable entry's key has no colon, which every other one has.
          if (!detail) return <UnreadableDetailItem key={`unreadable#${first + index}`} item={unreadable} />;
          // Entries show the time of day to the second; the date only where a reader could not
          // tell it otherwise (a delay of a day would look like no delay at all, and an unreadable
          // entry before says no day).
          const day = dayOf(detail.createdAt, timeZone);
          const withDate = day !== undefined && (index === 0 || day !== dayOf(shown[index - 1]?.item?.createdAt, timeZone));
          return <ExecutionDetailItem key={`${detail._id}:${first + index}`} detail={detail} withDate={withDate} jobStatus={jobStatus} />;
        })}
      </ol>
    </div>
  );
}
