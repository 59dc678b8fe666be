'use client';

// One notification of the feed: its workflow, when, its overall status in words and shape (the
// record's own rule and words, so list and record never disagree), the channels it used, and whom
// it was for. The row is the focus target of the list's roving focus; choosing it selects it.
import { memo } from 'react';
import { jobsOfRecord, overallStatus } from '../../../api/jobStatusClass';
import type { ListedNotification } from '../../../api/types';
import { dateTimeFormat } from '../../../format/intl';
import { isDeliveryChannel } from '../deliveryChannels';
import { labelOf, type NotificationActivityLabels } from '../labels';
import { StatusLabel } from '../StatusLabel';
import { overallStatusTone } from '../statusTone';

export interface FeedRowProps {
  notification: ListedNotification;
  index: number;
  setSize: number;
  selected: boolean;
  tabbable: boolean;
  activityLabels: NotificationActivityLabels;
  locale: string | undefined;
  timeZone: string | undefined;
  measureRef: (element: HTMLElement | null) => void;
}

function personName(first: string | undefined, last: string | undefined): string {
  return [first, last].filter((part) => typeof part === 'string' && part.trim() !== '').join(' ');
}

export const FeedRow = memo(function FeedRow({
  notification: n,
  index,
  setSize,
  selected,
  tabbable,
  activityLabels: labels,
  locale,
  timeZone,
  measureRef,
}: FeedRowProps) {
  const status = overallStatus(jobsOfRecord(n));
  const created = n.createdAt === undefined ? NaN : Date.parse(n.createdAt);
  const subscriber = n.subscriber;
  const name = subscriber ? personName(subscriber.firstName, subscriber.lastName) : '';
  const channels = (n.channels ?? []).filter(isDeliveryChannel);
  return (
    <li
      ref={measureRef}
      data-index={index}
      data-slot="feed-row"
      data-notification-id={n._id}
      data-status={status}
      aria-current={selected ? 'true' : undefined}
      aria-setsize={setSize}
      aria-posinset={index + 1}
      tabIndex={tabbable ? 0 : -1}
      className="ik-feed-row"
    >
      <div className="ik-feed-row__head">
        <span className="ik-feed-row__workflow">{n.template?.name ? <bdi>{n.template.name}</bdi> : labels.untitledWorkflow}</span>
        {!Number.isNaN(created) && (
          <time dateTime={n.createdAt} dir="auto" className="ik-feed-row__time">
            {dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', ...(timeZone && { timeZone }) }).format(created)}
          </time>
        )}
      </div>
      <div className="ik-feed-row__line">
        <span className="ik-visually-hidden">{labels.status}: </span>
        <StatusLabel tone={overallStatusTone(status)}>{labels.overallStatuses[status]}</StatusLabel>
        {channels.length > 0 && (
          <span className="ik-feed-row__channels">
            <span className="ik-visually-hidden">{labels.channels}: </span>
            {channels.map((channel, at) => (
              <span key={`${at}:${channel}`} className="ik-feed-row__channel">
                {labelOf(labels.stepTypes, channel)}
              </span>
            ))}
          </span>
        )}
      </div>
      {subscriber && (
        <div className="ik-feed-row__subscriber">
          <span className="ik-visually-hidden">{labels.subscriber}: </span>
          {name && (
            <span className="ik-feed-row__name">
              <bdi>{name}</bdi>
            </span>
          )}
          {subscriber.subscriberId && <bdi className="ik-feed-row__id">{subscriber.subscriberId}</bdi>}
          {subscriber.email && <bdi className="ik-feed-row__email">{subscriber.email}</bdi>}
        </div>
      )}
    </li>
  );
});
