/** What `rowIndexForKey` needs: the focused row's index, how many rows are in view, how many rows there are. */
export interface RowIndexForKeyOptions {
  key: string;
  index: number;
  /** Rows a page key moves by (those in view, at least 1). */
  page: number;
  count: number;
}

/**
 * The row a navigation key moves focus to in a list of one Tab stop (Arrow Up and Down, Page Up
 * and Down, Home, End), or undefined for another key. The caller keeps it within the list.
 */
export function rowIndexForKey({ key, index, page, count }: RowIndexForKeyOptions): number | undefined {
  switch (key) {
    case 'ArrowDown':
      return index + 1;
    case 'ArrowUp':
      return index - 1;
    case 'PageDown':
      return index + page;
    case 'PageUp':
      return index - page;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}
