// Reading a feed item (SERVER-NOTES.md §5, the service's feed-item model): usable with what a row
// needs to show and change it (`_id`, `read`, `seen`); every other field, whatever the model calls
// required (`archived` and `_jobId`, which an older service does not send, §8), is narrowed
// (responseChecks.ts says how). `createdAt` may be null or absent: the row then shows no time.
import { checkMessageState, narrowContent, narrowStoredMessage } from './validateMessage';
import {
  isRecord,
  optionalBoolean,
  optionalRecord,
  optionalStringLists,
  optionalStrings,
  type Problem,
} from './responseChecks';

type Fields = Record<string, unknown>;

export function checkFeedMessage(value: unknown): Problem | undefined {
  return checkMessageState(value, narrowFeedMessage);
}

function narrowFeedMessage(item: Fields): void {
  narrowStoredMessage(item);
  optionalStrings(item, ['_templateId', '_jobId', '_messageTemplateId']);
  optionalStrings(item, ['_feedId', 'createdAt', 'updatedAt', 'templateIdentifier', 'providerId', 'subject'], true);
  optionalBoolean(item, 'archived');
  optionalStringLists(item, ['deviceTokens', 'tags'], true);
  optionalRecord(item, 'data', true);
  narrowContent(item, { nullable: false });
  narrowActor(item);
}

/** The sender: `{type, data}`, both as the model says, or no actor at all. */
function narrowActor(item: Fields): void {
  const actor = item.actor;
  if (actor === undefined) return;
  const valid =
    isRecord(actor) && typeof actor.type === 'string' && (typeof actor.data === 'string' || actor.data === null);
  if (!valid) delete item.actor;
}
