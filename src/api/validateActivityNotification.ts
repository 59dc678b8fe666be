// Reading a notification activity record (SPEC.md §2.6): nothing inside the record is required.
// A job is usable with a string `_id`; an execution detail with something to show, a string
// `detail` or `status`. An unusable one is left out of its list, kept beside it (`malformedJobs`,
// `malformedExecutionDetails`) for a view to show that something is there, and reported. Every
// other field, at every depth, whatever SPEC.md calls required, is narrowed (responseChecks.ts
// says how). Unknown fields and unknown enum strings (a new job type or status) pass untouched.
import { narrowStepFilter, narrowTrigger } from './narrowWorkflow';
import {
  isRecord,
  keepItems,
  optionalBoolean,
  optionalBooleans,
  optionalNumber,
  optionalNumbers,
  optionalObject,
  optionalObjectList,
  optionalRecords,
  optionalString,
  optionalStringList,
  optionalStringLists,
  optionalStrings,
  problem,
  readItems,
  reasonOf,
  requireString,
  type LeaveOut,
  type Problem,
} from './responseChecks';
import type { MalformedItem } from './types';

type Fields = Record<string, unknown>;

/** Narrows `record` in place; the jobs and execution details that cannot be read are left out. */
export function narrowActivityNotification(record: Fields, leaveOut: LeaveOut): void {
  optionalStrings(record, [
    '_id',
    '_environmentId',
    '_organizationId',
    '_subscriberId',
    'transactionId',
    '_templateId',
    '_digestedNotificationId',
    'createdAt',
    'updatedAt',
    'severity',
  ]);
  optionalStringLists(record, ['channels', 'tags', 'contextKeys']);
  optionalRecords(record, ['payload', 'controls', 'to']);
  optionalBoolean(record, 'critical');
  optionalObject(record, 'subscriber', (subscriber) =>
    optionalStrings(subscriber, ['subscriberId', '_id', 'firstName', 'lastName', 'email', 'phone']),
  );
  optionalObject(record, 'template', (template) => {
    optionalStrings(template, ['_id', 'name', 'origin']);
    optionalObjectList(template, 'triggers', narrowTrigger);
  });
  optionalObjectList(record, 'topics', (topic) => optionalStrings(topic, ['_topicId', 'topicKey']));
  readList({
    owner: record,
    key: 'jobs',
    malformedKey: 'malformedJobs',
    path: '',
    check: (job, index) => checkActivityJob(job, `.jobs[${index}]`, leaveOut),
    leaveOut,
  });
}

interface ReadList {
  owner: Fields;
  key: string;
  /** Where the items that cannot be read are kept, as MalformedItems. */
  malformedKey: string;
  /** The owner's path in the record. */
  path: string;
  check: (item: unknown, index: number) => Problem | undefined;
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
  if (items === undefined) return;
  if (!Array.isArray(items)) {
    delete owner[key];
    return;
  }
  const malformed: MalformedItem[] = [];
  owner[key] = readItems(items, check, (leftOut) => {
    malformed.push({ index: leftOut.index, reason: reasonOf(leftOut.found), raw: leftOut.item });
    leaveOut(`${path}.${key}[${leftOut.index}]`, leftOut);
  });
  if (malformed.length > 0) owner[malformedKey] = malformed;
}

function checkActivityJob(value: unknown, path: string, leaveOut: LeaveOut): Problem | undefined {
  if (!isRecord(value)) return problem('object', value);
  const found = requireString(value, '_id');
  if (found) return found;
  optionalStrings(value, ['type', 'providerId', 'status', 'updatedAt']);
  optionalRecords(value, ['overrides', 'payload']);
  optionalNumber(value, 'scheduleExtensionsCount');
  optionalObject(value, 'digest', narrowDigestMetadata);
  optionalObject(value, 'step', narrowActivityStep);
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

function narrowDigestMetadata(digest: Fields): void {
  optionalStrings(digest, ['type', 'digestKey', 'unit', 'backoffUnit']);
  optionalNumbers(digest, ['amount', 'backoffAmount']);
  optionalBooleans(digest, ['backoff', 'updateMode']);
  keepItems(digest, 'events', isRecord);
  optionalObject(digest, 'timed', (timed) => {
    optionalStrings(timed, ['atTime', 'ordinal', 'ordinalValue', 'monthlyType', 'cronExpression', 'untilDate']);
    optionalStringList(timed, 'weekDays');
    // The job's digest is its step's metadata (SERVER-NOTES.md §6), whose days are strings.
    keepItems(timed, 'monthDays', isDayOfMonth);
  });
}

function isDayOfMonth(value: unknown): boolean {
  return typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));
}

function checkExecutionDetail(value: unknown): Problem | undefined {
  if (!isRecord(value)) return problem('object', value);
  if (typeof value.detail !== 'string' && typeof value.status !== 'string') {
    return problem('string (or a string status)', value.detail, '.detail');
  }
  optionalStrings(value, ['_id', 'createdAt', 'status', 'detail', 'providerId', 'source']);
  optionalBooleans(value, ['isRetry', 'isTest']);
  optionalString(value, 'raw', true);
  return undefined;
}

function narrowActivityStep(step: Fields): void {
  optionalStrings(step, ['_id', '_templateId', 'name']);
  optionalString(step, '_parentId', true);
  optionalBoolean(step, 'active');
  // The metadata's fields are described defensively by format/; it is kept as an object.
  optionalRecords(step, ['replyCallback', 'controlVariables', 'metadata', 'issues', 'template']);
  optionalObjectList(step, 'filters', narrowStepFilter);
  optionalObjectList(step, 'variants', narrowActivityStep);
}
