// The table of every field the tolerant reader narrows, by resource (every field but the few an
// item needs: a message's `_id`, `read`, `seen`; a job's `_id`), and the wrong values each is tried
// with: the unit test checks the narrowing, the browser test that views survive.
export type FieldKind =
  | 'string'
  | 'nullableString'
  | 'strings'
  | 'nullableStrings'
  | 'record'
  | 'nullableRecord'
  /** A list of objects, each narrowed: `[{}]` stays. */
  | 'objects'
  /** A list of items that must be usable (jobs, execution details): `{}` is left out. */
  | 'items'
  | 'boolean'
  | 'number'
  | 'content'
  /** A feed item's content: text or blocks, not null. */
  | 'feedContent'
  | 'actor';

export interface FieldCase {
  field: string;
  kind: FieldKind;
}

const each = (kind: FieldKind, fields: readonly string[]): FieldCase[] => fields.map((field) => ({ field, kind }));

export const MESSAGE_OPTIONAL_FIELDS: FieldCase[] = [
  // SPEC.md calls these required; the library does not need them.
  ...each('string', ['_environmentId', '_organizationId', '_notificationId', '_subscriberId', 'createdAt', 'transactionId', 'channel', 'status']),
  ...each('record', ['cta']),
  ...each('string', ['templateIdentifier', 'lastSeenDate', 'lastReadDate', 'subject', 'snoozedUntil', 'email', 'phone', 'directWebhookUrl', 'providerId', 'title', 'errorId', 'errorText']),
  ...each('nullableString', ['_templateId', '_messageTemplateId', '_feedId']),
  ...each('strings', ['deliveredAt', 'deviceTokens', 'contextKeys']),
  ...each('record', ['payload', 'overrides', 'template', 'subscriber']),
  ...each('content', ['content']),
];

export const FEED_MESSAGE_OPTIONAL_FIELDS: FieldCase[] = [
  // The feed-item model calls these required; the library does not need them.
  ...each('string', ['_templateId', '_environmentId', '_organizationId', '_notificationId', '_subscriberId', '_jobId', 'transactionId', 'channel', 'status']),
  ...each('boolean', ['archived']),
  ...each('record', ['cta']),
  ...each('feedContent', ['content']),
  ...each('string', ['_messageTemplateId', 'title', 'lastSeenDate', 'lastReadDate', 'snoozedUntil', 'errorId', 'errorText']),
  ...each('nullableString', ['_feedId', 'createdAt', 'updatedAt', 'templateIdentifier', 'providerId', 'subject']),
  ...each('nullableStrings', ['deviceTokens', 'tags']),
  ...each('strings', ['deliveredAt']),
  ...each('record', ['payload', 'overrides', 'subscriber']),
  ...each('nullableRecord', ['data']),
  ...each('actor', ['actor']),
];

export const NOTIFICATION_OPTIONAL_FIELDS: FieldCase[] = [
  ...each('string', ['_environmentId', '_organizationId', '_subscriberId', 'transactionId']),
  ...each('string', ['_id', '_templateId', '_digestedNotificationId', 'createdAt', 'updatedAt', 'severity']),
  ...each('strings', ['channels', 'tags', 'contextKeys']),
  ...each('record', ['payload', 'controls', 'to', 'subscriber', 'template']),
  ...each('boolean', ['critical']),
  ...each('objects', ['topics']),
  ...each('items', ['jobs']),
];

export const JOB_OPTIONAL_FIELDS: FieldCase[] = [
  ...each('string', ['type', 'providerId', 'status']),
  ...each('record', ['step', 'digest']),
  ...each('items', ['executionDetails']),
  ...each('record', ['overrides', 'payload']),
  ...each('string', ['updatedAt']),
  ...each('number', ['scheduleExtensionsCount']),
];

export const STEP_OPTIONAL_FIELDS: FieldCase[] = [
  ...each('string', ['_id', '_templateId']),
  ...each('boolean', ['active']),
  ...each('objects', ['filters']),
  ...each('string', ['name']),
  ...each('nullableString', ['_parentId']),
  ...each('record', ['replyCallback', 'controlVariables', 'metadata', 'issues', 'template']),
  ...each('objects', ['variants']),
];

/** `detail` and `status` each: the detail keeps the other, so it still has something to show. */
export const EXECUTION_DETAIL_OPTIONAL_FIELDS: FieldCase[] = [
  ...each('string', ['_id', 'detail', 'status', 'source']),
  ...each('boolean', ['isRetry', 'isTest']),
  ...each('string', ['createdAt', 'providerId']),
  ...each('nullableString', ['raw']),
];

/** The wrong values every field is tried with; a list of strings also gets `[{}]`. */
export const WRONG_VALUES: readonly { name: string; value: () => unknown }[] = [
  { name: 'a number', value: () => 42 },
  { name: 'an object', value: () => ({}) },
  { name: 'an array', value: () => [] },
  { name: 'null', value: () => null },
  { name: 'an array of an object', value: () => [{}] },
];

export type Outcome = { kept: unknown } | { absent: true };

/** What the check makes of `value` in a field of `kind`. */
export function expectedOutcome(kind: FieldKind, value: unknown): Outcome {
  const isNull = value === null;
  const isArray = Array.isArray(value);
  const isObject = !isNull && !isArray && typeof value === 'object';
  switch (kind) {
    case 'nullableString':
      return isNull ? { kept: null } : { absent: true };
    case 'strings':
    case 'nullableStrings':
      if (isArray) return { kept: [] };
      return isNull && kind === 'nullableStrings' ? { kept: null } : { absent: true };
    case 'record':
      return isObject ? { kept: {} } : { absent: true };
    case 'nullableRecord':
      return isObject || isNull ? { kept: value } : { absent: true };
    case 'objects':
      return isArray ? { kept: value } : { absent: true };
    case 'items':
      return isArray ? { kept: [] } : { absent: true };
    case 'number':
      return typeof value === 'number' ? { kept: value } : { absent: true };
    case 'content':
      if (isNull) return { kept: null };
      return isArray ? { kept: [] } : { absent: true };
    case 'feedContent':
      return isArray ? { kept: [] } : { absent: true };
    default:
      return { absent: true };
  }
}
