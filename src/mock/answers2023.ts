// Answers as the service of early 2023 (v0.12 to v0.14, February to April 2023) wrote them
// (SERVER-NOTES.md §8), from the same stored data as today's: the shapes its SDK projects captured
// (a feed page, a mark-as message, a subscriber) and its source of the time explain.
//
// - Its documents had only the fields of its schema then: no `archived`, `tags`, `data`, `avatar`
//   (2024), `deliveredAt`, `snoozedUntil`, `contextKeys` (later still). An `actor` was stored only
//   for a sender other than `none`.
// - The database kept what it fills in itself: `__v`, `deleted` (soft delete), `deviceTokens: []`,
//   `cta.action.buttons: []`; it did not keep an empty object (`payload: {}`, `cta.data: {}`).
// - The feed read documents with their virtuals: `id` (= `_id`) and the recipient populated as
//   `subscriber: {_id, firstName, lastName, avatar, subscriberId, id}` (the ones it has). Mark-as and
//   the subscriber route read plain documents: no `id`, no `subscriber`.
// - The feed page was `{data, totalCount, pageSize, page}`: no `hasMore`, always 10 items (it took
//   no `limit`), and `totalCount` counted every message of the subscriber's feed that the `seen`
//   and feed filters match (not the `read` filter, and not capped at the page).
import type { FeedMessage, Message } from '../api/types';
import type { MockSubscriber } from './fixtures/MockFixtures';
import type { FeedAnswerContext } from './profiles';

type Fields = Record<string, unknown>;

/** The feed's page size in that era, whatever `limit` asks. */
export const FEED_PAGE_SIZE_2023 = 10;

/** The fields of a message document in that era's schema (besides `cta` and what the database adds). */
const MESSAGE_FIELDS = [
  '_id',
  '_templateId',
  '_environmentId',
  '_messageTemplateId',
  '_notificationId',
  '_organizationId',
  '_subscriberId',
  '_jobId',
  'templateIdentifier',
  'email',
  'subject',
  '_feedId',
  'channel',
  'content',
  'phone',
  'directWebhookUrl',
  'providerId',
  'deviceTokens',
  'title',
  'seen',
  'read',
  'status',
  'errorId',
  'errorText',
  'transactionId',
  'payload',
  'overrides',
  'actor',
  'createdAt',
  'updatedAt',
  'lastReadDate',
  'lastSeenDate',
] as const;

/** The profile fields of a subscriber document then (no `timezone`, no `topics`). */
const SUBSCRIBER_PROFILE_FIELDS = ['firstName', 'lastName', 'phone', 'email', 'avatar', 'locale'] as const;

const isEmptyObject = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0;

/** The call to action as stored: its buttons list always there, an empty `data` not kept. */
function storedCta(cta: Fields): Fields {
  const { data, action, ...rest } = cta;
  const storedAction = (action ?? {}) as Fields;
  const stored: Fields = { ...rest, action: { ...storedAction, buttons: storedAction.buttons ?? [] } };
  if (data !== undefined && !isEmptyObject(data)) stored.data = data;
  return stored;
}

/** A message as that era's database held it, read as a plain document (what mark-as answered). */
export function messageDocument2023(message: Message | FeedMessage): Fields {
  const source = message as unknown as Fields;
  const document: Fields = {};
  for (const field of MESSAGE_FIELDS) {
    const value = source[field];
    if (value !== undefined && !isEmptyObject(value)) document[field] = value;
  }
  document.cta = storedCta(typeof source.cta === 'object' && source.cta !== null ? (source.cta as Fields) : {});
  if ((source.actor as { type?: unknown } | undefined)?.type === 'none') delete document.actor;
  document.deviceTokens ??= [];
  document.updatedAt ??= document.createdAt;
  document.deleted = false;
  document.__v = 0;
  return document;
}

/** The recipient as the feed populated it: `_id firstName lastName avatar subscriberId`, and `id`. */
function populatedSubscriber(owner: MockSubscriber): Fields {
  const populated: Fields = { _id: owner._id };
  for (const field of ['firstName', 'lastName', 'avatar'] as const) {
    if (owner[field] != null) populated[field] = owner[field];
  }
  return { ...populated, subscriberId: owner.subscriberId, id: owner._id };
}

/** A feed item of that era: the document with its virtuals. */
function feedItem2023(item: FeedMessage, owner: MockSubscriber): Fields {
  return { ...messageDocument2023(item), subscriber: populatedSubscriber(owner), id: item._id };
}

/** The feed page of that era. */
export function feedPage2023(items: readonly FeedMessage[], { owner, query, count }: FeedAnswerContext): Fields {
  return {
    data: items.map((item) => feedItem2023(item, owner)),
    totalCount: count({ ...query, read: undefined }),
    pageSize: FEED_PAGE_SIZE_2023,
    page: query.page ?? 0,
  };
}

/** The subscriber of that era, as its route answered it: the plain document. */
export function subscriberDocument2023(subscriber: MockSubscriber): Fields {
  const { timezone: _timezone, topics: _topics, ...rest } = subscriber;
  const document: Fields = { ...rest, channels: subscriber.channels ?? [], deleted: subscriber.deleted ?? false, __v: subscriber.__v ?? 0 };
  for (const field of SUBSCRIBER_PROFILE_FIELDS) if (document[field] == null) delete document[field];
  return document;
}
