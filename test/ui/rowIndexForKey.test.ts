// The one rule of the lists' navigation keys (the inbox's list, the admin's list of notifications).
import { expect, test } from 'vitest';
import { rowIndexForKey } from '../../src/ui/virtual';

test('each navigation key names its row; the caller keeps it within the list', () => {
  const at = (key: string) => rowIndexForKey({ key, index: 5, page: 3, count: 20 });
  expect(['ArrowDown', 'ArrowUp', 'PageDown', 'PageUp', 'Home', 'End'].map(at)).toEqual([6, 4, 8, 2, 0, 19]);
  expect(rowIndexForKey({ key: 'ArrowUp', index: 0, page: 3, count: 20 })).toBe(-1);
});

test('any other key moves nothing', () => {
  for (const key of ['Enter', ' ', 'a', 'ArrowLeft', 'Tab']) expect(rowIndexForKey({ key, index: 5, page: 3, count: 20 })).toBeUndefined();
});
