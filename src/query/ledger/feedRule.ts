// A mark all limited to a feed (mark-all's `feedIdentifier`), as each list and count sees it.
// The service marks that feed's messages and answers a count; a message names its feed by
// `_feedId` (the feed's database id), never by identifier. So:
// - in a list or count of a feed inside the rule's (its identifiers all among the rule's), the rule
//   covers every message, as the service applied it;
// - anywhere else (the whole inbox, another feed, a payload tab) it covers the messages whose
//   `_feedId` this cache saw in the feed's own lists and counts when the change began (`feedIds`);
//   what it cannot tell is refreshed after the change (refetchAfterChange.ts).
// `ledgerInFeed` gives each feed its view of the ledger, so the projection itself only ever asks
// whether a rule still carries a feed: in a view, a rule that covers everything there carries none.
import { hashKey, type QueryClient } from '@tanstack/react-query';
import { matchesPayloadFilter } from '../../api/payloadFilter';
import type { FeedMessage } from '../../api/types';
import { feedOfKey, inboxKeys, type FeedKey } from '../inboxKeys';
import type { FeedRule, LedgerSnapshot } from './markAsLedger';
import { isCachedMessageCounts, isCachedMessageList } from './projectMessages';

/** Whether every message of `feed` is in the feeds `identifiers` name: its identifiers are all among them. */
export function isFeedWithin(feed: FeedKey | undefined, identifiers: readonly string[]): boolean {
  return feed?.feedIdentifier?.every((identifier) => identifiers.includes(identifier)) === true;
}

/**
 * The rule of a mark all limited to `feedIdentifier`: with the `_feedId`s of every message this
 * cache holds in that feed's lists and counts (or in a feed inside it).
 */
export function feedRuleOf(queryClient: QueryClient, subscriberId: string, feedIdentifier: readonly string[]): FeedRule {
  const feedIds: string[] = [];
  for (const query of queryClient.getQueryCache().findAll({ queryKey: inboxKeys.messages(subscriberId) })) {
    if (!isFeedWithin(feedOfKey(query.queryKey), feedIdentifier)) continue;
    const data: unknown = query.state.data;
    const seen: unknown[] = isCachedMessageList(data)
      ? data.pages.flatMap((page) => page.data.map((message) => message._feedId))
      : isCachedMessageCounts(data)
        ? [data.unread, data.unseen].flatMap((sample) => Object.values(sample.feeds ?? {}))
        : [];
    for (const feedId of seen) if (typeof feedId === 'string' && !feedIds.includes(feedId)) feedIds.push(feedId);
  }
  return { feedIdentifier, feedIds };
}

/**
 * Whether `message` is in `feed` (the whole inbox when undefined), as far as this cache can tell:
 * true, false, or undefined when it cannot (a feed whose `_feedId` it has not seen yet). For new
 * messages: which lists and counts they join.
 */
export function isInFeed(
  message: Pick<FeedMessage, '_feedId' | 'payload'>,
  feed: FeedKey | undefined,
  knownFeedIds: () => readonly string[],
): boolean | undefined {
  if (feed?.payload !== undefined && !matchesPayloadFilter(message.payload, feed.payload)) return false;
  const identifiers = feed?.feedIdentifier;
  if (!identifiers) return true;
  const feedId = message._feedId;
  // No `_feedId`: a message of no feed. An absent one (an answer without it) cannot be told.
  if (feedId === null) return false;
  if (feedId === undefined) return undefined;
  const known = knownFeedIds();
  // Each identifier names one feed: once as many are known, any other `_feedId` is another feed's.
  return known.includes(feedId) || (known.length >= identifiers.length ? false : undefined);
}

// One view per ledger state and feed: the projections cache by the view's identity.
const views = new WeakMap<LedgerSnapshot, Map<string, LedgerSnapshot>>();

/**
 * The ledger as the lists and counts of `feed` see it: a mark all limited to a feed that `feed`
 * is inside covers everything there, so it carries no feed in this view; any other keeps its
 * feed and covers only the messages known to be of it. The snapshot itself when no change is
 * limited to a feed.
 */
export function ledgerInFeed(snapshot: LedgerSnapshot, feed: FeedKey | undefined): LedgerSnapshot {
  const { pending, confirmations } = snapshot;
  if (!pending.some((mark) => mark.feed) && !confirmations.some((confirmation) => confirmation.rule?.feed)) return snapshot;
  let byFeed = views.get(snapshot);
  if (!byFeed) views.set(snapshot, (byFeed = new Map()));
  const hash = hashKey([feed ?? null]);
  let view = byFeed.get(hash);
  if (!view) {
    const inside = (rule: FeedRule | undefined) => rule !== undefined && isFeedWithin(feed, rule.feedIdentifier);
    view = {
      pending: pending.map((mark) => (inside(mark.feed) ? { ...mark, feed: undefined } : mark)),
      confirmations: confirmations.map((confirmation) =>
        confirmation.rule && inside(confirmation.rule.feed) ? { ...confirmation, rule: { ...confirmation.rule, feed: undefined } } : confirmation,
      ),
    };
    byFeed.set(hash, view);
  }
  return view;
}
