'use client';

// <NotificationStats>: how many notifications the environment sent in the last 7 days and the last
// month, and how many per day over the last `days`, with the channels each day used, as a chart a
// reader takes in at a glance and as a table for screen readers.
import { useId, useMemo } from 'react';
import { numberFormat } from '../../../format/intl';
import { useNotificationGraph, useNotificationStats } from '../../../query/admin';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { cx } from '../../../ui/cx';
import { Skeleton } from '../../../ui/Skeleton';
import { resolveAdminLabels, type NotificationAdminLabelOverrides } from '../admin';
import { resolveActivityLabels, type NotificationActivityLabelOverrides } from '../labels';
import { ActivityChart } from './ActivityChart';
import { chartDays } from './chartDays';

export interface NotificationStatsProps {
  /** How many days the chart shows, back from now. Default 30. */
  days?: number;
  /** The stats' own words. A whole pack works too: `labels={de.admin}`. */
  labels?: NotificationAdminLabelOverrides;
  /** The channels' names: `activityLabels={de.activity}`. */
  activityLabels?: NotificationActivityLabelOverrides;
  /** BCP 47 locale for days and numbers. Default the labels' `locale`. */
  locale?: string;
  /** "Now", where the chart's days end; fixed in stories and tests. Default when the service answered. */
  now?: Date | number;
  /** Level of the heading. Default 2. */
  headingLevel?: 2 | 3 | 4 | 5;
  className?: string;
}

export function NotificationStats({
  days = 30,
  labels: labelOverrides,
  activityLabels: activityOverrides,
  locale: localeProp,
  now,
  headingLevel = 2,
  className,
}: NotificationStatsProps) {
  const labels = useMemo(() => resolveAdminLabels(labelOverrides), [labelOverrides]);
  const activityLabels = useMemo(() => resolveActivityLabels(activityOverrides), [activityOverrides]);
  const locale = localeProp ?? labels.locale;
  const headingId = useId();
  const titleId = useId();
  const stats = useNotificationStats();
  const graph = useNotificationGraph({ days });
  const nowMs = now === undefined ? undefined : +now;
  // The service's window ends when it answered: that moment, unless the app says which "now".
  const answeredAt = graph.dataUpdatedAt;
  const slots = useMemo(
    () => (graph.data ? chartDays(graph.data, { days, now: nowMs ?? answeredAt }) : undefined),
    [graph.data, days, nowMs, answeredAt],
  );
  const Heading = `h${headingLevel}` as 'h2';
  const number = numberFormat(locale);
  const sum = (value: number | undefined) => (value === undefined ? labels.notAvailable : number.format(value));
  const failed = stats.isError || graph.isError;

  return (
    <section className={cx('ik-root', 'ik-stats', className)} aria-labelledby={headingId} aria-busy={stats.isPending || graph.isPending || undefined}>
      <Heading id={headingId} className="ik-stats__title">
        {labels.statsTitle}
      </Heading>
      {failed && (
        <Alert
          title={labels.statsError}
          detail={(stats.error ?? graph.error)?.message}
          actions={
            <Button
              size="sm"
              variant="primary"
              onClick={() => {
                if (stats.isError) void stats.refetch();
                if (graph.isError) void graph.refetch();
              }}
            >
              {labels.retry}
            </Button>
          }
        />
      )}
      {(stats.isPending || graph.isPending) && !failed && (
        <p role="status" className="ik-visually-hidden">
          {labels.statsLoading}
        </p>
      )}
      <dl className="ik-stats__sums">
        <div className="ik-stats__sum">
          <dt>{labels.sentLastWeek}</dt>
          <dd>{stats.data ? sum(stats.data.weeklySent) : <Skeleton inlineSize="3ch" blockSize="1.2em" />}</dd>
        </div>
        <div className="ik-stats__sum">
          <dt>{labels.sentLastMonth}</dt>
          <dd>{stats.data ? sum(stats.data.monthlySent) : <Skeleton inlineSize="3ch" blockSize="1.2em" />}</dd>
        </div>
      </dl>
      {slots ? (
        <ActivityChart slots={slots} days={days} labels={labels} activityLabels={activityLabels} locale={locale} titleId={titleId} />
      ) : (
        !graph.isError && <Skeleton className="ik-stats__chart-skeleton" inlineSize="100%" blockSize="10rem" />
      )}
    </section>
  );
}
