// Response checks of a feed item (SERVER-NOTES.md §5, the service's feed-item model): its
// required fields reject; optional fields of the wrong type are made absent (responseChecks.ts
// says why). `createdAt` may be null: the row then shows no time, the page is still accepted.
import { narrowContent, narrowCta, narrowSubscriber } from './validateMessage';
import {
  checkEach,
  isRecord,
  optionalObject,
  optionalRecord,
  optionalRecords,
  optionalStringLists,
  optionalStrings,
  problem,
  requireBoolean,
  requireRecord,
  requireString,
  type Problem,
} from './responseChecks';

type Fields = Record<string, unknown>;

export function checkFeedMessage(value: unknown): Problem | undefined {
  if (!isRecord(value)) return problem('object', value);
  return (
    requireString(value, '_id') ??
    requireString(value, '_templateId') ??
    requireString(value, '_environmentId') ??
    requireString(value, '_organizationId') ??
    requireString(value, '_notificationId') ??
    requireString(value, '_subscriberId') ??
    requireString(value, '_jobId') ??
    requireString(value, 'transactionId') ??
    requireContent(value) ??
    requireString(value, 'channel') ??
    requireBoolean(value, 'read') ??
    requireBoolean(value, 'seen') ??
    requireBoolean(value, 'archived') ??
    requireRecord(value, 'cta') ??
    requireString(value, 'status') ??
    narrowFeedMessage(value)
  );
}

export function checkFeedMessages(value: unknown): Problem | undefined {
  return checkEach(value, checkFeedMessage);
}

const FEED_STRINGS = ['_messageTemplateId', 'title', 'lastSeenDate', 'lastReadDate', 'snoozedUntil', 'errorId', 'errorText'] as const;
const FEED_NULLABLE_STRINGS = ['_feedId', 'createdAt', 'updatedAt', 'templateIdentifier', 'providerId', 'subject'] as const;

function narrowFeedMessage(item: Fields): undefined {
  optionalStrings(item, FEED_STRINGS);
  optionalStrings(item, FEED_NULLABLE_STRINGS, true);
  optionalStringLists(item, ['deviceTokens', 'tags'], true);
  optionalStringLists(item, ['deliveredAt']);
  optionalRecords(item, ['payload', 'overrides']);
  optionalRecord(item, 'data', true);
  optionalObject(item, 'subscriber', narrowSubscriber);
  narrowActor(item);
  narrowCta(item.cta as Fields);
  return undefined;
}

/** Text, or EmailBlocks (of which those that are not text blocks are left out). */
function requireContent(item: Fields): Problem | undefined {
  const content = item.content;
  if (typeof content === 'string') return undefined;
  if (!Array.isArray(content)) return problem('string', content, '.content');
  return narrowContent(item);
}

/** The sender: `{type, data}`, both as the model says, or no actor at all. */
function narrowActor(item: Fields): undefined {
  const actor = item.actor;
  if (actor === undefined) return undefined;
  const valid =
    isRecord(actor) && typeof actor.type === 'string' && (typeof actor.data === 'string' || actor.data === null);
  if (!valid) delete item.actor;
  return undefined;
}
