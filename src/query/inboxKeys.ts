// The one query-key factory, general to specific. Every key starts with the library's namespace
// because the library shares the host app's QueryClient. The factory also reads its own keys
// back (which kind of query, with which parameters, of which feed), so no other file depends on
// their layout.
//
// A feed (a tab's `feedIdentifier` and `payload`) is a segment of its own under the subscriber's
// messages: `[…, 'messages', 'feed', feedKey, 'list', params]`. The whole inbox's keys have no
// such segment, so they read as before, and everything that walks a subscriber's lists and counts
// (a change's confirmations, undo, live arrival, the tab channel) walks every feed's with them: a
// message changed by id shows the change in every loaded feed at once.
import { hashKey, type Query, type QueryKey } from '@tanstack/react-query';
import type { FeedFilter } from '../api/client';
import { isRecord } from '../api/isRecord';

/** Which messages a list shows. */
export type MessagesFilter = 'all' | 'unread' | 'unseen';

/** Page size of a message list when none is given (a part of every list's key). */
export const DEFAULT_PAGE_SIZE = 20;

/**
 * A feed as its queries' keys hold it: its identifiers sorted, each once (one identifier or a list
 * of it is the same feed), and its payload filter as given. Undefined: the whole inbox.
 */
export interface FeedKey {
  feedIdentifier?: readonly string[];
  payload?: Readonly<Record<string, unknown>>;
}

/** The parameters of a message list's key. */
export interface MessageListParams {
  filter: MessagesFilter;
  pageSize: number;
  /** The list's feed; absent for the whole inbox. */
  feed?: FeedKey;
}

const NAMESPACE = 'inbox-kit';
// Where a message query's kind sits in its key: after ['inbox-kit', 'subscriber', id, 'messages'],
// and after ['feed', feedKey] more for a feed's.
const KIND_INDEX = 4;
const FEED_KIND_INDEX = 6;

/**
 * The key of `feed`: undefined when it filters nothing. What the client would refuse (an empty
 * identifier, a payload that is no plain object) is kept as it is, so the query fails with the
 * client's InputError rather than quietly showing another feed.
 */
export function feedKeyOf(feed: FeedFilter | undefined): FeedKey | undefined {
  const { feedIdentifier, payload } = feed ?? {};
  if (feedIdentifier === undefined && payload === undefined) return undefined;
  const identifiers = typeof feedIdentifier === 'string' ? [feedIdentifier] : feedIdentifier;
  return {
    ...(identifiers !== undefined && { feedIdentifier: Array.isArray(identifiers) ? [...new Set(identifiers)].sort() : identifiers }),
    ...(payload !== undefined && { payload }),
  };
}

/** Whether two feeds are the same feed (undefined: the whole inbox). */
export function isSameFeed(a: FeedKey | undefined, b: FeedKey | undefined): boolean {
  return hashKey([a ?? null]) === hashKey([b ?? null]);
}

export const inboxKeys = {
  all: [NAMESPACE] as const,
  subscriber: (subscriberId: string) => [...inboxKeys.all, 'subscriber', subscriberId] as const,
  /** Every message list and count of one subscriber, of every feed: what a mark-as mutation touches. */
  messages: (subscriberId: string) => [...inboxKeys.subscriber(subscriberId), 'messages'] as const,
  /**
   * The prefix of one feed's lists and counts; the whole inbox's (no feed) is `messages`. A prefix
   * for `queryKey` filters of a feed's queries; React Query matches the feed's object partially,
   * so `feedQueryFilters` tells one feed's apart exactly.
   */
  feed: (subscriberId: string, feed?: FeedFilter) => {
    const key = feedKeyOf(feed);
    return key ? ([...inboxKeys.messages(subscriberId), 'feed', key] as const) : inboxKeys.messages(subscriberId);
  },
  messageList: (subscriberId: string, filter: MessagesFilter, pageSize: number, feed?: FeedFilter) =>
    [...inboxKeys.feed(subscriberId, feed), 'list', { filter, pageSize }] as const,
  /** The unread and unseen counts of the whole inbox, or of one feed. */
  counts: (subscriberId: string, feed?: FeedFilter) => [...inboxKeys.feed(subscriberId, feed), 'counts'] as const,
  /** Mutation key of a subscriber's mark-as mutations (for `isMutating`). */
  markAs: (subscriberId: string) => [...inboxKeys.subscriber(subscriberId), 'mark-as'] as const,
  notifications: () => [...inboxKeys.all, 'notification'] as const,
  notification: (notificationId: string) =>
    [...inboxKeys.notifications(), notificationId] as const,
};

function isMessagesKey(queryKey: QueryKey): boolean {
  return queryKey[0] === NAMESPACE && queryKey[1] === 'subscriber' && queryKey[3] === 'messages';
}

/** A message query's kind (`list`, `counts`), what follows it, and its feed; undefined for any other key. */
function messageQueryOf(queryKey: QueryKey): { kind: unknown; rest: readonly unknown[]; feed?: FeedKey } | undefined {
  if (!isMessagesKey(queryKey)) return undefined;
  if (queryKey[KIND_INDEX] !== 'feed') return { kind: queryKey[KIND_INDEX], rest: queryKey.slice(KIND_INDEX + 1) };
  const feed: unknown = queryKey[KIND_INDEX + 1];
  return isRecord(feed) ? { kind: queryKey[FEED_KIND_INDEX], rest: queryKey.slice(FEED_KIND_INDEX + 1), feed } : undefined;
}

/** The filter, page size and feed of a message list's key, or undefined for any other key. */
export function messageListParamsOf(queryKey: QueryKey): MessageListParams | undefined {
  const query = messageQueryOf(queryKey);
  const params: unknown = query?.kind === 'list' ? query.rest[0] : undefined;
  if (!isRecord(params)) return undefined;
  const { filter, pageSize } = params;
  return typeof filter === 'string' && typeof pageSize === 'number'
    ? { filter: filter as MessagesFilter, pageSize, ...(query!.feed && { feed: query!.feed }) }
    : undefined;
}

/** Whether `queryKey` is a message list's (`inboxKeys.messageList`). */
export function isMessageListKey(queryKey: QueryKey): boolean {
  return messageListParamsOf(queryKey) !== undefined;
}

/** Whether `queryKey` is a subscriber's counts (`inboxKeys.counts`), of any feed. */
export function isMessageCountsKey(queryKey: QueryKey): boolean {
  const query = messageQueryOf(queryKey);
  return query?.kind === 'counts' && query.rest.length === 0;
}

/** The feed of a message list's or counts' key: undefined for the whole inbox's (and any other key). */
export function feedOfKey(queryKey: QueryKey): FeedKey | undefined {
  return messageQueryOf(queryKey)?.feed;
}

/**
 * Whether `queryKey` is a query whose fetch asks the service with `subscriberId`'s client: one of
 * that subscriber's (lists, counts), or a notification's (not per subscriber, same client).
 */
export function isServiceQueryKeyFor(queryKey: QueryKey, subscriberId: string): boolean {
  return queryKey[0] === NAMESPACE && (queryKey[1] === 'notification' || (queryKey[1] === 'subscriber' && queryKey[2] === subscriberId));
}

/**
 * Query filters of a subscriber's message lists (of every feed), of one `filter` when given: for
 * `findAll`, `invalidateQueries` and friends.
 */
export function messageListFilters(subscriberId: string, filter?: MessagesFilter) {
  return {
    queryKey: inboxKeys.messages(subscriberId),
    predicate: (query: Query) => {
      const params = messageListParamsOf(query.queryKey);
      return params !== undefined && (filter === undefined || params.filter === filter);
    },
  };
}

/** Query filters of a subscriber's counts, of every feed. */
export function messageCountsFilters(subscriberId: string) {
  return { queryKey: inboxKeys.messages(subscriberId), predicate: (query: Query) => isMessageCountsKey(query.queryKey) };
}

/** Query filters of one feed's lists and counts, exactly (the whole inbox's when `feed` filters nothing). */
export function feedQueryFilters(subscriberId: string, feed: FeedFilter | undefined) {
  const key = feedKeyOf(feed);
  return {
    queryKey: inboxKeys.feed(subscriberId, feed),
    predicate: (query: Query) => messageQueryOf(query.queryKey) !== undefined && isSameFeed(feedOfKey(query.queryKey), key),
  };
}
