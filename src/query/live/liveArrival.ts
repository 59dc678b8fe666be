// Live arrival: what is new on the first page of the feed, and how new messages enter the cache.
// Only the first page is requested (never every loaded page): new messages come first in a feed
// that is newest first. They are inserted at the front of the first cached page of each list
// whose filter they match, and their ids join the cached counts, so no other request follows.
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { InboxKitClient } from '../../api/client';
import type { FeedMessage } from '../../api/types';
import { DEFAULT_PAGE_SIZE, inboxKeys, messageListFilters, messageListParamsOf } from '../inboxKeys';
import { isCachedMessageCounts, isCachedMessageList, loadedKeys, matchesFilter, messageKey } from '../ledger';
import type { ConfirmedMessagesPage, MessageIdSample } from '../ledger';
import { reportServiceAnswer } from '../offline';

export interface FetchArrivalsInput {
  client: InboxKitClient;
  queryClient: QueryClient;
  subscriberId: string;
  signal?: AbortSignal;
}

/** The messages of `messages` that no cached list of the subscriber has yet, in order. */
export function unknownMessages<M extends { _id: string }>(queryClient: QueryClient, subscriberId: string, messages: readonly M[]): M[] {
  const known = queryClient
    .getQueryCache()
    .findAll(messageListFilters(subscriberId))
    .map((query): unknown => query.state.data)
    .filter(isCachedMessageList)
    .map(loadedKeys);
  return messages.filter((message) => !known.some((keys) => keys.has(messageKey(message._id))));
}

/**
 * Requests the first page of the subscriber's feed and returns the messages no cached list has
 * yet, newest first. Nothing is written: the caller inserts them now or when the reader asks.
 * With no list loaded, refetches the counts instead and returns none.
 */
export async function fetchArrivals({ client, queryClient, subscriberId, signal }: FetchArrivalsInput): Promise<FeedMessage[]> {
  const lists = queryClient.getQueryCache().findAll(messageListFilters(subscriberId));
  // No list loaded (a closed <InboxBell>, or the first fetch of a list, which brings everything
  // itself): only the counts are asked again, so a badge follows new messages.
  if (lists.every((query) => query.state.data === undefined)) {
    await queryClient.refetchQueries({ queryKey: inboxKeys.counts(subscriberId) }, { throwOnError: true });
    return [];
  }
  const pageSize = Math.max(DEFAULT_PAGE_SIZE, ...lists.map((query) => messageListParamsOf(query.queryKey)?.pageSize ?? 0));
  const page = await client.listMessages({ subscriberId, page: 0, limit: Math.min(pageSize, 100) }, { signal });
  // Outside the query cache: the changes waiting for the connection hear of this answer here.
  reportServiceAnswer(queryClient, subscriberId);
  return unknownMessages(queryClient, subscriberId, page.data);
}

/** `sample` with the arrivals that lack `field` (unread, or unseen) added in front, once each. */
function withIds(sample: MessageIdSample, arrivals: readonly FeedMessage[], field: 'read' | 'seen'): MessageIdSample {
  const present = new Set(sample.ids.map(messageKey));
  const added = arrivals.filter((message) => !message[field] && !present.has(messageKey(message._id))).map((message) => message._id);
  return added.length === 0 ? sample : { ...sample, ids: [...added, ...sample.ids] };
}

/**
 * Puts `arrivals` (newest first) at the front of every cached list of the subscriber they match,
 * each id once, and into the cached counts.
 */
export function insertArrivals(queryClient: QueryClient, subscriberId: string, arrivals: readonly FeedMessage[]): void {
  if (arrivals.length === 0) return;
  for (const query of queryClient.getQueryCache().findAll(messageListFilters(subscriberId))) {
    const data: unknown = query.state.data;
    const params = messageListParamsOf(query.queryKey);
    if (!params || !isCachedMessageList(data) || data.pages.length === 0) continue;
    const known = loadedKeys(data);
    const fresh = arrivals.filter((message) => matchesFilter(message, params.filter) && !known.has(messageKey(message._id)));
    if (fresh.length === 0) continue;
    const [first, ...rest] = data.pages;
    const next: InfiniteData<ConfirmedMessagesPage, number> = {
      ...data,
      pages: [{ ...first!, data: [...fresh, ...first!.data] }, ...rest],
    };
    queryClient.setQueryData(query.queryKey, next, { updatedAt: query.state.dataUpdatedAt });
  }
  insertArrivalCounts(queryClient, subscriberId, arrivals);
}

/**
 * Adds the ids of `arrivals` to the cached counts only: the badge follows at once while the rows
 * wait behind the "N new notifications" button.
 */
export function insertArrivalCounts(queryClient: QueryClient, subscriberId: string, arrivals: readonly FeedMessage[]): void {
  const countsKey = inboxKeys.counts(subscriberId);
  const counts: unknown = queryClient.getQueryData(countsKey);
  if (isCachedMessageCounts(counts)) {
    queryClient.setQueryData(countsKey, {
      ...counts,
      unread: withIds(counts.unread, arrivals, 'read'),
      unseen: withIds(counts.unseen, arrivals, 'seen'),
    });
  }
}
