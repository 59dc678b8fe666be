// Response checks of a notification activity record (SPEC.md §2.6): the required fields of the
// record, of each job, execution detail and step, and of the subscriber, template and topics when
// present, reject; optional fields of the wrong type are made absent (responseChecks.ts says why).
// Unknown fields and unknown enum strings (a new job type or status) pass untouched.
import {
  checkArray,
  checkEach,
  isRecord,
  optionalBoolean,
  optionalNumber,
  optionalObject,
  optionalObjectList,
  optionalRecords,
  optionalString,
  optionalStringLists,
  optionalStrings,
  problem,
  requireBoolean,
  requireField,
  requireString,
  type Problem,
} from './responseChecks';

type Fields = Record<string, unknown>;

export function checkActivityNotification(value: unknown): Problem | undefined {
  if (!isRecord(value)) return problem('object', value);
  return (
    requireString(value, '_environmentId') ??
    requireString(value, '_organizationId') ??
    requireString(value, '_subscriberId') ??
    requireString(value, 'transactionId') ??
    optionalStrings(value, ['_id', '_templateId', '_digestedNotificationId', 'createdAt', 'updatedAt', 'severity']) ??
    optionalStringLists(value, ['channels', 'tags', 'contextKeys']) ??
    optionalRecords(value, ['payload', 'controls', 'to']) ??
    optionalBoolean(value, 'critical') ??
    optionalObject(value, 'subscriber', checkActivitySubscriber) ??
    optionalObject(value, 'template', checkActivityTemplate) ??
    optionalObjectList(value, 'jobs', checkActivityJob) ??
    optionalObjectList(value, 'topics', checkTopic)
  );
}

function checkActivitySubscriber(value: Fields): Problem | undefined {
  return (
    requireString(value, 'subscriberId') ??
    requireString(value, '_id') ??
    optionalStrings(value, ['firstName', 'lastName', 'email', 'phone'])
  );
}

function checkActivityTemplate(value: Fields): Problem | undefined {
  return (
    requireString(value, 'name') ??
    requireField(value, 'triggers', checkTriggers) ??
    optionalStrings(value, ['_id', 'origin'])
  );
}

function checkTriggers(value: unknown): Problem | undefined {
  return checkEach(value, checkTrigger);
}

function checkTrigger(value: unknown): Problem | undefined {
  if (!isRecord(value)) return problem('object', value);
  return requireString(value, 'type') ?? requireString(value, 'identifier') ?? requireField(value, 'variables', checkArray);
}

function checkTopic(value: Fields): Problem | undefined {
  return requireString(value, '_topicId') ?? requireString(value, 'topicKey');
}

function checkActivityJob(value: Fields): Problem | undefined {
  return (
    requireString(value, '_id') ??
    requireString(value, 'type') ??
    requireField(value, 'executionDetails', checkExecutionDetails) ??
    requireField(value, 'step', checkActivityStep) ??
    requireString(value, 'providerId') ??
    requireString(value, 'status') ??
    optionalObject(value, 'digest', checkDigestMetadata) ??
    optionalRecords(value, ['overrides', 'payload']) ??
    optionalString(value, 'updatedAt') ??
    optionalNumber(value, 'scheduleExtensionsCount')
  );
}

/** The digest's settings are described in words by format/, which reads each field defensively. */
function checkDigestMetadata(value: Fields): Problem | undefined {
  return requireString(value, 'type') ?? optionalStrings(value, ['digestKey', 'unit', 'backoffUnit']);
}

function checkExecutionDetails(value: unknown): Problem | undefined {
  return checkEach(value, checkExecutionDetail);
}

function checkExecutionDetail(value: unknown): Problem | undefined {
  if (!isRecord(value)) return problem('object', value);
  return (
    requireString(value, '_id') ??
    requireString(value, 'status') ??
    requireString(value, 'detail') ??
    requireBoolean(value, 'isRetry') ??
    requireBoolean(value, 'isTest') ??
    requireString(value, 'source') ??
    optionalStrings(value, ['createdAt', 'providerId']) ??
    optionalString(value, 'raw', true)
  );
}

function checkActivityStep(value: unknown): Problem | undefined {
  if (!isRecord(value)) return problem('object', value);
  return (
    requireString(value, '_id') ??
    requireBoolean(value, 'active') ??
    // The filters' own fields are described defensively by format/; only the list is required.
    requireField(value, 'filters', checkArray) ??
    requireString(value, '_templateId') ??
    optionalString(value, 'name') ??
    optionalString(value, '_parentId', true) ??
    optionalRecords(value, ['replyCallback', 'controlVariables', 'metadata', 'issues', 'template']) ??
    optionalObjectList(value, 'variants', checkActivityStep)
  );
}
