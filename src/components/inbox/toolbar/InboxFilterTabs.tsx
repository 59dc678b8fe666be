'use client';

// All / Unread / Unseen as ARIA tabs with counts (ui/TabList: arrows mirrored in a right-to-left
// inbox, Home/End; a tab is chosen as soon as it has focus).
import type { MessageCounts } from '../../../query/feed';
import type { MessagesFilter } from '../../../query/inboxKeys';
import { TabList } from '../../../ui/TabList';
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
  return (
    <TabList
      label={labels.filters}
      panelId={`${idBase}-panel`}
      slot="inbox-tabs"
      tabSlot="inbox-tab"
      dataName="filter"
      className="ik-inbox-tabs"
      tabClassName="ik-inbox-tab"
      items={INBOX_FILTERS.map((value) => {
        const count = value === 'all' ? undefined : counts[value];
        const shown =
          count === undefined
            ? undefined
            : counts[`${value as 'unread' | 'unseen'}IsCapped`]
              ? labels.cappedCount(countArgs(count, locale))
              : countArgs(count, locale).formatted;
        return {
          key: value,
          id: inboxTabId(idBase, value),
          selected: value === filter,
          onSelect: () => onFilterChange(value),
          content: (
            <>
              {labels.filterNames[value]}
              {shown === undefined ? null : (
                <span data-slot="inbox-tab-count" className="ik-inbox-tab__count">
                  {' '}
                  {shown}
                </span>
              )}
            </>
          ),
        };
      })}
    />
  );
}
