// Reading a feed item (SERVER-NOTES.md §5, the service's feed-item model): usable with what a row
// needs to show and change it (`_id`, `read`, `seen`); every other field, whatever the model calls
// required (`archived` and `_jobId`, which an older service does not send, §8), is narrowed by its
// shape (fieldKinds.ts says how). `createdAt` may be null or absent: the row then shows no time.
import { boolean, listOf, nullable, object, record, string, type ShapeOf } from './fieldKinds';
import type { FeedMessage } from '../types';
import { checkMessageState, content, STORED_MESSAGE, type MessageState } from './validateMessage';

const FEED_MESSAGE = {
  ...STORED_MESSAGE,
  _templateId: string,
  _jobId: string,
  _messageTemplateId: string,
  _feedId: nullable(string),
  createdAt: nullable(string),
  updatedAt: nullable(string),
  templateIdentifier: nullable(string),
  providerId: nullable(string),
  subject: nullable(string),
  deviceTokens: nullable(listOf(string)),
  tags: nullable(listOf(string)),
  archived: boolean,
  data: nullable(record),
  content,
  // The sender: `{type, data}`, both as the model says, or no actor at all.
  actor: object({}, { type: string, data: nullable(string) }),
} satisfies ShapeOf<Omit<FeedMessage, MessageState>>;

export function checkFeedMessage(value: Record<string, unknown>): string | undefined {
  return checkMessageState(value, FEED_MESSAGE);
}
