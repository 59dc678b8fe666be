// A workflow (SPEC.md §2.4) as a message carries it, and the triggers and step filters a
// notification record shares with it: every field narrowed, none required (responseChecks.ts
// says how). A step's metadata is only kept as an object: format/ reads each of its fields
// defensively.
import {
  optionalBoolean,
  optionalBooleans,
  optionalObject,
  optionalObjectList,
  optionalRecords,
  optionalStringList,
  optionalStrings,
} from './responseChecks';

type Fields = Record<string, unknown>;

const WORKFLOW_STRINGS = [
  '_id',
  'name',
  'description',
  '_organizationId',
  '_creatorId',
  '_environmentId',
  '_notificationGroupId',
  '_parentId',
  'deletedAt',
  'deletedBy',
] as const;
const CHANNEL_PREFERENCES = ['email', 'sms', 'in_app', 'chat', 'push', 'tool'] as const;

export function narrowWorkflow(workflow: Fields): void {
  optionalStrings(workflow, WORKFLOW_STRINGS);
  optionalBooleans(workflow, ['active', 'draft', 'critical', 'deleted']);
  optionalStringList(workflow, 'tags');
  optionalObject(workflow, 'preferenceSettings', (preferences) => optionalBooleans(preferences, CHANNEL_PREFERENCES));
  optionalObjectList(workflow, 'steps', narrowStep);
  optionalObjectList(workflow, 'triggers', narrowTrigger);
  optionalObject(workflow, 'notificationGroup', (group) =>
    optionalStrings(group, ['_id', 'name', '_environmentId', '_organizationId', '_parentId']),
  );
  optionalRecords(workflow, ['data', 'workflowIntegrationStatus']);
}

function narrowStep(step: Fields): void {
  optionalStrings(step, ['_id', 'uuid', 'name', '_templateId', '_parentId']);
  optionalBooleans(step, ['active', 'shouldStopOnFail']);
  optionalRecords(step, ['template', 'metadata']);
  optionalObjectList(step, 'filters', narrowStepFilter);
  optionalObject(step, 'replyCallback', (callback) => {
    optionalBoolean(callback, 'active');
    optionalStrings(callback, ['url']);
  });
  optionalObjectList(step, 'variants', narrowStep);
}

export function narrowTrigger(trigger: Fields): void {
  optionalStrings(trigger, ['type', 'identifier']);
  optionalObjectList(trigger, 'variables', narrowTriggerVariable);
  optionalObjectList(trigger, 'subscriberVariables', narrowTriggerVariable);
}

function narrowTriggerVariable(variable: Fields): void {
  optionalStrings(variable, ['name']);
}

/**
 * A filter and its parts. A part that is a group of its own (with `children`) keeps them: format/
 * describes such a nested group defensively.
 */
export function narrowStepFilter(filter: Fields): void {
  optionalBoolean(filter, 'isNegated');
  optionalStrings(filter, ['type', 'value']);
  optionalObjectList(filter, 'children', (part) => optionalStrings(part, ['field', 'value', 'operator', 'on']));
}
