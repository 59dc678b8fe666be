// The one query-key factory, general to specific. Every key starts with the library's namespace
// because the library shares the host app's QueryClient. The factory also reads its own keys
// back (which kind of query, with which parameters), so no other file depends on their layout.
import type { Query, QueryKey } from '@tanstack/react-query';
import { isRecord } from '../api/isRecord';

/** Which messages a list shows. */
export type MessagesFilter = 'all' | 'unread' | 'unseen';

/** Page size of a message list when none is given (a part of every list's key). */
export const DEFAULT_PAGE_SIZE = 20;

/** The parameters of a message list's key. */
export interface MessageListParams {
  filter: MessagesFilter;
  pageSize: number;
}

const NAMESPACE = 'inbox-kit';
// Where a message query's kind and parameters sit in its key: after ['inbox-kit', 'subscriber', id, 'messages'].
const KIND_INDEX = 4;
const PARAMS_INDEX = 5;

export const inboxKeys = {
  all: [NAMESPACE] as const,
  subscriber: (subscriberId: string) => [...inboxKeys.all, 'subscriber', subscriberId] as const,
  /** Every message list and count of one subscriber: what a mark-as mutation touches. */
  messages: (subscriberId: string) => [...inboxKeys.subscriber(subscriberId), 'messages'] as const,
  messageList: (subscriberId: string, filter: MessagesFilter, pageSize: number) =>
    [...inboxKeys.messages(subscriberId), 'list', { filter, pageSize } satisfies MessageListParams] as const,
  counts: (subscriberId: string) => [...inboxKeys.messages(subscriberId), 'counts'] as const,
  /** Mutation key of a subscriber's mark-as mutations (for `isMutating`). */
  markAs: (subscriberId: string) => [...inboxKeys.subscriber(subscriberId), 'mark-as'] as const,
  notifications: () => [...inboxKeys.all, 'notification'] as const,
  notification: (notificationId: string) =>
    [...inboxKeys.notifications(), notificationId] as const,
};

function isMessagesKey(queryKey: QueryKey): boolean {
  return queryKey[0] === NAMESPACE && queryKey[1] === 'subscriber' && queryKey[3] === 'messages';
}

/** The filter and page size of a message list's key, or undefined for any other key. */
export function messageListParamsOf(queryKey: QueryKey): MessageListParams | undefined {
  if (!isMessagesKey(queryKey) || queryKey[KIND_INDEX] !== 'list') return undefined;
  const params: unknown = queryKey[PARAMS_INDEX];
  if (!isRecord(params)) return undefined;
  const { filter, pageSize } = params;
  return typeof filter === 'string' && typeof pageSize === 'number' ? { filter: filter as MessagesFilter, pageSize } : undefined;
}

/** Whether `queryKey` is a message list's (`inboxKeys.messageList`). */
export function isMessageListKey(queryKey: QueryKey): boolean {
  return messageListParamsOf(queryKey) !== undefined;
}

/** Whether `queryKey` is a subscriber's counts (`inboxKeys.counts`). */
export function isMessageCountsKey(queryKey: QueryKey): boolean {
  return isMessagesKey(queryKey) && queryKey[KIND_INDEX] === 'counts' && queryKey.length === KIND_INDEX + 1;
}

/**
 * Whether `queryKey` is a query whose fetch asks the service with `subscriberId`'s client: one of
 * that subscriber's (lists, counts), or a notification's (not per subscriber, same client).
 */
export function isServiceQueryKeyFor(queryKey: QueryKey, subscriberId: string): boolean {
  return queryKey[0] === NAMESPACE && (queryKey[1] === 'notification' || (queryKey[1] === 'subscriber' && queryKey[2] === subscriberId));
}

/**
 * Query filters of a subscriber's message lists, of one `filter` when given: for `findAll`,
 * `invalidateQueries` and friends.
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
