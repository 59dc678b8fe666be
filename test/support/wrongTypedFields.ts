// The table of every optional field the response checks narrow, by resource, and the wrong values
// each is tried with: the unit test checks the narrowing, the browser test that views survive.
export type FieldKind =
  | 'string'
  | 'nullableString'
  | 'strings'
  | 'nullableStrings'
  | 'record'
  | 'nullableRecord'
  /** An object with required fields of its own: `{}` rejects, with the path. */
  | 'shaped'
  | 'objects'
  | 'boolean'
  | 'number'
  | 'content'
  | 'actor';

export interface FieldCase {
  field: string;
  kind: FieldKind;
}

const each = (kind: FieldKind, fields: readonly string[]): FieldCase[] => fields.map((field) => ({ field, kind }));

export const MESSAGE_OPTIONAL_FIELDS: FieldCase[] = [
  ...each('string', ['templateIdentifier', 'lastSeenDate', 'lastReadDate', 'subject', 'snoozedUntil', 'email', 'phone', 'directWebhookUrl', 'providerId', 'title', 'errorId', 'errorText']),
  ...each('nullableString', ['_templateId', '_messageTemplateId', '_feedId']),
  ...each('strings', ['deliveredAt', 'deviceTokens', 'contextKeys']),
  ...each('record', ['payload', 'overrides', 'template', 'subscriber']),
  ...each('content', ['content']),
];

export const FEED_MESSAGE_OPTIONAL_FIELDS: FieldCase[] = [
  ...each('string', ['_messageTemplateId', 'title', 'lastSeenDate', 'lastReadDate', 'snoozedUntil', 'errorId', 'errorText']),
  ...each('nullableString', ['_feedId', 'createdAt', 'updatedAt', 'templateIdentifier', 'providerId', 'subject']),
  ...each('nullableStrings', ['deviceTokens', 'tags']),
  ...each('strings', ['deliveredAt']),
  ...each('record', ['payload', 'overrides', 'subscriber']),
  ...each('nullableRecord', ['data']),
  ...each('actor', ['actor']),
];

export const NOTIFICATION_OPTIONAL_FIELDS: FieldCase[] = [
  ...each('string', ['_id', '_templateId', '_digestedNotificationId', 'createdAt', 'updatedAt', 'severity']),
  ...each('strings', ['channels', 'tags', 'contextKeys']),
  ...each('record', ['payload', 'controls', 'to']),
  ...each('shaped', ['subscriber', 'template']),
  ...each('boolean', ['critical']),
  ...each('objects', ['jobs', 'topics']),
];

export const JOB_OPTIONAL_FIELDS: FieldCase[] = [
  ...each('shaped', ['digest']),
  ...each('record', ['overrides', 'payload']),
  ...each('string', ['updatedAt']),
  ...each('number', ['scheduleExtensionsCount']),
];

export const STEP_OPTIONAL_FIELDS: FieldCase[] = [
  ...each('string', ['name']),
  ...each('nullableString', ['_parentId']),
  ...each('record', ['replyCallback', 'controlVariables', 'metadata', 'issues', 'template']),
  ...each('objects', ['variants']),
];

export const EXECUTION_DETAIL_OPTIONAL_FIELDS: FieldCase[] = [
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

export type Outcome = { kept: unknown } | { absent: true } | { rejected: true };

/** What the check makes of `value` in a field of `kind`. */
export function expectedOutcome(kind: FieldKind, value: unknown): Outcome {
  const isNull = value === null;
  const isArray = Array.isArray(value);
  const isEmptyArray = isArray && value.length === 0;
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
    case 'shaped':
      return isObject ? { rejected: true } : { absent: true };
    case 'objects':
      if (isEmptyArray) return { kept: [] };
      return isArray ? { rejected: true } : { absent: true };
    case 'number':
      return typeof value === 'number' ? { kept: value } : { absent: true };
    case 'content':
      if (isNull) return { kept: null };
      return isArray ? { kept: [] } : { absent: true };
    default:
      return { absent: true };
  }
}
