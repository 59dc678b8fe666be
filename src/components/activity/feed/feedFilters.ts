// The feed's filters as a page keeps them (in its URL, say): one string each, every one optional,
// and the time range in days a reader picks. Turned into the list's filters (api/admin) with the
// days as instants in the view's time zone, `to` to the end of its day.
import type { NotificationListFilters } from '../../../api/admin';
import { endOfDay, isCalendarDay, startOfDay } from '../../../format/calendarDay';

/**
 * What `<NotificationActivityFeed>` filters by. Plain strings, so they live in a URL's query as
 * they are: `filters={Object.fromEntries(searchParams)}`.
 */
export interface NotificationFeedFilters {
  /** One channel: `in_app`, `email`, `sms`, `chat` or `push`. */
  channel?: string;
  /** One workflow, by its id (24 hex digits). */
  workflow?: string;
  /** One subscriber, by the app's own (external) subscriber id. */
  subscriberId?: string;
  /** One subscriber, by their email address, exactly as stored. */
  email?: string;
  transactionId?: string;
  /** From this day (`YYYY-MM-DD`, from its start in the view's time zone) or this ISO instant. */
  after?: string;
  /** To this day (`YYYY-MM-DD`, to its end in the view's time zone) or this ISO instant. */
  before?: string;
}

const KEYS = ['channel', 'workflow', 'subscriberId', 'email', 'transactionId', 'after', 'before'] as const;

/** The filters with the blank and unknown ones left out, each trimmed: what is applied and reported. */
export function cleanFeedFilters(filters: NotificationFeedFilters | undefined): NotificationFeedFilters {
  const clean: NotificationFeedFilters = {};
  for (const key of KEYS) {
    const value = filters?.[key];
    if (typeof value === 'string' && value.trim() !== '') clean[key] = value.trim();
  }
  return clean;
}

export function hasFeedFilters(filters: NotificationFeedFilters): boolean {
  return KEYS.some((key) => filters[key] !== undefined);
}

/** A day as the instant it starts (or ends) in `timeZone`; anything else as given, for the client's own check. */
function instant(value: string | undefined, edge: 'start' | 'end', timeZone: string | undefined): string | undefined {
  if (value === undefined || !isCalendarDay(value)) return value;
  const time = edge === 'start' ? startOfDay(value, timeZone) : endOfDay(value, timeZone);
  return time === undefined ? value : new Date(time).toISOString();
}

/** The list's filters (what `listNotifications` sends) of the feed's. */
export function listFiltersOf(filters: NotificationFeedFilters, timeZone: string | undefined): NotificationListFilters {
  const list: NotificationListFilters = {};
  if (filters.channel) list.channels = filters.channel;
  if (filters.workflow) list.workflows = filters.workflow;
  if (filters.subscriberId) list.subscriberIds = filters.subscriberId;
  if (filters.email) list.emails = filters.email;
  if (filters.transactionId) list.transactionId = filters.transactionId;
  const after = instant(filters.after, 'start', timeZone);
  const before = instant(filters.before, 'end', timeZone);
  if (after) list.after = after;
  if (before) list.before = before;
  return list;
}
