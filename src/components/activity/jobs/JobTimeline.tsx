'use client';

// The jobs of a notification, in the service's order, as a vertical timeline. A job the client
// could not read shows at its place as one item that says so.
import type { ActivityJob, MalformedItem } from '../../../api/types';
import { useActivitySettings } from '../ActivityContext';
import { inSentOrder } from '../inSentOrder';
import { jobStartsOpen, resolveJobExpansion, type JobExpansion } from './jobExpansion';
import { JobItem } from './JobItem';
import { UnreadableJobItem } from '../UnreadableItem';

export interface JobTimelineProps {
  jobs: readonly ActivityJob[];
  /** The jobs the client could not read (the record's `malformedJobs`). */
  malformedJobs?: readonly MalformedItem[];
  digestedNotificationId?: string;
  expansion: JobExpansion;
  labelledBy: string;
}

export function JobTimeline({ jobs, malformedJobs, digestedNotificationId, expansion, labelledBy }: JobTimelineProps) {
  const { labels } = useActivitySettings();
  const entries = inSentOrder({ items: jobs, unreadable: malformedJobs });
  if (entries.length === 0) return <p className="ik-muted ik-activity-empty">{labels.noJobs}</p>;
  // Keys by job id, so a job keeps its open state when others appear; an id the service repeats
  // gets a suffix rather than merging two jobs into one. An unreadable job is keyed by its
  // position, in a form no job's key takes.
  const policy = resolveJobExpansion(expansion);
  const seen = new Map<string, number>();
  const keyOf = (job: ActivityJob) => {
    const count = seen.get(job._id) ?? 0;
    seen.set(job._id, count + 1);
    return count === 0 ? `job:${job._id}` : `job:${job._id}#${count}`;
  };
  return (
    <ol className="ik-job-timeline" aria-labelledby={labelledBy}>
      {entries.map(({ item: job, unreadable }, position) =>
        job ? (
          <JobItem
            key={keyOf(job)}
            job={job}
            digestedNotificationId={digestedNotificationId}
            defaultOpen={jobStartsOpen(job, policy)}
          />
        ) : (
          <UnreadableJobItem key={`unreadable:${position}`} item={unreadable} />
        ),
      )}
    </ol>
  );
}
