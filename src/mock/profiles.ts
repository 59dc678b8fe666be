// Which version of the service the mock answers as (`createMockService({ profile })`). A profile
// shapes the answers only: the store, the routes, their checks and errors stay today's, so one set
// of data can be served as each version would have sent it.
import type { Message, MessagesPage } from '../api/types';
import { FEED_PAGE_SIZE_2023, feedPage2023, messageDocument2023, subscriberDocument2023 } from './answers2023';
import type { MockSubscriber } from './fixtures/MockFixtures';
import type { FeedQuery } from './MockStore';

/**
 * `'current'`: today's service (SERVER-NOTES.md §5). `'2023'`: the service of early 2023 (v0.12 to
 * v0.14), as its SDK projects captured it (SERVER-NOTES.md §8): feed pages without `hasMore`, of 10
 * items whatever `limit` asks, `totalCount` a total; feed items without `archived`, `tags`, `data`,
 * `avatar`, with `__v`, `deleted`, `id` and the recipient as `subscriber: {_id, subscriberId, id}`
 * (and its names and avatar); mark-as messages as plain documents (no `id`, no `subscriber`, no
 * empty `payload`); the subscriber without `timezone`. Its routes are today's (that service had
 * `…/messages/markAs` with `{messageId, mark}` and no mark-all) and so is the notification record.
 */
export type MockServiceProfile = 'current' | '2023';

/** What a feed answer is made of besides its page of items. */
export interface FeedAnswerContext {
  /** The subscriber whose feed it is. */
  owner: MockSubscriber;
  /** The query as the route read it (`page` and `limit` included). */
  query: FeedQuery;
  /** How many of the owner's messages a query matches, on every page. */
  count(query: FeedQuery): number;
}

/** How one version of the service writes the answers of the routes it shares with today's. */
export interface AnswerProfile {
  /** The page size of the feed whatever `limit` asks, for a version whose feed took no `limit`. */
  fixedFeedLimit?: number;
  feedPage(page: MessagesPage, context: FeedAnswerContext): unknown;
  markedMessage(message: Message): unknown;
  subscriber(subscriber: MockSubscriber): unknown;
}

const CURRENT: AnswerProfile = {
  feedPage: (page) => page,
  markedMessage: (message) => message,
  subscriber: (subscriber) => subscriber,
};

const EARLY_2023: AnswerProfile = {
  fixedFeedLimit: FEED_PAGE_SIZE_2023,
  feedPage: (page, context) => feedPage2023(page.data, context),
  markedMessage: messageDocument2023,
  subscriber: subscriberDocument2023,
};

const PROFILES: Readonly<Record<MockServiceProfile, AnswerProfile>> = { current: CURRENT, '2023': EARLY_2023 };

export function isMockServiceProfile(value: unknown): value is MockServiceProfile {
  return typeof value === 'string' && Object.hasOwn(PROFILES, value);
}

/** The answers of `profile` (today's when absent). */
export function answerProfile(profile: MockServiceProfile = 'current'): AnswerProfile {
  return PROFILES[profile];
}
