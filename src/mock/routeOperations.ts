// What each endpoint does once a request got past auth, limits and idempotency: parse and
// check the input the way the service does, then ask the store.
import type { MarkAs } from '../api/types';
import { MARK_AS_VALUES } from '../api/types';
import { isObjectId } from '../api/ids';
import { isRecord } from '../api/isRecord';
import { MOCK_ENVIRONMENT_ID } from './fixtures/mockIds';
import { MockServiceError } from './faults';
import type { FeedQuery, MarkAllQuery, MockStore } from './MockStore';
import type { AnswerProfile } from './profiles';
import { queryInteger } from './queryInteger';

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

const MARK_AS_INVALID = `markAs must be one of the following values: ${MARK_AS_VALUES.join(', ')}`;

function parseBody(bodyText: string): Record<string, unknown> {
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    throw new MockServiceError(400, ['body must be a JSON object']);
  }
  if (!isRecord(body)) throw new MockServiceError(400, ['body must be a JSON object']);
  return body;
}

export function answerMarkAs(store: MockStore, subscriberId: string, bodyText: string, profile: AnswerProfile): Answer {
  const body = parseBody(bodyText);
  if (!isMarkAs(body.markAs)) throw new MockServiceError(400, [MARK_AS_INVALID]);
  const raw = body.messageId;
  // A string is split on commas, as the service does; anything else must be a list.
  const ids: unknown[] = typeof raw === 'string' ? (raw === '' ? [] : raw.split(',')) : Array.isArray(raw) ? raw : [];
  if (ids.length === 0) throw new MockServiceError(400, 'messageId is required');
  // The subscriber is looked up before the ids are used.
  if (!store.getSubscriber(subscriberId)) throw MockServiceError.subscriberNotFound(subscriberId);
  if (!ids.every(isObjectId)) throw new UncastableIdError('Cast to ObjectId failed for messageId');
  return { status: 201, body: { data: store.markMessagesAs(subscriberId, ids, body.markAs).map(profile.markedMessage) } };
}

/** The service's text for a mark-all of a subscriber it does not know (SERVER-NOTES.md §1b). */
export function markAllSubscriberNotFound(subscriberId: string): string {
  return `Subscriber ${subscriberId} does not exist in environment ${MOCK_ENVIRONMENT_ID}, please provide a valid subscriber identifier`;
}

/** A feed identifier as the service takes it: a string or a list of strings. */
function feedIdentifiers(value: unknown, problems: string[]): readonly string[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return [value];
  if (Array.isArray(value) && value.every((item): item is string => typeof item === 'string')) return value;
  problems.push('feedIdentifier must be a string or an array of strings');
  return undefined;
}

/** POST …/messages/mark-all (SERVER-NOTES.md §1b): `{data: n}`, n the messages it changed. */
export function answerMarkAll(store: MockStore, subscriberId: string, bodyText: string): Answer {
  const body = parseBody(bodyText);
  const problems: string[] = [];
  if (!isMarkAs(body.markAs)) problems.push(MARK_AS_INVALID);
  const feeds = feedIdentifiers(body.feedIdentifier, problems);
  if (problems.length > 0 || !isMarkAs(body.markAs)) throw new MockServiceError(400, problems);
  if (!store.getSubscriber(subscriberId)) throw new MockServiceError(404, markAllSubscriberNotFound(subscriberId));
  const query: MarkAllQuery = { markAs: body.markAs };
  if (feeds) query.feedIdentifiers = feeds;
  return { status: 201, body: { data: store.markAllMessagesAs(subscriberId, query) } };
}

export const INVALID_PAYLOAD_MESSAGE = 'Invalid payload, the JSON object should be encoded to base64 string.';

/**
 * The feed's `payload` filter as the service reads it: base64 (either alphabet; other characters
 * skipped, as a server's Buffer skips them) of UTF-8 JSON, or a 400 with the service's text when
 * that is not JSON. Any JSON value is taken (an object in practice); one that is false, 0, '' or
 * null filters nothing.
 */
function decodePayloadFilter(text: string): unknown {
  const digits = text.replace(/-/g, '+').replace(/_/g, '/').replace(/[^A-Za-z0-9+/]/g, '');
  // A lone last digit carries no whole byte: dropped, as Buffer drops it.
  const whole = digits.length % 4 === 1 ? digits.slice(0, -1) : digits;
  try {
    const bytes = Uint8Array.from(atob(whole.padEnd(Math.ceil(whole.length / 4) * 4, '=')), (char) => char.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new MockServiceError(400, INVALID_PAYLOAD_MESSAGE);
  }
}

/** The service's text for the feed of a subscriber it does not know (SERVER-NOTES.md §5). */
export function feedSubscriberNotFound(subscriberId: string): string {
  return `Subscriber not found for this environment with the id: ${subscriberId}. Make sure to create a subscriber before fetching the feed.`;
}

/** The service's text for a subscriber it does not know, on its own route (SERVER-NOTES.md §7). */
export function getSubscriberNotFound(subscriberId: string): string {
  return `Subscriber not found for id ${subscriberId}`;
}

/** GET /v1/subscribers/{subscriberId}: `{data: Subscriber}`, whose `_id` its messages carry as `_subscriberId`. */
export function answerSubscriber(store: MockStore, subscriberId: string, profile: AnswerProfile): Answer {
  const subscriber = store.getSubscriber(subscriberId);
  if (!subscriber) throw new MockServiceError(404, getSubscriberNotFound(subscriberId));
  return { status: 200, body: { data: profile.subscriber(subscriber) } };
}

export function answerNotification(store: MockStore, notificationId: string): Answer {
  if (!isObjectId(notificationId)) throw new UncastableIdError('Cast to ObjectId failed for notificationId');
  const record = store.getNotification(notificationId);
  if (!record) throw new MockServiceError(404, 'Notification not found');
  return { status: 200, body: { data: record } };
}

export function answerFeed(store: MockStore, subscriberId: string, search: URLSearchParams, profile: AnswerProfile): Answer {
  const problems: string[] = [];
  const integer = (name: string, min: number, max: number, fallback: number): number =>
    queryInteger({ search, name, min, max, fallback, problems });
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
    // A version whose feed took no `limit` neither checks nor uses it.
    limit: profile.fixedFeedLimit ?? integer('limit', 1, 100, 10),
  };
  const read = boolean('read');
  const seen = boolean('seen');
  if (read !== undefined) query.read = read;
  if (seen !== undefined) query.seen = seen;
  const feeds = search.getAll('feedIdentifier').filter((id) => id !== '');
  if (feeds.length > 0) query.feedIdentifiers = feeds;
  if (problems.length > 0) throw new MockServiceError(400, problems);
  const payload = search.get('payload');
  if (payload) query.payload = decodePayloadFilter(payload);
  const owner = store.getSubscriber(subscriberId);
  if (!owner) throw new MockServiceError(400, feedSubscriberNotFound(subscriberId));
  const page = store.getFeed(subscriberId, query);
  const count = (counted: FeedQuery) => store.countFeed(subscriberId, counted);
  // Not double-wrapped: the page's own fields sit beside `data` (SERVER-NOTES.md §2).
  return { status: 200, body: profile.feedPage(page, { owner, query, count }) };
}
