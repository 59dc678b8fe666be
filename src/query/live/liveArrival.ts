// Live arrival: what is new on the first page of the feed, and how new messages enter the cache.
// Only the first page is requested (never every loaded page), of the whole inbox, whatever feeds
// (tabs) are loaded: new messages come first in a feed that is newest first. They are inserted at
// the front of the first cached page of each list whose filter and feed they match, and their ids
// join the cached counts (of the feeds they are in), so no other request follows. Which feed a new
// message is in, the cache tells by its payload and its `_feedId` (ledger/feedRule.ts); where it
// cannot (a feed it has not seen a message of yet), that feed's lists and counts are asked again.
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { InboxKitClient } from '../../api/client';
import type { FeedMessage } from '../../api/types';
import { DEFAULT_PAGE_SIZE, feedOfKey, isSameFeed, messageCountsFilters, messageListFilters, messageListParamsOf, type FeedKey } from '../inboxKeys';
import { feedRuleOf, isCachedMessageCounts, isCachedMessageList, isInFeed, loadedKeys, matchesFilter, messageKey } from '../ledger';
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
    await queryClient.refetchQueries(messageCountsFilters(subscriberId), { throwOnError: true });
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
 * The arrivals that are in `feed` (all of them for the whole inbox), or undefined when the cache
 * cannot tell for one of them (ledger/feedRule.ts).
 */
export function arrivalsInFeed(queryClient: QueryClient, subscriberId: string, feed: FeedKey | undefined, arrivals: readonly FeedMessage[]): FeedMessage[] | undefined {
  let known: readonly string[] | undefined;
  const knownFeedIds = () => (known ??= feedRuleOf(queryClient, subscriberId, feed?.feedIdentifier ?? []).feedIds);
  const members: FeedMessage[] = [];
  for (const message of arrivals) {
    const member = isInFeed(message, feed, knownFeedIds);
    if (member === undefined) return undefined;
    if (member) members.push(message);
  }
  return members;
}

/**
 * Puts `arrivals` (newest first) at the front of every cached list of the subscriber they match
 * (filter and feed), each id once, and into the cached counts. The lists of `held`'s feed are left
 * as they are (<Inbox> holds the shown feed's new rows behind its button).
 */
export function insertArrivals(queryClient: QueryClient, subscriberId: string, arrivals: readonly FeedMessage[], held?: { feed: FeedKey | undefined }): void {
  if (arrivals.length === 0) return;
  for (const query of queryClient.getQueryCache().findAll(messageListFilters(subscriberId))) {
    const data: unknown = query.state.data;
    const params = messageListParamsOf(query.queryKey);
    if (!params || !isCachedMessageList(data) || data.pages.length === 0 || (held && isSameFeed(params.feed, held.feed))) continue;
    const members = arrivalsInFeed(queryClient, subscriberId, params.feed, arrivals);
    if (!members) {
      // Which of them are of this feed, only the service can say.
      void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
      continue;
    }
    const known = loadedKeys(data);
    const fresh = members.filter((message) => matchesFilter(message, params.filter) && !known.has(messageKey(message._id)));
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
 * Adds the ids of `arrivals` to the cached counts only (of the feeds they are in): the badge
 * follows at once while the rows wait behind the "N new notifications" button.
 */
export function insertArrivalCounts(queryClient: QueryClient, subscriberId: string, arrivals: readonly FeedMessage[]): void {
  for (const query of queryClient.getQueryCache().findAll(messageCountsFilters(subscriberId))) {
    const counts: unknown = query.state.data;
    if (!isCachedMessageCounts(counts)) continue;
    const members = arrivalsInFeed(queryClient, subscriberId, feedOfKey(query.queryKey), arrivals);
    if (!members) void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
    else if (members.length > 0) {
      queryClient.setQueryData(query.queryKey, {
        ...counts,
        unread: withIds(counts.unread, members, 'read'),
        unseen: withIds(counts.unseen, members, 'seen'),
      });
    }
  }
}
