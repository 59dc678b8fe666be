import { expect, test } from 'vitest';
import { isRecord } from '../../src/api/isRecord';
import { isRecord as checksIsRecord } from '../../src/api/read/responseChecks';
import { isRecord as formatIsRecord } from '../../src/format/narrow';
import { isCachedMessageCounts } from '../../src/query/ledger/projectMessages';

test('one isRecord, which refuses arrays and null, used everywhere', () => {
  expect(isRecord({})).toBe(true);
  expect(isRecord([])).toBe(false);
  expect(isRecord(null)).toBe(false);
  expect(isRecord('x')).toBe(false);
  expect(checksIsRecord).toBe(isRecord);
  expect(formatIsRecord).toBe(isRecord);
  // the query layer's copy accepted arrays: an array with the right properties is no cache entry
  const counts = Object.assign([], { asOf: 1, unread: {}, unseen: {} });
  expect(isCachedMessageCounts(counts)).toBe(false);
});
