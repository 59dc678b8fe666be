// A workflow and its steps (SPEC.md §2.4). A notification record carries its triggers and step
// filters, which the client reads (API.md §1, tolerant reader): no field of them is sure to be
// there, each is present only when the service sent it with its type. A message carries a whole
// workflow (`Message.template`) that the library does not read: it stays a JsonObject, unchecked.
import type { JsonObject, OpenString } from './common';
import type { FilterOn, FilterOperator, FilterType, MonthlyType, Ordinal, OrdinalValue, TimeUnit, WeekDay } from './enums';

export interface ChannelPreferences {
  email?: boolean;
  sms?: boolean;
  in_app?: boolean;
  chat?: boolean;
  push?: boolean;
  /** Known to a newer service (SERVER-NOTES.md §0). */
  tool?: boolean;
}

export interface NotificationGroup {
  _id?: string;
  name?: string;
  _environmentId?: string;
  _organizationId?: string;
  _parentId?: string;
}

export interface TriggerVariable {
  name?: string;
}

export interface Trigger {
  type?: OpenString<'event'>;
  identifier?: string;
  variables?: TriggerVariable[];
  subscriberVariables?: TriggerVariable[];
}

export interface FieldFilterPart {
  field?: string;
  value?: string;
  operator?: FilterOperator;
  on?: FilterOn;
}

export interface StepFilter {
  isNegated?: boolean;
  type?: FilterType;
  value?: OpenString<'AND' | 'OR'>;
  children?: FieldFilterPart[];
}

export interface TimedConfig {
  atTime?: string;
  weekDays?: WeekDay[];
  monthDays?: string[];
  ordinal?: Ordinal;
  ordinalValue?: OrdinalValue;
  monthlyType?: MonthlyType;
}

export interface DigestRegularMetadata {
  amount?: number;
  unit?: TimeUnit;
  digestKey?: string;
  type: 'regular' | 'backoff';
  backoff?: boolean;
  backoffAmount?: number;
  backoffUnit?: TimeUnit;
  updateMode?: boolean;
}

export interface DigestTimedMetadata {
  amount?: number;
  unit?: TimeUnit;
  digestKey?: string;
  type: 'timed';
  timed?: TimedConfig;
}

export interface DelayRegularMetadata {
  amount?: number;
  unit?: TimeUnit;
  type: 'regular';
}

export interface DelayScheduledMetadata {
  type: 'scheduled';
  delayPath: string;
}

export type StepMetadata =
  | DigestRegularMetadata
  | DigestTimedMetadata
  | DelayRegularMetadata
  | DelayScheduledMetadata;

export interface ReplyCallback {
  active?: boolean;
  url?: string;
}

/** A workflow step variant: a step of the same shape without `variants`. */
export interface StepVariant {
  _id?: string;
  uuid?: string;
  name?: string;
  _templateId?: string;
  active?: boolean;
  shouldStopOnFail?: boolean;
  /** A message template; its fields are not described by the service. */
  template?: JsonObject;
  filters?: StepFilter[];
  _parentId?: string;
  /** Contents not described by the service; in practice the shape of {@link StepMetadata}. */
  metadata?: JsonObject;
  replyCallback?: ReplyCallback;
}

export interface Step extends StepVariant {
  variants?: StepVariant[];
}

export interface Workflow {
  _id?: string;
  name?: string;
  description?: string;
  active?: boolean;
  draft?: boolean;
  preferenceSettings?: ChannelPreferences;
  critical?: boolean;
  tags?: string[];
  steps?: Step[];
  _organizationId?: string;
  _creatorId?: string;
  _environmentId?: string;
  triggers?: Trigger[];
  _notificationGroupId?: string;
  _parentId?: string;
  deleted?: boolean;
  deletedAt?: string;
  deletedBy?: string;
  notificationGroup?: NotificationGroup;
  data?: JsonObject;
  workflowIntegrationStatus?: JsonObject;
}
