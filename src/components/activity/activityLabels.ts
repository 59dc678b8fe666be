// Every string `<NotificationActivity>` shows, with English defaults. Pass `labels` to replace any
// of them. Values the service sends (statuses, step types, sources) are looked up in the records
// below; a value that is not there is shown as the service sent it.
import { numberFormat } from '../../format/intl';
import {
  englishPhrases,
  resolvePhrases,
  type FormatPhraseOverrides,
  type FormatPhrases,
  type LabelLanguage,
} from '../../format/phrases';
import type { OverallStatus } from '../../api/jobStatusClass';
import { PROVIDER_NAMES } from './providerNames';
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

export const defaultActivityLabels: NotificationActivityLabels = {
  locale: 'en',
  dir: 'ltr',
  format: englishPhrases,
  title: 'Notification activity',
  loading: 'Loading notification activity…',
  notFound: 'Notification not found',
  notFoundHint: (notificationId) => `No notification has the ID ${notificationId}.`,
  loadError: 'The notification activity could not be loaded.',
  retry: 'Retry',
  refreshing: 'Refreshing…',
  copy: 'Copy',
  copyNamed: (name) => `Copy ${name}`,
  copied: 'Copied',
  copyFailed: 'Copy failed',
  yes: 'Yes',
  no: 'No',

  workflow: 'Workflow',
  untitledWorkflow: '(unnamed workflow)',
  origin: 'Origin',
  // Keyed on the service's real values (SERVER-NOTES.md §0): made in the dashboard, in its first
  // version, or in code outside it.
  providers: PROVIDER_NAMES,
  origins: { 'novu-cloud': 'Dashboard', 'novu-cloud-v1': 'Dashboard (v1)', external: 'Code' },
  triggers: 'Trigger',
  status: 'Status',
  overallStatuses: {
    completed: 'Completed',
    failed: 'Failed',
    'partly-failed': 'Partly failed',
    running: 'Running',
    merged: 'Merged into another digest',
    canceled: 'Canceled',
    skipped: 'Skipped',
    unknown: 'Unknown',
  },
  transactionId: 'Transaction ID',
  copyTransactionId: 'Copy transaction ID',
  notificationId: 'Notification ID',
  subscriber: 'Subscriber',
  subscriberId: 'Subscriber ID',
  email: 'Email',
  phone: 'Phone',
  internalIds: 'Internal IDs',
  internalSubscriberId: 'Internal subscriber ID',
  environmentId: 'Environment ID',
  organizationId: 'Organization ID',
  templateId: 'Workflow ID',
  created: 'Created',
  updated: 'Updated',
  channels: 'Channels',
  severity: 'Severity',
  severities: { high: 'High', medium: 'Medium', low: 'Low', none: 'None' },
  critical: 'Critical',
  tags: 'Tags',
  topics: 'Topics',
  contextKeys: 'Contexts',
  payload: 'Payload',
  controls: 'Controls',
  to: 'Recipient (to)',
  mergedInto: 'Merged into notification',
  recordJson: 'Full record (JSON)',

  jobs: 'Steps',
  noJobs: 'No steps have run yet.',
  stepTypes: {
    in_app: 'In-app',
    email: 'Email',
    sms: 'SMS',
    chat: 'Chat',
    push: 'Push',
    digest: 'Digest',
    trigger: 'Trigger',
    delay: 'Delay',
    throttle: 'Throttle',
    custom: 'Custom',
    http_request: 'HTTP request',
  },
  jobStatuses: {
    pending: 'Pending',
    queued: 'Queued',
    running: 'Running',
    completed: 'Completed',
    failed: 'Failed',
    delayed: 'Delayed',
    canceled: 'Canceled',
    merged: 'Merged',
    skipped: 'Skipped',
  },
  unnamedStep: '(unnamed step)',
  provider: 'Provider',
  jobFailed: (jobId) => `This step could not be shown (job ID ${jobId}).`,
  jobId: 'Job ID',
  stepId: 'Step ID',
  parentStepId: 'Parent step ID',
  stepActive: 'Step active',
  metadata: 'Settings',
  filters: 'Filters',
  variants: 'Variants',
  variant: (index, formatted) => `Variant ${formatted ?? numberFormat('en').format(index)}`,
  inactive: 'inactive',
  overrides: 'Overrides',
  digest: 'Digest',
  stepMetadata: 'Step metadata',
  controlVariables: 'Control values',
  replyCallback: 'Reply callback',
  issues: 'Issues',
  template: 'Template',
  jobJson: 'Full step record (JSON)',

  executionLog: 'Execution log',
  noExecutionDetails: 'No log entries yet.',
  detailStatuses: {
    Success: 'Success',
    Warning: 'Warning',
    Failed: 'Failed',
    Pending: 'Pending',
    Queued: 'Queued',
    ReadConfirmation: 'Read confirmation',
  },
  source: 'Source',
  sources: { Credentials: 'Credentials', Internal: 'Internal', Payload: 'Payload', Webhook: 'Webhook' },
  retryBadge: 'Retry',
  testBadge: 'Test',
  raw: 'Raw',
  rawOf: (detail) => `Raw data of “${detail}”`,
  copyRaw: 'Copy raw data',
  detailId: 'Detail ID',
  showAll: ({ formatted }) => `Show all ${formatted}`,
  failedSteps: ({ count, formatted }) => (count === 1 ? `${formatted} step failed` : `${formatted} steps failed`),
  failureReason: 'Reason',
  duration: 'Duration',
  showFewer: 'Show fewer',
  showingLast: ({ formattedShown, formattedTotal }) => `Showing the last ${formattedShown} of ${formattedTotal} entries.`,

  unreadable: 'Unreadable',
  unreadableStep: 'This step could not be read',
  unreadableEntry: 'This log entry could not be read',
  unreadableCauses: {
    'not-an-object': 'The service sent a single value instead of a record with fields.',
    'no-id': 'The service sent it without an ID.',
    'id-not-text': 'The service sent its ID as something other than text.',
    'no-text-or-status': 'The service sent it with neither a text nor a status.',
    other: 'The service sent it in a form this view cannot read.',
  },
  unreadableStepJson: 'Step as received (JSON)',
  unreadableEntryJson: 'Log entry as received (JSON)',
  unreadableSteps: ({ count, formatted }) =>
    count === 1 ? `${formatted} step could not be read` : `${formatted} steps could not be read`,
};

type RecordLabelKeys =
  | 'origins'
  | 'providers'
  | 'overallStatuses'
  | 'severities'
  | 'stepTypes'
  | 'jobStatuses'
  | 'detailStatuses'
  | 'sources'
  | 'unreadableCauses';

/** What `labels` accepts: each label, and each entry of the records of service values, optional. */
export type NotificationActivityLabelOverrides = Partial<Omit<NotificationActivityLabels, RecordLabelKeys | 'format'>> & {
  [K in RecordLabelKeys]?: Partial<NotificationActivityLabels[K]>;
} & { format?: FormatPhraseOverrides };

/** The defaults with the caller's overrides on top (records merged one level deep). */
export function resolveActivityLabels(
  overrides: NotificationActivityLabelOverrides | undefined,
): NotificationActivityLabels {
  if (!overrides) return defaultActivityLabels;
  const d = defaultActivityLabels;
  return {
    ...d,
    ...overrides,
    origins: { ...d.origins, ...overrides.origins },
    providers: { ...d.providers, ...overrides.providers },
    overallStatuses: { ...d.overallStatuses, ...overrides.overallStatuses },
    severities: { ...d.severities, ...overrides.severities },
    stepTypes: { ...d.stepTypes, ...overrides.stepTypes },
    jobStatuses: { ...d.jobStatuses, ...overrides.jobStatuses },
    detailStatuses: { ...d.detailStatuses, ...overrides.detailStatuses },
    sources: { ...d.sources, ...overrides.sources },
    unreadableCauses: { ...d.unreadableCauses, ...overrides.unreadableCauses },
    format: resolvePhrases(overrides.format, d.format),
  } as NotificationActivityLabels;
}

/** The label of a value the service sent, or the value itself when it has none. */
export function labelOf(labels: Readonly<Record<string, string | undefined>>, value: string): string {
  return Object.hasOwn(labels, value) ? (labels[value] ?? value) : value;
}

export function activityCountArgs(count: number, locale: string | undefined): ActivityCountArgs {
  return { count, formatted: numberFormat(locale).format(count) };
}
