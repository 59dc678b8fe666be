// Changes that wait for the connection. Every change of a subscriber is delivered through this
// outbox: while the connection is there and nothing waits, it is sent at once (the ledger's rules
// alone: changes on the same messages in call order). A change made while offline, or whose
// request could not reach the service after the client's retries, is queued instead: it stays
// pending in the ledger (so it keeps showing), it is written to storage with its original
// idempotency key (so a reload loses nothing), and every later change queues behind it. When the
// connection returns, the queue is sent one change after another in call order, each with its
// original key, so a request that did reach the service before is replayed, not applied twice.
//
// Why the ledger stays the one record of pending changes, and React Query's paused mutations do
// not replace it: the ledger is what gives API.md §2's guarantees (the change shows in the call's
// tick, a failure removes exactly that change, a refetch never overwrites one), and a paused
// mutation guarantees none of them by itself. Persisting the mutation cache would need two
// runtime packages (a persister and its React binding) and mutation defaults registered before
// restore, to resume mutations whose functions cannot be stored; and resumed mutations carry no
// idempotency key of their own. The outbox adds one small thing to the ledger instead: a queue
// with a storage record (offlineRecord.ts). Mutations run with `networkMode: 'always'`, so React
// Query never holds a change back on its own idea of the network.
import type { QueryClient } from '@tanstack/react-query';
import { ApiError, NetworkError, PartialFailureError } from '../api/errors';
import { browserConnection, type ConnectionSource } from './offlineConnection';
import {
  offlineRecordKey,
  readOfflineRecord,
  writeOfflineRecord,
  type OfflineStorage,
  type StoredChange,
} from './offlineRecord';

/** How changes that cannot reach the service wait for it (InboxKitProvider's `offline`). */
export interface OfflineChangesOptions {
  /**
   * Where waiting changes are kept across reloads. Default `localStorage` where the page has it;
   * `null` keeps them in memory only (they still wait, but a reload drops them).
   */
  storage?: OfflineStorage | null;
  /** Default `navigator.onLine` with the `online`/`offline` events. */
  connection?: ConnectionSource;
  /** Separates apps on one origin that talk to different services (e.g. their base URL). Default ''. */
  scope?: string;
  /**
   * While the browser says online but the service cannot be reached: the first wait before trying
   * again, in ms. It doubles after each failed try, up to 5 minutes. Default 15 000.
   */
  retryDelayMs?: number;
  /** Starts a timer and returns its cancel. Default `setTimeout`. For tests. */
  setTimer?: (run: () => void, ms: number) => () => void;
}

/** What the inbox shows about the queue. */
export interface OfflineSnapshot {
  /** Changes that will be sent when the connection returns (0 while nothing waits). */
  readonly waiting: number;
}

/** A change the service refused after waiting, that no caller is awaiting (restored after a reload). */
export interface OfflineRefusal {
  readonly change: StoredChange;
  readonly error: unknown;
}

export const DEFAULT_OFFLINE_RETRY_DELAY_MS = 15_000;
const MAX_OFFLINE_RETRY_DELAY_MS = 5 * 60_000;

/**
 * Whether waiting can help: the request did not reach the service (a transport failure, not a
 * timeout: a service that is reached but slow is a failure like any other, as before), or the
 * service is still running the first request with this key (409 after the client's retries).
 */
export function isWorthWaiting(error: unknown): boolean {
  const cause = error instanceof PartialFailureError ? error.cause : error;
  if (cause instanceof NetworkError) return !cause.timedOut;
  return cause instanceof ApiError && cause.status === 409;
}

function defaultStorage(): OfflineStorage | null {
  try {
    const storage = (globalThis as { localStorage?: OfflineStorage }).localStorage;
    return storage ?? null;
  } catch {
    // A sandboxed frame throws on the mere access.
    return null;
  }
}

function defaultSetTimer(run: () => void, ms: number): () => void {
  const id = setTimeout(run, ms);
  return () => clearTimeout(id);
}

interface Entry {
  /** The ledger's id of the change: call order. */
  readonly id: number;
  readonly change: StoredChange;
  queued: boolean;
  /** The wake count when it was queued: it goes after a later wake (connection back, a timer, an answer). */
  queuedAtWake: number;
}

export interface DeliverInput<T> {
  /** The ledger's change: its id is the call order; `after` settles when the earlier overlapping ones did. */
  mark: { readonly id: number; readonly after: Promise<void> };
  change: StoredChange;
  /** Sends the change with this idempotency key. */
  send: (idempotencyKey: string) => Promise<T>;
  /** A change read back from storage: it was queued before the reload, so it queues again. */
  restored?: boolean;
}

export class OfflineOutbox {
  readonly #storage: OfflineStorage | null;
  readonly #storageKey: string;
  readonly #connection: ConnectionSource;
  readonly #baseDelayMs: number;
  readonly #setTimer: (run: () => void, ms: number) => () => void;
  readonly #live = new Map<number, Entry>();
  /** Keys this outbox has held: the other keys of the stored record belong to other tabs. */
  readonly #owned = new Set<string>();
  readonly #gates = new Set<{ entry: Entry; open: () => void }>();
  readonly #listeners = new Set<() => void>();
  readonly #refusalListeners = new Set<(refusal: OfflineRefusal) => void>();
  #wake = 0;
  #delayMs: number;
  #cancelTimer: (() => void) | null = null;
  #unsubscribe: (() => void) | null = null;
  #restored = false;
  /** Whether the record holds changes of this outbox. */
  #stored = false;
  #snapshot: OfflineSnapshot = { waiting: 0 };

  constructor(subscriberId: string, options: OfflineChangesOptions = {}) {
    this.#storage = options.storage === undefined ? defaultStorage() : options.storage;
    this.#storageKey = offlineRecordKey(subscriberId, options.scope);
    this.#connection = options.connection ?? browserConnection;
    this.#baseDelayMs = options.retryDelayMs ?? DEFAULT_OFFLINE_RETRY_DELAY_MS;
    this.#delayMs = this.#baseDelayMs;
    this.#setTimer = options.setTimer ?? defaultSetTimer;
  }

  getSnapshot = (): OfflineSnapshot => this.#snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  };

  /** Calls `listener` when a restored change is refused by the service (it has rolled back). */
  onRefusal(listener: (refusal: OfflineRefusal) => void): () => void {
    this.#refusalListeners.add(listener);
    return () => {
      this.#refusalListeners.delete(listener);
    };
  }

  reportRefusal(refusal: OfflineRefusal): void {
    for (const listener of [...this.#refusalListeners]) listener(refusal);
  }

  /**
   * Once per outbox: hands every stored change that no live change holds to `resume`, oldest
   * first, which must deliver it (with `restored`) before returning.
   */
  restore(resume: (change: StoredChange) => void): void {
    if (this.#restored || !this.#storage) return;
    this.#restored = true;
    const live = new Set([...this.#live.values()].map((entry) => entry.change.key));
    for (const change of readOfflineRecord(this.#storage, this.#storageKey)) {
      if (!live.has(change.key)) resume(change);
    }
    // Restored changes go as soon as there is a connection: try once now.
    if (this.#connection.isOnline()) this.#wakeUp();
  }

  /** Sends `change` now, or when its turn comes and the connection is there. */
  async deliver<T>({ mark, change, send, restored = false }: DeliverInput<T>): Promise<T> {
    const entry: Entry = { id: mark.id, change, queued: false, queuedAtWake: this.#wake };
    this.#owned.add(change.key);
    this.#live.set(entry.id, entry);
    if (restored || this.#isHolding() || !this.#connection.isOnline()) this.#queue(entry);
    let answered = false;
    try {
      // Changes on the same messages reach the service in call order.
      await mark.after;
      for (;;) {
        await this.#gate(entry);
        try {
          const result = await send(change.key);
          answered = true;
          return result;
        } catch (error) {
          if (!isWorthWaiting(error)) {
            answered = !(error instanceof NetworkError);
            throw error;
          }
          this.#queue(entry);
          this.#scheduleRetry();
        }
      }
    } finally {
      this.#live.delete(entry.id);
      // Any answer of the service shows the way is open: the next waiting change may go.
      if (answered) this.#wakeUp();
      this.#persist();
      this.#update();
    }
  }

  #isHolding(): boolean {
    for (const entry of this.#live.values()) if (entry.queued) return true;
    return false;
  }

  #queue(entry: Entry): void {
    entry.queued = true;
    entry.queuedAtWake = this.#wake;
    this.#persist();
    this.#update();
  }

  #mayGo(entry: Entry): boolean {
    if (!this.#connection.isOnline()) return false;
    if (!entry.queued) return true;
    if (this.#wake <= entry.queuedAtWake) return false;
    for (const other of this.#live.values()) if (other.queued && other.id < entry.id) return false;
    return true;
  }

  async #gate(entry: Entry): Promise<void> {
    // A change whose turn comes while the connection is gone, or behind a waiting change, waits too.
    if (!entry.queued && (!this.#connection.isOnline() || this.#hasQueuedBefore(entry.id))) this.#queue(entry);
    if (this.#mayGo(entry)) return;
    await new Promise<void>((open) => this.#gates.add({ entry, open }));
  }

  #hasQueuedBefore(id: number): boolean {
    for (const other of this.#live.values()) if (other.queued && other.id < id) return true;
    return false;
  }

  #wakeUp(): void {
    this.#wake += 1;
    this.#delayMs = this.#baseDelayMs;
    this.#cancelTimer?.();
    this.#cancelTimer = null;
    this.#openGates();
  }

  #openGates(): void {
    for (const gate of [...this.#gates]) {
      if (this.#mayGo(gate.entry)) {
        this.#gates.delete(gate);
        gate.open();
      }
    }
  }

  /** The browser says online, yet the service could not be reached: try again later. */
  #scheduleRetry(): void {
    if (!this.#connection.isOnline() || this.#cancelTimer) return;
    const delay = this.#delayMs;
    this.#delayMs = Math.min(this.#delayMs * 2, MAX_OFFLINE_RETRY_DELAY_MS);
    this.#cancelTimer = this.#setTimer(() => {
      this.#cancelTimer = null;
      this.#wake += 1;
      this.#openGates();
    }, delay);
  }

  #onConnectionChange = (): void => {
    if (this.#connection.isOnline()) this.#wakeUp();
  };

  /** The record holds every live change of this outbox while any waits, and other tabs' changes. */
  #persist(): void {
    const holding = this.#isHolding();
    // Online with nothing waiting, the common case, touches no storage.
    if (!this.#storage || (!holding && !this.#stored)) return;
    const others = readOfflineRecord(this.#storage, this.#storageKey).filter((change) => !this.#owned.has(change.key));
    const mine = holding
      ? [...this.#live.values()].sort((a, b) => a.id - b.id).map((entry) => entry.change)
      : [];
    // Stable: two tabs' changes interleave by the time of their calls.
    const changes = [...others, ...mine].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
    writeOfflineRecord(this.#storage, this.#storageKey, changes);
    this.#stored = mine.length > 0;
  }

  #update(): void {
    const holding = this.#isHolding();
    if (holding && !this.#unsubscribe) this.#unsubscribe = this.#connection.subscribe(this.#onConnectionChange);
    if (!holding) {
      this.#unsubscribe?.();
      this.#unsubscribe = null;
      this.#cancelTimer?.();
      this.#cancelTimer = null;
      this.#delayMs = this.#baseDelayMs;
    }
    const waiting = holding ? this.#live.size : 0;
    if (waiting !== this.#snapshot.waiting) {
      this.#snapshot = { waiting };
      for (const listener of [...this.#listeners]) listener();
    }
  }
}

// One outbox per QueryClient and subscriber, like the ledger it serves.
const outboxes = new WeakMap<QueryClient, Map<string, OfflineOutbox>>();

/**
 * The outbox of `subscriberId`'s changes in `queryClient`, made with `options` on first use
 * (later options for the same pair are ignored: one queue, one record).
 */
export function offlineOutbox(queryClient: QueryClient, subscriberId: string, options?: OfflineChangesOptions): OfflineOutbox {
  let bySubscriber = outboxes.get(queryClient);
  if (!bySubscriber) {
    bySubscriber = new Map();
    outboxes.set(queryClient, bySubscriber);
  }
  let outbox = bySubscriber.get(subscriberId);
  if (!outbox) {
    outbox = new OfflineOutbox(subscriberId, options);
    bySubscriber.set(subscriberId, outbox);
  }
  return outbox;
}
