'use client';

// The summary of one notification: workflow, overall status, who it was for, when, and the
// trigger's context (tags, topics, severity…). Internal ids and free-form objects on demand.
import type { ReactNode } from 'react';
import type { ActivityNotification } from '../../../api/types';
import { listFormat } from '../../../format/intl';
import { Badge } from '../../../ui/Badge';
import { Disclosure } from '../../../ui/Disclosure';
import { useActivitySettings } from '../ActivityContext';
import { labelOf } from '../activityLabels';
import { ActivityTime } from '../ActivityTime';
import { CopyableId } from '../CopyableId';
import { isDeliveryChannel } from '../deliveryChannels';
import { Fact } from '../Fact';
import { JsonDisclosure } from '../JsonDisclosure';
import { MergedDigestNotice } from '../MergedDigestNotice';
import { jobsOfRecord, overallStatus } from '../../../api/jobStatusClass';
import { overallStatusTone } from '../statusTone';
import { ActivitySummary } from './ActivitySummary';
import { StatusLabel } from '../StatusLabel';

export interface ActivityHeaderProps {
  notification: ActivityNotification;
  /** The live-refresh indicator, placed beside the status. */
  live?: ReactNode;
}

function chips(values: readonly string[] | undefined, render: (value: string) => string = (v) => v) {
  if (!values || values.length === 0) return undefined;
  return (
    <ul className="ik-chips">
      {values.map((value, index) => (
        <li key={`${index}:${value}`}>
          <Badge>
            <bdi>{render(value)}</bdi>
          </Badge>
        </li>
      ))}
    </ul>
  );
}

/** Names from the service as a list in the reader's language ("a, b" / "a، b"), each isolated. */
function isolatedList(items: readonly string[], locale: string | undefined): ReactNode {
  return listFormat(locale, { type: 'unit', style: 'short' })
    .formatToParts(items)
    .map((part, index) => (part.type === 'element' ? <bdi key={index}>{part.value}</bdi> : part.value));
}

function personName(first: string | undefined, last: string | undefined): string {
  return [first, last].filter((part) => typeof part === 'string' && part.trim() !== '').join(' ');
}

export function ActivityHeader({ notification: n, live }: ActivityHeaderProps) {
  const { labels, headingLevel, locale } = useActivitySettings();
  const Heading = `h${headingLevel}` as const;
  const status = overallStatus(jobsOfRecord(n));
  const subscriber = n.subscriber;
  const name = subscriber ? personName(subscriber.firstName, subscriber.lastName) : '';
  const triggers = n.template?.triggers ?? [];
  const templateId = n._templateId ?? n.template?._id;
  const internalSubscriberId = subscriber?._id ?? n._subscriberId;

  return (
    <header className="ik-activity__header">
      <div className="ik-activity__title-row">
        <Heading className="ik-activity__title">
          {n.template?.name ? <bdi>{n.template.name}</bdi> : labels.untitledWorkflow}
        </Heading>
        {n.template?.origin && (
          <Badge tone="info" className="ik-activity__origin">
            <span className="ik-visually-hidden">{labels.origin}: </span>
            {labelOf(labels.origins, n.template.origin)}
          </Badge>
        )}
        {n.critical === true && (
          <Badge tone="danger" className="ik-activity__critical">
            {labels.critical}
          </Badge>
        )}
      </div>

      <div className="ik-activity__status-row">
        <span className="ik-visually-hidden">{labels.status}: </span>
        <StatusLabel tone={overallStatusTone(status)} className="ik-activity__overall" data-overall-status={status}>
          {labels.overallStatuses[status]}
        </StatusLabel>
        {live}
      </div>
      <ActivitySummary jobs={n.jobs ?? []} unreadableJobs={n.malformedJobs?.length ?? 0} />

      {n._digestedNotificationId && <MergedDigestNotice notificationId={n._digestedNotificationId} />}

      <dl className="ik-activity__facts">
        <Fact term={labels.transactionId}>
          <CopyableId id={n.transactionId} name={labels.transactionId} copyLabel={labels.copyTransactionId} />
        </Fact>
        <Fact term={labels.notificationId}>{n._id && <CopyableId id={n._id} name={labels.notificationId} />}</Fact>
        <Fact term={labels.triggers}>
          {triggers.length > 0 && (
            <ul className="ik-plain-list">
              {triggers.map((trigger, index) => (
                <li key={`${index}:${trigger.identifier}`}>
                  <CopyableId id={trigger.identifier} name={labels.triggers} />
                  {Array.isArray(trigger.variables) && trigger.variables.length > 0 && (
                    <span className="ik-muted"> ({isolatedList(trigger.variables.map((v) => String(v.name)), locale)})</span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </Fact>
        <Fact term={labels.subscriber}>
          {subscriber && (
            <span className="ik-activity__subscriber">
              {name && (
                <span className="ik-activity__subscriber-name">
                  <bdi>{name}</bdi>
                </span>
              )}
              <span>
                <span className="ik-muted">{labels.subscriberId}: </span>
                <CopyableId id={subscriber.subscriberId} name={labels.subscriberId} />
              </span>
              {subscriber.email && (
                <span>
                  <span className="ik-muted">{labels.email}: </span>
                  <bdi>{subscriber.email}</bdi>
                </span>
              )}
              {subscriber.phone && (
                <span>
                  <span className="ik-muted">{labels.phone}: </span>
                  <bdi>{subscriber.phone}</bdi>
                </span>
              )}
            </span>
          )}
        </Fact>
        <Fact term={labels.created}>{n.createdAt && <ActivityTime iso={n.createdAt} />}</Fact>
        <Fact term={labels.updated}>{n.updatedAt && <ActivityTime iso={n.updatedAt} />}</Fact>
        <Fact term={labels.channels}>
          {chips(n.channels?.filter(isDeliveryChannel), (channel) => labelOf(labels.stepTypes, channel))}
        </Fact>
        <Fact term={labels.severity}>{n.severity && labelOf(labels.severities, n.severity)}</Fact>
        <Fact term={labels.critical}>{typeof n.critical === 'boolean' && (n.critical ? labels.yes : labels.no)}</Fact>
        <Fact term={labels.tags}>{chips(n.tags)}</Fact>
        <Fact term={labels.topics}>{chips(n.topics?.flatMap((topic) => topic.topicKey ?? []))}</Fact>
        <Fact term={labels.contextKeys}>{chips(n.contextKeys)}</Fact>
      </dl>

      <div className="ik-activity__more">
        <Disclosure summary={labels.internalIds} className="ik-activity__internal-ids">
          <dl className="ik-activity__facts">
            <Fact term={labels.internalSubscriberId}>
              <CopyableId id={internalSubscriberId} name={labels.internalSubscriberId} />
            </Fact>
            <Fact term={labels.templateId}>{templateId && <CopyableId id={templateId} name={labels.templateId} />}</Fact>
            <Fact term={labels.environmentId}>
              <CopyableId id={n._environmentId} name={labels.environmentId} />
            </Fact>
            <Fact term={labels.organizationId}>
              <CopyableId id={n._organizationId} name={labels.organizationId} />
            </Fact>
            <Fact term={labels.topics}>
              {n.topics && n.topics.length > 0 && (
                <ul className="ik-plain-list">
                  {n.topics.map((topic, index) => (
                    <li key={`${index}:${topic._topicId}`}>
                      <bdi>{topic.topicKey}</bdi>: <CopyableId id={topic._topicId} name={topic.topicKey ?? labels.topics} />
                    </li>
                  ))}
                </ul>
              )}
            </Fact>
          </dl>
        </Disclosure>
        {n.payload !== undefined && <JsonDisclosure label={labels.payload} value={n.payload} />}
        {n.controls !== undefined && <JsonDisclosure label={labels.controls} value={n.controls} />}
        {n.to !== undefined && <JsonDisclosure label={labels.to} value={n.to} />}
      </div>
    </header>
  );
}
