'use client';

// One job (a step run) of the timeline: a disclosure whose button names the step and its status;
// the step's settings in words stay visible, the rest (facts, log, JSON) opens on demand.
import { memo, useId } from 'react';
import type { ActivityJob } from '../../../api/types';
import { Disclosure } from '../../../ui/Disclosure';
import { ErrorBoundary } from '../../../ui/ErrorBoundary';
import { useActivitySettings } from '../ActivityContext';
import { labelOf } from '../labels';
import { ActivityTime } from '../ActivityTime';
import { JobDetails } from './JobDetails';
import { jobStatusTone } from '../statusTone';
import { StatusLabel } from '../StatusLabel';
import { StepTypeIcon } from './StepTypeIcon';
import { describeJobStep } from './describeJobStep';
import { formatElapsed } from '../../../format/formatElapsed';
import { jobDurationMs, jobFailureReason } from '../jobFacts';

export interface JobItemProps {
  job: ActivityJob;
  /** The record's `_digestedNotificationId`, linked from a merged job. */
  digestedNotificationId?: string;
  defaultOpen: boolean;
}

// Memoised: a refetch keeps unchanged jobs as the same objects (React Query's structural sharing),
// so while a record is live only the jobs that moved render again. A job that cannot render shows
// its id and the others stay.
export const JobItem = memo(function JobItem(props: JobItemProps) {
  const { job } = props;
  return (
    <ErrorBoundary resetKey={job} fallback={() => <FailedJobItem job={job} />}>
      <JobItemContent {...props} />
    </ErrorBoundary>
  );
});

function FailedJobItem({ job }: { job: ActivityJob }) {
  const { labels } = useActivitySettings();
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const id = text(job?._id) ?? '';
  return (
    <li className="ik-job" data-job-id={id} data-job-type={text(job?.type)} data-status={text(job?.status)} data-state="failed">
      <p role="note" className="ik-job__failed">{labels.jobFailed(id)}</p>
    </li>
  );
}

function JobItemContent({ job, digestedNotificationId, defaultOpen }: JobItemProps) {
  const { labels, headingLevel, locale, timeZone } = useActivitySettings();
  const logHeadingId = useId();
  const tone = jobStatusTone(job.status);
  const sentences = describeJobStep(job, { locale, timeZone, phrases: labels.format, isolate: true });
  const stepName = job.step?.name;
  const reason = job.status === 'failed' ? jobFailureReason(job) : undefined;
  const durationMs = jobDurationMs(job);
  const duration = durationMs === undefined ? '' : formatElapsed(durationMs, { locale });
  return (
    <li className="ik-job" data-job-id={job._id} data-job-type={job.type} data-status={job.status} data-tone={tone}>
      <span className="ik-job__marker" aria-hidden="true">
        <StepTypeIcon type={job.type ?? ''} />
      </span>
      <Disclosure
        defaultOpen={defaultOpen}
        className="ik-job__disclosure"
        buttonClassName="ik-job__button"
        headingLevel={Math.min(headingLevel + 2, 6) as 4 | 5 | 6}
        summary={
          <>
            {/* A job without a type (an older or partial answer) is named generically. */}
            <span className="ik-job__type">{job.type === undefined ? labels.unnamedStep : labelOf(labels.stepTypes, job.type)}</span>
            {stepName && (
              <span className="ik-job__name">
                <bdi>{stepName}</bdi>
              </span>
            )}
            <StatusLabel tone={tone} className="ik-job__status">
              {job.status === undefined ? labels.overallStatuses.unknown : labelOf(labels.jobStatuses, job.status)}
            </StatusLabel>
          </>
        }
        aside={
          <span className="ik-job__meta">
            {job.providerId && (
              <span>
                <span className="ik-muted">{labels.provider}: </span>
                <bdi>{labelOf(labels.providers, job.providerId)}</bdi>
              </span>
            )}
            {duration && (
              <span className="ik-job__duration">
                <span className="ik-muted">{labels.duration}: </span>
                {duration}
              </span>
            )}
            {job.updatedAt && (
              <span>
                <span className="ik-muted">{labels.updated}: </span>
                <ActivityTime iso={job.updatedAt} />
              </span>
            )}
          </span>
        }
        description={
          (reason !== undefined || sentences.length > 0) && (
            <>
              {reason !== undefined && (
                <p className="ik-job__reason">
                  <span className="ik-muted">{labels.failureReason}: </span>
                  <span dir="auto">{reason}</span>
                </p>
              )}
              {sentences.length > 0 && (
                <ul className="ik-job__description" lang={labels.locale} dir={labels.dir}>
                  {sentences.map((sentence, index) => (
                    <li key={index}>{sentence}</li>
                  ))}
                </ul>
              )}
            </>
          )
        }
      >
        <JobDetails job={job} digestedNotificationId={digestedNotificationId} logHeadingId={logHeadingId} />
      </Disclosure>
    </li>
  );
}
