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
// Changes that overlap settle before anything is asked for: what each one owes is kept until the
// subscriber's last pending change has settled.
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { markAsEffect, type MessageState } from '../../api/applyMarkAs';
import type { MarkAs } from '../../api/types';
import { inboxKeys, messageListFilters, messageListParamsOf, type MessagesFilter } from '../inboxKeys';
import { markAsLedger, messageKey } from '../ledger';
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
  presumed?: ReadonlySet<string>;
}

interface Owed {
  counts: boolean;
  /**
   * Query hashes of the lists to refetch: true for a list to bring back to its first page, false
   * for one that holds a presumed message (refetched as it is).
   */
  lists: Map<string, boolean>;
}

const owedOf = perSubscriber((): Owed => ({ counts: false, lists: new Map() }));

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
export async function refetchAfterChange({ queryClient, subscriberId, markAs, confirmed, presumed }: RefetchAfterChangeInput): Promise<void> {
  const owed = owedOf(queryClient, subscriberId);
  const effect = markAsEffect(markAs);
  // A confirmed mark-all that sets a flag leaves none without it: the counts know that exactly.
  const countsExact = confirmed === 'all' && effect !== undefined && effect.seen && effect.read !== false;
  if (!countsExact) owed.counts = true;
  for (const query of queryClient.getQueryCache().findAll(messageListFilters(subscriberId))) {
    const params = messageListParamsOf(query.queryKey);
    const data: unknown = query.state.data;
    if (!params || !isCachedMessageList(data) || data.pages.length === 0) continue;
    const firstPage = owed.lists.get(query.queryHash) || needsFirstPage(data, params.filter, params.pageSize, { markAs, confirmed });
    if (firstPage || (presumed && data.pages.some((page) => page.data.some((message) => presumed.has(messageKey(message._id)))))) {
      owed.lists.set(query.queryHash, firstPage);
    }
  }
  if (markAsLedger(queryClient, subscriberId).getSnapshot().pending.length > 0) return;

  const refetches: Promise<void>[] = [];
  if (owed.counts) {
    refetches.push(queryClient.invalidateQueries({ queryKey: inboxKeys.counts(subscriberId), exact: true }));
  }
  for (const [hash, firstPage] of owed.lists) {
    const query = queryClient.getQueryCache().get(hash);
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
  owed.counts = false;
  owed.lists.clear();
  await Promise.all(refetches);
  writeConfirmations(queryClient, subscriberId);
}
