// Reading a Message (SPEC.md §2.1) as mark-as answers it: usable with a string `_id` (nothing can
// be marked without it) and boolean `read` and `seen` (what the hooks apply); every other field,
// whatever SPEC.md calls required, at every depth, is narrowed (responseChecks.ts says how).
// Unknown fields and unknown enum strings pass untouched.
import { narrowSubscriber } from './narrowSubscriber';
import { narrowWorkflow } from './narrowWorkflow';
import {
  isRecord,
  keepItems,
  optionalObject,
  optionalRecord,
  optionalRecords,
  optionalString,
  optionalStringLists,
  optionalStrings,
  problem,
  requireBoolean,
  requireString,
  type Problem,
} from './responseChecks';

type Fields = Record<string, unknown>;

/**
 * A message or a feed item is usable with what the library needs to show and change it: `_id`,
 * `read`, `seen`. A usable one is then narrowed by `narrow`; another is left untouched.
 */
export function checkMessageState(value: unknown, narrow: (message: Fields) => void): Problem | undefined {
  if (!isRecord(value)) return problem('object', value);
  const found = requireString(value, '_id') ?? requireBoolean(value, 'read') ?? requireBoolean(value, 'seen');
  if (!found) narrow(value);
  return found;
}

export function checkMessage(value: unknown): Problem | undefined {
  return checkMessageState(value, narrowMessage);
}

/** The fields a mark-as message and a feed item share (both are the stored message), alike in both. */
const STORED_MESSAGE_STRINGS = [
  '_environmentId',
  '_organizationId',
  '_notificationId',
  '_subscriberId',
  'transactionId',
  'channel',
  'status',
  'lastSeenDate',
  'lastReadDate',
  'snoozedUntil',
  'title',
  'errorId',
  'errorText',
] as const;

/** What a mark-as message and a feed item have alike; each narrows its own fields besides. */
export function narrowStoredMessage(message: Fields): void {
  optionalStrings(message, STORED_MESSAGE_STRINGS);
  optionalStringLists(message, ['deliveredAt']);
  optionalRecords(message, ['payload', 'overrides']);
  optionalObject(message, 'subscriber', narrowSubscriber);
  optionalObject(message, 'cta', narrowCta);
}

function narrowMessage(message: Fields): void {
  narrowStoredMessage(message);
  optionalStrings(message, ['createdAt', 'templateIdentifier', 'subject', 'email', 'phone', 'directWebhookUrl', 'providerId']);
  optionalStrings(message, ['_templateId', '_messageTemplateId', '_feedId'], true);
  optionalStringLists(message, ['deviceTokens', 'contextKeys']);
  optionalObject(message, 'template', narrowWorkflow);
  narrowContent(message, { nullable: true });
}

/**
 * `content`: a string or a list of EmailBlocks; with `nullable`, null too (email, sms, push and
 * chat messages, SERVER-NOTES.md §1). A block that is not `{type, content}` text is left out;
 * another value is made absent (the row shows an empty body).
 */
export function narrowContent(message: Fields, { nullable }: { nullable: boolean }): void {
  const content = message.content;
  if (content === undefined || typeof content === 'string' || (nullable && content === null)) return;
  if (!Array.isArray(content)) {
    delete message.content;
    return;
  }
  keepItems(message, 'content', isTypedText);
  for (const block of message.content as Fields[]) {
    optionalString(block, 'url');
    optionalObject(block, 'styles', (styles) => optionalString(styles, 'textAlign'));
  }
}

/** An EmailBlock or a button: both are `{type, content}` text at least. */
function isTypedText(value: unknown): boolean {
  return isRecord(value) && typeof value.type === 'string' && typeof value.content === 'string';
}

/** The call to action: a link and buttons; what is not of its type is left out. */
export function narrowCta(cta: Fields): void {
  optionalString(cta, 'type');
  optionalObject(cta, 'data', (data) => optionalString(data, 'url'));
  optionalObject(cta, 'action', (action) => {
    optionalString(action, 'status');
    keepItems(action, 'buttons', isTypedText);
    for (const button of (action.buttons ?? []) as Fields[]) optionalString(button, 'resultContent');
    optionalObject(action, 'result', (result) => {
      optionalRecord(result, 'payload');
      optionalString(result, 'type');
    });
  });
}
