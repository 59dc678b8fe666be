// The notification activity record (SPEC.md §2.6, SERVER-NOTES.md §6): jobs, steps, execution details.
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
  subscriberId: string;
  _id: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
}

export interface ActivityTemplate {
  _id?: string;
  name: string;
  origin?: TemplateOrigin;
  triggers: Trigger[];
}

export interface DigestTimedConfig {
  atTime?: string;
  weekDays?: WeekDay[];
  monthDays?: number[];
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
  type: OpenString<'regular' | 'backoff' | 'timed'>;
  events?: JsonObject[];
  backoff?: boolean;
  backoffAmount?: number;
  backoffUnit?: TimeUnit;
  updateMode?: boolean;
  timed?: DigestTimedConfig;
}

export interface ExecutionDetail {
  _id: string;
  createdAt?: string;
  status: ExecutionDetailStatus;
  detail: string;
  isRetry: boolean;
  isTest: boolean;
  providerId?: ProviderId;
  raw?: string | null;
  source: ExecutionDetailSource;
}

export interface ActivityStep {
  _id: string;
  active: boolean;
  replyCallback?: JsonObject;
  controlVariables?: JsonObject;
  /** Contents not described by the service; in practice the shape of {@link StepMetadata}. */
  metadata?: JsonObject;
  issues?: JsonObject;
  filters: StepFilter[];
  template?: JsonObject;
  variants?: ActivityStep[];
  _templateId: string;
  name?: string;
  _parentId?: string | null;
}

export interface ActivityJob {
  _id: string;
  type: StepType;
  digest?: DigestMetadata;
  executionDetails: ExecutionDetail[];
  step: ActivityStep;
  overrides?: JsonObject;
  payload?: JsonObject;
  providerId: ProviderId;
  status: JobStatus;
  updatedAt?: string;
  scheduleExtensionsCount?: number;
  /** Entries of `executionDetails` as sent that could not be read (left out of the list). */
  malformedExecutionDetails?: MalformedItem[];
}

export interface ActivityTopic {
  _topicId: string;
  topicKey: string;
}

export interface ActivityNotification {
  _id?: string;
  _environmentId: string;
  _organizationId: string;
  _subscriberId: string;
  transactionId: string;
  _templateId?: string;
  _digestedNotificationId?: string;
  createdAt?: string;
  updatedAt?: string;
  channels?: StepType[];
  subscriber?: ActivitySubscriber;
  template?: ActivityTemplate;
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
