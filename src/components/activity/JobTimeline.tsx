'use client';

// The jobs of a notification, in the service's order, as a vertical timeline.
import type { ActivityJob } from '../../api/types';
import { useActivitySettings } from './ActivityContext';
import { jobStartsOpen, resolveJobExpansion, type JobExpansion } from './jobExpansion';
import { JobItem } from './JobItem';

export interface JobTimelineProps {
  jobs: readonly ActivityJob[];
  digestedNotificationId?: string;
  expansion: JobExpansion;
  labelledBy: string;
}

export function JobTimeline({ jobs, digestedNotificationId, expansion, labelledBy }: JobTimelineProps) {
  const { labels } = useActivitySettings();
  if (jobs.length === 0) return <p className="ik-muted ik-activity-empty">{labels.noJobs}</p>;
  // Keys by job id, so a job keeps its open state when others appear; an id the service repeats
  // gets a suffix rather than merging two jobs into one.
  const policy = resolveJobExpansion(expansion);
  const seen = new Map<string, number>();
  const keys = jobs.map((job) => {
    const count = seen.get(job._id) ?? 0;
    seen.set(job._id, count + 1);
    return count === 0 ? job._id : `${job._id}#${count}`;
  });
  return (
    <ol className="ik-job-timeline" aria-labelledby={labelledBy}>
      {jobs.map((job, index) => (
        <JobItem
          key={keys[index]}
          job={job}
          digestedNotificationId={digestedNotificationId}
          defaultOpen={jobStartsOpen(job, policy)}
        />
      ))}
    </ol>
  );
}
