'use client';

// What went wrong, first: how many steps failed and the first failure's reason, under the overall
// status. Nothing when nothing failed.
import { classifyJobStatus } from '../../api/jobStatusClass';
import type { ActivityJob } from '../../api/types';
import { useActivitySettings } from './ActivityContext';
import { activityCountArgs } from './activityLabels';
import { jobFailureReason } from './jobFacts';

export interface ActivitySummaryProps {
  jobs: readonly ActivityJob[];
}

export function ActivitySummary({ jobs }: ActivitySummaryProps) {
  const { labels, locale } = useActivitySettings();
  const failed = jobs.filter((job) => classifyJobStatus(job.status) === 'failed');
  if (failed.length === 0) return null;
  const reason = failed.map((job) => jobFailureReason(job)).find((text) => text !== undefined);
  return (
    <div className="ik-activity__summary" data-failed-count={failed.length}>
      <p className="ik-activity__failed-count">{labels.failedSteps(activityCountArgs(failed.length, locale))}</p>
      {reason !== undefined && (
        <p className="ik-activity__first-reason">
          <span className="ik-muted">{labels.failureReason}: </span>
          <span dir="auto">{reason}</span>
        </p>
      )}
    </div>
  );
}
