'use client';

// The virtualized list of rows. Only the rows in view (plus a few, plus the row that has focus)
// are in the DOM, so thousands of loaded messages stay cheap. Keyboard: Up/Down/Home/End move
// between rows (Shift extends the selection), Space toggles (Shift+Space extends from the last
// toggled row), Enter opens; the list is one Tab stop and Right/Left reach a row's own controls
// (./useRowControls). Reaching the end loads the next page; a visible "Load more" does too.
import {
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type Dispatch,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import type { FeedMessage } from '../../../api/types';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import type { MessageRows } from '../../../query/feed';
import { rowIndexForKey, usePlacedRows, useVirtualList } from '../../../ui/virtual';
import type { MarkAsChange } from '../feedback';
import type { InboxLabels } from '../inboxLabels';
import type { InboxActionClickArgs } from '../row';
import { MessageRow, type InboxRenderMessageArgs } from '../row';
import type { SelectionAction } from '../toolbar';
import { useLoadAhead } from './useLoadAhead';
import { handleRowControlKey, useRowControlsOutOfTabOrder } from './useRowControls';
import { useRowsInView } from './useRowsInView';

export interface MessageListProps {
  /** The rows, each message projected as it is drawn. */
  rows: MessageRows;
  selected: ReadonlySet<string>;
  dispatch: Dispatch<SelectionAction>;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  /** Loading the next page failed: stop loading by itself, offer the button. */
  loadMoreFailed: boolean;
  fetchNextPage: () => void;
  labels: InboxLabels;
  locale: string | undefined;
  timeZone: string | undefined;
  now: number;
  estimateRowHeight: number;
  openable: boolean;
  onMarkAs: (change: MarkAsChange) => void;
  onOpen: (message: FeedMessage, event: MouseEvent<HTMLElement>) => void;
  onActionClick: ((args: InboxActionClickArgs) => void) | undefined;
  renderMessage: ((args: InboxRenderMessageArgs) => ReactNode) | undefined;
  /** Called with the ids of the rows in view whenever they change (for `markSeenOnView`). */
  onRowsInView?: (ids: string[]) => void;
}

type FocusPart = 'row' | 'checkbox';

export function MessageList({
  rows,
  selected,
  dispatch,
  hasNextPage,
  isFetchingNextPage,
  loadMoreFailed,
  fetchNextPage,
  estimateRowHeight,
  onRowsInView,
  // What every row takes as it is (labels, locale, time, handlers, renderMessage).
  ...rowProps
}: MessageListProps) {
  const { labels } = rowProps;
  const scrollRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const orderedIds = rows.ids;

  // Roving focus: one row is in Tab order. It is tracked by id so that new messages arriving
  // above it do not move it; when it leaves the list the row now at its place takes over.
  const [active, setActive] = useState<{ id: string; index: number } | null>(null);
  const activeId = active?.id ?? null;
  const foundIndex = activeId === null ? -1 : orderedIds.indexOf(activeId);
  const activeIndex =
    foundIndex >= 0 ? foundIndex : Math.min(active?.index ?? 0, Math.max(0, orderedIds.length - 1));
  const pendingFocus = useRef<{ id: string; part: FocusPart } | null>(null);

  // The row with focus stays mounted even when scrolled out of view, or focus would fall to <body>.
  const virtualizer = useVirtualList({
    scrollRef,
    keys: orderedIds,
    estimateSize: estimateRowHeight,
    overscan: 6,
    keep: activeIndex,
  });
  const items = virtualizer.rows;
  const range = virtualizer.range;
  const lastInView = range?.endIndex ?? -1;
  const firstInView = range?.startIndex ?? -1;

  useLoadAhead({ lastInView, count: orderedIds.length, hasNextPage, isFetchingNextPage, loadMoreFailed, fetchNextPage });
  useRowsInView({ listRef, renderedRows: items, onRowsInView });
  useRowControlsOutOfTabOrder({ listRef });
  usePlacedRows({ listRef, virtualizer });

  // Move focus once the target row is rendered (it may have just been scrolled into the DOM). A
  // focused row that left the list hands focus to the row now in its place (../useFocusRecovery).
  useLayoutEffect(() => {
    const pending = pendingFocus.current;
    const row = pending && [...(listRef.current?.children ?? [])].find((element): element is HTMLElement => (element as HTMLElement).dataset.messageId === pending.id);
    if (!row) return;
    pendingFocus.current = null;
    const checkbox = pending.part === 'checkbox' && row.querySelector<HTMLElement>('[data-slot="inbox-row-checkbox"]');
    (checkbox || row).focus();
  }, [items]);

  const moveTo = useCallback(
    (index: number, part: FocusPart, extendFrom: string | null) => {
      const clamped = Math.max(0, Math.min(orderedIds.length - 1, index));
      const id = orderedIds[clamped];
      if (id === undefined) return;
      if (extendFrom !== null) dispatch({ type: 'selectRange', from: extendFrom, to: id, orderedIds });
      pendingFocus.current = { id, part };
      setActive({ id, index: clamped });
      virtualizer.scrollToIndex(clamped);
    },
    [orderedIds, dispatch, virtualizer],
  );

  const onSelectChange = useCallback(
    (id: string, extend: boolean) => {
      dispatch(extend ? { type: 'extend', id, orderedIds } : { type: 'toggle', id });
    },
    [dispatch, orderedIds],
  );

  const onCheckboxKeyDown = useCallback(
    (event: KeyboardEvent<HTMLInputElement>, id: string) => {
      // Shift+Space on a checkbox extends like a shift-click; the browser's own toggle is skipped.
      if (event.key === ' ' && event.shiftKey) {
        event.preventDefault();
        dispatch({ type: 'extend', id, orderedIds });
      }
    },
    [dispatch, orderedIds],
  );

  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    if (handleRowControlKey(event)) return;
    const target = event.target as HTMLElement;
    const row = target.closest<HTMLElement>('[data-slot="inbox-row"]');
    if (!row || event.altKey || event.ctrlKey || event.metaKey) return;
    const onRow = target === row;
    const onCheckbox = target.matches('[data-slot="inbox-row-checkbox"]');
    if (!onRow && !onCheckbox) return;
    const index = Number(row.dataset.index);
    const id = row.dataset.messageId ?? null;
    // The row the navigation key moves to (`moveTo` keeps it within the list).
    const next = rowIndexForKey({ key: event.key, index, page: Math.max(1, lastInView - firstInView), count: orderedIds.length });
    if (next !== undefined) {
      event.preventDefault();
      moveTo(next, onCheckbox ? 'checkbox' : 'row', event.shiftKey ? id : null);
      return;
    }
    if (!onRow || id === null) return;
    if (event.key === ' ') {
      event.preventDefault();
      onSelectChange(id, event.shiftKey);
    } else if (event.key === 'Enter') {
      // The title's link or button (a title that opens nothing is not one: Enter then reaches the
      // row's controls, ./useRowControls).
      const primary = row.querySelector<HTMLElement>('[data-row-primary]');
      if (primary) {
        event.preventDefault();
        primary.click();
      }
    }
  }

  function onFocus(event: FocusEvent<HTMLUListElement>) {
    const row = (event.target as HTMLElement).closest<HTMLElement>('[data-slot="inbox-row"]');
    const id = row?.dataset.messageId;
    if (id !== undefined && id !== activeId) setActive({ id, index: Number(row?.dataset.index) });
  }

  const onLoadMoreClick = () => {
    if (!isFetchingNextPage) fetchNextPage();
  };

  return (
    <div ref={scrollRef} data-slot="inbox-scroller" className="ik-inbox-scroller">
      <ul
        ref={listRef}
        data-slot="inbox-list"
        className="ik-inbox-list"
        aria-label={labels.title}
        // Rows in normal flow while `flow` (the server's HTML, until measured: inbox.css).
        data-flow={virtualizer.flow}
        style={virtualizer.flow ? undefined : { blockSize: virtualizer.totalSize }}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
      >
        {items.map((index) => {
          const message = rows.at(index);
          if (!message) return null;
          return (
            <MessageRow
              key={orderedIds[index]}
              {...rowProps}
              message={message}
              index={index}
              setSize={orderedIds.length}
              selected={selected.has(message._id)}
              tabbable={index === activeIndex}
              measureRef={virtualizer.measureElement}
              onSelectChange={onSelectChange}
              onCheckboxKeyDown={onCheckboxKeyDown}
            />
          );
        })}
      </ul>
      <div data-slot="inbox-list-footer" className="ik-inbox-list-footer">
        {hasNextPage ? (
          // The name stays "Load more" while a page loads (a click then does nothing), so the
          // button never changes under a pointer or a screen reader's cursor.
          <Button
            size="sm"
            data-slot="inbox-load-more"
            data-state={isFetchingNextPage ? 'loading' : loadMoreFailed ? 'error' : 'idle'}
            aria-disabled={isFetchingNextPage || undefined}
            onClick={onLoadMoreClick}
          >
            {labels.loadMore}
          </Button>
        ) : orderedIds.length > 0 ? (
          <p className="ik-inbox-list-footer__end">{labels.endOfList}</p>
        ) : null}
        {isFetchingNextPage ? (
          <p data-slot="inbox-loading-more" className="ik-inbox-list-footer__loading">
            {labels.loadingMore}
          </p>
        ) : null}
        {loadMoreFailed ? (
          <Alert data-slot="inbox-load-more-error" className="ik-inbox-list-footer__error" title={labels.loadError} />
        ) : null}
      </div>
    </div>
  );
}
