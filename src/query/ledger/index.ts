// The ledger: the model every list and count is drawn from (API.md §2). What the service confirmed
// (the cache) with every pending change applied on top in call order, by the service's own state
// table; a failure removes just its change, a refetch never overwrites a pending one.
export { isInRule, markAsLedger, messageKey } from './markAsLedger';
export type { ConfirmedRule, FeedRule, LedgerSnapshot, PendingMark, PresumedEffect, PresumedNews } from './markAsLedger';
export { feedRuleOf, isFeedWithin, isInFeed, ledgerInFeed } from './feedRule';
export { confirmedEntries, flattenMessages, isCachedMessageCounts, isCachedMessageList, loadedKeys, matchesFilter, PREFETCHED_AS_OF, projectInfiniteMessages, projectMessage, projectState } from './projectMessages';
export type { ConfirmedEntry, ConfirmedMessagesPage, MessageCountsData, MessageIdSample } from './projectMessages';
export { projectIdSample } from './projectIdSample';
export { useMarkAsLedgerSnapshot } from './useMarkAsLedgerSnapshot';
export { writeConfirmations } from './writeConfirmations';
