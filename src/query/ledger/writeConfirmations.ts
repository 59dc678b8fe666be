// Folds the service's mark-as answers into the cached lists and counts of a subscriber, so that
// `getQueryData` shows confirmed state too, and then forgets the answers once nothing can still
// need them (no fetch of that subscriber running whose data predates them).
import { notifyManager, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { feedOfKey, inboxKeys, isMessageCountsKey, isMessageListKey } from '../inboxKeys';
import { ledgerInFeed } from './feedRule';
import { markAsLedger, type LedgerSnapshot } from './markAsLedger';
import { confirmIdSample } from './projectIdSample';
import {
  isCachedMessageCounts,
  isCachedMessageList,
  projectMessage,
  type MessageCountsData,
} from './projectMessages';

/** Writes every confirmation into each cached list and count of `subscriberId`, then prunes. */
export function writeConfirmations(queryClient: QueryClient, subscriberId: string): void {
  const ledger = markAsLedger(queryClient, subscriberId);
  const latest = ledger.getSnapshot().confirmations.at(-1)?.seq;
  if (latest === undefined) return;
  // Confirmations only: pending changes stay out of the cache.
  const confirmed: LedgerSnapshot = { pending: [], confirmations: ledger.getSnapshot().confirmations };
  const filters = { queryKey: inboxKeys.messages(subscriberId) };
  notifyManager.batch(() => {
    for (const query of queryClient.getQueryCache().findAll(filters)) {
      const data: unknown = query.state.data;
      if (data === undefined) continue;
      // Each list and count as its feed sees the confirmations (a mark all of one feed: feedRule.ts).
      const feed = feedOfKey(query.queryKey);
      const next = confirmData(query.queryKey, data, ledgerInFeed(confirmed, feed), latest, !feed);
      if (next !== data) queryClient.setQueryData(query.queryKey, next, { updatedAt: query.state.dataUpdatedAt });
    }
  });
  // A running fetch's data predates the newest confirmations and lands later: keep them for it.
  if (queryClient.isFetching(filters) === 0) ledger.prune(latest);
}

/** `joins`: whether messages may join the counts by a change of ids (the whole inbox's: projectIdSample.ts). */
function confirmData(key: QueryKey, data: unknown, ledger: LedgerSnapshot, latest: number, joins: boolean): unknown {
  if (isMessageListKey(key) && isCachedMessageList(data)) {
    const pages = data.pages.map((page) =>
      page.asOf >= latest
        ? page
        : { ...page, data: page.data.map((message) => projectMessage(message, page.asOf, ledger)), asOf: latest },
    );
    return pages.every((page, index) => page === data.pages[index]) ? data : { ...data, pages };
  }
  if (isMessageCountsKey(key) && isCachedMessageCounts(data)) {
    if (data.asOf >= latest) return data;
    return {
      unread: confirmIdSample(data.unread, 'read', data.asOf, ledger, joins),
      unseen: confirmIdSample(data.unseen, 'seen', data.asOf, ledger, joins),
      asOf: latest,
    } satisfies MessageCountsData;
  }
  return data;
}
