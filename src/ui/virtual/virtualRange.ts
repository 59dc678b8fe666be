// The arithmetic of a virtualized list, kept pure so it is tested without a browser: where each
// row starts (measured heights where known, the estimate elsewhere) and which rows a viewport shows.

export interface RowLayout {
  /** Offset of each row's top from the top of the list, in px (a row ends where the next starts). */
  starts: readonly number[];
  /** Height of the whole list, in px: where the last row ends. */
  totalSize: number;
}

/** Where row `index` ends: where the next one starts, or the list does. */
export function rowEnd(layout: RowLayout, index: number): number {
  return layout.starts[index + 1] ?? layout.totalSize;
}

export interface LayoutRowsOptions {
  keys: readonly string[];
  /** Measured heights by row key; a row not in it counts as `estimate`. */
  measured: ReadonlyMap<string, number>;
  estimate: number;
}

export function layoutRows({ keys, measured, estimate }: LayoutRowsOptions): RowLayout {
  const starts: number[] = [];
  let offset = 0;
  for (const key of keys) {
    starts.push(offset);
    offset += measured.get(key) ?? estimate;
  }
  return { starts, totalSize: offset };
}

/** The rows a viewport shows, first and last inclusive. */
export interface VisibleRange {
  startIndex: number;
  endIndex: number;
}

export interface VisibleRangeOptions {
  layout: RowLayout;
  /** How far the viewport is scrolled from the list's top, in px. */
  offset: number;
  /** The viewport's height, in px: 0 (hidden, not yet measured) shows nothing. */
  height: number;
}

export function visibleRange({ layout, offset, height }: VisibleRangeOptions): VisibleRange | null {
  const { starts } = layout;
  const last = starts.length - 1;
  if (last < 0 || height <= 0) return null;
  // The last row starting at or above the viewport's top (binary search: starts ascend).
  let low = 0;
  let high = last;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if ((starts[middle] ?? 0) <= offset) low = middle;
    else high = middle - 1;
  }
  let endIndex = low;
  const bottom = offset + height;
  while (endIndex < last && rowEnd(layout, endIndex) < bottom) endIndex += 1;
  return { startIndex: low, endIndex };
}

export interface RenderedIndexesOptions {
  range: VisibleRange | null;
  count: number;
  /** Rows rendered beyond each end of the range, so a scroll does not show blank space first. */
  overscan: number;
  /** A row that stays rendered wherever the viewport is (the row with focus), or -1. */
  keep: number;
}

export function renderedIndexes({ range, count, overscan, keep }: RenderedIndexesOptions): number[] {
  if (range === null) return [];
  const first = Math.max(0, range.startIndex - overscan);
  const last = Math.min(count - 1, range.endIndex + overscan);
  const indexes: number[] = [];
  for (let index = first; index <= last; index += 1) indexes.push(index);
  if (keep >= 0 && keep < count && (keep < first || keep > last)) {
    if (keep < first) indexes.unshift(keep);
    else indexes.push(keep);
  }
  return indexes;
}

export interface ScrollTopForOptions {
  layout: RowLayout;
  index: number;
  offset: number;
  height: number;
}

/** The scroll offset that brings a row fully into view moving as little as possible ("nearest"). */
export function scrollTopFor({ layout, index, offset, height }: ScrollTopForOptions): number {
  const start = layout.starts[index];
  if (start === undefined) return offset;
  const end = rowEnd(layout, index);
  if (start < offset) return start;
  if (end > offset + height) return Math.max(0, end - height);
  return offset;
}
