// The stored form of waiting changes: what a reload reads back, and what it does with data that
// is not a record of ours (another version, another library, a half-written value).
import { describe, expect, test } from 'vitest';
import {
  MAX_STORED_CHANGES,
  MAX_STORED_IDS,
  offlineRecordKey,
  parseOfflineRecord,
  readOfflineRecord,
  serializeOfflineRecord,
  writeOfflineRecord,
  type OfflineStorage,
  type StoredChange,
} from '../../src/query/offline/offlineRecord';

const id = (n: number) => n.toString(16).padStart(24, '0');
const change = (n: number, extra: Partial<StoredChange> = {}): StoredChange => ({
  key: `key-${n}`,
  messageIds: [id(n)],
  markAs: 'read',
  at: new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString(),
  ...extra,
});

function memoryStorage(initial: Record<string, string> = {}): OfflineStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe('the record', () => {
  test('round-trips changes in order, mark all included', () => {
    const changes = [change(1), change(2, { markAs: 'unseen', messageIds: [id(2), id(3)] }), change(3, { messageIds: 'all' })];
    expect(parseOfflineRecord(serializeOfflineRecord(changes))).toEqual({ changes, dropped: 0 });
  });

  test('keeps a mark all’s feed; a feed that is malformed, empty or on a change of ids drops that change alone', () => {
    const feed = change(4, { messageIds: 'all', feedIdentifier: ['billing', 'security'] });
    expect(parseOfflineRecord(serializeOfflineRecord([change(1), feed]))).toEqual({ changes: [change(1), feed], dropped: 0 });
    const bad = [
      { ...change(5, { messageIds: 'all' }), feedIdentifier: [] },
      { ...change(6, { messageIds: 'all' }), feedIdentifier: 'billing' },
      { ...change(7, { messageIds: 'all' }), feedIdentifier: ['billing', ''] },
      { ...change(8), feedIdentifier: ['billing'] },
    ];
    expect(parseOfflineRecord(JSON.stringify({ v: 1, changes: [feed, ...bad] }))).toEqual({ changes: [feed], dropped: 4 });
  });

  test('holds ids, markAs, key and time only: nothing from the client (no key, no headers)', () => {
    const text = serializeOfflineRecord([change(1)])!;
    expect(Object.keys(JSON.parse(text) as object)).toEqual(['v', 'changes']);
    expect(Object.keys((JSON.parse(text) as { changes: object[] }).changes[0]!).sort()).toEqual(['at', 'key', 'markAs', 'messageIds']);
  });

  test('nothing to keep is no record (the key is removed, not left as an empty list)', () => {
    expect(serializeOfflineRecord([])).toBeNull();
    const storage = memoryStorage({ [offlineRecordKey('ada')]: 'x' });
    writeOfflineRecord(storage, offlineRecordKey('ada'), []);
    expect(storage.data.size).toBe(0);
  });

  test('one key per subscriber and scope, so records never mix', () => {
    expect(new Set([offlineRecordKey('ada'), offlineRecordKey('bob'), offlineRecordKey('ada', 'https://other')]).size).toBe(3);
    expect(offlineRecordKey('a:b')).not.toBe(offlineRecordKey('a', 'b'));
  });
});

describe('corrupt and foreign data', () => {
  test.each([
    ['not JSON', '{"v":1,"changes":['],
    ['another version', JSON.stringify({ v: 2, changes: [change(1)] })],
    ['a bare array', JSON.stringify([change(1)])],
    ['another library', JSON.stringify({ queue: [1, 2] })],
    ['null', 'null'],
  ])('%s gives no changes and counts as dropped', (_name, text) => {
    expect(parseOfflineRecord(text)).toEqual({ changes: [], dropped: 1 });
  });

  test('a bad entry is dropped alone; the good ones around it are kept', () => {
    const good = [change(1), change(3)];
    const text = JSON.stringify({
      v: 1,
      changes: [
        good[0],
        { ...change(2), markAs: 'archive' },
        { ...change(4), messageIds: ['not-an-id'] },
        { ...change(5), messageIds: [] },
        { ...change(6), key: '' },
        { ...change(7), key: 'k'.repeat(256) },
        { ...change(8), at: 'yesterday' },
        'a string',
        good[1],
        { ...change(1), markAs: 'unread' },
      ],
    });
    expect(parseOfflineRecord(text)).toEqual({ changes: good, dropped: 8 });
  });

  test('reading a damaged record rewrites it with the good entries; other records are untouched', () => {
    const key = offlineRecordKey('ada');
    const other = offlineRecordKey('bob');
    const bob = serializeOfflineRecord([change(9)])!;
    const storage = memoryStorage({ [key]: JSON.stringify({ v: 1, changes: [change(1), { nope: true }] }), [other]: bob });
    expect(readOfflineRecord(storage, key)).toEqual([change(1)]);
    expect(parseOfflineRecord(storage.data.get(key)!)).toEqual({ changes: [change(1)], dropped: 0 });
    expect(storage.data.get(other)).toBe(bob);
    storage.data.set(key, '%%%');
    expect(readOfflineRecord(storage, key)).toEqual([]);
    expect(storage.data.has(key)).toBe(false);
    expect(storage.data.get(other)).toBe(bob);
  });

  test('a storage that throws (privacy mode, quota) loses nothing in memory and throws nothing', () => {
    const throwing: OfflineStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readOfflineRecord(throwing, 'k')).toEqual([]);
    expect(writeOfflineRecord(throwing, 'k', [change(1)])).toBe(false);
  });
});

describe('bounds', () => {
  test(`at most ${MAX_STORED_CHANGES} changes, the oldest kept`, () => {
    const many = Array.from({ length: MAX_STORED_CHANGES + 5 }, (_, n) => change(n + 1));
    const { changes } = parseOfflineRecord(serializeOfflineRecord(many));
    expect(changes).toHaveLength(MAX_STORED_CHANGES);
    expect(changes[0]).toEqual(many[0]);
    expect(changes.at(-1)).toEqual(many[MAX_STORED_CHANGES - 1]);
  });

  test(`at most ${MAX_STORED_IDS} ids over all changes; a change is kept whole or not at all`, () => {
    const big = (n: number, size: number) => change(n, { messageIds: Array.from({ length: size }, (_, i) => id(n * 100_000 + i)) });
    const changes = [big(1, MAX_STORED_IDS - 10), big(2, 11), big(3, 5)];
    const kept = parseOfflineRecord(serializeOfflineRecord(changes)).changes;
    expect(kept.map((c) => c.key)).toEqual(['key-1']);
    expect(serializeOfflineRecord(changes)!.length).toBeLessThan(300_000);
  });
});
