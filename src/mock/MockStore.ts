// The mock's in-memory data: subscribers with their messages (any channel) and notification
// records, with the service's rules for marking, paging and serving (SERVER-NOTES.md §1, §5, §6).
// Everything handed out is a copy: changing it does not change the store.
import type {
  ActivityNotification,
  MarkAs,
  Message,
  MessagesPage,
  StepType,
  Subscriber,
} from '../api/types';
import { RUNNING_JOB_STATUSES } from '../api/types';
import type {
  MockFixtures,
  MockNotificationSource,
  ProgressingNotification,
  StoredNotification,
} from './fixtures/MockFixtures';
import { MockServiceError } from './MockServiceError';
import { applyMarkAs } from '../api/applyMarkAs';
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
}

/** A status summarising a record's jobs, for a list of notifications. */
export type MockNotificationStatus = 'running' | 'failed' | 'merged' | 'completed';

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
  subscriber: Subscriber;
  /** Store order: insertion order, as a database returns unsorted documents. */
  messages: Message[];
  byId: Map<string, Message>;
}

// The store holds JSON data only; a JSON round trip copies it faster than structuredClone.
const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const isProgressing = (source: MockNotificationSource): source is ProgressingNotification =>
  'progressAt' in source;

const RUNNING = new Set<string>(RUNNING_JOB_STATUSES);

export class MockStore {
  #now: () => number;
  #startedAt: number;
  #subscribers = new Map<string, SubscriberEntry>();
  #notifications = new Map<string, MockNotificationSource>();

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
   * `adopt` is set, for fixtures built for this store alone (copying 2,000 messages costs time).
   */
  load(fixtures: MockFixtures, options: { adopt?: boolean } = {}): void {
    this.#subscribers.clear();
    this.#notifications.clear();
    const own = options.adopt ? fixtures : copy(fixturesData(fixtures));
    for (const { subscriber, messages } of own.subscribers) {
      const entry: SubscriberEntry = { subscriber, messages: [], byId: new Map() };
      this.#subscribers.set(subscriber.subscriberId, entry);
      for (const message of messages) insertMessage(entry, message);
    }
    for (const record of fixtures.notifications) this.putNotification(record);
    this.#startedAt = this.#now();
  }

  // --- subscribers and messages ---------------------------------------------------------------

  listSubscribers(): Subscriber[] {
    return [...this.#subscribers.values()].map((entry) => copy(entry.subscriber));
  }

  getSubscriber(subscriberId: string): Subscriber | undefined {
    const entry = this.#subscribers.get(subscriberId);
    return entry ? copy(entry.subscriber) : undefined;
  }

  /** Adds or replaces a subscriber (by its external `subscriberId`) with these messages. */
  putSubscriber(subscriber: Subscriber, messages: readonly Message[] = []): void {
    const entry: SubscriberEntry = { subscriber: copy(subscriber), messages: [], byId: new Map() };
    this.#subscribers.set(subscriber.subscriberId, entry);
    this.addMessages(subscriber.subscriberId, messages);
  }

  /** Appends messages (copied) to a subscriber's store; a message with a known id replaces it. */
  addMessages(subscriberId: string, messages: readonly Message[]): void {
    const entry = this.#entry(subscriberId);
    for (const message of messages) insertMessage(entry, copy(message));
  }

  /** Every message of the subscriber, any channel, in store order. */
  getMessages(subscriberId: string): Message[] {
    return this.#entry(subscriberId).messages.map(copy);
  }

  getMessage(subscriberId: string, messageId: string): Message | undefined {
    const message = this.#entry(subscriberId).byId.get(messageId);
    return message ? copy(message) : undefined;
  }

  /**
   * Applies the service's state table (SERVER-NOTES.md §1) to the listed messages of the
   * subscriber, any channel. Unknown ids are skipped silently; the answer is in store order,
   * not the request's. Throws a 404 MockServiceError for an unknown subscriber.
   */
  markMessagesAs(subscriberId: string, messageIds: readonly string[], markAs: MarkAs): Message[] {
    const entry = this.#entry(subscriberId);
    const wanted = new Set(messageIds);
    const now = new Date(this.#now()).toISOString();
    const updated: Message[] = [];
    for (const message of entry.messages) {
      if (!wanted.has(message._id)) continue;
      Object.assign(message, applyMarkAs(message, markAs, now));
      updated.push(copy(message));
    }
    return updated;
  }

  /**
   * One page of the subscriber's feed: in-app messages only, newest first, optionally filtered.
   * `totalCount` counts at most one message past this page, like the service (not a true total).
   */
  getFeed(subscriberId: string, query: FeedQuery = {}): MessagesPage {
    const page = query.page ?? 0;
    const limit = query.limit ?? 10;
    const matching = this.#entry(subscriberId)
      .messages.filter(
        (m) =>
          m.channel === 'in_app' &&
          (query.read === undefined || m.read === query.read) &&
          (query.seen === undefined || m.seen === query.seen),
      )
      .sort(newestFirst);
    const start = page * limit;
    return {
      data: matching.slice(start, start + limit).map((message) => feedItemOf(copy(message))),
      page,
      pageSize: limit,
      hasMore: matching.length > start + limit,
      totalCount: Math.min(matching.length, start + limit + 1),
    };
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
          transactionId: record.transactionId,
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

  #entry(subscriberId: string): SubscriberEntry {
    const entry = this.#subscribers.get(subscriberId);
    if (!entry) throw MockServiceError.subscriberNotFound(subscriberId);
    return entry;
  }
}

function insertMessage(entry: SubscriberEntry, message: Message): void {
  const existing = entry.byId.get(message._id);
  if (existing) entry.messages[entry.messages.indexOf(existing)] = message;
  else entry.messages.push(message);
  entry.byId.set(message._id, message);
}

/** The plain-data part of fixtures (records that progress are functions, kept as they are). */
function fixturesData(fixtures: MockFixtures): MockFixtures {
  return { subscribers: fixtures.subscribers, notifications: [] };
}

function newestFirst(a: Message, b: Message): number {
  return b.createdAt.localeCompare(a.createdAt) || b._id.localeCompare(a._id);
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
    return { ...served, executionDetails: byCreatedAt(served.executionDetails) };
  });
  return { ...record, jobs };
}

function summariseStatus(record: ActivityNotification): MockNotificationStatus {
  const jobs = record.jobs ?? [];
  if (jobs.some((job) => RUNNING.has(job.status))) return 'running';
  if (jobs.some((job) => job.status === 'failed')) return 'failed';
  const mergedAway = (status: string): boolean => ['merged', 'skipped', 'canceled'].includes(status);
  if (jobs.some((job) => job.status === 'merged') && jobs.every((job) => mergedAway(job.status))) return 'merged';
  return 'completed';
}
