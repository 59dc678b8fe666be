// Response checks of a notification activity record (SPEC.md §2.6): the required fields of the
// record, of each job, execution detail and step, and of the subscriber, template and topics when
// present. Unknown fields and unknown enum strings (a new job type or status) pass untouched.
import {
  checkArray,
  checkBoolean,
  checkEach,
  checkRecord,
  checkString,
  checkStringOrNull,
  checkStrings,
  isRecord,
  optionalField,
  problem,
  requireBoolean,
  requireField,
  requireString,
  type Problem,
} from './responseChecks';

export function checkActivityNotification(value: unknown): Problem | undefined {
  if (!isRecord(value)) return problem('object', value);
  return (
    requireString(value, '_environmentId') ??
    requireString(value, '_organizationId') ??
    requireString(value, '_subscriberId') ??
    requireString(value, 'transactionId') ??
    optionalField(value, '_id', checkString) ??
    optionalField(value, 'channels', checkStrings) ??
    optionalField(value, 'subscriber', checkActivitySubscriber) ??
    optionalField(value, 'template', checkActivityTemplate) ??
    optionalField(value, 'jobs', checkJobs) ??
    optionalField(value, 'topics', checkTopics) ??
    optionalField(value, 'critical', checkBoolean)
  );
}

function checkActivitySubscriber(value: unknown): Problem | undefined {
  if (!isRecord(value)) return problem('object', value);
  return requireString(value, 'subscriberId') ?? requireString(value, '_id');
}

function checkActivityTemplate(value: unknown): Problem | undefined {
  if (!isRecord(value)) return problem('object', value);
  return requireString(value, 'name') ?? requireField(value, 'triggers', checkTriggers);
}

function checkTriggers(value: unknown): Problem | undefined {
  return checkEach(value, checkTrigger);
}

function checkTrigger(value: unknown): Problem | undefined {
  if (!isRecord(value)) return problem('object', value);
  return requireString(value, 'type') ?? requireString(value, 'identifier') ?? requireField(value, 'variables', checkArray);
}

function checkTopics(value: unknown): Problem | undefined {
  return checkEach(value, checkTopic);
}

function checkTopic(value: unknown): Problem | undefined {
  if (!isRecord(value)) return problem('object', value);
  return requireString(value, '_topicId') ?? requireString(value, 'topicKey');
}

function checkJobs(value: unknown): Problem | undefined {
  return checkEach(value, checkActivityJob);
}

function checkActivityJob(value: unknown): Problem | undefined {
  if (!isRecord(value)) return problem('object', value);
  return (
    requireString(value, '_id') ??
    requireString(value, 'type') ??
    requireField(value, 'executionDetails', checkExecutionDetails) ??
    requireField(value, 'step', checkActivityStep) ??
    requireString(value, 'providerId') ??
    requireString(value, 'status') ??
    optionalField(value, 'digest', checkDigestMetadata)
  );
}

function checkDigestMetadata(value: unknown): Problem | undefined {
  if (!isRecord(value)) return problem('object', value);
  return requireString(value, 'type');
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
    optionalField(value, 'raw', checkStringOrNull)
  );
}

function checkActivityStep(value: unknown): Problem | undefined {
  if (!isRecord(value)) return problem('object', value);
  return (
    requireString(value, '_id') ??
    requireBoolean(value, 'active') ??
    // The filters' own fields are not rendered; only their presence as a list is checked.
    requireField(value, 'filters', checkArray) ??
    requireString(value, '_templateId') ??
    optionalField(value, 'metadata', checkRecord) ??
    optionalField(value, 'variants', checkSteps)
  );
}

function checkSteps(value: unknown): Problem | undefined {
  return checkEach(value, checkActivityStep);
}
