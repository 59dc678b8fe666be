'use client';

// What went wrong, first: how many steps failed and the first failure's reason, and how many
// steps could not be read, under the overall status. Nothing when nothing did.
import { classifyJobStatus } from '../../../api/jobStatusClass';
import type { ActivityJob } from '../../../api/types';
import { useActivitySettings } from '../ActivityContext';
import { activityCountArgs } from '../labels';
import { jobFailureReason } from '../jobFacts';

export interface ActivitySummaryProps {
  jobs: readonly ActivityJob[];
  /**
   * How many jobs the client could not read. Counted on their own: whether they failed is not
   * known, so they are never among the failed steps.
   */
  unreadableJobs?: number;
}

export function ActivitySummary({ jobs, unreadableJobs = 0 }: ActivitySummaryProps) {
  const { labels, locale } = useActivitySettings();
  const failed = jobs.filter((job) => classifyJobStatus(job.status) === 'failed');
  if (failed.length === 0 && unreadableJobs === 0) return null;
  const reason = failed.map((job) => jobFailureReason(job)).find((text) => text !== undefined);
  return (
    <div
      className="ik-activity__summary"
      data-failed-count={failed.length}
      data-unreadable-count={unreadableJobs > 0 ? unreadableJobs : undefined}
    >
      {failed.length > 0 && (
        <p className="ik-activity__failed-count">{labels.failedSteps(activityCountArgs(failed.length, locale))}</p>
      )}
      {reason !== undefined && (
        <p className="ik-activity__first-reason">
          <span className="ik-muted">{labels.failureReason}: </span>
          <span dir="auto">{reason}</span>
        </p>
      )}
      {unreadableJobs > 0 && (
        <p className="ik-activity__unreadable-count">{labels.unreadableSteps(activityCountArgs(unreadableJobs, locale))}</p>
      )}
    </div>
  );
}
