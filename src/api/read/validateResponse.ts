// Success bodies read into the types the client promises (API.md §1, tolerant reader). Only a
// wrong shape of the answer as a whole is a MalformedResponseError naming its path: not a list
// where a list is due, not an object where one is due. An item the library cannot use is left out
// and reported through `onMalformedItem`; every other field is narrowed. Unknown fields and
// unknown enum strings are kept.
import { unwrapList, unwrapPage, unwrapRecord } from './envelope';
import { count, number } from './fieldKinds';
import type { MalformedItemListener } from './malformedItemReporter';
import { narrowActivityNotification } from './validateActivityNotification';
import { checkFeedMessage } from './validateFeedMessage';
import { checkMessage } from './validateMessage';
import { isRecord, malformedResponse, readItems, withoutLeadingDot, type LeaveOut } from './responseChecks';
import type { ActivityNotification, MalformedItemOperation, Message, MessagesPage } from '../types';

export interface ParseOptions {
  /** Told of each item left out of the answer (the client tells each item once). */
  onMalformedItem?: MalformedItemListener;
}

export interface ParseMessagesPageOptions extends ParseOptions {
  /** The page the request asked for; the answer's `page` when it sends none. Default 0. */
  page?: number;
  /** The limit the request asked for; the answer's `pageSize` when it sends none. Default 10, the service's. */
  limit?: number;
}

/** The service's default page size (SERVER-NOTES.md §5). */
const DEFAULT_LIMIT = 10;

/** The answer of mark-as: `[Message, …]` or `{data: [Message, …]}`. */
export function parseMessages(body: unknown, options: ParseOptions = {}): Message[] {
  const { value, path } = unwrapList(body);
  if (!Array.isArray(value)) throw malformedResponse('array', value, path);
  return readItems(value, path, checkMessage, reporter('markMessagesAs', options)).kept as Message[];
}

/**
 * The answer of the feed: `{data: [FeedMessage, …], page, pageSize, hasMore, totalCount?}`. An older
 * service sends no `hasMore` (SERVER-NOTES.md §8): a full page (as many items as sent as its page
 * size) may have more, a shorter one has none.
 */
export function parseMessagesPage(body: unknown, options: ParseMessagesPageOptions = {}): MessagesPage {
  const { value, path } = unwrapPage(body);
  if (!isRecord(value)) throw malformedResponse('object', value, path);
  const sent = value.data;
  if (!Array.isArray(sent)) throw malformedResponse('array', sent, `${path}.data`);
  value.data = readItems(sent, `${path}.data`, checkFeedMessage, reporter('listMessages', options)).kept;
  value.page = count(value.page) ?? options.page ?? 0;
  value.pageSize = count(value.pageSize) ?? options.limit ?? DEFAULT_LIMIT;
  if (typeof value.hasMore !== 'boolean') value.hasMore = sent.length > 0 && sent.length >= (value.pageSize as number);
  if (number(value.totalCount) === undefined) delete value.totalCount;
  return value as unknown as MessagesPage;
}

/** The answer of the notification endpoint, or null when it is `{data: null}` (older versions' "not found"). */
export function parseActivityNotification(body: unknown, options: ParseOptions = {}): ActivityNotification | null {
  const { value, path } = unwrapRecord(body);
  if (value === null) return null;
  if (!isRecord(value)) throw malformedResponse('object', value, path);
  narrowActivityNotification(value, path, reporter('getNotification', options));
  return value as ActivityNotification;
}

/** Tells `onMalformedItem` of an item left out of the `operation`'s answer. */
export function reporter(operation: MalformedItemOperation, { onMalformedItem }: ParseOptions): LeaveOut {
  return (path, reason, item) => onMalformedItem?.({ operation, path: withoutLeadingDot(path), reason, item });
}
