// The notification activity record (SPEC.md §2.6, SERVER-NOTES.md §6): jobs, steps, execution details.
// As the client reads it (API.md §1, tolerant reader): a job is sure to have its `_id`, an execution
// detail a string `detail` or `status`, and nothing else is sure, whatever SPEC.md calls required;
// every other field, at every depth, is present only when the service sent it with its type.
import type { JsonObject, OpenString } from './common';
import type {
  ExecutionDetailSource,
  ExecutionDetailStatus,
  JobStatus,
  MonthlyType,
  Ordinal,
  OrdinalValue,
  Severity,
  StepType,
  TemplateOrigin,
  TimeUnit,
  WeekDay,
} from './enums';
import type { ProviderId } from './providers';
import type { MalformedItem } from './malformed';
import type { StepFilter, Trigger } from './workflow';

export interface ActivitySubscriber {
  subscriberId?: string;
  _id?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
}

export interface ActivityTemplate {
  _id?: string;
  name?: string;
  origin?: TemplateOrigin;
  triggers?: Trigger[];
}

export interface DigestTimedConfig {
  atTime?: string;
  weekDays?: WeekDay[];
  /** Numbers per SPEC.md; the job's digest is its step's metadata, whose days are strings. */
  monthDays?: (number | string)[];
  ordinal?: Ordinal;
  ordinalValue?: OrdinalValue;
  monthlyType?: MonthlyType;
  cronExpression?: string;
  untilDate?: string;
}

export interface DigestMetadata {
  digestKey?: string;
  amount?: number;
  unit?: TimeUnit;
  type?: OpenString<'regular' | 'backoff' | 'timed'>;
  events?: JsonObject[];
  backoff?: boolean;
  backoffAmount?: number;
  backoffUnit?: TimeUnit;
  updateMode?: boolean;
  timed?: DigestTimedConfig;
}

interface ExecutionDetailFields {
  /** Absent on some answers: a view then keys the detail by its position. */
  _id?: string;
  createdAt?: string;
  status?: ExecutionDetailStatus;
  detail?: string;
  isRetry?: boolean;
  isTest?: boolean;
  providerId?: ProviderId;
  raw?: string | null;
  source?: ExecutionDetailSource;
}

/**
 * One thing the service recorded while it ran a job. It has something to show: a string `detail`,
 * a string `status`, or both; a detail with neither is left out of `executionDetails` (kept in
 * the job's `malformedExecutionDetails`).
 */
export type ExecutionDetail = ExecutionDetailFields &
  ({ detail: string } | { status: ExecutionDetailStatus });

export interface ActivityStep {
  _id?: string;
  active?: boolean;
  replyCallback?: JsonObject;
  controlVariables?: JsonObject;
  /** Contents not described by the service; in practice the shape of {@link StepMetadata}. */
  metadata?: JsonObject;
  issues?: JsonObject;
  filters?: StepFilter[];
  template?: JsonObject;
  variants?: ActivityStep[];
  _templateId?: string;
  name?: string;
  _parentId?: string | null;
}

/** One step of the workflow as the service ran it for this notification. Only `_id` is sure. */
export interface ActivityJob {
  _id: string;
  /** Absent or unknown: the job renders generically. */
  type?: StepType;
  digest?: DigestMetadata;
  executionDetails?: ExecutionDetail[];
  step?: ActivityStep;
  overrides?: JsonObject;
  payload?: JsonObject;
  providerId?: ProviderId;
  status?: JobStatus;
  updatedAt?: string;
  scheduleExtensionsCount?: number;
  /** Entries of `executionDetails` as sent that could not be read (left out of the list). */
  malformedExecutionDetails?: MalformedItem[];
}

export interface ActivityTopic {
  _topicId?: string;
  topicKey?: string;
}

/** The record of one notification. Nothing inside it is sure: each field is there when it was sent with its type. */
export interface ActivityNotification {
  _id?: string;
  _environmentId?: string;
  _organizationId?: string;
  _subscriberId?: string;
  transactionId?: string;
  _templateId?: string;
  _digestedNotificationId?: string;
  createdAt?: string;
  updatedAt?: string;
  channels?: StepType[];
  subscriber?: ActivitySubscriber;
  template?: ActivityTemplate;
  /** The jobs the client could read; an unreadable one is left out (kept in `malformedJobs`). */
  jobs?: ActivityJob[];
  payload?: JsonObject;
  tags?: string[];
  controls?: JsonObject;
  to?: JsonObject;
  topics?: ActivityTopic[];
  severity?: Severity;
  critical?: boolean;
  contextKeys?: string[];
  /** Jobs as sent that could not be read (left out of `jobs`). */
  malformedJobs?: MalformedItem[];
}
