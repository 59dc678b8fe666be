'use client';

// The feed tabs of `<Inbox tabs>` ("All · Mentions · Billing"): a tab list (ui/TabList), each tab
// named by its label with its unread count after it (capped as every count is), and the panel of
// the tab shown, which holds the rest of the inbox: the read filter's own tab list (All / Unread
// / Unseen) and its panel. Two tab lists, one inside the other's panel: each is one Tab stop
// (arrows move within it), so both are two Tab presses from the top; the feed tabs scroll sideways
// in their own row on a narrow screen (the focused tab scrolls into view), the read filter's three
// short tabs fit below.
import type { ReactNode } from 'react';
import { useMessageCounts } from '../../../query/feed';
import { TabList } from '../../../ui/TabList';
import { countArgs, type InboxLabels } from '../inboxLabels';
import type { InboxTab } from './InboxTab';

export interface InboxTabsProps {
  subscriberId: string;
  tabs: readonly InboxTab[];
  /** The tab shown. */
  active: InboxTab;
  onTabChange: (tab: InboxTab) => void;
  labels: InboxLabels;
  locale: string | undefined;
  /** Prefix of the tabs' ids; the panel's id is `${idBase}-feed-panel`. */
  idBase: string;
  /** The tab's panel: the read filter, the header, the list. */
  children: ReactNode;
}

export function InboxTabs({ subscriberId, tabs, active, onTabChange, labels, locale, idBase, children }: InboxTabsProps) {
  const tabId = (tab: InboxTab) => `${idBase}-feed-${tabs.indexOf(tab)}`;
  return (
    <>
      <TabList
        label={labels.tabs}
        panelId={`${idBase}-feed-panel`}
        slot="inbox-feed-tabs"
        tabSlot="inbox-feed-tab"
        dataName="tab"
        className="ik-inbox-tabs ik-inbox-feed-tabs"
        tabClassName="ik-inbox-tab"
        items={tabs.map((tab) => ({
          key: tab.id,
          id: tabId(tab),
          selected: tab === active,
          onSelect: () => onTabChange(tab),
          content: <FeedTabName subscriberId={subscriberId} tab={tab} labels={labels} locale={locale} />,
        }))}
      />
      <div role="tabpanel" id={`${idBase}-feed-panel`} aria-labelledby={tabId(active)} data-slot="inbox-feed-panel" className="ik-inbox-feed-panel">
        {children}
      </div>
    </>
  );
}

interface FeedTabNameProps {
  subscriberId: string;
  tab: InboxTab;
  labels: InboxLabels;
  locale: string | undefined;
}

/** A feed tab's label, and its unread count once known and above 0. */
function FeedTabName({ subscriberId, tab, labels, locale }: FeedTabNameProps) {
  const { unread = 0, unreadIsCapped } = useMessageCounts({ subscriberId, feed: tab });
  return (
    <>
      {tab.label}
      {unread > 0 ? (
        <span data-slot="inbox-tab-count" className="ik-inbox-tab__count">
          {' '}
          {unreadIsCapped ? labels.cappedCount(countArgs(unread, locale)) : countArgs(unread, locale).formatted}
        </span>
      ) : null}
    </>
  );
}
