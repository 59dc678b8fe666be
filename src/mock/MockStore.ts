// The mock's in-memory data: subscribers with their messages (any channel) and notification
// records, with the service's rules for marking, paging and serving (SERVER-NOTES.md §1, §5, §6).
// Everything handed out is a copy: changing it does not change the store.
import type {
  ActivityNotification,
  MarkAs,
  Message,
  MessagesPage,
} from '../api/types';
import type {
  MockFeed,
  MockFixtures,
  MockNotificationSource,
  MockSubscriber,
  ProgressingNotification,
  StoredNotification,
} from './fixtures/MockFixtures';
import { MockServiceError } from './faults';
import { applyMarkAs, isChangedByMarkAll, markAsEffect } from '../api/applyMarkAs';
import { feedItemOf } from './feedItemOf';
import { feedFilter, isInFeeds, newestFirst, type FeedQuery, type MarkAllQuery } from './feedQuery';
import { serveNotification, summariseStatus, type MockNotificationSummary } from './servedNotification';
import { copy } from './storedJson';

export type { FeedQuery, MarkAllQuery } from './feedQuery';
export { serveNotification } from './servedNotification';
export type { MockNotificationStatus, MockNotificationSummary } from './servedNotification';

/** A record's fields the admin's list filters and counts by (`createdAt` as a time, NaN when absent). */
export interface NotificationFacts {
  _id: string;
  createdAt: number;
  channels: string[];
  _templateId?: string;
  _subscriberId?: string;
  transactionId?: string;
}

export interface MockStoreOptions {
  /** The data to start with (default: none; `createMockService` passes the seeded fixtures). */
  fixtures?: MockFixtures;
  /** The clock for mark-as dates and the progress of running records (default `Date.now`). */
  now?: () => number;
}

interface SubscriberEntry {
  subscriber: MockSubscriber;
  /** Store order: insertion order, as a database returns unsorted documents. */
  messages: Message[];
  /** By lower-case id: the service's ids compare case-insensitively. */
  byId: Map<string, Message>;
}

/** The key of a message id in the store's indexes: ids compare case-insensitively. */
const idKey = (id: string): string => id.toLowerCase();

const isProgressing = (source: MockNotificationSource): source is ProgressingNotification =>
  'progressAt' in source;

export class MockStore {
  #now: () => number;
  #startedAt: number;
  #subscribers = new Map<string, SubscriberEntry>();
  #notifications = new Map<string, MockNotificationSource>();
  /** Every message of the environment by lower-case id, with its owner: mark-as answers them too. */
  #allMessages = new Map<string, Message>();
  /** The environment's feeds by identifier: a message's `_feedId` is one's `_id`. */
  #feeds = new Map<string, MockFeed>();

  constructor(options: MockStoreOptions = {}) {
    this.#now = options.now ?? Date.now;
    this.#startedAt = this.#now();
    if (options.fixtures) this.load(options.fixtures);
  }

  /** When running records started: at construction or the last `load`. */
  get startedAt(): number {
    return this.#startedAt;
  }

  elapsedMs(): number {
    return this.#now() - this.#startedAt;
  }

  /** Uses another clock from now on; running records restart on it. */
  setClock(now: () => number): void {
    this.#now = now;
    this.#startedAt = now();
  }

  /**
   * Replaces all data with `fixtures` and restarts running records. The data is copied unless
   * `adopt` is set: stored messages are never changed in place (#replace), so fixtures shared by
   * several stores (one build per seed, see fixturesForSeed) need no copy of 2,000 messages.
   */
  load(fixtures: MockFixtures, options: { adopt?: boolean } = {}): void {
    this.#subscribers.clear();
    this.#notifications.clear();
    this.#allMessages.clear();
    this.#feeds.clear();
    for (const feed of fixtures.feeds ?? []) this.putFeed(feed);
    const own = options.adopt ? fixtures : copy(fixturesData(fixtures));
    for (const { subscriber, messages } of own.subscribers) {
      const entry: SubscriberEntry = { subscriber, messages: [], byId: new Map() };
      this.#subscribers.set(subscriber.subscriberId, entry);
      for (const message of messages) this.#insert(entry, message);
    }
    for (const record of fixtures.notifications) this.putNotification(record);
    this.#startedAt = this.#now();
  }

  // --- feeds ----------------------------------------------------------------------------------

  /** The environment's feeds, in the order they were put. */
  listFeeds(): MockFeed[] {
    return [...this.#feeds.values()].map(copy);
  }

  /**
   * Adds a feed, or replaces the one with its identifier. Messages belong to it by `_feedId`: the
   * feed and mark-all's `feedIdentifier` name feeds by identifier, as the service's do.
   */
  putFeed(feed: MockFeed): void {
    this.#feeds.set(feed.identifier, copy(feed));
  }

  /** The `_id`s of the feeds these identifiers name (an unknown identifier names none), or undefined for no filter. */
  #feedIdsOf(identifiers: readonly string[] | undefined): ReadonlySet<string> | undefined {
    return identifiers && new Set(identifiers.flatMap((identifier) => this.#feeds.get(identifier)?._id ?? []));
  }

  // --- subscribers and messages ---------------------------------------------------------------

  listSubscribers(): MockSubscriber[] {
    return [...this.#subscribers.values()].map((entry) => copy(entry.subscriber));
  }

  getSubscriber(subscriberId: string): MockSubscriber | undefined {
    const entry = this.#subscribers.get(subscriberId);
    return entry ? copy(entry.subscriber) : undefined;
  }

  /** Adds or replaces a subscriber (by its external `subscriberId`) with these messages. */
  putSubscriber(subscriber: MockSubscriber, messages: readonly Message[] = []): void {
    const previous = this.#subscribers.get(subscriber.subscriberId);
    for (const message of previous?.messages ?? []) this.#allMessages.delete(idKey(message._id));
    const entry: SubscriberEntry = { subscriber: copy(subscriber), messages: [], byId: new Map() };
    this.#subscribers.set(subscriber.subscriberId, entry);
    this.addMessages(subscriber.subscriberId, messages);
  }

  /** Appends messages (copied) to a subscriber's store; a message with a known id replaces it. */
  addMessages(subscriberId: string, messages: readonly Message[]): void {
    const entry = this.#entry(subscriberId);
    for (const message of messages) this.#insert(entry, copy(message));
  }

  /** Every message of the subscriber, any channel, in store order. */
  getMessages(subscriberId: string): Message[] {
    return this.#entry(subscriberId).messages.map(copy);
  }

  /** The subscriber's message with this id (compared case-insensitively, as the service does). */
  getMessage(subscriberId: string, messageId: string): Message | undefined {
    const message = this.#entry(subscriberId).byId.get(idKey(messageId));
    return message ? copy(message) : undefined;
  }

  /**
   * Applies the service's state table (SERVER-NOTES.md §1) to the listed messages of the
   * subscriber, any channel. Ids compare case-insensitively; unknown ids are skipped silently;
   * ids of other subscribers' messages come back unchanged, as the service answers them. The
   * answer is in store order, not the request's. Throws a 404 MockServiceError for an unknown
   * subscriber.
   */
  markMessagesAs(subscriberId: string, messageIds: readonly string[], markAs: MarkAs): Message[] {
    const entry = this.#entry(subscriberId);
    const wanted = new Set(messageIds.map(idKey));
    const now = new Date(this.#now()).toISOString();
    const updated: Message[] = [];
    entry.messages.forEach((message, index) => {
      if (!wanted.has(idKey(message._id))) return;
      wanted.delete(idKey(message._id));
      updated.push(copy(this.#replace(entry, index, { ...message, ...applyMarkAs(message, markAs, now) })));
    });
    for (const id of wanted) {
      const foreign = this.#allMessages.get(id);
      if (foreign) updated.push(copy(foreign));
    }
    return updated;
  }

  /**
   * Mark-all (SERVER-NOTES.md §1b): applies the state table to every in_app message of the
   * subscriber (of those feeds, when given) whose state it would change, and returns how many it
   * changed. Like the service, a message already in the target state keeps its dates.
   */
  markAllMessagesAs(subscriberId: string, query: MarkAllQuery): number {
    const entry = this.#entry(subscriberId);
    const feedIds = this.#feedIdsOf(query.feedIdentifiers);
    const effect = markAsEffect(query.markAs);
    if (!effect) return 0;
    const now = new Date(this.#now()).toISOString();
    let changed = 0;
    entry.messages.forEach((message, index) => {
      if (message.channel !== 'in_app') return;
      if (!isInFeeds(message, feedIds)) return;
      if (!isChangedByMarkAll(message, query.markAs)) return;
      this.#replace(entry, index, { ...message, ...applyMarkAs(message, query.markAs, now) });
      changed += 1;
    });
    return changed;
  }

  /**
   * One page of the subscriber's feed: in-app messages only, newest first, optionally filtered.
   * `totalCount` is the number of messages on this page, like the service (not a total).
   */
  getFeed(subscriberId: string, query: FeedQuery = {}): MessagesPage {
    const page = query.page ?? 0;
    const limit = query.limit ?? 10;
    const matching = this.#feedMessages(subscriberId, query).sort(newestFirst);
    const start = page * limit;
    const data = matching.slice(start, start + limit).map((message) => feedItemOf(copy(message)));
    return {
      data,
      page,
      pageSize: limit,
      hasMore: matching.length > start + limit,
      totalCount: data.length,
    };
  }

  /**
   * How many of the subscriber's messages the feed's query matches, on every page: the total an
   * older service sent as `totalCount` (SERVER-NOTES.md §8). Throws like `getFeed`.
   */
  countFeed(subscriberId: string, query: FeedQuery = {}): number {
    return this.#feedMessages(subscriberId, query).length;
  }

  /** The subscriber's in-app messages that the feed's filters match, in store order. */
  #feedMessages(subscriberId: string, query: FeedQuery): Message[] {
    return this.#entry(subscriberId).messages.filter(feedFilter(query, this.#feedIdsOf(query.feedIdentifiers)));
  }

  /** The newest `createdAt` among the subscriber's messages (any channel), or undefined. */
  newestCreatedAt(subscriberId: string): string | undefined {
    let newest: string | undefined;
    for (const message of this.#entry(subscriberId).messages) {
      const { createdAt } = message;
      if (createdAt !== undefined && (newest === undefined || createdAt > newest)) newest = createdAt;
    }
    return newest;
  }

  // --- notifications --------------------------------------------------------------------------

  /** Adds or replaces a record. A record without `createdAt` on its jobs keeps its job order. */
  putNotification(record: MockNotificationSource | (ActivityNotification & { _id: string })): void {
    if ('progressAt' in record) {
      this.#notifications.set(record._id, record);
      return;
    }
    this.#notifications.set(record._id, { ...copy(record), jobs: copy(record.jobs ?? []) });
  }

  /** The record as the service serves it, or undefined when there is none with this id. */
  getNotification(notificationId: string): ActivityNotification | undefined {
    const stored = this.#stored(notificationId);
    return stored ? serveNotification(stored) : undefined;
  }

  /**
   * Every record as the service serves it, newest first (by `createdAt`, then by id): what the
   * admin's list pages through and the stats count.
   */
  servedNotifications(): ActivityNotification[] {
    return [...this.#notifications.keys()]
      .map((id) => this.#stored(id))
      .filter((record): record is StoredNotification => record !== undefined)
      .map(serveNotification)
      .sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? '') || (b._id ?? '').localeCompare(a._id ?? ''));
  }

  /**
   * What the admin's list filters and counts by, of every record, newest first (as
   * `servedNotifications`): a few fields each, so that a page of 1,500 records is filtered without
   * serving them all; the page's records are then served by `getNotification`.
   */
  notificationFacts(): NotificationFacts[] {
    return [...this.#notifications.keys()]
      .map((id) => this.#stored(id))
      .filter((record): record is StoredNotification => record !== undefined)
      .map(({ _id, createdAt, channels, _templateId, _subscriberId, transactionId }) => ({
        _id,
        createdAt: Date.parse(createdAt ?? ''),
        channels: [...(channels ?? [])],
        ...(_templateId === undefined ? {} : { _templateId }),
        ...(_subscriberId === undefined ? {} : { _subscriberId }),
        ...(transactionId === undefined ? {} : { transactionId }),
      }))
      .sort((a, b) => b.createdAt - a.createdAt || (a._id < b._id ? 1 : a._id > b._id ? -1 : 0));
  }

  /** Every record, newest first, summarised for a list of notifications. */
  listNotifications(): MockNotificationSummary[] {
    return [...this.#notifications.keys()]
      .map((id) => this.#stored(id))
      .filter((record): record is StoredNotification => record !== undefined)
      .map((record) => {
        const served = serveNotification(record);
        return {
          _id: record._id,
          workflowName: record.template?.name ?? '',
          createdAt: record.createdAt ?? '',
          status: summariseStatus(served),
          subscriberId: record.subscriber?.subscriberId ?? '',
          transactionId: record.transactionId ?? '',
          channels: [...(record.channels ?? [])],
        };
      })
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }

  #stored(notificationId: string): StoredNotification | undefined {
    const source = this.#notifications.get(notificationId);
    if (!source) return undefined;
    return isProgressing(source) ? source.progressAt(this.elapsedMs(), this.#startedAt) : source;
  }

  /**
   * A changed message is a new object in every index: stored messages are never changed in place,
   * so a store may share the objects it loaded with other stores of the same fixtures.
   */
  #replace(entry: SubscriberEntry, index: number, next: Message): Message {
    const key = idKey(next._id);
    entry.messages[index] = next;
    entry.byId.set(key, next);
    this.#allMessages.set(key, next);
    return next;
  }

  #insert(entry: SubscriberEntry, message: Message): void {
    const key = idKey(message._id);
    const existing = entry.byId.get(key);
    if (existing) entry.messages[entry.messages.indexOf(existing)] = message;
    else entry.messages.push(message);
    entry.byId.set(key, message);
    this.#allMessages.set(key, message);
  }

  #entry(subscriberId: string): SubscriberEntry {
    const entry = this.#subscribers.get(subscriberId);
    if (!entry) throw MockServiceError.subscriberNotFound(subscriberId);
    return entry;
  }
}

/** The plain-data part of fixtures (records that progress are functions, kept as they are). */
function fixturesData(fixtures: MockFixtures): MockFixtures {
  return { subscribers: fixtures.subscribers, notifications: [] };
}
