// Every string `<NotificationActivity>` shows: what each means, and how an app's `labels` replace
// any of them. The English defaults are in defaultActivityLabels.ts. Values the service sends
// (statuses, step types, sources) are looked up in the records below; a value that is not there is
// shown as the service sent it.
import { numberFormat } from '../../format/intl';
import {
  resolvePhrases,
  type FormatPhraseOverrides,
  type FormatPhrases,
  type LabelLanguage,
} from '../../format/phrases';
import type { OverallStatus } from '../../api/jobStatusClass';
import { defaultActivityLabels } from './defaultActivityLabels';
import type { UnreadableCause } from './unreadableCause';

/** What a label function with a number receives. `formatted` is `count` in the `locale`. */
export interface ActivityCountArgs {
  count: number;
  formatted: string;
}

export interface NotificationActivityLabels extends LabelLanguage {
  /** The sentences of step settings and filters (`describeStepMetadata`, `describeFilters`). */
  format: FormatPhrases;
  /** Accessible name of the whole view. */
  title: string;
  loading: string;
  notFound: string;
  notFoundHint: (notificationId: string) => string;
  loadError: string;
  retry: string;
  /** Shown while the record is still in progress and fetched again by itself. */
  refreshing: string;
  copy: string;
  /** The accessible name of a copy button: "Copy Job ID", "Copy Payload". */
  copyNamed: (name: string) => string;
  copied: string;
  copyFailed: string;
  yes: string;
  no: string;

  // header
  workflow: string;
  untitledWorkflow: string;
  origin: string;
  origins: Record<string, string>;
  /** Display names of provider ids; an id without one is shown as sent. */
  providers: Record<string, string>;
  triggers: string;
  status: string;
  overallStatuses: Record<OverallStatus, string>;
  transactionId: string;
  copyTransactionId: string;
  notificationId: string;
  subscriber: string;
  subscriberId: string;
  email: string;
  phone: string;
  internalIds: string;
  internalSubscriberId: string;
  environmentId: string;
  organizationId: string;
  templateId: string;
  created: string;
  updated: string;
  channels: string;
  severity: string;
  severities: Record<string, string>;
  critical: string;
  tags: string;
  topics: string;
  contextKeys: string;
  payload: string;
  controls: string;
  to: string;
  mergedInto: string;
  /** The whole record as JSON, on demand. */
  recordJson: string;

  // jobs
  jobs: string;
  noJobs: string;
  stepTypes: Record<string, string>;
  jobStatuses: Record<string, string>;
  unnamedStep: string;
  provider: string;
  /** A job that could not be shown (its data is not what the service promised). */
  jobFailed: (jobId: string) => string;
  jobId: string;
  stepId: string;
  parentStepId: string;
  stepActive: string;
  metadata: string;
  filters: string;
  variants: string;
  /** A variant without a name; `formatted` is `index` in the view's locale (always passed). */
  variant: (index: number, formatted?: string) => string;
  /** Beside a variant whose `active` is false. */
  inactive: string;
  overrides: string;
  digest: string;
  stepMetadata: string;
  controlVariables: string;
  replyCallback: string;
  issues: string;
  template: string;
  /** The whole job (with every log entry) as JSON, on demand. */
  jobJson: string;

  // execution log
  executionLog: string;
  noExecutionDetails: string;
  detailStatuses: Record<string, string>;
  source: string;
  sources: Record<string, string>;
  retryBadge: string;
  testBadge: string;
  raw: string;
  rawOf: (detail: string) => string;
  copyRaw: string;
  detailId: string;
  showAll: (args: ActivityCountArgs) => string;
  /** The summary's count of failed steps, e.g. "2 steps failed". */
  failedSteps: (args: ActivityCountArgs) => string;
  /** Names the first failure's reason in the summary and a failed job's reason on its header. */
  failureReason: string;
  /** Names how long a step took, from its first to its last log entry. */
  duration: string;
  showFewer: string;
  /** Visually hidden note before a collapsed log: "Showing the last 10 of 40 entries". */
  showingLast: (args: { shown: number; total: number; formattedShown: string; formattedTotal: string }) => string;

  // items the client could not read (a record's `malformedJobs`, a job's `malformedExecutionDetails`)
  /** The status word beside such an item. */
  unreadable: string;
  /** A job that could not be read, at its place among the steps. */
  unreadableStep: string;
  /** An execution detail that could not be read, at its place in the log. */
  unreadableEntry: string;
  /** Why it could not be read, in a reader's words. */
  unreadableCauses: Record<UnreadableCause, string>;
  /** The unreadable job as received, as JSON on demand. */
  unreadableStepJson: string;
  /** The unreadable log entry as received, as JSON on demand. */
  unreadableEntryJson: string;
  /** The summary's count of steps that could not be read, e.g. "1 step could not be read". */
  unreadableSteps: (args: ActivityCountArgs) => string;
}


/** The records of service values: an app's entries are merged into the defaults' instead of replacing them. */
const RECORD_LABEL_KEYS = [
  'origins',
  'providers',
  'overallStatuses',
  'severities',
  'stepTypes',
  'jobStatuses',
  'detailStatuses',
  'sources',
  'unreadableCauses',
] as const;
type RecordLabelKeys = (typeof RECORD_LABEL_KEYS)[number];

/** What `labels` accepts: each label, and each entry of the records of service values, optional. */
export type NotificationActivityLabelOverrides = Partial<Omit<NotificationActivityLabels, RecordLabelKeys | 'format'>> & {
  [K in RecordLabelKeys]?: Partial<NotificationActivityLabels[K]>;
} & { format?: FormatPhraseOverrides };

/** The defaults with the caller's overrides on top (records merged one level deep). */
export function resolveActivityLabels(
  overrides: NotificationActivityLabelOverrides | undefined,
): NotificationActivityLabels {
  if (!overrides) return defaultActivityLabels;
  const resolved = { ...defaultActivityLabels, ...overrides, format: resolvePhrases(overrides.format, defaultActivityLabels.format) };
  for (const key of RECORD_LABEL_KEYS) {
    (resolved as Record<RecordLabelKeys, object>)[key] = { ...defaultActivityLabels[key], ...overrides[key] };
  }
  return resolved as NotificationActivityLabels;
}

/** The label of a value the service sent, or the value itself when it has none. */
export function labelOf(labels: Readonly<Record<string, string | undefined>>, value: string): string {
  return Object.hasOwn(labels, value) ? (labels[value] ?? value) : value;
}

export function activityCountArgs(count: number, locale: string | undefined): ActivityCountArgs {
  return { count, formatted: numberFormat(locale).format(count) };
}
