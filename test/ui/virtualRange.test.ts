// The virtualized list's arithmetic: measured heights where known, the estimate elsewhere; the rows
// a viewport shows; overscan; the kept row; the smallest scroll that shows a row.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { layoutRows, renderedIndexes, rowEnd, scrollTopFor, visibleRange } from '../../src/ui/virtual/virtualRange';

const keys = ['a', 'b', 'c', 'd', 'e'];

describe('layoutRows', () => {
  test('uses measured heights by key and the estimate for the rest', () => {
    const layout = layoutRows({ keys, measured: new Map([['b', 100], ['d', 10]]), estimate: 50 });
    expect(layout.starts.map((_, index) => rowEnd(layout, index) - layout.starts[index]!)).toEqual([50, 100, 50, 10, 50]);
    expect(layout.starts).toEqual([0, 50, 150, 200, 210]);
    expect(layout.totalSize).toBe(260);
  });

  test('a row keeps its measured height when rows arrive above it', () => {
    const measured = new Map([['c', 120]]);
    const before = layoutRows({ keys, measured, estimate: 40 });
    const after = layoutRows({ keys: ['new', ...keys], measured, estimate: 40 });
    expect(rowEnd(after, 3) - after.starts[3]!).toBe(rowEnd(before, 2) - before.starts[2]!);
    expect(after.starts[3]).toBe((before.starts[2] ?? 0) + 40);
  });
});

describe('visibleRange', () => {
  const layout = layoutRows({ keys, measured: new Map([['b', 100]]), estimate: 50 });

  test('nothing while the viewport has no height or the list no rows', () => {
    expect(visibleRange({ layout, offset: 0, height: 0 })).toBeNull();
    expect(visibleRange({ layout: layoutRows({ keys: [], measured: new Map(), estimate: 50 }), offset: 0, height: 300 })).toBeNull();
  });

  test('the rows the viewport crosses, partly shown ones included', () => {
    expect(visibleRange({ layout, offset: 0, height: 60 })).toEqual({ startIndex: 0, endIndex: 1 });
    expect(visibleRange({ layout, offset: 60, height: 100 })).toEqual({ startIndex: 1, endIndex: 2 });
    expect(visibleRange({ layout, offset: 150, height: 50 })).toEqual({ startIndex: 2, endIndex: 2 });
    expect(visibleRange({ layout, offset: 0, height: 10_000 })).toEqual({ startIndex: 0, endIndex: 4 });
  });

  test('every row that intersects the viewport is in the range, and the range is no wider', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 200 }), { minLength: 1, maxLength: 60 }),
        fc.nat({ max: 6000 }),
        fc.integer({ min: 1, max: 800 }),
        (heights, rawOffset, height) => {
          const rowKeys = heights.map((_, index) => `k${index}`);
          const rows = layoutRows({ keys: rowKeys, measured: new Map(rowKeys.map((key, index) => [key, heights[index] ?? 0])), estimate: 1 });
          const offset = Math.min(rawOffset, rows.totalSize);
          const range = visibleRange({ layout: rows, offset, height });
          expect(range).not.toBeNull();
          if (range === null) return;
          rows.starts.forEach((start, index) => {
            const end = rowEnd(rows, index);
            const intersects = end > offset && start < offset + height;
            if (intersects) {
              expect(index).toBeGreaterThanOrEqual(range.startIndex);
              expect(index).toBeLessThanOrEqual(range.endIndex);
            }
          });
          // The first row starts at or above the viewport's top; the last ends at or below its bottom
          // unless it is the list's last.
          expect(rows.starts[range.startIndex]).toBeLessThanOrEqual(offset);
          const lastEnd = rowEnd(rows, range.endIndex);
          if (range.endIndex < heights.length - 1) expect(lastEnd).toBeGreaterThanOrEqual(offset + height);
        },
      ),
    );
  });
});

describe('renderedIndexes', () => {
  test('the range widened by the overscan, clamped to the list', () => {
    expect(renderedIndexes({ range: { startIndex: 10, endIndex: 12 }, count: 100, overscan: 2, keep: -1 })).toEqual([8, 9, 10, 11, 12, 13, 14]);
    expect(renderedIndexes({ range: { startIndex: 0, endIndex: 1 }, count: 3, overscan: 6, keep: -1 })).toEqual([0, 1, 2]);
    expect(renderedIndexes({ range: null, count: 3, overscan: 6, keep: 1 })).toEqual([]);
  });

  test('the kept row is rendered in order wherever the range is', () => {
    expect(renderedIndexes({ range: { startIndex: 50, endIndex: 51 }, count: 100, overscan: 1, keep: 3 })).toEqual([3, 49, 50, 51, 52]);
    expect(renderedIndexes({ range: { startIndex: 0, endIndex: 1 }, count: 100, overscan: 1, keep: 99 })).toEqual([0, 1, 2, 99]);
    expect(renderedIndexes({ range: { startIndex: 0, endIndex: 1 }, count: 100, overscan: 1, keep: 1 })).toEqual([0, 1, 2]);
    expect(renderedIndexes({ range: { startIndex: 0, endIndex: 1 }, count: 5, overscan: 1, keep: 7 })).toEqual([0, 1, 2]);
  });
});

describe('scrollTopFor', () => {
  const layout = layoutRows({ keys, measured: new Map(), estimate: 50 });

  test('moves as little as possible, and not at all for a row in full view', () => {
    expect(scrollTopFor({ layout, index: 1, offset: 0, height: 120 })).toBe(0);
    expect(scrollTopFor({ layout, index: 4, offset: 0, height: 120 })).toBe(130);
    expect(scrollTopFor({ layout, index: 0, offset: 130, height: 120 })).toBe(0);
    expect(scrollTopFor({ layout, index: 3, offset: 10, height: 120 })).toBe(80);
    expect(scrollTopFor({ layout, index: 9, offset: 10, height: 120 })).toBe(10);
  });
});
