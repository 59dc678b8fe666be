// The service's enumerations (SPEC.md, SERVER-NOTES.md §0 and §6). Each is a const array with a
// derived union that still admits strings the service may add later: an unknown value is kept and
// rendered generically, never rejected.
import type { OpenString } from './common';

/** A newer service also knows `tool` (SERVER-NOTES.md §0). */
export const CHANNEL_TYPES = ['in_app', 'email', 'sms', 'chat', 'push', 'tool'] as const;
export type ChannelType = OpenString<(typeof CHANNEL_TYPES)[number]>;

export const STEP_TYPES = [
  'in_app',
  'email',
  'sms',
  'chat',
  'push',
  'tool',
  'digest',
  'trigger',
  'delay',
  'throttle',
  'custom',
  'http_request',
] as const;
export type StepType = OpenString<(typeof STEP_TYPES)[number]>;

export const MARK_AS_VALUES = ['read', 'unread', 'seen', 'unseen'] as const;
/** The four `markAs` values. Closed: the client refuses any other value before sending. */
export type MarkAs = (typeof MARK_AS_VALUES)[number];

export const MESSAGE_STATUSES = ['sent', 'error', 'warning'] as const;
export type MessageStatus = OpenString<(typeof MESSAGE_STATUSES)[number]>;

export const TIME_UNITS = ['seconds', 'minutes', 'hours', 'days', 'weeks', 'months'] as const;
export type TimeUnit = OpenString<(typeof TIME_UNITS)[number]>;

export const WEEK_DAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type WeekDay = OpenString<(typeof WEEK_DAYS)[number]>;

export const ORDINALS = ['1', '2', '3', '4', '5', 'last'] as const;
export type Ordinal = OpenString<(typeof ORDINALS)[number]>;

export const ORDINAL_VALUES = [
  'day',
  'weekday',
  'weekend',
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;
export type OrdinalValue = OpenString<(typeof ORDINAL_VALUES)[number]>;

export const MONTHLY_TYPES = ['each', 'on'] as const;
export type MonthlyType = OpenString<(typeof MONTHLY_TYPES)[number]>;

export const EXECUTION_DETAIL_STATUSES = [
  'Success',
  'Warning',
  'Failed',
  'Pending',
  'Queued',
  'ReadConfirmation',
] as const;
export type ExecutionDetailStatus = OpenString<(typeof EXECUTION_DETAIL_STATUSES)[number]>;

export const EXECUTION_DETAIL_SOURCES = ['Credentials', 'Internal', 'Payload', 'Webhook'] as const;
export type ExecutionDetailSource = OpenString<(typeof EXECUTION_DETAIL_SOURCES)[number]>;

/** Job statuses as the service sends them (SERVER-NOTES.md §6); SPEC.md leaves them open. */
export const JOB_STATUSES = [
  'pending',
  'queued',
  'running',
  'completed',
  'failed',
  'delayed',
  'canceled',
  'merged',
  'skipped',
] as const;
export type JobStatus = OpenString<(typeof JOB_STATUSES)[number]>;

/** Job statuses in which the service is still working on the job. */
export const RUNNING_JOB_STATUSES = ['pending', 'queued', 'running', 'delayed'] as const;

export const SEVERITIES = ['high', 'medium', 'low', 'none'] as const;
export type Severity = OpenString<(typeof SEVERITIES)[number]>;

/** Where a workflow was made (the SDK's resource origins). */
export const TEMPLATE_ORIGINS = ['novu-cloud', 'novu-cloud-v1', 'external'] as const;
export type TemplateOrigin = OpenString<(typeof TEMPLATE_ORIGINS)[number]>;


export const FILTER_TYPES = [
  'BOOLEAN',
  'TEXT',
  'DATE',
  'NUMBER',
  'STATEMENT',
  'LIST',
  'MULTI_LIST',
  'GROUP',
] as const;
export type FilterType = OpenString<(typeof FILTER_TYPES)[number]>;

export const FILTER_OPERATORS = [
  'LARGER',
  'SMALLER',
  'LARGER_EQUAL',
  'SMALLER_EQUAL',
  'EQUAL',
  'NOT_EQUAL',
  'ALL_IN',
  'ANY_IN',
  'NOT_IN',
  'BETWEEN',
  'NOT_BETWEEN',
  'LIKE',
  'NOT_LIKE',
  'IN',
] as const;
export type FilterOperator = OpenString<(typeof FILTER_OPERATORS)[number]>;

export const FILTER_ON = ['subscriber', 'payload'] as const;
export type FilterOn = OpenString<(typeof FILTER_ON)[number]>;
