import { useLayoutEffect, type RefObject } from 'react';
import type { VirtualList } from './useVirtualList';

export interface UsePlacedRowsOptions {
  /** The list whose children are the rendered rows, each with `data-index`. */
  listRef: RefObject<HTMLElement | null>;
  virtualizer: Pick<VirtualList, 'flow' | 'starts'>;
}

/**
 * Puts each rendered row in place after every render, not by a prop: a row whose place changes
 * (rows above it were measured, or arrived) is not rendered again for it, nor is every row on each
 * scroll. Nothing to do where the rows are in normal flow (a page that cannot measure).
 */
export function usePlacedRows({ listRef, virtualizer }: UsePlacedRowsOptions): void {
  useLayoutEffect(() => {
    if (!virtualizer.flow && listRef.current) placeRows(listRef.current, virtualizer.starts);
  });
}

/** Each row of `list` at the start its `data-index` has in `starts`. */
function placeRows(list: HTMLElement, starts: readonly number[]): void {
  for (const row of list.children as HTMLCollectionOf<HTMLElement>) {
    row.style.insetBlockStart = `${starts[Number(row.dataset.index)]}px`;
  }
}
