// What a settled change can have moved, asked for again, and nothing else (SERVER-NOTES.md §4b:
// every feed page counts against the same rate limit as mark-as). The service's answers are
// already in the cache (writeConfirmations.ts), so no loaded page of any list needs a refetch for
// the messages it holds. What the cache cannot know:
// - the counts beyond their sample (a sample of 100 unread ids emptied by the change must be
//   refilled), unless a confirmed mark-all read/seen has set them to 0 exactly;
// - messages that now belong to a filtered list and that it has not loaded (marked unread in the
//   "all" list while "unread" is cached, or every message after a mark-all unread): that list
//   goes back to its first page, refetched (one request, or one when it is next shown);
// - a filtered list that the change has left with less than a page to show while the service has
//   more: its first page, likewise. A list that keeps a page or more to show stays as it is and
//   pages on from where the service's list now is (messagesInfiniteQueryOptions.ts).
// - a message that a successful answer left out: its state is only presumed (markAsLedger.ts), so
//   every list holding it is refetched (a filtered list that goes back to its first page anyway
//   needs nothing more), and the service's state it brings replaces the presumption. A list that
//   does not hold it is not asked for it: it did not show there while the change was pending either.
// - a mark all of one feed (ledger/feedRule.ts): the counts and lists of that feed are exact as for
//   any mark all; elsewhere it covered the messages known to be of the feed, so the counts there
//   are asked again, and a list there too when the cache had not seen every feed the change names
//   (its messages of an unseen feed kept their state). A list of other feeds only is left alone.
// Changes that overlap settle before anything is asked for: what each one owes is kept until the
// subscriber's last pending change has settled.
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { markAsEffect, type MessageState } from '../../api/applyMarkAs';
import type { MarkAs } from '../../api/types';
import { feedOfKey, messageCountsFilters, messageListFilters, messageListParamsOf, type FeedKey, type MessagesFilter } from '../inboxKeys';
import { isFeedWithin, markAsLedger, messageKey, type FeedRule } from '../ledger';
import { confirmedEntries, isCachedMessageList, loadedKeys, matchesFilter, type ConfirmedMessagesPage } from '../ledger';
import { writeConfirmations } from '../ledger';
import { perSubscriber } from '../perSubscriber';

export interface RefetchAfterChangeInput {
  queryClient: QueryClient;
  subscriberId: string;
  markAs: MarkAs;
  /**
   * What the service confirmed: the messages it answered (empty after a failure), or `'all'` for
   * a mark-all it accepted.
   */
  confirmed: readonly (MessageState & { _id: string })[] | 'all';
  /** Lower-cased ids the answer left out, whose state the change presumes (`Confirmation.presumed`). */
  presumed?: ReadonlySet<string> | undefined;
  /** A mark all limited to a feed: the feed. */
  feed?: FeedRule | undefined;
}

interface Owed {
  /** Query hashes of the counts to ask for again. */
  counts: Set<string>;
  /**
   * Query hashes of the lists to refetch: true for a list to bring back to its first page, false
   * for one that holds a presumed message (refetched as it is).
   */
  lists: Map<string, boolean>;
}

const owedOf = perSubscriber((): Owed => ({ counts: new Set(), lists: new Map() }));

/** Whether a mark all of `rule` can have changed a message of `feed`: not when `feed` is of other feeds only. */
function isTouchedBy(feed: FeedKey | undefined, rule: FeedRule): boolean {
  return !feed?.feedIdentifier || feed.feedIdentifier.some((identifier) => rule.feedIdentifier.includes(identifier));
}

const FIELD_OF: Readonly<Record<Exclude<MessagesFilter, 'all'>, 'read' | 'seen'>> = { unread: 'read', unseen: 'seen' };

/** Whether a list with `filter` must go back to its first page after this change. */
function needsFirstPage(
  data: InfiniteData<ConfirmedMessagesPage, number>,
  filter: MessagesFilter,
  pageSize: number,
  { markAs, confirmed }: Pick<RefetchAfterChangeInput, 'markAs' | 'confirmed'>,
): boolean {
  if (filter === 'all') return false;
  const value = markAsEffect(markAs)?.[FIELD_OF[filter]];
  if (value === undefined) return false;
  if (confirmed === 'all') return true;
  const held = loadedKeys(data);
  const joined = confirmed.some((message) => matchesFilter(message, filter) && !held.has(messageKey(message._id)));
  const shown = confirmedEntries(data).filter(({ message }) => matchesFilter(message, filter)).length;
  const thinned = value === true && shown < pageSize && data.pages.at(-1)?.hasMore === true;
  return joined || thinned;
}

/**
 * Records what a settled change can have moved and, once no change of the subscriber is pending,
 * asks the service for exactly that: the counts, and the first page of the filtered lists that
 * need it. Returns when those refetches have landed.
 */
export async function refetchAfterChange({ queryClient, subscriberId, markAs, confirmed, presumed, feed }: RefetchAfterChangeInput): Promise<void> {
  const owed = owedOf(queryClient, subscriberId);
  const cache = queryClient.getQueryCache();
  const effect = markAsEffect(markAs);
  // A confirmed mark-all that sets a flag leaves none without it: the counts (of its feed) know that exactly.
  const countsExact = confirmed === 'all' && effect !== undefined && effect.seen && effect.read !== false;
  for (const query of cache.findAll(messageCountsFilters(subscriberId))) {
    const countsFeed = feedOfKey(query.queryKey);
    if (feed && !isTouchedBy(countsFeed, feed)) continue;
    if (!countsExact || (feed && !isFeedWithin(countsFeed, feed.feedIdentifier))) owed.counts.add(query.queryHash);
  }
  for (const query of cache.findAll(messageListFilters(subscriberId))) {
    const params = messageListParamsOf(query.queryKey);
    const data: unknown = query.state.data;
    if (!params || !isCachedMessageList(data) || data.pages.length === 0) continue;
    if (feed && !isTouchedBy(params.feed, feed)) continue;
    // Outside its feed, a mark all of a feed covered the messages of the feeds the cache had seen:
    // when it had not seen each feed it names, the list is asked for again.
    const unseenFeed = feed !== undefined && !isFeedWithin(params.feed, feed.feedIdentifier) && feed.feedIds.length < feed.feedIdentifier.length;
    const firstPage = owed.lists.get(query.queryHash) || needsFirstPage(data, params.filter, params.pageSize, { markAs, confirmed });
    if (firstPage || unseenFeed || (presumed && data.pages.some((page) => page.data.some((message) => presumed.has(messageKey(message._id)))))) {
      owed.lists.set(query.queryHash, firstPage);
    }
  }
  if (markAsLedger(queryClient, subscriberId).getSnapshot().pending.length > 0) return;

  const refetches: Promise<void>[] = [];
  for (const hash of owed.counts) {
    const query = cache.get(hash);
    if (query) refetches.push(queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true }));
  }
  for (const [hash, firstPage] of owed.lists) {
    const query = cache.get(hash);
    const data: unknown = query?.state.data;
    if (!query || !isCachedMessageList(data)) continue;
    // Only the first page is kept, so the refetch (now, or when the list is next shown) asks for
    // one page instead of every page the list had loaded. A list that holds a presumed message is
    // refetched as it is.
    if (firstPage) {
      queryClient.setQueryData(
        query.queryKey,
        { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) },
        { updatedAt: query.state.dataUpdatedAt },
      );
    }
    refetches.push(queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true }));
  }
  owed.counts.clear();
  owed.lists.clear();
  await Promise.all(refetches);
  writeConfirmations(queryClient, subscriberId);
}
