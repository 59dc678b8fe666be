// The admin's three routes of the mock (SERVER-NOTES.md §9): the environment's notifications with
// the service's filters, paging rule and refusals (400 for a date it cannot read or a range the
// wrong way round, 402 for a range older than the plan keeps), the two sums and the per-day graph,
// all from the store's records and subscribers, on the mock's clock.
import { CHANNEL_TYPES } from '../api/types';
import { isObjectId } from '../api/ids';
import { MockServiceError, type MockRoute } from './faults';
import type { MockStore, NotificationFacts } from './MockStore';
import { queryInteger } from './queryInteger';
import type { Answer } from './routeOperations';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The service's leeway for the time a request takes: a range reaching an hour past the earliest day still passes. */
const RETENTION_LEEWAY_MS = 60 * 60 * 1000;
const MAX_LIMIT = 50;
const DEFAULT_LIMIT = 10;
const DEFAULT_GRAPH_DAYS = 32;

export interface ActivitySettings {
  now: number;
  /** How many days back the plan keeps activity; null keeps everything (a self-hosted service). */
  retentionDays: number | null;
}

/** `2026-11-01`, the UTC day of an instant, as the service's `$dateToString` and its 402 write it. */
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The 402 of a range older than the plan keeps, in the service's words. */
export function retentionExceededMessage(earliest: number): string {
  return (
    `Requested date range exceeds your plan's retention period. The earliest accessible date for your plan is ${dayOf(earliest)}. ` +
    'Please upgrade your plan to access older activities.'
  );
}

export const INVALID_DATE_RANGE_MESSAGE = 'Invalid date range: start date (after) must be earlier than end date (before)';

/** Each value of a parameter given once or repeated, empty ones left out. */
const valuesOf = (search: URLSearchParams, name: string) => search.getAll(name).filter((value) => value !== '');

/** A date parameter as an instant, or a 400 in the service's words when it cannot be read. */
function date(search: URLSearchParams, name: 'after' | 'before'): number | undefined {
  const text = search.get(name);
  if (text === null || text === '') return undefined;
  const time = Date.parse(text);
  if (Number.isNaN(time)) throw new MockServiceError(400, `Invalid "${name}" date`);
  return time;
}

/**
 * The range a request reads (SERVER-NOTES.md §9): `after` defaults to the earliest day the plan
 * keeps, `before` to now; after later than before is a 400, a range older than the plan keeps a 402.
 */
function dateRange(search: URLSearchParams, settings: ActivitySettings): { after?: number; before?: number } {
  let after = date(search, 'after');
  let before = date(search, 'before');
  if (settings.retentionDays === null) {
    if (after !== undefined && before !== undefined && after > before) throw new MockServiceError(400, INVALID_DATE_RANGE_MESSAGE);
    return { after, before };
  }
  const earliest = settings.now - settings.retentionDays * DAY_MS;
  after ??= earliest;
  before ??= settings.now;
  if (after > before) throw new MockServiceError(400, INVALID_DATE_RANGE_MESSAGE);
  if (after < earliest - RETENTION_LEEWAY_MS || before < earliest - RETENTION_LEEWAY_MS) {
    throw new MockServiceError(402, retentionExceededMessage(earliest));
  }
  return { after, before };
}

/** GET /v1/notifications: one page of the records the filters match, newest first. */
export function answerNotificationList(store: MockStore, search: URLSearchParams, settings: ActivitySettings): Answer {
  const problems: string[] = [];
  const page = queryInteger({ search, name: 'page', min: 0, max: Number.MAX_SAFE_INTEGER, fallback: 0, problems });
  const limit = queryInteger({ search, name: 'limit', min: 1, max: MAX_LIMIT, fallback: DEFAULT_LIMIT, problems });
  const channels = valuesOf(search, 'channels');
  if (channels.some((channel) => !(CHANNEL_TYPES as readonly string[]).includes(channel))) {
    problems.push(`each value in channels must be one of the following values: ${CHANNEL_TYPES.join(', ')}`);
  }
  const templates = valuesOf(search, 'templates');
  if (!templates.every(isObjectId)) problems.push('each value in templates must be a mongodb id');
  if (problems.length > 0) throw new MockServiceError(400, problems);
  const { after, before } = dateRange(search, settings);

  // Subscribers by external id or email (either matches), as their internal ids.
  const subscriberIds = valuesOf(search, 'subscriberIds');
  const emails = valuesOf(search, 'emails');
  let owners: Set<string> | undefined;
  if (subscriberIds.length > 0 || emails.length > 0) {
    owners = new Set(
      store
        .listSubscribers()
        .filter((s) => subscriberIds.includes(s.subscriberId) || (typeof s.email === 'string' && emails.includes(s.email)))
        .flatMap((s) => s._id ?? []),
    );
    if (owners.size === 0) return { status: 200, body: { page: 0, hasMore: false, pageSize: limit, data: [] } };
  }

  const transactionId = search.get('transactionId') || undefined;
  const matches = (record: NotificationFacts) =>
    (channels.length === 0 || record.channels.some((channel) => channels.includes(channel))) &&
    (templates.length === 0 || (record._templateId !== undefined && templates.includes(record._templateId))) &&
    (owners === undefined || (record._subscriberId !== undefined && owners.has(record._subscriberId))) &&
    (transactionId === undefined || record.transactionId === transactionId) &&
    (after === undefined || record.createdAt >= after) &&
    (before === undefined || record.createdAt <= before);
  // Filtered by the records' facts, and only the page's records served.
  const data = store
    .notificationFacts()
    .filter(matches)
    .slice(page * limit, (page + 1) * limit)
    .flatMap((record) => store.getNotification(record._id) ?? []);
  // The service's rule: a full page says there is more, even when it was the last.
  return { status: 200, body: { hasMore: data.length === limit, data, pageSize: limit, page } };
}

/** GET /v1/notifications/stats: the records of the last 7 days and of the last month, up to now. */
export function answerNotificationStats(store: MockStore, now: number): Answer {
  const weekAgo = now - 7 * DAY_MS;
  const monthAgo = new Date(now);
  monthAgo.setUTCMonth(monthAgo.getUTCMonth() - 1);
  let weeklySent = 0;
  let monthlySent = 0;
  for (const { createdAt } of store.notificationFacts()) {
    if (createdAt >= monthAgo.getTime()) monthlySent += 1;
    if (createdAt >= weekAgo) weeklySent += 1;
  }
  return { status: 200, body: { data: { weeklySent, monthlySent } } };
}

/**
 * GET /v1/notifications/graph/stats?days=N: per day of the last N that had records, the service's
 * aggregation: each record counted once per channel it lists (`$unwind: '$channels'`, so a record
 * without channels is not counted), with the day's workflow ids and channels. Days in the order
 * the records come, as the service's sort (by a field its groups do not have) leaves them.
 */
export function answerNotificationGraph(store: MockStore, search: URLSearchParams, now: number): Answer {
  const days = Number(search.get('days')) || DEFAULT_GRAPH_DAYS;
  const since = now - days * DAY_MS;
  const byDay = new Map<string, { _id: string; count: number; templates: string[]; channels: string[] }>();
  for (const record of store.notificationFacts()) {
    if (!(record.createdAt >= since)) continue;
    for (const channel of record.channels) {
      const day = dayOf(record.createdAt);
      let group = byDay.get(day);
      if (!group) byDay.set(day, (group = { _id: day, count: 0, templates: [], channels: [] }));
      group.count += 1;
      if (record._templateId !== undefined && !group.templates.includes(record._templateId)) group.templates.push(record._templateId);
      if (!group.channels.includes(channel)) group.channels.push(channel);
    }
  }
  return { status: 200, body: { data: [...byDay.values()] } };
}

/** The three routes with their answers to a query, for the handlers (the settings read per request). */
export function activityRouteAnswers(
  store: MockStore,
  settings: () => ActivitySettings,
): [MockRoute, (search: URLSearchParams) => Answer][] {
  return [
    ['notifications', (search) => answerNotificationList(store, search, settings())],
    ['notification-stats', () => answerNotificationStats(store, settings().now)],
    ['notification-graph', (search) => answerNotificationGraph(store, search, settings().now)],
  ];
}
