// The props of <Inbox> (and, through InboxBellProps, of <InboxBell>): its public contract, apart
// from the component so that each stays readable.
import type { MouseEvent, ReactNode } from 'react';
import type { FeedMessage } from '../../api/types';
import type { MessagesFilter } from '../../query/inboxKeys';
import type { InboxChangeCallbacks } from './feedback';
import type { InboxLabelOverrides } from './inboxLabels';
import type { InboxRenderEmptyArgs } from './list';
import type { InboxActionClickArgs, InboxMessageClickDetails, InboxRenderMessageArgs } from './row';
import type { InboxTab } from './tabs';
import type { InboxRenderHeaderArgs } from './toolbar';

/** `onMarkAs`, `onMarkAll` and `onError`: the changes the inbox made, once each settled. */
export interface InboxProps extends InboxChangeCallbacks {
  /** The subscriber's external id (the user id in your system). */
  subscriberId: string;
  /** Messages per page, 1 to 100. Default 20. */
  pageSize?: number;
  /** The read filter shown first when `filter` is not controlled. Default `all`. */
  defaultFilter?: MessagesFilter;
  /** Controls the read filter (All / Unread / Unseen). */
  filter?: MessagesFilter;
  onFilterChange?: (filter: MessagesFilter) => void;
  /**
   * Feeds as tabs ("All · Mentions · Billing"): each tab shows the messages of its feed (its
   * `feedIdentifier` and/or `payload`; neither for the whole inbox), with its unread count; the
   * read filter stays inside every tab. Without `tabs`, the inbox shows the whole inbox, no tab bar.
   */
  tabs?: readonly InboxTab[];
  /** The tab (an `id` of `tabs`) shown first when `tab` is not controlled. Default the first. */
  defaultTab?: string;
  /** Controls the tab shown (an `id` of `tabs`; an unknown one shows the first). */
  tab?: string;
  /** The reader chose another tab (its `id`). */
  onTabChange?: (tab: string) => void;
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
  /** Draws the header's actions (default: the "Mark all as read" button, `args.defaultHeader`). */
  renderHeader?: (args: InboxRenderHeaderArgs) => ReactNode;
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
   * New messages arrived (a poll, a push or another tab): once per arrival, with the messages new
   * to the loaded lists, newest first (a toast, a sound). Never for the first load.
   */
  onNewMessages?: (messages: FeedMessage[]) => void;
  /**
   * Mark every message of the subscriber seen once each time the inbox is shown (for `<InboxBell>`,
   * each time its popover opens), when there are unseen ones. Default false.
   */
  markAllSeenOnOpen?: boolean;
}
