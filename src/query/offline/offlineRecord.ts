// The stored form of a subscriber's changes that wait for the connection: what survives a reload.
// One record per subscriber (and scope) under its own storage key, so a damaged record costs only
// its own bad entries and never another subscriber's. Only what a change needs to be sent again is
// kept: the ids (or the feed of a mark all), the markAs, the original idempotency key and the time
// of the call. Never the client's credentials.
import { isObjectId } from '../../api/ids';
import { isRecord } from '../../api/isRecord';
import { MAX_IDEMPOTENCY_KEY_LENGTH } from '../../api/idempotencyKey';
import { MARK_AS_VALUES, type MarkAs } from '../../api/types';

/** The part of `Storage` the offline record uses, so an app or a test can bring its own. */
export type OfflineStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** One change as stored: enough to show it again and send it with its original key. */
export interface StoredChange {
  /** The idempotency key the change was (or will be) first sent with. */
  readonly key: string;
  /** `'all'` for mark all. */
  readonly messageIds: readonly string[] | 'all';
  /** A mark all limited to a feed: its identifiers. */
  readonly feedIdentifier?: readonly string[];
  readonly markAs: MarkAs;
  /** ISO time of the call: the optimistic `lastReadDate`/`lastSeenDate`, and the order of tabs' changes. */
  readonly at: string;
}

export const OFFLINE_RECORD_VERSION = 1;
/** At most this many changes are stored; newer ones stay pending in memory only. */
export const MAX_STORED_CHANGES = 200;
/** At most this many ids over all stored changes (about 270 KB of JSON), far below any quota. */
export const MAX_STORED_IDS = 10_000;

/** The storage key of a subscriber's record. */
export function offlineRecordKey(subscriberId: string, scope = ''): string {
  return `inbox-kit:offline:${encodeURIComponent(scope)}:${encodeURIComponent(subscriberId)}`;
}

function parseChange(value: unknown): StoredChange | undefined {
  if (!isRecord(value)) return undefined;
  const { key, markAs, at } = value;
  if (typeof key !== 'string' || key === '' || key.length > MAX_IDEMPOTENCY_KEY_LENGTH) return undefined;
  if (!(MARK_AS_VALUES as readonly unknown[]).includes(markAs)) return undefined;
  if (typeof at !== 'string' || Number.isNaN(Date.parse(at))) return undefined;
  const ids = value.messageIds;
  let messageIds: readonly string[] | 'all';
  if (ids === 'all') messageIds = 'all';
  else if (Array.isArray(ids) && ids.length > 0 && ids.every(isObjectId)) messageIds = ids;
  else return undefined;
  // A mark all's feed: non-empty identifiers, or the change is not this version's (never widened to every message).
  const { feedIdentifier } = value;
  const feed =
    feedIdentifier === undefined
      ? undefined
      : ids === 'all' && Array.isArray(feedIdentifier) && feedIdentifier.length > 0 && feedIdentifier.every((item) => typeof item === 'string' && item !== '')
        ? (feedIdentifier as string[])
        : null;
  if (feed === null) return undefined;
  return { key, messageIds, ...(feed && { feedIdentifier: feed }), markAs: markAs as MarkAs, at: new Date(at).toISOString() };
}

export interface ParsedOfflineRecord {
  changes: StoredChange[];
  /** Entries (or the whole record) that were not a change of this version: dropped. */
  dropped: number;
}

/**
 * Reads a stored record. Anything that is not a record of this version (foreign or corrupt data)
 * gives no changes; a bad entry inside a good record is dropped alone, the others are kept.
 */
export function parseOfflineRecord(text: string | null): ParsedOfflineRecord {
  if (text === null) return { changes: [], dropped: 0 };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { changes: [], dropped: 1 };
  }
  if (!isRecord(value) || value.v !== OFFLINE_RECORD_VERSION || !Array.isArray(value.changes)) {
    return { changes: [], dropped: 1 };
  }
  const changes: StoredChange[] = [];
  const seen = new Set<string>();
  for (const entry of value.changes) {
    const change = parseChange(entry);
    if (change && !seen.has(change.key)) {
      seen.add(change.key);
      changes.push(change);
    }
  }
  return { changes, dropped: value.changes.length - changes.length };
}

/** The changes that fit the bounds, oldest first: a newer change never pushes an older one out. */
function boundedChanges(changes: readonly StoredChange[]): StoredChange[] {
  const kept: StoredChange[] = [];
  let ids = 0;
  for (const change of changes) {
    const size = change.messageIds === 'all' ? 0 : change.messageIds.length;
    if (kept.length === MAX_STORED_CHANGES || ids + size > MAX_STORED_IDS) break;
    kept.push(change);
    ids += size;
  }
  return kept;
}

/** The record's text, or null when there is nothing to keep (the key is then removed). */
export function serializeOfflineRecord(changes: readonly StoredChange[]): string | null {
  const kept = boundedChanges(changes);
  if (kept.length === 0) return null;
  return JSON.stringify({ v: OFFLINE_RECORD_VERSION, changes: kept });
}

/** Reads the record; a record that had anything bad in it is rewritten with what was good. */
export function readOfflineRecord(storage: OfflineStorage, storageKey: string): StoredChange[] {
  let text: string | null;
  try {
    text = storage.getItem(storageKey);
  } catch {
    return [];
  }
  const { changes, dropped } = parseOfflineRecord(text);
  if (dropped > 0) writeOfflineRecord(storage, storageKey, changes);
  return changes;
}

/** Writes the record (or removes it when empty). False when the storage refused (quota, privacy mode). */
export function writeOfflineRecord(storage: OfflineStorage, storageKey: string, changes: readonly StoredChange[]): boolean {
  const text = serializeOfflineRecord(changes);
  try {
    if (text === null) storage.removeItem(storageKey);
    else storage.setItem(storageKey, text);
    return true;
  } catch {
    return false;
  }
}
