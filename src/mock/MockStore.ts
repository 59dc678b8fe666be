// The mock's in-memory data: subscribers with their messages (any channel) and notification
// records, with the service's rules for marking, paging and serving (SERVER-NOTES.md §1, §5, §6).
// Everything handed out is a copy: changing it does not change the store.
import type {
  ActivityNotification,
  MarkAs,
  Message,
  MessagesPage,
  StepType,
} from '../api/types';
import { overallStatus, type OverallStatus } from '../api/jobStatusClass';
import type {
  MockFixtures,
  MockNotificationSource,
  MockSubscriber,
  ProgressingNotification,
  StoredNotification,
} from './fixtures/MockFixtures';
import { MockServiceError } from './MockServiceError';
import { applyMarkAs, isChangedByMarkAll, markAsEffect } from '../api/applyMarkAs';
import { feedItemOf } from './feedItemOf';

export interface MockStoreOptions {
  /** The data to start with (default: none; `createMockService` passes the seeded fixtures). */
  fixtures?: MockFixtures;
  /** The clock for mark-as dates and the progress of running records (default `Date.now`). */
  now?: () => number;
}

export interface FeedQuery {
  /** From 0. */
  page?: number;
  /** Page size (default 10). The HTTP layer checks 1..100. */
  limit?: number;
  read?: boolean;
  seen?: boolean;
  /** Only messages whose `payload` has each of these top-level values (deep equality). */
  payload?: Record<string, unknown>;
  /** Only messages of these feeds (the mock keys feeds by `_feedId`). */
  feedIdentifiers?: readonly string[];
}

export interface MarkAllQuery {
  markAs: MarkAs;
  /** Only messages of these feeds (the mock keys feeds by `_feedId`); every feed when absent. */
  feedIdentifiers?: readonly string[];
}

/** A status summarising a record's jobs, for a list of notifications. */
/** The record's overall status, by the same rule as the activity view's header. */
export type MockNotificationStatus = OverallStatus;

export interface MockNotificationSummary {
  _id: string;
  workflowName: string;
  createdAt: string;
  status: MockNotificationStatus;
  subscriberId: string;
  transactionId: string;
  channels: StepType[];
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

// The store holds JSON data only (plain objects, arrays, strings, numbers, booleans, null), so a
// walk of arrays and plain objects copies it whole, several times faster than a JSON round trip
// or structuredClone on a store of 2,000 messages. Keys whose value is undefined are dropped, as
// JSON drops them.
const copy = <T>(value: T): T => copyJson(value) as T;

function copyJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(copyJson);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) if (item !== undefined) out[key] = copyJson(item);
  return out;
}

const isProgressing = (source: MockNotificationSource): source is ProgressingNotification =>
  'progressAt' in source;

export class MockStore {
  #now: () => number;
  #startedAt: number;
  #subscribers = new Map<string, SubscriberEntry>();
  #notifications = new Map<string, MockNotificationSource>();
  /** Every message of the environment by lower-case id, with its owner: mark-as answers them too. */
  #allMessages = new Map<string, Message>();

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
    const own = options.adopt ? fixtures : copy(fixturesData(fixtures));
    for (const { subscriber, messages } of own.subscribers) {
      const entry: SubscriberEntry = { subscriber, messages: [], byId: new Map() };
      this.#subscribers.set(subscriber.subscriberId, entry);
      for (const message of messages) this.#insert(entry, message);
    }
    for (const record of fixtures.notifications) this.putNotification(record);
    this.#startedAt = this.#now();
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
    const feeds = query.feedIdentifiers ? new Set(query.feedIdentifiers) : undefined;
    const effect = markAsEffect(query.markAs);
    if (!effect) return 0;
    const now = new Date(this.#now()).toISOString();
    let changed = 0;
    entry.messages.forEach((message, index) => {
      if (message.channel !== 'in_app') return;
      if (feeds && !(typeof message._feedId === 'string' && feeds.has(message._feedId))) return;
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
    const feeds = query.feedIdentifiers ? new Set(query.feedIdentifiers) : undefined;
    const payload = query.payload ? Object.entries(query.payload) : [];
    return this.#entry(subscriberId).messages.filter(
      (m) =>
        m.channel === 'in_app' &&
        (query.read === undefined || m.read === query.read) &&
        (query.seen === undefined || m.seen === query.seen) &&
        (!feeds || (typeof m._feedId === 'string' && feeds.has(m._feedId))) &&
        payload.every(([key, value]) => m.payload !== undefined && Object.hasOwn(m.payload, key) && isDeepEqual(m.payload[key], value)),
    );
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

/** Equality of JSON values, as a database matches a filter value (object key order aside). */
function isDeepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => isDeepEqual(item, b[i]));
  }
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return (
    ka.length === kb.length &&
    ka.every((key) => Object.hasOwn(b, key) && isDeepEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}

/** The plain-data part of fixtures (records that progress are functions, kept as they are). */
function fixturesData(fixtures: MockFixtures): MockFixtures {
  return { subscribers: fixtures.subscribers, notifications: [] };
}

function newestFirst(a: Message, b: Message): number {
  return (b.createdAt ?? '').localeCompare(a.createdAt ?? '') || b._id.localeCompare(a._id);
}

/** Undated items keep their place relative to each other; dated ones go by date. */
function byCreatedAt<T extends { createdAt?: string }>(items: readonly T[]): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => {
      const ta = a.item.createdAt;
      const tb = b.item.createdAt;
      if (ta !== undefined && tb !== undefined && ta !== tb) return ta.localeCompare(tb);
      return a.index - b.index;
    })
    .map(({ item }) => item);
}

/** SERVER-NOTES.md §6: no trigger job, jobs by creation, each job's logs ascending. */
export function serveNotification(stored: StoredNotification): ActivityNotification {
  const record = copy(stored);
  const jobs = byCreatedAt(record.jobs.filter((job) => job.type !== 'trigger')).map((job) => {
    const { createdAt: _createdAt, ...served } = job;
    // A record put by a test may hold anything here: only a list is sorted.
    return Array.isArray(served.executionDetails) ? { ...served, executionDetails: byCreatedAt(served.executionDetails) } : served;
  });
  return { ...record, jobs };
}

function summariseStatus(record: ActivityNotification): MockNotificationStatus {
  return overallStatus(record.jobs);
}
