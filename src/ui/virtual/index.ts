// The virtual list: only the rows in view (and a margin) are rendered, each row measured once seen.
export { useVirtualList } from './useVirtualList';
export type { UseVirtualListOptions, VirtualList } from './useVirtualList';
export { rowIndexForKey } from './rowIndexForKey';
export type { RowIndexForKeyOptions } from './rowIndexForKey';
export { usePlacedRows } from './usePlacedRows';
export type { UsePlacedRowsOptions } from './usePlacedRows';
