'use client';

// <Inbox>: a subscriber's in-app messages with All/Unread/Unseen tabs, selection and bulk
// mark-as, infinite loading and a virtualized list. The DOM contract is API.md §2.
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import type { FeedMessage, MarkAs } from '../../api/types';
import type { MessagesFilter } from '../../query/inboxKeys';
import { useMessageCounts } from '../../query/feed';
import { useMessageRows } from '../../query/feed';
import { Alert } from '../../ui/Alert';
import type { OfflineRefusal } from '../../query/offline';
import { useOfflineChanges } from '../../query/changes';
import { Button } from '../../ui/Button';
import { cx } from '../../ui/cx';
import { useServerRender } from '../../ui/useServerRender';
import { preloadMenusWhenIdle } from '../../ui/menu';
import { countArgs, resolveInboxLabels, type InboxLabelOverrides, type InboxLabels } from './inboxLabels';
import { InboxFilterTabs, inboxTabId, type FilterCount } from './toolbar';
import { InboxSkeleton } from './list';
import { InboxToolbar } from './toolbar';
import type { InboxActionClickArgs } from './row';
import { MessageList } from './list';
import { NewMessagesButton } from './feedback';
import type { InboxRenderMessageArgs } from './row';
import { selectAllState } from './toolbar';
import { useArrivals } from './feedback';
import { useMarkAsFeedback } from './feedback';
import { useMessageSelection } from './toolbar';
import { useNow } from './row';
import { useSeenOnView } from './list';
import { UndoButton } from './feedback';

export interface InboxRenderEmptyArgs {
  filter: MessagesFilter;
  labels: InboxLabels;
}

/** What `onMessageClick` receives besides the message and the click. */
export interface InboxMessageClickDetails {
  /** The title link's address, when the message has a safe one (its CTA's URL). */
  href: string | undefined;
  /**
   * Lets the title link follow `href` after this handler. Without it a link does not navigate:
   * the app decides (e.g. `router.push`), and the story never lands on a page that does not exist.
   */
  allowNavigation: () => void;
}

/** A click with a modifier or another button opens a tab or window: the reader's own choice. */
function opensElsewhere(event: MouseEvent<HTMLElement>): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

export interface InboxProps {
  /** The subscriber's external id (the user id in your system). */
  subscriberId: string;
  /** Messages per page, 1 to 100. Default 20. */
  pageSize?: number;
  /** The tab shown first when `filter` is not controlled. Default `all`. */
  defaultFilter?: MessagesFilter;
  /** Controls the tab. */
  filter?: MessagesFilter;
  onFilterChange?: (filter: MessagesFilter) => void;
  /**
   * Replace any of the English strings, or pass a whole pack (`import { de } from
   * 'inbox-kit/locales/de'` then `labels={de.inbox}`).
   */
  labels?: InboxLabelOverrides;
  /** BCP 47 locale for times and numbers, e.g. `de-DE`. Default the labels' `locale`. */
  locale?: string;
  /** IANA time zone for absolute dates. Default the browser's (UTC in the server's HTML and its hydration). */
  timeZone?: string;
  /** "Now" for relative times; fixed in stories and tests. Default the clock, refreshed each minute. */
  now?: Date | number;
  className?: string;
  /**
   * A message was opened (its title clicked, or Enter on its row). Its title link then does not
   * navigate unless the handler calls `details.allowNavigation()` (or the click opens a new tab
   * or window: modifier keys or another button; the handler is not called for those).
   */
  onMessageClick?: (message: FeedMessage, event: MouseEvent<HTMLElement>, details: InboxMessageClickDetails) => void;
  /** A CTA button of a message was clicked. */
  onActionClick?: (args: InboxActionClickArgs) => void;
  /** Opening an unread message marks it read. Default true. */
  markReadOnOpen?: boolean;
  /** Mark messages seen once their row has been in view (batched). Default false. */
  markSeenOnView?: boolean;
  /** Draws a row's body; the row (checkbox, menu, data attributes, keyboard) stays. */
  renderMessage?: (args: InboxRenderMessageArgs) => ReactNode;
  /** Draws the empty state of a filter. */
  renderEmpty?: (args: InboxRenderEmptyArgs) => ReactNode;
  /** Estimated row height in px, before rows are measured. Default 88. */
  estimateRowHeight?: number;
  /** Controls the selected message ids (the app may clear or set them). */
  selectedIds?: Iterable<string>;
  /** The first selection when `selectedIds` is not controlled. Default none. */
  defaultSelectedIds?: Iterable<string>;
  /** Every change of the selection, with the new set of ids. */
  onSelectionChange?: (selectedIds: ReadonlySet<string>) => void;
  /**
   * How often to look for new messages (the first page only) while the page is visible, in ms;
   * `false` turns polling off. Default 30 000. Focus and coming back online look at once.
   */
  pollIntervalMs?: number | false;
  /**
   * A push source, e.g. your WebSocket or server-sent events: call `onChange` when the service
   * tells you something changed; return the unsubscribe. It triggers the same look as polling.
   */
  subscribe?: (onChange: () => void) => () => void;
  /**
   * Mark every message of the subscriber seen once each time the inbox is shown (for `<InboxBell>`,
   * each time its popover opens), when there are unseen ones. Default false.
   */
  markAllSeenOnOpen?: boolean;
}

/**
 * Where focus goes when the control that had it is gone or disabled (the rows it belonged to left
 * the filter, or "Mark as…" was disabled by the selection emptying): "Select all", the list's
 * row, else the chosen tab.
 */
const FOCUS_FALLBACKS = [
  '[data-slot="inbox-select-all"] input:not(:disabled)',
  '[data-slot="inbox-row"][tabindex="0"]',
  '[role="tab"][aria-selected="true"]',
];

function EmptyState({ filter, labels, renderEmpty }: InboxRenderEmptyArgs & Pick<InboxProps, 'renderEmpty'>) {
  return (
    <div data-slot="inbox-empty" data-filter={filter} className="ik-inbox-empty">
      {renderEmpty ? renderEmpty({ filter, labels }) : <p>{labels.empty[filter]}</p>}
    </div>
  );
}

export function Inbox({
  subscriberId,
  pageSize,
  defaultFilter = 'all',
  filter: controlledFilter,
  onFilterChange,
  labels: labelOverrides,
  locale: localeOption,
  timeZone,
  now: fixedNow,
  className,
  onMessageClick,
  onActionClick,
  markReadOnOpen = true,
  markSeenOnView = false,
  renderMessage,
  renderEmpty,
  estimateRowHeight = 88,
  selectedIds,
  defaultSelectedIds,
  onSelectionChange,
  pollIntervalMs,
  subscribe,
  markAllSeenOnOpen = false,
}: InboxProps) {
  const labels = useMemo(() => resolveInboxLabels(labelOverrides), [labelOverrides]);
  // Dates and numbers follow the labels' language unless the app names a locale.
  const locale = localeOption ?? labels.locale;
  const idBase = `ik-inbox-${useId().replace(/:/g, '')}`;
  const [ownFilter, setOwnFilter] = useState<MessagesFilter>(defaultFilter);
  const filter = controlledFilter ?? ownFilter;

  const query = useMessageRows({ subscriberId, filter, pageSize });
  // The server's HTML and its hydration agree: times as of the service's answer to the server, dates
  // in UTC unless the app names a zone; the reader's clock and zone right after.
  const serverRender = useServerRender();
  const now = useNow(fixedNow ?? (serverRender && query.dataUpdatedAt > 0 ? query.dataUpdatedAt : undefined));
  const { rows } = query;
  const counts = useMessageCounts({ subscriberId });
  const feedback = useMarkAsFeedback({ subscriberId, labels, locale });
  const { mark, markAll, fail } = feedback;
  const offline = useOfflineChanges({
    subscriberId,
    onRefusal: useCallback(({ change, error }: OfflineRefusal) => fail(change, error), [fail]),
  });

  // Once per showing, as soon as the counts say there is something unseen; silent on success.
  const seenOnOpen = useRef(false);
  const unseenCount = counts.unseen;
  useEffect(() => {
    if (!markAllSeenOnOpen || seenOnOpen.current || unseenCount === undefined) return;
    seenOnOpen.current = true;
    if (unseenCount > 0) markAll('seen', { announce: false, undoable: false });
  }, [markAllSeenOnOpen, unseenCount, markAll]);

  const { selectedIds: selected, dispatch } = useMessageSelection({
    selectedIds,
    defaultSelectedIds,
    onSelectionChange,
  });
  const selection = { selected };
  const orderedIds = rows.ids;
  // A new page keeps the selection; messages that left the list (another filter now, or gone on
  // the service) leave the selection too, so a bulk action never acts on rows no one can see.
  // Not while the first page loads: a selection given before it would be dropped unseen.
  const listLoaded = !query.isPending;
  useEffect(() => {
    if (listLoaded) dispatch({ type: 'retain', ids: orderedIds });
  }, [orderedIds, selected, listLoaded, dispatch]);

  const changeFilter = useCallback(
    (next: MessagesFilter) => {
      if (next === filter) return;
      dispatch({ type: 'clear' });
      if (controlledFilter === undefined) setOwnFilter(next);
      onFilterChange?.(next);
    },
    [filter, controlledFilter, onFilterChange, dispatch],
  );

  const markIds = useCallback(
    (messageIds: string[], markAs: MarkAs) => mark({ messageIds, markAs }),
    [mark],
  );

  const markSelected = useCallback(
    (markAs: MarkAs) => {
      // In list order, so the requests (≤100 ids each) follow what the reader sees.
      const ids = orderedIds.filter((id) => selection.selected.has(id));
      // A change of several messages at once is the one worth an Undo.
      mark({ messageIds: ids, markAs }, { undoable: ids.length > 1 });
    },
    [orderedIds, selection.selected, mark],
  );

  const onOpen = useCallback(
    (message: FeedMessage, event: MouseEvent<HTMLElement>) => {
      const link = event.currentTarget instanceof HTMLAnchorElement ? event.currentTarget : undefined;
      if (onMessageClick && !(link && opensElsewhere(event))) {
        let allowed = false;
        onMessageClick(message, event, {
          href: link?.href,
          allowNavigation: () => {
            allowed = true;
          },
        });
        if (link && !allowed) event.preventDefault();
      }
      if (markReadOnOpen && !message.read) {
        mark({ messageIds: [message._id], markAs: 'read' }, { announce: false });
      }
    },
    [onMessageClick, markReadOnOpen, mark],
  );

  // Focus must not fall to <body> when what had it disappears or is disabled by a change the
  // reader made. A row that left a non-empty list is the list's job (the row in its place).
  const rootRef = useRef<HTMLElement>(null);
  const lastFocused = useRef<HTMLElement | null>(null);
  const arrivals = useArrivals({
    subscriberId,
    rootRef,
    hasSelection: selection.selected.size > 0,
    pollIntervalMs,
    subscribe,
  });
  // The status region says the newest news: an arrival announced after the last change's status.
  const [arrivalStatus, setArrivalStatus] = useState<{ serial: number; over: string } | null>(null);
  if (arrivals.announced && arrivals.announced.serial !== arrivalStatus?.serial) {
    setArrivalStatus({ serial: arrivals.announced.serial, over: feedback.status });
  }
  const status =
    arrivals.announced && arrivalStatus?.over === feedback.status
      ? labels.arrived(countArgs(arrivals.announced.count, locale))
      : feedback.status;
  useLayoutEffect(() => {
    const last = lastFocused.current;
    const root = rootRef.current;
    if (!last || !root) return;
    if (last.isConnected && !last.matches(':disabled')) return;
    const focused = document.activeElement;
    if (focused && focused !== document.body && focused !== last) return;
    if (last.closest('[data-slot="inbox-row"]') && root.querySelector('[data-slot="inbox-row"]')) return;
    lastFocused.current = null;
    for (const selector of FOCUS_FALLBACKS) {
      const target = root.querySelector<HTMLElement>(selector);
      if (target) {
        target.focus();
        return;
      }
    }
  });

  // A press outside the inbox puts focus where the reader wants it, even when it closes a menu
  // of ours (whose item had focus) on the way: that is not focus to bring back.
  useEffect(() => {
    function onPointerDown(event: PointerEvent) {
      const root = rootRef.current;
      if (root && event.target instanceof Node && !root.contains(event.target)) lastFocused.current = null;
    }
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, []);

  const onRowsInView = useSeenOnView({ subscriberId, enabled: markSeenOnView, rows });

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'Escape' || selection.selected.size === 0) return;
    // Escape inside a menu closes the menu only.
    if ((event.target as Element).closest('[role="menu"]')) return;
    event.preventDefault();
    dispatch({ type: 'clear' });
  }

  const tabCounts: Partial<Record<MessagesFilter, FilterCount>> = {
    unread: { count: counts.unread, capped: counts.unreadIsCapped },
    unseen: { count: counts.unseen, capped: counts.unseenIsCapped },
  };

  const allState = selectAllState(selection.selected, orderedIds);
  const selectedCount = selection.selected.size;
  const hasNextPage = Boolean(query.hasNextPage);
  const loadFailed = query.isError && orderedIds.length === 0;

  let body: ReactNode;
  if (query.isPending) {
    body = <InboxSkeleton label={labels.loading} />;
  } else if (loadFailed) {
    body = (
      <Alert
        data-slot="inbox-error"
        className="ik-inbox-error"
        title={labels.loadError}
        actions={
          <Button size="sm" variant="primary" onClick={() => void query.refetch()}>
            {labels.retry}
          </Button>
        }
      />
    );
  } else if (orderedIds.length === 0) {
    body = <EmptyState filter={filter} labels={labels} renderEmpty={renderEmpty} />;
  } else {
    body = (
      <MessageList
        rows={rows}
        selected={selection.selected}
        dispatch={dispatch}
        hasNextPage={hasNextPage}
        isFetchingNextPage={query.isFetchingNextPage}
        loadMoreFailed={query.isFetchNextPageError}
        fetchNextPage={() => void query.fetchNextPage()}
        labels={labels}
        locale={locale}
        timeZone={timeZone ?? (serverRender ? 'UTC' : undefined)}
        now={now}
        estimateRowHeight={estimateRowHeight}
        openable={onMessageClick !== undefined}
        onMarkAs={markIds}
        onOpen={onOpen}
        onActionClick={onActionClick}
        renderMessage={renderMessage}
        onRowsInView={markSeenOnView ? onRowsInView : undefined}
      />
    );
  }

  const state = query.isPending ? 'loading' : loadFailed ? 'error' : orderedIds.length === 0 ? 'empty' : 'ready';
  // The menus' code (Radix) is not part of the first paint: it loads once the first rows show and
  // the page is idle, unless a reader reaches for a menu sooner (ui/menu).
  const showsRows = state === 'ready';
  useEffect(() => {
    if (showsRows) return preloadMenusWhenIdle();
  }, [showsRows]);

  return (
    <section
      aria-label={labels.title}
      data-slot="inbox"
      data-state={state}
      data-filter={filter}
      data-has-selection={selectedCount > 0 ? 'true' : 'false'}
      className={cx('ik-root', 'ik-inbox', className)}
      ref={rootRef}
      onFocus={(event: FocusEvent<HTMLElement>) => {
        if (event.target instanceof HTMLElement) lastFocused.current = event.target;
      }}
      onKeyDown={onKeyDown}
    >
      <InboxFilterTabs
        filter={filter}
        onFilterChange={changeFilter}
        counts={tabCounts}
        labels={labels}
        locale={locale}
        idBase={idBase}
      />
      <div data-slot="inbox-header-actions" className="ik-inbox-header-actions">
        <Button
          size="sm"
          variant="ghost"
          data-slot="inbox-mark-all"
          disabled={!(counts.unread !== undefined && counts.unread > 0)}
          onClick={() => markAll('read')}
        >
          {labels.markAllAsRead}
        </Button>
      </div>
      <div
        role="tabpanel"
        id={`${idBase}-panel`}
        aria-labelledby={inboxTabId(idBase, filter)}
        data-slot="inbox-panel"
        className="ik-inbox-panel"
        aria-busy={query.isPending || undefined}
      >
        <InboxToolbar
          selectedCount={selectedCount}
          selectAll={allState}
          disabled={orderedIds.length === 0}
          hasMore={hasNextPage}
          labels={labels}
          locale={locale}
          onSelectAllChange={(select) =>
            dispatch(select ? { type: 'selectAll', ids: orderedIds } : { type: 'clear' })
          }
          onClear={() => dispatch({ type: 'clear' })}
          onMarkAs={markSelected}
        />
        {feedback.failure ? (
          <Alert
            data-slot="inbox-alert"
            className="ik-inbox-alert"
            key={feedback.failure.serial}
            title={feedback.failure.text}
            actions={
              <>
                <Button size="sm" variant="primary" data-slot="inbox-alert-retry" onClick={feedback.retry}>
                  {labels.retry}
                </Button>
                <Button size="sm" variant="ghost" data-slot="inbox-alert-dismiss" onClick={feedback.dismiss}>
                  {labels.dismiss}
                </Button>
              </>
            }
          />
        ) : null}
        <p aria-live="polite" aria-atomic="true" data-slot="inbox-offline" className="ik-inbox-offline">
          {offline.waiting > 0 ? labels.changesWaiting(countArgs(offline.waiting, locale)) : null}
        </p>
        {arrivals.held.length > 0 && body !== null ? (
          <NewMessagesButton count={arrivals.held.length} labels={labels} locale={locale} onShow={arrivals.showHeld} />
        ) : null}
        {body}
      </div>
      <div role="status" data-slot="inbox-status-region" className="ik-inbox-status-region">
        {status}
        {feedback.undoOffer ? (
          <>
            {' '}
            <UndoButton
              key={feedback.undoOffer.serial}
              label={labels.undo}
              onUndo={feedback.undo}
              onExpire={() => feedback.expireUndo(feedback.undoOffer!.serial)}
            />
          </>
        ) : null}
      </div>
    </section>
  );
}
