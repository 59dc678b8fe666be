// Every string `<Inbox>` and `<InboxBell>` show, with English defaults. Pass `labels` to replace
// any of them; strings with a count are functions so that a translation can pluralise properly.
import type { MarkAs } from '../../api/types';
import type { MessagesFilter } from '../../query/inboxKeys';
import { numberFormat, pluralRules } from '../../format/intl';
import type { LabelLanguage } from '../../format/phrases';

/** What a label function with a number receives. `formatted` is `count` in the `locale`. */
export interface CountLabelArgs {
  count: number;
  formatted: string;
  locale: string | undefined;
}

/** One count of the bell's name; `capped`: there are more than were counted (`99+`). */
export type BellCountArgs = CountLabelArgs & { capped: boolean };

export interface InboxLabels extends LabelLanguage {
  /** Accessible name of the inbox region and of the bell's popover. */
  title: string;
  filters: string;
  filterNames: Record<MessagesFilter, string>;
  /** Accessible name of the feed tabs' list (`<Inbox tabs>`). */
  tabs: string;
  /** A tab's count when the service says there are more than it counted. */
  cappedCount: (args: CountLabelArgs) => string;
  selectAll: string;
  /** The header's action over every notification of the subscriber (of the tab's feed), loaded or not. */
  markAllAsRead: string;
  /**
   * The header's action in a tab the service's mark-all cannot take (one with a `payload`): over the
   * tab's loaded messages only.
   */
  markLoadedAsRead: string;
  /** Accessible name of a row's checkbox; `text` is the notification's subject, title or text. */
  selectMessage: (text: string) => string;
  selectedCount: (args: CountLabelArgs) => string;
  /** Said when "Select all" is checked while more pages exist on the service. */
  selectedLoadedOnly: (args: CountLabelArgs) => string;
  clearSelection: string;
  markAsMenu: string;
  /** Visually hidden end of the bulk `Mark as…` button's name, e.g. ", 3 selected". */
  markAsMenuSuffix: (args: CountLabelArgs) => string;
  markAs: Record<MarkAs, string>;
  /** Accessible name of a row's own menu button. */
  rowActions: (text: string) => string;
  unread: string;
  read: string;
  /** Visible marker of an unseen notification. */
  unseen: string;
  seen: string;
  statusError: string;
  statusWarning: string;
  snoozedUntil: (date: string) => string;
  /** Heading of a notification with neither subject, title nor text. */
  untitled: string;
  /** A row that could not be shown (its data is not what the service promised). */
  messageFailed: (messageId: string) => string;
  open: string;
  loading: string;
  loadMore: string;
  loadingMore: string;
  endOfList: string;
  empty: Record<MessagesFilter, string>;
  loadError: string;
  retry: string;
  dismiss: string;
  /** Announced after a change succeeded: "3 notifications marked as read". */
  marked: (args: CountLabelArgs & { markAs: MarkAs }) => string;
  /** The alert of a failed change; `reason` is one of the `error…` labels or the server's message. */
  markFailed: (args: CountLabelArgs & { markAs: MarkAs; reason: string }) => string;
  errorNetwork: string;
  errorTimeout: string;
  /** `formatted` is `seconds` in the inbox's locale (always passed by the components). */
  errorRateLimited: (args: { seconds: number | undefined; formatted?: string }) => string;
  errorUnknown: string;
  /** The bell's accessible name: "Notifications, 3 unread". */
  bell: (args: BellCountArgs) => string;
  /**
   * The bell's accessible name when it counts unseen notifications: only `unseen` with
   * `count="unseen"`, both with `count="both"` ("Notifications, 3 unread, 2 unseen"). A count of 0
   * is left out.
   */
  bellCounts: (args: { unread?: BellCountArgs; unseen?: BellCountArgs }) => string;
  /** The button over a list the reader is busy with; starts with the count: "3 new notifications". */
  newMessages: (args: CountLabelArgs) => string;
  /** Announced once when new notifications arrive: "3 new notifications arrived". */
  arrived: (args: CountLabelArgs) => string;
  /** Shown and announced while changes wait for the connection: "3 changes will be sent when you're back online". */
  changesWaiting: (args: CountLabelArgs) => string;
  /**
   * Announced after a mark all succeeded; `count` is how many the service changed. `tab`: the
   * label of the tab whose feed it marked (absent for the whole inbox).
   */
  markedAll: (args: CountLabelArgs & { markAs: MarkAs; tab?: string }) => string;
  /** The alert of a failed mark all (`tab` as for `markedAll`). */
  markAllFailed: (args: { markAs: MarkAs; reason: string; tab?: string }) => string;
  /** The button in the status area after a bulk change. */
  undo: string;
  /** Announced after an undo succeeded; `count` is how many notifications it restored. */
  undone: (args: CountLabelArgs) => string;
  /** The alert of a failed undo. */
  undoFailed: (args: CountLabelArgs & { reason: string }) => string;
}

/** "1 notification", "3 new notifications": the formatted count and `noun`, pluralised the English way. */
function counted({ count, formatted }: CountLabelArgs, noun: string): string {
  return `${formatted} ${noun}${pluralRules('en').select(count) === 'one' ? '' : 's'}`;
}

/** " in Billing" after "All messages", or nothing for the whole inbox. */
const inTab = (tab: string | undefined) => (tab === undefined ? '' : ` in ${tab}`);

/** "Notifications, 3 unread, 2 unseen": each count above 0 with its word. */
function bellName(counts: Array<[BellCountArgs | undefined, string]>): string {
  return ['Notifications', ...counts.flatMap(([args, word]) => (args && args.count > 0 ? `${args.formatted}${args.capped ? '+' : ''} ${word}` : []))].join(', ');
}

export const defaultInboxLabels: InboxLabels = {
  locale: 'en',
  dir: 'ltr',
  title: 'Notifications',
  filters: 'Filter notifications',
  filterNames: { all: 'All', unread: 'Unread', unseen: 'Unseen' },
  tabs: 'Sections',
  cappedCount: ({ formatted }) => `${formatted}+`,
  selectAll: 'Select all',
  markAllAsRead: 'Mark all as read',
  markLoadedAsRead: 'Mark loaded as read',
  selectMessage: (text) => `Select: ${text}`,
  selectedCount: ({ formatted }) => `${formatted} selected`,
  selectedLoadedOnly: (args) =>
    `All ${counted(args, 'loaded notification')} selected; older notifications are not loaded yet and are not included.`,
  clearSelection: 'Clear selection',
  markAsMenu: 'Mark as…',
  // Read only when said: a count of 0 is never formatted (countArgs).
  markAsMenuSuffix: (args) => (args.count > 0 ? ` (${args.formatted} selected)` : ''),
  markAs: {
    read: 'Mark as read',
    unread: 'Mark as unread',
    seen: 'Mark as seen',
    unseen: 'Mark as unseen',
  },
  rowActions: (text) => `Actions for: ${text}`,
  unread: 'Unread',
  read: 'Read',
  unseen: 'Unseen',
  seen: 'Seen',
  statusError: 'Error',
  statusWarning: 'Warning',
  snoozedUntil: (date) => `Snoozed until ${date}`,
  untitled: '(no subject)',
  messageFailed: (messageId) => `This notification could not be shown (ID ${messageId}).`,
  open: 'Open',
  loading: 'Loading notifications…',
  loadMore: 'Load more',
  loadingMore: 'Loading more…',
  endOfList: 'No more notifications',
  empty: {
    all: 'No notifications yet.',
    unread: 'No unread notifications. You are all caught up.',
    unseen: 'No new notifications.',
  },
  loadError: 'Notifications could not be loaded.',
  retry: 'Retry',
  dismiss: 'Dismiss',
  // A `MarkAs` value is also its English word.
  marked: (args) => `${counted(args, 'notification')} marked as ${args.markAs}`,
  markFailed: (args) => `Could not mark ${counted(args, 'notification')} as ${args.markAs}: ${args.reason}`,
  errorNetwork: 'network error, check the connection',
  errorTimeout: 'the service did not answer in time',
  errorRateLimited: ({ seconds, formatted }) =>
    seconds === undefined
      ? 'too many requests, try again shortly'
      : `too many requests, try again in ${formatted ?? numberFormat('en').format(seconds)} s`,
  errorUnknown: 'something went wrong',
  bell: (unread) => bellName([[unread, 'unread']]),
  bellCounts: ({ unread, unseen }) => bellName([[unread, 'unread'], [unseen, 'unseen']]),
  newMessages: (args) => counted(args, 'new notification'),
  arrived: (args) => `${counted(args, 'new notification')} arrived`,
  changesWaiting: (args) => `${counted(args, 'change')} will be sent when you're back online`,
  markedAll: ({ formatted, markAs, tab }) => `All notifications${inTab(tab)} marked as ${markAs} (${formatted} changed)`,
  markAllFailed: ({ markAs, reason, tab }) => `Could not mark all notifications${inTab(tab)} as ${markAs}: ${reason}`,
  undo: 'Undo',
  undone: (args) => `Undone: ${counted(args, 'notification')} restored`,
  undoFailed: (args) => `Could not undo the change to ${counted(args, 'notification')}: ${args.reason}`,
};

/** What `labels` accepts: each label, and each entry of the nested records, optional. */
export type InboxLabelOverrides = Partial<Omit<InboxLabels, 'filterNames' | 'markAs' | 'empty'>> & {
  filterNames?: Partial<InboxLabels['filterNames']>;
  markAs?: Partial<InboxLabels['markAs']>;
  empty?: Partial<InboxLabels['empty']>;
};

/** The defaults with the caller's overrides on top (nested records merged one level deep). */
export function resolveInboxLabels(overrides: InboxLabelOverrides | undefined): InboxLabels {
  if (!overrides) return defaultInboxLabels;
  return {
    ...defaultInboxLabels,
    ...overrides,
    filterNames: { ...defaultInboxLabels.filterNames, ...overrides.filterNames },
    markAs: { ...defaultInboxLabels.markAs, ...overrides.markAs },
    empty: { ...defaultInboxLabels.empty, ...overrides.empty },
  };
}

/**
 * The argument of a count label (with `extra` fields, such as a bell count's `capped`). `formatted`
 * is worked out when a label reads it: most labels of a render leave a count of 0 unsaid, and the
 * page's first number formatter is slow to make (it loads the language's data), which a first
 * render would otherwise pay before the first requests leave.
 */
export function countArgs<E extends object = object>(count: number, locale: string | undefined, extra?: E): CountLabelArgs & E {
  return {
    ...(extra as E),
    count,
    locale,
    get formatted() {
      return numberFormat(locale).format(count);
    },
  };
}
