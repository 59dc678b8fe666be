'use client';

// A job's execution log as an ordered timeline. Long logs show their latest entries first
// collapsed behind "Show all", so a record of thousands of entries stays light.
import { useState } from 'react';
import type { ExecutionDetail } from '../../api/types';
import { dateTimeFormat } from '../../format/intl';
import { Button } from '../../ui/Button';
import { useActivitySettings } from './ActivityContext';
import { activityCountArgs } from './activityLabels';
import { ExecutionDetailItem } from './ExecutionDetailItem';

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
  labelledBy: string;
  /** The job's status: a skipped, canceled or merged job's log lines never say "Success". */
  jobStatus?: string;
}

export function ExecutionLog({ details, labelledBy, jobStatus }: ExecutionLogProps) {
  const { labels, locale, timeZone } = useActivitySettings();
  const [showAll, setShowAll] = useState(false);
  if (details.length === 0) return <p className="ik-muted ik-activity-empty">{labels.noExecutionDetails}</p>;

  const collapsible = details.length > COLLAPSED_LOG_SIZE;
  const collapsed = collapsible && !showAll;
  const first = collapsed ? details.length - COLLAPSED_LOG_SIZE : 0;
  const shown = collapsed ? details.slice(first) : details;
  const fmt = (count: number) => activityCountArgs(count, locale).formatted;

  return (
    <div className="ik-execution-log">
      {collapsible && (
        <div className="ik-execution-log__toggle">
          {collapsed && (
            <span className="ik-muted">
              {labels.showingLast({
                shown: shown.length,
                total: details.length,
                formattedShown: fmt(shown.length),
                formattedTotal: fmt(details.length),
              })}{' '}
            </span>
          )}
          <Button size="sm" variant="link" aria-expanded={!collapsed} onClick={() => setShowAll(!showAll)}>
            {collapsed ? labels.showAll(activityCountArgs(details.length, locale)) : labels.showFewer}
          </Button>
        </div>
      )}
      <ol className="ik-execution-log__list" start={first + 1} aria-labelledby={labelledBy}>
        {shown.map((detail, index) => {
          // Entries show the time of day to the second; the date only where a reader could not
          // tell it otherwise (a delay of a day would look like no delay at all).
          const day = dayOf(detail.createdAt, timeZone);
          const withDate = day !== undefined && (index === 0 || day !== dayOf(shown[index - 1]?.createdAt, timeZone));
          return <ExecutionDetailItem key={`${detail._id}:${first + index}`} detail={detail} withDate={withDate} jobStatus={jobStatus} />;
        })}
      </ol>
    </div>
  );
}
