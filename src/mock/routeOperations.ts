// What each endpoint does once a request got past auth, limits and idempotency: parse and
// check the input the way the service does, then ask the store.
import type { MarkAs } from '../api/types';
import { MARK_AS_VALUES } from '../api/types';
import { isObjectId } from '../api/ids';
import { isRecord } from '../api/isRecord';
import { MockServiceError } from './MockServiceError';
import type { FeedQuery, MockStore } from './MockStore';

export interface Answer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** The service has no validator on `messageId`: ids it cannot cast end in a 500. */
export class UncastableIdError extends Error {
  override name = 'UncastableIdError';
}


const isMarkAs = (value: unknown): value is MarkAs =>
  typeof value === 'string' && (MARK_AS_VALUES as readonly string[]).includes(value);

export function answerMarkAs(store: MockStore, subscriberId: string, bodyText: string): Answer {
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    throw new MockServiceError(400, ['body must be a JSON object']);
  }
  if (!isRecord(body)) throw new MockServiceError(400, ['body must be a JSON object']);
  if (!isMarkAs(body.markAs)) {
    throw new MockServiceError(400, [`markAs must be one of the following values: ${MARK_AS_VALUES.join(', ')}`]);
  }
  const raw = body.messageId;
  // A string is split on commas, as the service does; anything else must be a list.
  const ids: unknown[] = typeof raw === 'string' ? (raw === '' ? [] : raw.split(',')) : Array.isArray(raw) ? raw : [];
  if (ids.length === 0) throw new MockServiceError(400, 'messageId is required');
  // The subscriber is looked up before the ids are used.
  if (!store.getSubscriber(subscriberId)) throw MockServiceError.subscriberNotFound(subscriberId);
  if (!ids.every(isObjectId)) throw new UncastableIdError('Cast to ObjectId failed for messageId');
  return { status: 201, body: { data: store.markMessagesAs(subscriberId, ids, body.markAs) } };
}

export function answerNotification(store: MockStore, notificationId: string): Answer {
  if (!isObjectId(notificationId)) throw new UncastableIdError('Cast to ObjectId failed for notificationId');
  const record = store.getNotification(notificationId);
  if (!record) throw new MockServiceError(404, 'Notification not found');
  return { status: 200, body: { data: record } };
}

export function answerFeed(store: MockStore, subscriberId: string, search: URLSearchParams): Answer {
  const problems: string[] = [];
  const integer = (name: string, min: number, max: number, fallback: number): number => {
    const text = search.get(name);
    if (text === null || text === '') return fallback;
    if (!/^-?\d+$/.test(text)) {
      problems.push(`${name} must be an integer number`);
      return fallback;
    }
    const value = Number(text);
    if (value < min) problems.push(`${name} must not be less than ${min}`);
    else if (value > max) problems.push(`${name} must not be greater than ${max}`);
    return value;
  };
  const boolean = (name: string): boolean | undefined => {
    const text = search.get(name);
    if (text === null || text === '') return undefined;
    if (text === 'true') return true;
    if (text === 'false') return false;
    problems.push(`${name} must be a boolean value`);
    return undefined;
  };
  const query: FeedQuery = {
    page: integer('page', 0, Number.MAX_SAFE_INTEGER, 0),
    limit: integer('limit', 1, 100, 10),
  };
  const read = boolean('read');
  const seen = boolean('seen');
  if (read !== undefined) query.read = read;
  if (seen !== undefined) query.seen = seen;
  if (problems.length > 0) throw new MockServiceError(400, problems);
  const page = store.getFeed(subscriberId, query);
  // Not double-wrapped: the page's own fields sit beside `data` (SERVER-NOTES.md §2).
  return { status: 200, body: page };
}
