// Reading a notification activity record (SPEC.md §2.6): nothing inside the record is required.
// A job is usable with a string `_id`; an execution detail with something to show, a string
// `detail` or `status`. An unusable one is left out of its list, kept beside it (`malformedJobs`,
// `malformedExecutionDetails`) for a view to show that something is there, and reported. Every
// other field, at every depth, whatever SPEC.md calls required, is narrowed by its shape
// (fieldKinds.ts says how). Unknown fields and unknown enum strings (a new job type or status)
// pass untouched.
import {
  boolean,
  either,
  listOf,
  narrowFields,
  nullable,
  number,
  object,
  record,
  string,
  type Kind,
  type ShapeOf,
} from './fieldKinds';
import { expectation, readItems, requireField, type ItemCheck, type LeaveOut } from './responseChecks';
import type {
  ActivityJob,
  ActivityNotification,
  ActivityStep,
  ActivitySubscriber,
  ActivityTemplate,
  ActivityTopic,
  DigestMetadata,
  DigestTimedConfig,
  ExecutionDetail,
  FieldFilterPart,
  StepFilter,
  Trigger,
  TriggerVariable,
} from '../types';

type Fields = Record<string, unknown>;

const triggerVariable = object({ name: string } satisfies ShapeOf<TriggerVariable>);

/** The workflow's triggers (SPEC.md §2.4), as the record's `template` carries them. */
const trigger = object({
  type: string,
  identifier: string,
  variables: listOf(triggerVariable),
  subscriberVariables: listOf(triggerVariable),
} satisfies ShapeOf<Trigger>);

/**
 * A step's filter and its parts. A part that is a group of its own (with `children`) keeps them:
 * format/ describes such a nested group defensively.
 */
const stepFilter = object({
  type: string,
  value: string,
  isNegated: boolean,
  children: listOf(
    object({ field: string, value: string, operator: string, on: string } satisfies ShapeOf<FieldFilterPart>),
  ),
} satisfies ShapeOf<StepFilter>);

const ACTIVITY_NOTIFICATION = {
  _id: string,
  _environmentId: string,
  _organizationId: string,
  _subscriberId: string,
  transactionId: string,
  _templateId: string,
  _digestedNotificationId: string,
  createdAt: string,
  updatedAt: string,
  severity: string,
  channels: listOf(string),
  tags: listOf(string),
  contextKeys: listOf(string),
  payload: record,
  controls: record,
  to: record,
  critical: boolean,
  subscriber: object({
    subscriberId: string,
    _id: string,
    firstName: string,
    lastName: string,
    email: string,
    phone: string,
  } satisfies ShapeOf<ActivitySubscriber>),
  template: object({
    _id: string,
    name: string,
    origin: string,
    triggers: listOf(trigger),
  } satisfies ShapeOf<ActivityTemplate>),
  topics: listOf(object({ _topicId: string, topicKey: string } satisfies ShapeOf<ActivityTopic>)),
} satisfies ShapeOf<Omit<ActivityNotification, 'jobs' | 'malformedJobs'>>;

/**
 * Narrows `record` (at `path` in the body) in place; the jobs and execution details that cannot be
 * read are left out.
 */
export function narrowActivityNotification(record: Fields, path: string, leaveOut: LeaveOut): void {
  narrowFields(record, ACTIVITY_NOTIFICATION);
  readList({
    owner: record,
    key: 'jobs',
    malformedKey: 'malformedJobs',
    path,
    check: (job, index) => checkActivityJob(job, `${path}.jobs[${index}]`, leaveOut),
    leaveOut,
  });
}

interface ReadList {
  owner: Fields;
  key: string;
  /** Where the items that cannot be read are kept, as MalformedItems. */
  malformedKey: string;
  /** The owner's path in the body. */
  path: string;
  check: ItemCheck;
  leaveOut: LeaveOut;
}

/**
 * `owner[key]` keeps the items `check` accepts; the others go to `owner[malformedKey]` (only when
 * there are some) and to `leaveOut`. A value that is not a list is made absent, like any field.
 */
function readList({ owner, key, malformedKey, path, check, leaveOut }: ReadList): void {
  // The reader alone says what could not be read: a field of that name in the answer is not kept.
  delete owner[malformedKey];
  const items = owner[key];
  if (!Array.isArray(items)) {
    delete owner[key];
    return;
  }
  const { kept, malformed } = readItems(items, `${path}.${key}`, check, leaveOut);
  owner[key] = kept;
  if (malformed.length > 0) owner[malformedKey] = malformed;
}

const digest = object({
  type: string,
  digestKey: string,
  unit: string,
  backoffUnit: string,
  amount: number,
  backoffAmount: number,
  backoff: boolean,
  updateMode: boolean,
  events: listOf(record),
  timed: object({
    atTime: string,
    ordinal: string,
    ordinalValue: string,
    monthlyType: string,
    cronExpression: string,
    untilDate: string,
    weekDays: listOf(string),
    // The job's digest is its step's metadata (SERVER-NOTES.md §6), whose days are strings.
    monthDays: listOf(either(string, number)),
  } satisfies ShapeOf<DigestTimedConfig>),
} satisfies ShapeOf<DigestMetadata>);

const activityStep: Kind = object({
  _id: string,
  _templateId: string,
  name: string,
  _parentId: nullable(string),
  active: boolean,
  // The metadata's fields are described defensively by format/; it is kept as an object.
  replyCallback: record,
  controlVariables: record,
  metadata: record,
  issues: record,
  template: record,
  filters: listOf(stepFilter),
  // A variant is a step; looked up when read, as `activityStep` is still being defined here.
  variants: listOf((variant) => activityStep(variant)),
} satisfies ShapeOf<ActivityStep>);

const ACTIVITY_JOB = {
  type: string,
  providerId: string,
  status: string,
  updatedAt: string,
  payload: record,
  overrides: record,
  scheduleExtensionsCount: number,
  digest,
  step: activityStep,
} satisfies ShapeOf<Omit<ActivityJob, '_id' | 'executionDetails' | 'malformedExecutionDetails'>>;

function checkActivityJob(value: Fields, path: string, leaveOut: LeaveOut): string | undefined {
  const found = requireField(value, '_id', 'string');
  if (found) return found;
  narrowFields(value, ACTIVITY_JOB);
  readList({
    owner: value,
    key: 'executionDetails',
    malformedKey: 'malformedExecutionDetails',
    path,
    check: checkExecutionDetail,
    leaveOut,
  });
  return undefined;
}

const EXECUTION_DETAIL = {
  _id: string,
  createdAt: string,
  status: string,
  detail: string,
  providerId: string,
  source: string,
  isRetry: boolean,
  isTest: boolean,
  raw: nullable(string),
} satisfies ShapeOf<ExecutionDetail>;

function checkExecutionDetail(value: Fields): string | undefined {
  if (typeof value.detail !== 'string' && typeof value.status !== 'string') {
    return `detail: ${expectation('string (or a string status)', value.detail)}`;
  }
  narrowFields(value, EXECUTION_DETAIL);
  return undefined;
}
