// Success bodies narrowed from `unknown` to the types the client promises, or a
// MalformedResponseError naming the first bad path. Values pass through as received: unknown
// fields and unknown enum strings are kept.
import { unwrapList, unwrapPage, unwrapRecord } from './envelope';
import { checkActivityNotification } from './validateActivityNotification';
import { checkFeedMessages } from './validateFeedMessage';
import { checkMessages } from './validateMessage';
import {
  isRecord,
  malformedResponse,
  optionalNumber,
  problem,
  requireBoolean,
  requireField,
  requireNumber,
  type Problem,
} from './responseChecks';
import type { ActivityNotification, Message, MessagesPage } from './types';

/** The answer of mark-as: `[Message, …]` or `{data: [Message, …]}`. */
export function parseMessages(body: unknown): Message[] {
  const { value, path } = unwrapList(body);
  const found = checkMessages(value);
  if (found) throw malformedResponse(found, path);
  return value as Message[];
}

/** The answer of the feed: `{data: [FeedMessage, …], page, pageSize, hasMore, totalCount?}`. */
export function parseMessagesPage(body: unknown): MessagesPage {
  const { value, path } = unwrapPage(body);
  const found = checkMessagesPage(value);
  if (found) throw malformedResponse(found, path);
  return value as MessagesPage;
}

/** The answer of the notification endpoint, or null when it is `{data: null}` (older versions' "not found"). */
export function parseActivityNotification(body: unknown): ActivityNotification | null {
  const { value, path } = unwrapRecord(body);
  if (value === null) return null;
  const found = checkActivityNotification(value);
  if (found) throw malformedResponse(found, path);
  return value as ActivityNotification;
}

function checkMessagesPage(value: unknown): Problem | undefined {
  if (!isRecord(value)) return problem('object', value);
  return (
    requireField(value, 'data', checkFeedMessages) ??
    requireNumber(value, 'page') ??
    requireNumber(value, 'pageSize') ??
    requireBoolean(value, 'hasMore') ??
    optionalNumber(value, 'totalCount')
  );
}
