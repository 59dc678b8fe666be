// The messages of an answer that belong to the authorized subscriber, and nothing else. The
// service's mark-as answers the messages of any subscriber of the environment whose ids it is sent
// (SERVER-NOTES.md §1, §7), so a subscriber could read others' messages through their own route;
// the feed is the subscriber's already, and is checked all the same.
import { unwrapList, unwrapPage } from '../api/read';
import { isRecord } from '../api/isRecord';

export interface OwnMessages {
  /** The body with only the owner's messages, its envelope and other fields as they were. */
  body: unknown;
  /** How many messages were left out. */
  dropped: number;
}

/**
 * The answer of `kind` (mark-as: `[Message…]` or `{data: [Message…]}`; the feed: `{data:
 * [FeedItem…], page, …}`) with only the messages whose `_subscriberId` is `internalId` (ids
 * compare case-insensitively). A message that cannot be attributed (not an object, no string
 * `_subscriberId`) is left out too. Undefined when the body holds no list where the answer has one:
 * what it holds then cannot be checked.
 */
export function ownMessagesOnly(kind: 'mark-as' | 'feed', body: unknown, internalId: string): OwnMessages | undefined {
  const owner = internalId.toLowerCase();
  const own = (list: unknown[]) => {
    const kept = list.filter((item) => isRecord(item) && typeof item._subscriberId === 'string' && item._subscriberId.toLowerCase() === owner);
    return { kept, dropped: list.length - kept.length };
  };
  if (kind === 'mark-as') {
    const { value, path } = unwrapList(body);
    if (!Array.isArray(value)) return undefined;
    const { kept, dropped } = own(value);
    return { body: path === '' ? kept : { ...(body as Record<string, unknown>), data: kept }, dropped };
  }
  const { value: page, path } = unwrapPage(body);
  if (!isRecord(page) || !Array.isArray(page.data)) return undefined;
  const { kept, dropped } = own(page.data);
  const ownPage = { ...page, data: kept };
  return { body: path === '' ? ownPage : { ...(body as Record<string, unknown>), data: ownPage }, dropped };
}
