// Response checks of a Message (SPEC.md §2.1), as mark-as answers it: every required field,
// `_id` included (nothing can be marked without it); optional fields of the wrong type are made
// absent (responseChecks.ts says why). Unknown fields and unknown enum strings pass untouched.
import {
  checkEach,
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
  requireRecord,
  requireString,
  type Problem,
} from './responseChecks';

type Fields = Record<string, unknown>;

export function checkMessage(value: unknown): Problem | undefined {
  if (!isRecord(value)) return problem('object', value);
  return (
    requireString(value, '_id') ??
    requireString(value, '_environmentId') ??
    requireString(value, '_organizationId') ??
    requireString(value, '_notificationId') ??
    requireString(value, '_subscriberId') ??
    requireString(value, 'createdAt') ??
    requireString(value, 'transactionId') ??
    requireString(value, 'channel') ??
    requireBoolean(value, 'read') ??
    requireBoolean(value, 'seen') ??
    requireRecord(value, 'cta') ??
    requireString(value, 'status') ??
    narrowMessage(value)
  );
}

export function checkMessages(value: unknown): Problem | undefined {
  return checkEach(value, checkMessage);
}

const MESSAGE_STRINGS = [
  'templateIdentifier',
  'lastSeenDate',
  'lastReadDate',
  'subject',
  'snoozedUntil',
  'email',
  'phone',
  'directWebhookUrl',
  'providerId',
  'title',
  'errorId',
  'errorText',
] as const;

function narrowMessage(message: Fields): undefined {
  optionalStrings(message, MESSAGE_STRINGS);
  optionalStrings(message, ['_templateId', '_messageTemplateId', '_feedId'], true);
  optionalStringLists(message, ['deliveredAt', 'deviceTokens', 'contextKeys']);
  optionalRecords(message, ['payload', 'overrides', 'template']);
  optionalObject(message, 'subscriber', narrowSubscriber);
  narrowContent(message);
  narrowCta(message.cta as Fields);
  return undefined;
}

/** The subscriber a message carries: only what a row may show is narrowed, nothing required. */
export function narrowSubscriber(subscriber: Fields): undefined {
  optionalStrings(subscriber, ['_id', 'subscriberId']);
  return optionalStrings(subscriber, ['firstName', 'lastName', 'email', 'phone', 'avatar', 'locale'], true);
}

/**
 * `content`: a string, a list of EmailBlocks, or null (email, sms, push and chat messages,
 * SERVER-NOTES.md §1). A block that is not `{type, content}` text is left out.
 */
export function narrowContent(message: Fields): undefined {
  const content = message.content;
  if (content === undefined || content === null || typeof content === 'string') return undefined;
  if (!Array.isArray(content)) {
    delete message.content;
    return undefined;
  }
  keepItems(message, 'content', isTypedText);
  for (const block of message.content as Fields[]) {
    optionalString(block, 'url');
    optionalRecord(block, 'styles');
  }
  return undefined;
}

/** An EmailBlock or a button: both are `{type, content}` text at least. */
function isTypedText(value: unknown): boolean {
  return isRecord(value) && typeof value.type === 'string' && typeof value.content === 'string';
}

/** The call to action: a link and buttons; what is not of its type is left out. */
export function narrowCta(cta: Fields): undefined {
  optionalString(cta, 'type');
  optionalObject(cta, 'data', (data) => optionalString(data, 'url'));
  optionalObject(cta, 'action', (action) => {
    optionalString(action, 'status');
    keepItems(action, 'buttons', isTypedText);
    for (const button of (action.buttons ?? []) as Fields[]) optionalString(button, 'resultContent');
    return optionalObject(action, 'result', (result) => {
      optionalRecord(result, 'payload');
      return optionalString(result, 'type');
    });
  });
  return undefined;
}
