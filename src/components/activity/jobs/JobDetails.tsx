'use client';

// The body of an open job: its facts, filters and variants, the execution log, and the job's
// free-form objects as JSON on demand.
import type { ActivityJob, ActivityStep } from '../../../api/types';
import { describeFilters } from '../../../format/describeFilters';
import { activityCountArgs } from '../labels';
import { Badge } from '../../../ui/Badge';
import { Disclosure } from '../../../ui/Disclosure';
import { useActivitySettings, type ActivitySettings } from '../ActivityContext';
import { CopyableId } from '../CopyableId';
import { Fact } from '../Fact';
import { ExecutionLog } from '../log';
import { JsonDisclosure } from '../JsonDisclosure';
import { MergedDigestNotice } from '../MergedDigestNotice';

export interface JobDetailsProps {
  job: ActivityJob;
  digestedNotificationId?: string;
  logHeadingId: string;
}

function filtersText(
  step: Pick<ActivityStep, 'filters'> | undefined,
  { labels, locale }: Pick<ActivitySettings, 'labels' | 'locale'>,
): string {
  return Array.isArray(step?.filters)
    ? describeFilters(step.filters, { locale, phrases: labels.format, isolate: true })
    : '';
}

export function JobDetails({ job, digestedNotificationId, logHeadingId }: JobDetailsProps) {
  const { labels, locale, headingLevel } = useActivitySettings();
  const LogHeading = `h${Math.min(headingLevel + 3, 6)}` as 'h5';
  const step = job.step;
  const filters = filtersText(step, { labels, locale });
  const variants = Array.isArray(step?.variants) ? step.variants : [];

  return (
    <div className="ik-job__details">
      {job.status === 'merged' && digestedNotificationId && (
        <MergedDigestNotice notificationId={digestedNotificationId} />
      )}
      <dl className="ik-activity__facts ik-job__facts">
        <Fact term={labels.filters}>
          {filters && (
            <span lang={labels.locale} dir={labels.dir}>
              {filters}
            </span>
          )}
        </Fact>
        <Fact term={labels.variants}>
          {variants.length > 0 && (
            <ol className="ik-plain-list">
              {variants.map((variant, index) => {
                const variantFilters = filtersText(variant, { labels, locale });
                const unnamed = labels.variant(index + 1, activityCountArgs(index + 1, locale).formatted);
                return (
                  <li key={`${index}:${variant._id}`}>
                    {variant.name ? <bdi>{variant.name}</bdi> : unnamed}{' '}
                    <CopyableId id={variant._id} name={variant.name ?? unnamed} />
                    {variant.active === false && (
                      <>
                        {' '}
                        <Badge>{labels.inactive}</Badge>
                      </>
                    )}
                    {variantFilters && (
                      <span className="ik-muted">
                        :{' '}
                        <span lang={labels.locale} dir={labels.dir}>
                          {variantFilters}
                        </span>
                      </span>
                    )}
                  </li>
                );
              })}
            </ol>
          )}
        </Fact>
      </dl>

      <div className="ik-job__log">
        <LogHeading id={logHeadingId} className="ik-job__log-heading">
          {labels.executionLog}
        </LogHeading>
        <ExecutionLog
          details={job.executionDetails ?? []}
          malformedDetails={job.malformedExecutionDetails}
          labelledBy={logHeadingId}
          jobStatus={job.status}
        />
      </div>

      {/* Ids and internals after the log: they serve a support ticket, not a first reading. */}
      <Disclosure summary={labels.internalIds} className="ik-job__internal-ids">
        <dl className="ik-activity__facts">
          <Fact term={labels.jobId}>
            <CopyableId id={job._id} name={labels.jobId} />
          </Fact>
          <Fact term={labels.stepId}>{step?._id && <CopyableId id={step._id} name={labels.stepId} />}</Fact>
          <Fact term={labels.templateId}>
            {step?._templateId && <CopyableId id={step._templateId} name={labels.templateId} />}
          </Fact>
          <Fact term={labels.parentStepId}>
            {step?._parentId && <CopyableId id={step._parentId} name={labels.parentStepId} />}
          </Fact>
          <Fact term={labels.stepActive}>
            {typeof step?.active === 'boolean' && (step.active ? labels.yes : labels.no)}
          </Fact>
        </dl>
      </Disclosure>

      <div className="ik-job__json">
        {job.payload !== undefined && <JsonDisclosure label={labels.payload} value={job.payload} />}
        {job.overrides !== undefined && <JsonDisclosure label={labels.overrides} value={job.overrides} />}
        {step?.controlVariables !== undefined && (
          <JsonDisclosure label={labels.controlVariables} value={step.controlVariables} />
        )}
        {/* The service sends `digest: step.metadata` on every job: it is a digest only on a digest step. */}
        {job.type === 'digest' && job.digest !== undefined && <JsonDisclosure label={labels.digest} value={job.digest} />}
        {step?.metadata !== undefined && <JsonDisclosure label={labels.stepMetadata} value={step.metadata} />}
        {step?.replyCallback !== undefined && (
          <JsonDisclosure label={labels.replyCallback} value={step.replyCallback} />
        )}
        {step?.issues !== undefined && <JsonDisclosure label={labels.issues} value={step.issues} />}
        {step?.template !== undefined && <JsonDisclosure label={labels.template} value={step.template} />}
        <JsonDisclosure label={labels.jobJson} value={job} />
      </div>
    </div>
  );
}
