'use client';

// A WAI-ARIA tab list with roving focus, for every tab list (the inbox's read filter, its feed
// tabs): one Tab stop, the chosen tab's; Left and Right move in the reading direction and wrap
// around, Home and End go to the first and last tab; a tab is chosen as soon as it has focus.
import type { KeyboardEvent, ReactNode } from 'react';
import { inlineStep } from './inlineStep';

export interface TabListItem {
  /** React's key, and what `data-*` attributes the tab carries (`dataName` = `key`). */
  key: string;
  /** The tab element's id (its panel is labelled by the chosen tab's). */
  id: string;
  selected: boolean;
  onSelect: () => void;
  /** The tab's name: its label, and what follows it (a count). */
  content: ReactNode;
}

export interface TabListProps {
  /** The list's accessible name. */
  label: string;
  items: readonly TabListItem[];
  /** The id of the panel the tabs control. */
  panelId: string;
  /** `data-slot` of the list and of each tab. */
  slot: string;
  tabSlot: string;
  /** Each tab's `data-<dataName>` is its key (e.g. `data-filter="unread"`). */
  dataName: string;
  className: string;
  tabClassName: string;
}

/** The tab `key` moves to from tab `index` of `count` in `element`'s direction, or undefined for another key. */
function tabIndexForKey(key: string, element: Element, index: number, count: number): number | undefined {
  const step = inlineStep(key, element);
  if (step !== 0) return (index + step + count) % count;
  return key === 'Home' ? 0 : key === 'End' ? count - 1 : undefined;
}

export function TabList({ label, items, panelId, slot, tabSlot, dataName, className, tabClassName }: TabListProps) {
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = items.findIndex((item) => item.selected);
    const next = tabIndexForKey(event.key, event.currentTarget, index, items.length);
    const target = next === undefined ? undefined : items[next];
    if (!target) return;
    event.preventDefault();
    target.onSelect();
    // Found among the list's own tabs by id: no selector to escape (CSS.escape is missing in some test DOMs).
    for (const tab of event.currentTarget.children) if (tab.id === target.id) (tab as HTMLElement).focus();
  }

  return (
    <div role="tablist" aria-label={label} data-slot={slot} className={className} onKeyDown={onKeyDown}>
      {items.map(({ key, id, selected, onSelect, content }) => (
        <button
          key={key}
          type="button"
          role="tab"
          id={id}
          aria-selected={selected}
          aria-controls={panelId}
          tabIndex={selected ? 0 : -1}
          data-slot={tabSlot}
          {...{ [`data-${dataName}`]: key }}
          data-state={selected ? 'active' : 'inactive'}
          className={tabClassName}
          onClick={onSelect}
        >
          {content}
        </button>
      ))}
    </div>
  );
}
