// Every string of the admin's activity page (`<NotificationActivityFeed>` and `<NotificationStats>`)
// and how an app's `labels` replace any of them; the English defaults are in defaultAdminLabels.ts.
// The words of the service's values (statuses, channels) are the record's own
// (`NotificationActivityLabels`: `overallStatuses`, `stepTypes`), passed as `activityLabels`, so the
// list and the record beside it always say the same.
import type { LabelLanguage } from '../../../format/phrases';
import { defaultAdminLabels } from './defaultAdminLabels';

/** A count for a label: the number, and the number as the labels' locale writes it. */
export interface AdminCountArgs {
  count: number;
  formatted: string;
}

export interface NotificationAdminLabels extends LabelLanguage {
  // --- the list ---
  /** Accessible name of the list of notifications. */
  listTitle: string;
  /** Accessible name of the filters. */
  filters: string;
  channel: string;
  anyChannel: string;
  workflow: string;
  anyWorkflow: string;
  subscriberId: string;
  email: string;
  transactionId: string;
  /** The first day of the time range. */
  from: string;
  /** The last day of the time range (whole). */
  to: string;
  applyFilters: string;
  clearFilters: string;
  loading: string;
  loadMore: string;
  loadingMore: string;
  endOfList: string;
  /** No notification at all (no filter set). */
  empty: string;
  /** Filters set, and nothing matches them. */
  emptyFiltered: string;
  loadError: string;
  retry: string;
  /**
   * The service's 402: the range reaches back further than the plan keeps activity. `earliest` is
   * the first day it keeps, written for the reader (absent when the service did not say).
   */
  retentionExceeded: (args: { earliest?: string }) => string;
  /** The service's 400 about the range: a date or a range it could not take. */
  invalidRange: string;
  /** Announced as the list changes: how many are shown, and whether more can be loaded. */
  shownCount: (args: AdminCountArgs & { more: boolean }) => string;
  /** Beside the list while nothing is selected. */
  selectHint: string;
  /** Closes the selected notification's record. */
  closeRecord: string;

  // --- the stats ---
  /** Accessible name of the stats. */
  statsTitle: string;
  /** The notifications of the last 7 days, up to now. */
  sentLastWeek: string;
  /** The notifications of the last month, up to now. */
  sentLastMonth: string;
  /** In place of a sum the service did not send. */
  notAvailable: string;
  /** The chart's title, e.g. "Per day, last 30 days". */
  perDay: (args: AdminCountArgs) => string;
  /** What a day's count counts: the service counts a notification once per channel it used. */
  perDayNote: string;
  day: string;
  count: string;
  channels: string;
  workflows: string;
  statsLoading: string;
  statsError: string;
}

/** What `labels` accepts: each label optional (the English default where one is left out). */
export type NotificationAdminLabelOverrides = Partial<NotificationAdminLabels>;

export function resolveAdminLabels(overrides: NotificationAdminLabelOverrides | undefined): NotificationAdminLabels {
  return overrides ? { ...defaultAdminLabels, ...overrides } : defaultAdminLabels;
}
