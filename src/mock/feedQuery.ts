// What the feed and mark-all are asked for, and how the feed picks and orders a subscriber's
// messages (SERVER-NOTES.md §5): in-app only, by read, seen, feed and payload, newest first.
import type { MarkAs, Message } from '../api/types';
import { isDeepEqual } from './storedJson';

export interface FeedQuery {
  /** From 0. */
  page?: number;
  /** Page size (default 10). The HTTP layer checks 1..100. */
  limit?: number;
  read?: boolean;
  seen?: boolean;
  /** Only messages whose `payload` has each of these top-level values (deep equality). */
  payload?: Record<string, unknown>;
  /** Only messages of these feeds (the mock keys feeds by `_feedId`). */
  feedIdentifiers?: readonly string[];
}

export interface MarkAllQuery {
  markAs: MarkAs;
  /** Only messages of these feeds (the mock keys feeds by `_feedId`); every feed when absent. */
  feedIdentifiers?: readonly string[];
}

/** Whether a stored message is one the feed's query lists. */
export function feedFilter(query: FeedQuery): (message: Message) => boolean {
  const feeds = query.feedIdentifiers ? new Set(query.feedIdentifiers) : undefined;
  const payload = query.payload ? Object.entries(query.payload) : [];
  return (m) =>
    m.channel === 'in_app' &&
    (query.read === undefined || m.read === query.read) &&
    (query.seen === undefined || m.seen === query.seen) &&
    (!feeds || (typeof m._feedId === 'string' && feeds.has(m._feedId))) &&
    payload.every(([key, value]) => m.payload !== undefined && Object.hasOwn(m.payload, key) && isDeepEqual(m.payload[key], value));
}

export function newestFirst(a: Message, b: Message): number {
  return (b.createdAt ?? '').localeCompare(a.createdAt ?? '') || b._id.localeCompare(a._id);
}

