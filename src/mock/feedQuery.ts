// What the feed and mark-all are asked for, and how the feed picks and orders a subscriber's
// messages (SERVER-NOTES.md §5): in-app only, by read, seen, feed and payload, newest first.
import type { MarkAs, Message } from '../api/types';
import { matchesPayloadFilter } from '../api/payloadFilter';

export interface FeedQuery {
  /** From 0. */
  page?: number;
  /** Page size (default 10). The HTTP layer checks 1..100. */
  limit?: number;
  read?: boolean;
  seen?: boolean;
  /**
   * Only messages whose `payload` holds each leaf value of this filter at its path, as the
   * service's database matches it (api/payloadFilter.ts). Decoded from the request, so any JSON
   * value: an object in practice.
   */
  payload?: unknown;
  /** Only messages of the feeds with these identifiers (their `_feedId` is such a feed's `_id`). */
  feedIdentifiers?: readonly string[];
}

export interface MarkAllQuery {
  markAs: MarkAs;
  /** Only messages of the feeds with these identifiers; every message when absent. */
  feedIdentifiers?: readonly string[];
}

/**
 * Whether a stored message is one the feed's query lists. `feedIds` are the `_id`s of the feeds
 * that `query.feedIdentifiers` name (the service looks the identifiers up in its feeds first).
 */
export function feedFilter(query: FeedQuery, feedIds: ReadonlySet<string> | undefined): (message: Message) => boolean {
  // As the service: a payload filter that decodes to nothing (null, false, 0, '') filters nothing.
  const payload: unknown = query.payload || {};
  return (m) =>
    m.channel === 'in_app' &&
    (query.read === undefined || m.read === query.read) &&
    (query.seen === undefined || m.seen === query.seen) &&
    isInFeeds(m, feedIds) &&
    matchesPayloadFilter(m.payload, payload);
}

/** Whether a message is of one of these feeds (of any feed, or none, when there is no such filter). */
export function isInFeeds(message: Message, feedIds: ReadonlySet<string> | undefined): boolean {
  return !feedIds || (typeof message._feedId === 'string' && feedIds.has(message._feedId));
}

export function newestFirst(a: Message, b: Message): number {
  return (b.createdAt ?? '').localeCompare(a.createdAt ?? '') || b._id.localeCompare(a._id);
}

