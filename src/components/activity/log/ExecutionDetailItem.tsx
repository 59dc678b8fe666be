'use client';

// One entry of a job's execution log: status, what happened, where from, when, and the raw data.
import type { ExecutionDetail } from '../../../api/types';
import { Badge } from '../../../ui/Badge';
import { useActivitySettings } from '../ActivityContext';
import { labelOf } from '../labels';
import { ActivityTime } from '../ActivityTime';
import { RawData } from './RawData';
import { classifyJobStatus, type JobStatusClass } from '../../../api/jobStatusClass';
import { detailStatusTone, jobStatusTone } from '../statusTone';
import { StatusLabel } from '../StatusLabel';

export interface ExecutionDetailItemProps {
  detail: ExecutionDetail;
  /** Show the entry's date beside its time (see `ExecutionLog`). */
  withDate?: boolean;
  /** The job's status (see `ExecutionLog`). */
  jobStatus?: string;
}

// A job that did not run says so on its log lines: the service logs a skipped step's condition
// check as "Success", which read as a green "Success" for a step that sent nothing.
const NOT_RUN = new Set<JobStatusClass>(['skipped', 'canceled', 'merged']);

export function ExecutionDetailItem({ detail: d, withDate = false, jobStatus }: ExecutionDetailItemProps) {
  const { labels } = useActivitySettings();
  const asJob = jobStatus !== undefined && d.status === 'Success' && NOT_RUN.has(classifyJobStatus(jobStatus));
  // A detail has a detail text, a status or both (the client leaves out one with neither).
  const tone = asJob ? jobStatusTone(jobStatus) : detailStatusTone(d.status ?? '');
  const word = asJob ? labelOf(labels.jobStatuses, jobStatus) : d.status && labelOf(labels.detailStatuses, d.status);
  const hasRaw = typeof d.raw === 'string' && d.raw.trim() !== '';
  return (
    <li
      className="ik-log-entry"
      data-execution-detail-id={d._id}
      data-status={d.status}
      data-tone={tone}
    >
      <span className="ik-log-entry__marker" aria-hidden="true" />
      <div className="ik-log-entry__body">
        <div className="ik-log-entry__line">
          {word && (
            <StatusLabel tone={tone} className="ik-log-entry__status">
              {word}
            </StatusLabel>
          )}
          <span className="ik-log-entry__detail" dir="auto">
            {d.detail}
          </span>
          {d.isRetry && <Badge tone="warning">{labels.retryBadge}</Badge>}
          {d.isTest && <Badge tone="info">{labels.testBadge}</Badge>}
        </div>
        <div className="ik-log-entry__meta">
          <ActivityTime iso={d.createdAt} withDate={withDate} />
          {d.source && (
            <span>
              <span className="ik-muted">{labels.source}: </span>
              {labelOf(labels.sources, d.source)}
            </span>
          )}
          {d.providerId && (
            <span>
              <span className="ik-muted">{labels.provider}: </span>
              <bdi>{labelOf(labels.providers, d.providerId)}</bdi>
            </span>
          )}
        </div>
        {hasRaw && <RawData raw={d.raw as string} detail={d.detail ?? word ?? ''} detailId={d._id} />}
      </div>
    </li>
  );
}
