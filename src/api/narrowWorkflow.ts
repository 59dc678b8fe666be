// A workflow (SPEC.md §2.4) as a message carries it, and the triggers and step filters a
// notification record shares with it, as shapes for the tolerant reader (fieldKinds.ts): every
// field narrowed, none required. A step's metadata is only kept as an object: format/ reads each
// of its fields defensively.
import { boolean, listOf, object, record, string, type Kind, type ShapeOf } from './fieldKinds';
import type {
  ChannelPreferences,
  FieldFilterPart,
  NotificationGroup,
  ReplyCallback,
  Step,
  StepFilter,
  Trigger,
  TriggerVariable,
  Workflow,
} from './types';

const triggerVariable = object({ name: string } satisfies ShapeOf<TriggerVariable>);

export const trigger = object({
  type: string,
  identifier: string,
  variables: listOf(triggerVariable),
  subscriberVariables: listOf(triggerVariable),
} satisfies ShapeOf<Trigger>);

/**
 * A filter and its parts. A part that is a group of its own (with `children`) keeps them: format/
 * describes such a nested group defensively.
 */
export const stepFilter = object({
  type: string,
  value: string,
  isNegated: boolean,
  children: listOf(
    object({ field: string, value: string, operator: string, on: string } satisfies ShapeOf<FieldFilterPart>),
  ),
} satisfies ShapeOf<StepFilter>);

const step: Kind = object({
  _id: string,
  uuid: string,
  name: string,
  _templateId: string,
  _parentId: string,
  active: boolean,
  shouldStopOnFail: boolean,
  template: record,
  metadata: record,
  filters: listOf(stepFilter),
  replyCallback: object({ active: boolean, url: string } satisfies ShapeOf<ReplyCallback>),
  // A variant is a step; looked up when read, as `step` is still being defined here.
  variants: listOf((variant) => step(variant)),
} satisfies ShapeOf<Step>);

export const workflow = object({
  _id: string,
  name: string,
  description: string,
  _organizationId: string,
  _creatorId: string,
  _environmentId: string,
  _notificationGroupId: string,
  _parentId: string,
  deletedAt: string,
  deletedBy: string,
  active: boolean,
  draft: boolean,
  critical: boolean,
  deleted: boolean,
  data: record,
  workflowIntegrationStatus: record,
  tags: listOf(string),
  preferenceSettings: object({
    email: boolean,
    sms: boolean,
    in_app: boolean,
    chat: boolean,
    push: boolean,
    tool: boolean,
  } satisfies ShapeOf<ChannelPreferences>),
  steps: listOf(step),
  triggers: listOf(trigger),
  notificationGroup: object({
    _id: string,
    name: string,
    _environmentId: string,
    _organizationId: string,
    _parentId: string,
  } satisfies ShapeOf<NotificationGroup>),
} satisfies ShapeOf<Workflow>);
