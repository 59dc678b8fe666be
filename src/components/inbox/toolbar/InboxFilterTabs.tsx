'use client';

// All / Unread / Unseen as ARIA tabs with counts. Arrow keys move between tabs (mirrored in a
// right-to-left inbox), Home/End jump; a tab is chosen as soon as it has focus.
import type { KeyboardEvent } from 'react';
import type { MessageCounts } from '../../../query/feed';
import type { MessagesFilter } from '../../../query/inboxKeys';
import { inlineStep } from '../../../ui/inlineStep';
import { countArgs, type InboxLabels } from '../inboxLabels';

export const INBOX_FILTERS: readonly MessagesFilter[] = ['all', 'unread', 'unseen'];

export interface InboxFilterTabsProps {
  filter: MessagesFilter;
  onFilterChange: (filter: MessagesFilter) => void;
  /** The unread and unseen counts, shown on their tabs. */
  counts: MessageCounts;
  labels: InboxLabels;
  locale: string | undefined;
  /** Prefix of the tabs' ids; the panel's id is `${idBase}-panel`. */
  idBase: string;
}

export function inboxTabId(idBase: string, filter: MessagesFilter): string {
  return `${idBase}-tab-${filter}`;
}

export function InboxFilterTabs({ filter, onFilterChange, counts, labels, locale, idBase }: InboxFilterTabsProps) {
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const count = INBOX_FILTERS.length;
    const step = inlineStep(event.key, event.currentTarget);
    const next = step
      ? (INBOX_FILTERS.indexOf(filter) + step + count) % count
      : { Home: 0, End: count - 1 }[event.key];
    const target = INBOX_FILTERS[next as number];
    if (!target) return;
    event.preventDefault();
    onFilterChange(target);
    // A filter's name is one of three words: it needs no escaping in a selector.
    event.currentTarget.querySelector<HTMLElement>(`[data-filter="${target}"]`)?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label={labels.filters}
      data-slot="inbox-tabs"
      className="ik-inbox-tabs"
      onKeyDown={onKeyDown}
    >
      {INBOX_FILTERS.map((value) => {
        const active = value === filter;
        const count = value === 'all' ? undefined : counts[value];
        const shown =
          count === undefined
            ? undefined
            : counts[`${value as 'unread' | 'unseen'}IsCapped`]
              ? labels.cappedCount(countArgs(count, locale))
              : countArgs(count, locale).formatted;
        return (
          <button
            key={value}
            type="button"
            role="tab"
            id={inboxTabId(idBase, value)}
            aria-selected={active}
            aria-controls={`${idBase}-panel`}
            tabIndex={active ? 0 : -1}
            data-slot="inbox-tab"
            data-filter={value}
            data-state={active ? 'active' : 'inactive'}
            className="ik-inbox-tab"
            onClick={() => onFilterChange(value)}
          >
            {labels.filterNames[value]}
            {shown === undefined ? null : (
              <span data-slot="inbox-tab-count" className="ik-inbox-tab__count">
                {' '}
                {shown}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
