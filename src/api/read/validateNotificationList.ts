// Reading the admin's answers (SERVER-NOTES.md §9): the page of notifications, the two sums and the
// per-day graph. A listed notification needs its string `_id` (a list keys and selects by it) and
// is otherwise read as the record is (validateActivityNotification.ts: every field narrowed, an
// unreadable job kept beside the others); a graph day needs its day and count. An item that cannot
// be used is left out and reported; only a wrong shape of the answer as a whole is a
// MalformedResponseError.
import { unwrapList, unwrapPage, unwrapRecord } from './envelope';
import { count, listOf, narrowFields, string, type ShapeOf } from './fieldKinds';
import { narrowActivityNotification } from './validateActivityNotification';
import { expectation, isRecord, malformedResponse, readItems, requireField } from './responseChecks';
import { reporter, type ParseMessagesPageOptions, type ParseOptions } from './validateResponse';
import type { NotificationGraphDay, NotificationsPage, NotificationSums } from '../types';

/** The service's default page size of the list (SERVER-NOTES.md §9). */
const DEFAULT_LIMIT = 10;

/**
 * The answer of the list: `{data: [record, …], page, pageSize, hasMore}` (or the same inside
 * another `{data: …}`). A missing `hasMore` is the service's own rule, "the page is full", counted
 * on what was sent; a missing `page` or `pageSize` is the one the request asked for.
 */
export function parseNotificationsPage(body: unknown, options: ParseMessagesPageOptions = {}): NotificationsPage {
  const { value, path } = unwrapPage(body);
  if (!isRecord(value)) throw malformedResponse('object', value, path);
  const sent = value.data;
  if (!Array.isArray(sent)) throw malformedResponse('array', sent, `${path}.data`);
  const leaveOut = reporter('listNotifications', options);
  value.data = readItems(sent, `${path}.data`, (item, index) => {
    const found = requireField(item, '_id', 'string');
    if (!found) narrowActivityNotification(item, `${path}.data[${index}]`, leaveOut);
    return found;
  }, leaveOut).kept;
  value.page = count(value.page) ?? options.page ?? 0;
  value.pageSize = count(value.pageSize) ?? options.limit ?? DEFAULT_LIMIT;
  if (typeof value.hasMore !== 'boolean') value.hasMore = sent.length > 0 && sent.length >= (value.pageSize as number);
  return value as unknown as NotificationsPage;
}

/** The answer of the stats: `{data: {weeklySent, monthlySent}}` or bare; a count not sent as one is absent. */
export function parseNotificationStats(body: unknown): NotificationSums {
  const { value, path } = unwrapRecord(body);
  if (!isRecord(value)) throw malformedResponse('object', value, path);
  narrowFields(value, { weeklySent: count, monthlySent: count } satisfies ShapeOf<NotificationSums>);
  return value as NotificationSums;
}

/** `YYYY-MM-DD`, as the service's `$dateToString` writes a day. */
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const GRAPH_DAY = { templates: listOf(string), channels: listOf(string) } satisfies ShapeOf<Omit<NotificationGraphDay, '_id' | 'count'>>;

/**
 * The answer of the graph: `{data: [{_id: day, count, templates, channels}, …]}` or a bare list, in
 * no particular order (the service sorts by a field its groups do not have). Returned by day,
 * oldest first; a day without a readable day or count is left out and reported.
 */
export function parseNotificationGraph(body: unknown, options: ParseOptions = {}): NotificationGraphDay[] {
  const { value, path } = unwrapList(body);
  if (!Array.isArray(value)) throw malformedResponse('array', value, path);
  const { kept } = readItems(
    value,
    path,
    (item) => {
      if (typeof item._id !== 'string' || !DAY.test(item._id)) return `_id: ${expectation('a day (YYYY-MM-DD)', item._id)}`;
      if (count(item.count) === undefined) return `count: ${expectation('a count (integer of at least 0)', item.count)}`;
      narrowFields(item, GRAPH_DAY);
      return undefined;
    },
    reporter('getNotificationGraph', options),
  );
  return (kept as NotificationGraphDay[]).sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
}
