'use client';

// <Inbox>: a subscriber's in-app messages with All/Unread/Unseen tabs, selection and bulk
// mark-as, infinite loading and a virtualized list; with `tabs`, one feed per tab. The DOM
// contract is API.md §2.
import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { MarkAs } from '../../api/types';
import { numberFormat } from '../../format/intl';
import { feedKeyOf, type MessagesFilter } from '../../query/inboxKeys';
import { useFirstRequests, useMessageCounts, useMessageRows } from '../../query/feed';
import { useOfflineChanges } from '../../query/changes';
import { preloadOfflineOutbox, useOfflineChangesSetting } from '../../query/offline';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { cx } from '../../ui/cx';
import { preloadMenus, whenIdle } from '../../ui/menu';
import { drawnZone, useServerRender } from '../../ui/useServerRender';
import { FailureAlert, NewMessagesButton, StatusRegion, useArrivals, useMarkAsFeedback } from './feedback';
import { countArgs, resolveInboxLabels } from './inboxLabels';
import { EmptyState, InboxSkeleton, MessageList, useSeenOnView } from './list';
import { prepareRowFormats, useNow, useOpenMessage } from './row';
import { InboxTabs, type InboxTab } from './tabs';
import { InboxFilterTabs, InboxHeader, inboxTabId, InboxToolbar, selectAllState, useSelectionState } from './toolbar';
import type { InboxProps } from './InboxProps';
import { useFocusRecovery } from './useFocusRecovery';
import { SeenOnOpen, useSeenOnOpen } from './useSeenOnOpen';

export type { InboxChange, InboxChangeCallbacks } from './feedback';
export type { InboxRenderEmptyArgs } from './list';
export type { InboxRenderHeaderArgs } from './toolbar';
export type { InboxMessageClickDetails } from './row';
export type { InboxTab } from './tabs';
export type { InboxProps } from './InboxProps';

export function Inbox({
  subscriberId,
  pageSize,
  defaultFilter = 'all',
  filter: controlledFilter,
  onFilterChange,
  tabs,
  defaultTab,
  tab: controlledTab,
  onTabChange,
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
  renderHeader,
  estimateRowHeight = 88,
  selectedIds,
  defaultSelectedIds,
  onSelectionChange,
  markAllSeenOnOpen = false,
  // The app's callbacks and live arrival's options, each handed on as it is.
  ...handedOn
}: InboxProps) {
  const labels = useMemo(() => resolveInboxLabels(labelOverrides), [labelOverrides]);
  // Dates and numbers follow the labels' language unless the app names a locale.
  const locale = localeOption ?? labels.locale;
  const idBase = `ik-inbox-${useId()}`;
  const [ownFilter, setOwnFilter] = useState<MessagesFilter>(defaultFilter);
  const filter = controlledFilter ?? ownFilter;
  const [ownTab, setOwnTab] = useState(defaultTab);
  // The tab shown, and the feed it shows (none for a tab of the whole inbox, or without tabs).
  const tab = tabs?.find((candidate) => candidate.id === (controlledTab ?? ownTab)) ?? tabs?.[0];
  const feed = feedKeyOf(tab) && tab;
  // The server's HTML and its hydration agree: times as of the service's answer to the server, dates
  // in UTC unless the app names a zone; the reader's clock and zone right after.
  const serverRender = useServerRender();
  // The first page and the counts are asked for now, not after this render's commit: everything
  // else of the first render then happens while their answers travel.
  useFirstRequests({ subscriberId, list: { filter, pageSize, feed }, countsFeed: feed, enabled: !serverRender });

  const query = useMessageRows({ subscriberId, filter, pageSize, feed });
  const now = useNow(fixedNow ?? (serverRender ? query.dataUpdatedAt : undefined));
  const { rows } = query;
  const orderedIds = rows.ids;
  const counts = useMessageCounts({ subscriberId, feed });
  const feedback = useMarkAsFeedback({ subscriberId, labels, locale, callbacks: handedOn });
  const { mark } = feedback;
  const offline = useOfflineChanges({ subscriberId, onRefusal: feedback.fail });
  // By the whole inbox's counts: the tab shown may have none unseen while the others have some.
  useSeenOnOpen({ unseen: counts.unseen, enabled: markAllSeenOnOpen && !tab, mark });

  const { selected, dispatch } = useSelectionState({ selectedIds, defaultSelectedIds, onSelectionChange });
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

  // Another tab keeps the read filter: "Unread" in Billing, then Unread in Mentions.
  function changeTab(next: InboxTab) {
    if (next === tab) return;
    dispatch({ type: 'clear' });
    if (controlledTab === undefined) setOwnTab(next.id);
    onTabChange?.(next.id);
  }

  // In a tab with a payload, the service's mark-all cannot take its feed: the tab's loaded unread
  // messages are marked by id instead, as the action's label says.
  const loadedOnly = tab?.payload !== undefined;
  const markAllAsRead = () =>
    loadedOnly
      ? mark({ messageIds: orderedIds.filter((id) => rows.get(id)?.read === false), markAs: 'read' }, { undoable: true })
      : mark({ messageIds: 'all', markAs: 'read', tab: feed });

  const markSelected = useCallback(
    (markAs: MarkAs) => {
      // In list order, so the requests (≤100 ids each) follow what the reader sees.
      const ids = orderedIds.filter((id) => selected.has(id));
      // A change of several messages at once is the one worth an Undo.
      mark({ messageIds: ids, markAs }, { undoable: ids.length > 1 });
    },
    [orderedIds, selected, mark],
  );

  const onOpen = useOpenMessage({ onMessageClick, markReadOnOpen, mark });

  const rootRef = useRef<HTMLElement>(null);
  const arrivals = useArrivals({ ...handedOn, subscriberId, feed: feedKeyOf(feed), rootRef, hasSelection: selected.size > 0 });
  const onFocus = useFocusRecovery({ rootRef });
  const onRowsInView = useSeenOnView({ subscriberId, rows });

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'Escape' || selected.size === 0) return;
    // Escape inside a menu closes the menu only.
    if ((event.target as Element).closest('[role="menu"]')) return;
    event.preventDefault();
    dispatch({ type: 'clear' });
  }

  const hasNextPage = Boolean(query.hasNextPage);
  const state = query.isPending
    ? 'loading'
    : orderedIds.length > 0
      ? 'ready'
      : query.isError
        ? 'error'
        : 'empty';
  // While the first page travels, the formatters of its rows and of the counts (countArgs) are
  // made: the first construction of a language's Intl formatters is the largest part of drawing
  // the first rows.
  const drawnTimeZone = drawnZone(timeZone, serverRender);
  const loading = state === 'loading';
  useEffect(() => {
    if (!loading) return;
    prepareRowFormats({ locale, timeZone: drawnTimeZone, now });
    numberFormat(locale);
  }, [loading, locale, drawnTimeZone, now]);

  // The code a first paint leaves out, the menus' (Radix: ui/menu) and the offline outbox's
  // (query/offline), loads once the first rows show and the page is idle, unless a reader reaches
  // for a menu or makes a change sooner: the outbox is there before the connection goes.
  const showsRows = state === 'ready';
  const waits = useOfflineChangesSetting() !== false;
  useEffect(() => {
    if (showsRows) {
      return whenIdle(() => {
        void preloadMenus();
        if (waits) void preloadOfflineOutbox();
      });
    }
  }, [showsRows, waits]);

  const body = (
    <>
      <InboxFilterTabs filter={filter} onFilterChange={changeFilter} counts={counts} labels={labels} locale={locale} idBase={idBase} />
      <InboxHeader
        filter={filter}
        labels={labels}
        counts={counts}
        markAllAsRead={markAllAsRead}
        loadedOnly={loadedOnly}
        renderHeader={renderHeader}
      />
      <div
        role="tabpanel"
        id={`${idBase}-panel`}
        aria-labelledby={inboxTabId(idBase, filter)}
        data-slot="inbox-panel"
        className="ik-inbox-panel"
        aria-busy={query.isPending || undefined}
      >
        <InboxToolbar
          selectedCount={selected.size}
          selectAll={selectAllState(selected, orderedIds)}
          disabled={orderedIds.length === 0}
          hasMore={hasNextPage}
          labels={labels}
          locale={locale}
          onSelectAllChange={(select) => dispatch(select ? { type: 'selectAll', ids: orderedIds } : { type: 'clear' })}
          onClear={() => dispatch({ type: 'clear' })}
          onMarkAs={markSelected}
        />
        <FailureAlert feedback={feedback} labels={labels} />
        <p aria-live="polite" aria-atomic="true" data-slot="inbox-offline" className="ik-inbox-offline">
          {offline.waiting > 0 ? labels.changesWaiting(countArgs(offline.waiting, locale)) : null}
        </p>
        {arrivals.held.length > 0 ? (
          <NewMessagesButton count={arrivals.held.length} labels={labels} locale={locale} onShow={arrivals.showHeld} />
        ) : null}
        {state === 'loading' ? (
          <InboxSkeleton label={labels.loading} />
        ) : state === 'error' ? (
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
        ) : state === 'empty' ? (
          <EmptyState filter={filter} labels={labels} renderEmpty={renderEmpty} />
        ) : (
          <MessageList
            rows={rows}
            selected={selected}
            dispatch={dispatch}
            hasNextPage={hasNextPage}
            isFetchingNextPage={query.isFetchingNextPage}
            loadMoreFailed={query.isFetchNextPageError}
            fetchNextPage={() => void query.fetchNextPage()}
            labels={labels}
            locale={locale}
            timeZone={drawnTimeZone}
            now={now}
            estimateRowHeight={estimateRowHeight}
            openable={onMessageClick !== undefined}
            onMarkAs={mark}
            onOpen={onOpen}
            onActionClick={onActionClick}
            renderMessage={renderMessage}
            onRowsInView={markSeenOnView ? onRowsInView : undefined}
          />
        )}
      </div>
    </>
  );

  return (
    <section
      aria-label={labels.title}
      data-slot="inbox"
      data-state={state}
      data-filter={filter}
      data-has-selection={String(selected.size > 0)}
      className={cx('ik-root', 'ik-inbox', className)}
      ref={rootRef}
      onFocus={onFocus}
      onKeyDown={onKeyDown}
    >
      {tab ? (
        <InboxTabs subscriberId={subscriberId} tabs={tabs!} active={tab} onTabChange={changeTab} labels={labels} locale={locale} idBase={idBase}>
          {body}
        </InboxTabs>
      ) : (
        body
      )}
      {markAllSeenOnOpen && tab ? <SeenOnOpen subscriberId={subscriberId} mark={mark} /> : null}
      <StatusRegion feedback={feedback} announced={arrivals.announced} labels={labels} locale={locale} />
    </section>
  );
}
