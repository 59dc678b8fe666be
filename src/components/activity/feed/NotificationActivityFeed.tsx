'use client';

// <NotificationActivityFeed>: the admin's activity page. The environment's notifications, newest
// first, filtered (by channel, workflow, subscriber id or email, transaction id, time range), page
// after page in a virtualized list; selecting one shows its record (`<NotificationActivity>`) beside
// the list, or below it where the page is narrow. Filters and selection are the app's to own (the
// URL, a deep link) or the component's. The record's view is part of the first paint, not loaded on
// first use: a dynamic import() of it makes a bundler split every module it shares with the rest
// of the package into a chunk that every app loads, an inbox-only app included (bench/size.mjs
// measured createClient alone at 29 KB instead of 6 KB).
import { useMemo, useState } from 'react';
import { ActivityRangeError } from '../../../api/admin';
import type { ListedNotification } from '../../../api/types';
import { dateTimeFormat, numberFormat } from '../../../format/intl';
import { useNotificationList } from '../../../query/admin';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { cx } from '../../../ui/cx';
import { Skeleton } from '../../../ui/Skeleton';
import { drawnZone, useServerRender } from '../../../ui/useServerRender';
import { resolveAdminLabels, type NotificationAdminLabelOverrides, type NotificationAdminLabels } from '../admin';
import { resolveActivityLabels, type NotificationActivityLabelOverrides } from '../labels';
import type { NotificationActivityDisplayProps } from '../NotificationActivityView';
import type { FeedWorkflowOption } from './FeedFilterForm';
import { FeedFilterForm } from './FeedFilterForm';
import { cleanFeedFilters, hasFeedFilters, listFiltersOf, type NotificationFeedFilters } from './feedFilters';
import { FeedList } from './FeedList';
import { NotificationActivity } from '../NotificationActivity';
import { useControlled } from './useControlled';

export interface NotificationActivityFeedProps
  extends Pick<NotificationActivityDisplayProps, 'now' | 'renderLink' | 'defaultExpandedJobs' | 'headingLevel'> {
  /** The filters in force, when the app owns them (its URL, say); with `onFiltersChange`. */
  filters?: NotificationFeedFilters;
  /** The filters to start with, when the component owns them. */
  defaultFilters?: NotificationFeedFilters;
  /** Told of every change of the filters (blank ones left out), owned or not. */
  onFiltersChange?: (filters: NotificationFeedFilters) => void;
  /** The selected notification's id (null: none), when the app owns it (a deep link); with `onSelect`. */
  selectedId?: string | null;
  /** The notification selected at first, when the component owns the selection. */
  defaultSelectedId?: string;
  /** Told of every selection: a notification's id, or null when its record is closed. */
  onSelect?: (notificationId: string | null) => void;
  /** The workflows the workflow filter offers. Default: those of the notifications loaded so far. */
  workflows?: readonly FeedWorkflowOption[];
  /** 1 to 50. Default 20. */
  pageSize?: number;
  /** Fetch the list (and the record) again while a notification is still running. Default true. */
  refetchWhileRunning?: boolean;
  /** The feed's own words. A whole pack works too: `labels={de.admin}`. */
  labels?: NotificationAdminLabelOverrides;
  /** The record's words, which the list shares (statuses, channels): `activityLabels={de.activity}`. */
  activityLabels?: NotificationActivityLabelOverrides;
  /** BCP 47 locale for dates and numbers. Default the labels' `locale`. */
  locale?: string;
  /** IANA time zone of the dates shown and of the days the time range picks. Default the browser's. */
  timeZone?: string;
  /** Height assumed for a row not yet measured, in px. Default 88. */
  estimateRowHeight?: number;
  className?: string;
}

const NO_FILTERS: NotificationFeedFilters = {};

/** `known` with the workflows of `notifications` it lacks, in order of appearance; `known` itself when none is new. */
function withWorkflowsOf(known: readonly FeedWorkflowOption[], notifications: readonly ListedNotification[]): readonly FeedWorkflowOption[] {
  const ids = new Set(known.map((workflow) => workflow.id));
  const added: FeedWorkflowOption[] = [];
  for (const { template, _templateId } of notifications) {
    const id = template?._id ?? _templateId;
    if (id === undefined || ids.has(id)) continue;
    ids.add(id);
    added.push({ id, name: template?.name ?? id });
  }
  return added.length > 0 ? [...known, ...added] : known;
}

export function NotificationActivityFeed({
  filters: filtersProp,
  defaultFilters = NO_FILTERS,
  onFiltersChange,
  selectedId: selectedProp,
  defaultSelectedId,
  onSelect,
  workflows,
  pageSize,
  refetchWhileRunning = true,
  labels: labelOverrides,
  activityLabels: activityOverrides,
  locale: localeProp,
  timeZone: timeZoneProp,
  estimateRowHeight = 88,
  className,
  ...display
}: NotificationActivityFeedProps) {
  const labels = useMemo(() => resolveAdminLabels(labelOverrides), [labelOverrides]);
  const activityLabels = useMemo(() => resolveActivityLabels(activityOverrides), [activityOverrides]);
  const locale = localeProp ?? labels.locale;
  const timeZone = drawnZone(timeZoneProp, useServerRender());
  const [rawFilters, setFilters] = useControlled(filtersProp, defaultFilters, onFiltersChange);
  const filters = useMemo(() => cleanFeedFilters(rawFilters), [rawFilters]);
  const [selectedId, select] = useControlled<string | null>(selectedProp, defaultSelectedId ?? null, onSelect);

  const listFilters = useMemo(() => listFiltersOf(filters, timeZone), [filters, timeZone]);
  const query = useNotificationList({ filters: listFilters, pageSize, refetchWhileRunning });
  const { notifications } = query;

  // The workflows seen so far stay offered when a filter narrows the list to one of them.
  // Adjusted while rendering, as React advises for state that follows a prop: no second commit.
  const [seen, setSeen] = useState<{ from: readonly ListedNotification[] | undefined; workflows: readonly FeedWorkflowOption[] }>({
    from: undefined,
    workflows: [],
  });
  if (seen.from !== notifications) setSeen({ from: notifications, workflows: withWorkflowsOf(seen.workflows, notifications) });
  const workflowOptions = workflows ?? seen.workflows;

  const filtered = hasFeedFilters(filters);
  const loadMoreFailed = query.isFetchNextPageError;
  let list;
  if (query.isPending) {
    list = <FeedSkeleton labels={labels} />;
  } else if (query.isError && notifications.length === 0 && !loadMoreFailed) {
    list = <LoadError error={query.error} labels={labels} locale={locale} retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  } else if (notifications.length === 0) {
    list = (
      <div className="ik-feed__empty">
        <p>{filtered ? labels.emptyFiltered : labels.empty}</p>
        {filtered && (
          <Button size="sm" onClick={() => setFilters({})}>
            {labels.clearFilters}
          </Button>
        )}
      </div>
    );
  } else {
    list = (
      <FeedList
        notifications={notifications}
        selectedId={selectedId}
        onSelect={select}
        hasNextPage={query.hasNextPage}
        isFetchingNextPage={query.isFetchingNextPage}
        loadMoreFailed={loadMoreFailed}
        fetchNextPage={query.fetchNextPage}
        labels={labels}
        activityLabels={activityLabels}
        locale={locale}
        timeZone={timeZone}
        estimateRowHeight={estimateRowHeight}
      />
    );
  }

  return (
    <section aria-label={labels.listTitle} className={cx('ik-root', 'ik-feed', className)} data-slot="notification-activity-feed">
      <FeedFilterForm
        filters={filters}
        onChange={setFilters}
        workflows={workflowOptions}
        labels={labels}
        activityLabels={activityLabels}
        timeZone={timeZone}
      />
      <div className="ik-feed__main" aria-busy={query.isPending || undefined}>
        {list}
        <p role="status" className="ik-visually-hidden">
          {query.isSuccess &&
            labels.shownCount({ count: notifications.length, formatted: numberFormat(locale).format(notifications.length), more: query.hasNextPage })}
        </p>
      </div>
      <div className="ik-feed__record" data-slot="feed-record">
        {selectedId ? (
          <>
            <div className="ik-feed__record-bar">
              <Button size="sm" variant="ghost" onClick={() => select(null)}>
                {labels.closeRecord}
              </Button>
            </div>
            <NotificationActivity
              notificationId={selectedId}
              refetchWhileRunning={refetchWhileRunning}
              labels={activityOverrides}
              locale={localeProp}
              timeZone={timeZoneProp}
              onNavigate={select}
              {...display}
            />
          </>
        ) : (
          <p className="ik-muted ik-feed__hint">{labels.selectHint}</p>
        )}
      </div>
    </section>
  );
}

function FeedSkeleton({ labels }: { labels: NotificationAdminLabels }) {
  return (
    <div className="ik-feed__skeleton">
      <p role="status" className="ik-visually-hidden">
        {labels.loading}
      </p>
      {Array.from({ length: 5 }, (_, index) => (
        <div key={index} className="ik-feed-row ik-feed-row--skeleton" aria-hidden="true">
          <Skeleton inlineSize={`${55 - index * 5}%`} blockSize="1.2em" />
          <Skeleton inlineSize="30%" />
          <Skeleton inlineSize={`${40 + index * 4}%`} />
        </div>
      ))}
    </div>
  );
}

function LoadError({
  error,
  labels,
  locale,
  retrying,
  onRetry,
}: {
  error: Error;
  labels: NotificationAdminLabels;
  locale: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  if (error instanceof ActivityRangeError) {
    // The service's refusal of the range, in words: nothing to retry, another range to pick.
    const earliest = error.earliestDate === undefined ? undefined : readableDay(error.earliestDate, locale);
    return (
      <Alert
        className="ik-feed__error"
        data-problem={error.problem}
        title={error.problem === 'retention' ? labels.retentionExceeded({ earliest }) : labels.invalidRange}
        detail={error.message}
      />
    );
  }
  return (
    <Alert
      className="ik-feed__error"
      title={labels.loadError}
      detail={error.message}
      actions={
        <Button size="sm" variant="primary" data-retrying={retrying} onClick={onRetry}>
          {labels.retry}
        </Button>
      }
    />
  );
}

/** `2026-10-29` as the reader's language writes a day ("October 29, 2026"); the service's days are UTC days. */
function readableDay(day: string, locale: string): string {
  const time = Date.parse(`${day}T00:00:00.000Z`);
  return Number.isNaN(time) ? day : dateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(time);
}
