// The service's data model (SPEC.md §2) as TypeScript. Every enumeration is a const array with a
// derived union that still admits strings the service may add later: an unknown value is kept
// and rendered generically, never rejected.

/** A union of known literals that still accepts any other string without losing autocomplete. */
export type OpenString<Known extends string> = Known | (string & {});

/** A free-form key/value map from the service. */
export type JsonObject = Record<string, unknown>;

export const CHANNEL_TYPES = ['in_app', 'email', 'sms', 'chat', 'push'] as const;
export type ChannelType = OpenString<(typeof CHANNEL_TYPES)[number]>;

export const STEP_TYPES = [
  'in_app',
  'email',
  'sms',
  'chat',
  'push',
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

export const TEMPLATE_ORIGINS = ['svc-cloud', 'svc-cloud-v1', 'external'] as const;
export type TemplateOrigin = OpenString<(typeof TEMPLATE_ORIGINS)[number]>;

/** Provider identifiers named in SPEC.md; the third-party ones are not listed there. */
export const KNOWN_PROVIDER_IDS = [
  'email-webhook',
  'push-webhook',
  'chat-webhook',
  'generic-sms',
  'svc',
  'svc-email',
  'svc-email-agent',
  'svc-sms',
  'svc-slack',
] as const;
export type ProviderId = OpenString<(typeof KNOWN_PROVIDER_IDS)[number]>;

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

// ---------------------------------------------------------------------------------------------
// §2.5 EmailBlock, MessageCTA

export const EMAIL_BLOCK_TYPES = ['button', 'text'] as const;
export type EmailBlockType = OpenString<(typeof EMAIL_BLOCK_TYPES)[number]>;

export const TEXT_ALIGNS = ['center', 'left', 'right'] as const;
export type TextAlign = OpenString<(typeof TEXT_ALIGNS)[number]>;

export interface EmailBlock {
  type: EmailBlockType;
  content: string;
  url?: string;
  styles?: { textAlign: TextAlign };
}

export const BUTTON_TYPES = ['primary', 'secondary'] as const;
export type ButtonType = OpenString<(typeof BUTTON_TYPES)[number]>;

export interface MessageButton {
  type: ButtonType;
  content: string;
  resultContent?: string;
}

export const CTA_ACTION_STATUSES = ['pending', 'done'] as const;
export type CtaActionStatus = OpenString<(typeof CTA_ACTION_STATUSES)[number]>;

export interface MessageAction {
  status?: CtaActionStatus;
  buttons?: MessageButton[];
  result?: { payload?: JsonObject; type?: ButtonType };
}

export interface MessageCTA {
  type?: OpenString<'redirect'>;
  data?: { url?: string };
  action?: MessageAction;
}

// ---------------------------------------------------------------------------------------------
// §2.3 ChannelSettings, §2.2 Subscriber

export interface ChannelCredentials {
  webhookUrl?: string;
  channel?: string;
  deviceTokens?: string[];
  alertUid?: string;
  title?: string;
  imageUrl?: string;
  state?: string;
  externalUrl?: string;
}

export interface ChannelSettings {
  providerId: ProviderId;
  integrationIdentifier?: string;
  credentials: ChannelCredentials;
  _integrationId: string;
}

export interface Subscriber {
  _id?: string;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phone?: string | null;
  avatar?: string | null;
  locale?: string | null;
  channels?: ChannelSettings[];
  /** @deprecated The service marks `topics` of a subscriber as deprecated. */
  topics?: string[];
  isOnline?: boolean | null;
  lastOnlineAt?: string | null;
  __v?: number;
  data?: JsonObject | null;
  timezone?: string | null;
  subscriberId: string;
  _organizationId: string;
  _environmentId: string;
  deleted: boolean;
  createdAt: string;
  updatedAt: string;
}

// ---------------------------------------------------------------------------------------------
// §2.4 Workflow and its steps

export interface ChannelPreferences {
  email?: boolean;
  sms?: boolean;
  in_app?: boolean;
  chat?: boolean;
  push?: boolean;
}

export interface NotificationGroup {
  _id?: string;
  name: string;
  _environmentId: string;
  _organizationId: string;
  _parentId?: string;
}

export interface TriggerVariable {
  name: string;
}

export interface Trigger {
  type: OpenString<'event'>;
  identifier: string;
  variables: TriggerVariable[];
  subscriberVariables?: TriggerVariable[];
}

export interface FieldFilterPart {
  field: string;
  value: string;
  operator: FilterOperator;
  on: FilterOn;
}

export interface StepFilter {
  isNegated: boolean;
  type: FilterType;
  value: OpenString<'AND' | 'OR'>;
  children: FieldFilterPart[];
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
  metadata?: StepMetadata;
  replyCallback?: ReplyCallback;
}

export interface Step extends StepVariant {
  variants?: StepVariant[];
}

export interface Workflow {
  _id?: string;
  name: string;
  description: string;
  active: boolean;
  draft: boolean;
  preferenceSettings: ChannelPreferences;
  critical: boolean;
  tags: string[];
  steps: Step[];
  _organizationId: string;
  _creatorId: string;
  _environmentId: string;
  triggers: Trigger[];
  _notificationGroupId: string;
  _parentId?: string;
  deleted: boolean;
  deletedAt: string;
  deletedBy: string;
  notificationGroup?: NotificationGroup;
  data?: JsonObject;
  workflowIntegrationStatus?: JsonObject;
}

// ---------------------------------------------------------------------------------------------
// §2.1 Message

export interface Message {
  _id: string;
  _templateId?: string | null;
  _environmentId: string;
  _messageTemplateId?: string | null;
  _organizationId: string;
  _notificationId: string;
  _subscriberId: string;
  subscriber?: Subscriber;
  template?: Workflow;
  templateIdentifier?: string;
  createdAt: string;
  deliveredAt?: string[];
  lastSeenDate?: string;
  lastReadDate?: string;
  content?: EmailBlock[] | string;
  transactionId: string;
  subject?: string;
  channel: ChannelType;
  read: boolean;
  seen: boolean;
  snoozedUntil?: string;
  email?: string;
  phone?: string;
  directWebhookUrl?: string;
  providerId?: ProviderId;
  deviceTokens?: string[];
  title?: string;
  cta: MessageCTA;
  _feedId?: string | null;
  status: MessageStatus;
  errorId?: string;
  errorText?: string;
  payload?: JsonObject;
  overrides?: JsonObject;
  contextKeys?: string[];
}

/**
 * SPEC.md marks a message's `_id` optional, but every message the service stores has one and
 * nothing can be marked without it, so the response check requires it and the type says so.
 */
export type MessageId = Message['_id'];

/** One page of the subscriber's feed (SERVER-NOTES.md §5). `totalCount` is not a true total. */
export interface MessagesPage {
  data: Message[];
  page: number;
  pageSize: number;
  hasMore: boolean;
  totalCount?: number;
}

// ---------------------------------------------------------------------------------------------
// §2.6 Notification activity record

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
}
