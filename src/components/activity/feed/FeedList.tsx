'use client';

// The feed's virtualized list: only the rows in view (and a margin, and the focused row) are in
// the DOM, however many pages are loaded. One Tab stop (roving focus, as the inbox's list):
// Up/Down/PageUp/PageDown/Home/End move between rows, Enter or Space (or a click) selects one.
// Reaching the end loads the next page; a visible "Load more" does too.
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { ListedNotification } from '../../../api/types';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { rowIndexForKey, usePlacedRows, useVirtualList } from '../../../ui/virtual';
import type { NotificationAdminLabels } from '../admin';
import type { NotificationActivityLabels } from '../labels';
import { FeedRow } from './FeedRow';

/** Start loading the next page when the last row in view is this close to the end. */
const LOAD_AHEAD_ROWS = 5;

export interface FeedListProps {
  notifications: readonly ListedNotification[];
  selectedId: string | null;
  onSelect: (notificationId: string) => void;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  /** Loading the next page failed: stop loading by itself, offer the button. */
  loadMoreFailed: boolean;
  fetchNextPage: () => void;
  labels: NotificationAdminLabels;
  activityLabels: NotificationActivityLabels;
  locale: string | undefined;
  timeZone: string | undefined;
  estimateRowHeight: number;
}

const ROW = '[data-slot="feed-row"]';

export function FeedList({
  notifications,
  selectedId,
  onSelect,
  hasNextPage,
  isFetchingNextPage,
  loadMoreFailed,
  fetchNextPage,
  labels,
  activityLabels,
  locale,
  timeZone,
  estimateRowHeight,
}: FeedListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const ids = notifications.map((notification) => notification._id);

  // Roving focus, tracked by id: a refetch that moves rows does not move it. The selected row is
  // the one in Tab order until the reader moves.
  const [active, setActive] = useState<string | null>(null);
  const activeIndex = Math.max(0, ids.indexOf(active ?? selectedId ?? ''));
  const pendingFocus = useRef<string | null>(null);

  const virtualizer = useVirtualList({ scrollRef, keys: ids, estimateSize: estimateRowHeight, overscan: 6, keep: activeIndex });
  const lastInView = virtualizer.range?.endIndex ?? -1;
  const firstInView = virtualizer.range?.startIndex ?? -1;

  useEffect(() => {
    if (!hasNextPage || isFetchingNextPage || loadMoreFailed || ids.length === 0) return;
    if (lastInView >= ids.length - 1 - LOAD_AHEAD_ROWS) fetchNextPage();
  }, [lastInView, ids.length, hasNextPage, isFetchingNextPage, loadMoreFailed, fetchNextPage]);

  usePlacedRows({ listRef, virtualizer });

  // Focus moves once the target row is rendered (it may have just been scrolled into the DOM).
  useLayoutEffect(() => {
    const id = pendingFocus.current;
    const row = id === null ? null : [...(listRef.current?.children ?? [])].find((element): element is HTMLElement => (element as HTMLElement).dataset.notificationId === id);
    if (!row) return;
    pendingFocus.current = null;
    row.focus();
  }, [virtualizer.rows]);

  function moveTo(index: number) {
    const clamped = Math.max(0, Math.min(ids.length - 1, index));
    const id = ids[clamped];
    if (id === undefined) return;
    pendingFocus.current = id;
    setActive(id);
    virtualizer.scrollToIndex(clamped);
  }

  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const row = (event.target as HTMLElement).closest<HTMLElement>(ROW);
    if (!row || row !== event.target || event.altKey || event.ctrlKey || event.metaKey) return;
    const index = Number(row.dataset.index);
    const next = rowIndexForKey({ key: event.key, index, page: Math.max(1, lastInView - firstInView), count: ids.length });
    if (next !== undefined) {
      event.preventDefault();
      moveTo(next);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelect(row.dataset.notificationId!);
    }
  }

  const rowOf = (target: EventTarget) => (target as HTMLElement).closest<HTMLElement>(ROW);

  return (
    <div ref={scrollRef} data-slot="feed-scroller" className="ik-feed-scroller">
      <ul
        ref={listRef}
        data-slot="feed-list"
        className="ik-feed-list"
        aria-label={labels.listTitle}
        data-flow={virtualizer.flow}
        style={virtualizer.flow ? undefined : { blockSize: virtualizer.totalSize }}
        onKeyDown={onKeyDown}
        onClick={(event) => {
          const row = rowOf(event.target);
          if (row) onSelect(row.dataset.notificationId!);
        }}
        onFocus={(event) => {
          const row = rowOf(event.target);
          if (row && row.dataset.notificationId !== active) setActive(row.dataset.notificationId!);
        }}
      >
        {virtualizer.rows.map((index) => {
          const notification = notifications[index];
          if (!notification) return null;
          return (
            <FeedRow
              key={notification._id}
              notification={notification}
              index={index}
              setSize={ids.length}
              selected={notification._id === selectedId}
              tabbable={index === activeIndex}
              activityLabels={activityLabels}
              locale={locale}
              timeZone={timeZone}
              measureRef={virtualizer.measureElement}
            />
          );
        })}
      </ul>
      <div data-slot="feed-list-footer" className="ik-feed-list-footer">
        {hasNextPage ? (
          <Button
            size="sm"
            data-slot="feed-load-more"
            data-state={isFetchingNextPage ? 'loading' : loadMoreFailed ? 'error' : 'idle'}
            aria-disabled={isFetchingNextPage || undefined}
            onClick={() => {
              if (!isFetchingNextPage) fetchNextPage();
            }}
          >
            {labels.loadMore}
          </Button>
        ) : ids.length > 0 ? (
          <p className="ik-feed-list-footer__end">{labels.endOfList}</p>
        ) : null}
        {isFetchingNextPage ? <p className="ik-feed-list-footer__loading">{labels.loadingMore}</p> : null}
        {loadMoreFailed ? <Alert className="ik-feed-list-footer__error" title={labels.loadError} /> : null}
      </div>
    </div>
  );
}
