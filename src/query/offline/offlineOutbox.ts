// Changes that wait for the connection. Every change of a subscriber, mark-as and mark all alike
// (sendChange.ts; a mark all is stored as `'all'` and counts as one change), is delivered through
// this outbox: while the connection is there and nothing waits, it is sent at once (the ledger's
// rules alone: changes on the same messages in call order). A change made while offline, or whose
// request could not reach the service after the client's retries, is queued instead: it stays
// pending in the ledger (so it keeps showing), it is written to storage with its original
// idempotency key (so a reload loses nothing), and every later change queues behind it. When the
// connection returns, the queue is sent one change after another in call order, each with its
// original key, so a request that did reach the service before is replayed, not applied twice.
// While anything waits, a change in flight waits too: it is counted, stored, and every change
// after it in call order goes only once it has settled, whatever the messages.
// The queue moves on after every settled send, whatever its outcome (an answer, a refusal, a
// time-out): the next change goes at once while the browser says online. A change whose own send
// could not reach the service goes again only once the connection has returned since that send
// left: when the browser says `online`, when a retry timer fires, and, while the browser says
// online, as soon as the service answers any request of the subscriber's client (serviceAnswers.ts:
// a feed page, the counts, a notification, or a change of this outbox): a blip that failed one
// change does not hold the next ones for a whole retry delay. So while the browser says online,
// whatever waits has a request on the wire or a retry timer: nothing is stranded.
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
//
// This module loads on first use (./outboxModule.ts says when) and imports nothing a first paint
// holds: what it needs of the rest (the stored record, the clock, the service's answers, how to
// read a failure) is handed to it by the door that makes each outbox.
import { browserConnection, type ConnectionSource } from './offlineConnection';
import type { OfflineStorage, StoredChange } from './offlineRecord';

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
   * again, in ms. It doubles after each failed try, up to 5 minutes. Default 15 000. The changes go
   * sooner as soon as the service answers any other request of the subscriber (a feed page, say).
   */
  retryDelayMs?: number;
  /** Starts a timer and returns its cancel. Default `setTimeout`. For tests. */
  setTimer?: (run: () => void, ms: number) => () => void;
}

/** What an outbox is made with: the provider's options, resolved, and what the door hands it. */
export interface OfflineOutboxInput extends Omit<OfflineChangesOptions, 'storage' | 'setTimer'> {
  /** The subscriber's stored record; null keeps waiting changes in memory only. */
  record: { read(): StoredChange[]; write(changes: readonly StoredChange[]): void } | null;
  setTimer: NonNullable<OfflineChangesOptions['setTimer']>;
  /**
   * Calls `onAnswer` each time the service answers a request of the subscriber's client; returns
   * the unsubscribe. Heard only while changes wait.
   */
  serviceAnswers: (onAnswer: () => void) => () => void;
  /**
   * Whether waiting can help after a failed send: the request did not reach the service, or the
   * service still runs the first request with this key.
   */
  isWorthWaiting: (error: unknown) => boolean;
  /** Whether a failed send was answered by the service (a refusal, not a transport failure). */
  isAnswer: (error: unknown) => boolean;
}

/** What the inbox shows about the queue. */
export interface OfflineSnapshot {
  /** Changes that will be sent when the connection returns (0 while nothing waits; while any waits, those in flight count too). */
  readonly waiting: number;
}

/** A change the service refused after waiting, that no caller is awaiting (restored after a reload). */
export interface OfflineRefusal {
  readonly change: StoredChange;
  readonly error: unknown;
}

const DEFAULT_OFFLINE_RETRY_DELAY_MS = 15_000;
const MAX_OFFLINE_RETRY_DELAY_MS = 5 * 60_000;

interface Entry {
  /** The ledger's id of the change: call order. */
  readonly id: number;
  readonly change: StoredChange;
  /** It waits: it goes after every earlier change has settled, and every later one goes after it. */
  queued: boolean;
  /**
   * The wake count when its last send that could not reach the service left: it goes again only
   * after a later wake (the connection back, a timer, an answer; one that came while that send was
   * on the wire counts). Undefined while no send of it failed so.
   */
  missedAtWake?: number;
}

export interface DeliverInput<T> {
  /** The ledger's change: its id is the call order; `after` settles when the earlier overlapping ones did. */
  mark: { readonly id: number; readonly after: Promise<unknown> };
  change: StoredChange;
  /** Sends the change with this idempotency key. */
  send: (idempotencyKey: string) => Promise<T>;
  /** A change read back from storage: it was queued before the reload, so it queues again. */
  restored?: boolean;
}

export interface OfflineOutbox {
  getSnapshot(): OfflineSnapshot;
  subscribe(listener: () => void): () => void;
  /** Calls `listener` when a restored change is refused by the service (it has rolled back). */
  onRefusal(listener: (refusal: OfflineRefusal) => void): () => void;
  reportRefusal(refusal: OfflineRefusal): void;
  /**
   * Once per outbox: hands every stored change that no live change holds to `resume`, oldest
   * first, which must deliver it (with `restored`) before returning.
   */
  restore(resume: (change: StoredChange) => void): void;
  /** Sends `change` now, or when its turn comes and the connection is there. */
  deliver<T>(input: DeliverInput<T>): Promise<T>;
}

// A closure rather than a class: the minifier shortens its local names (not property names),
// which is most of this module's weight in an app's bundle.
export function createOfflineOutbox(options: OfflineOutboxInput): OfflineOutbox {
  const { record, setTimer, isWorthWaiting } = options;
  const connection = options.connection ?? browserConnection;
  const baseDelayMs = options.retryDelayMs ?? DEFAULT_OFFLINE_RETRY_DELAY_MS;
  const live = new Map<number, Entry>();
  /** Keys this outbox has held: the other keys of the stored record belong to other tabs. */
  const owned = new Set<string>();
  const gates = new Set<{ entry: Entry; open: () => void }>();
  const listeners = new Set<() => void>();
  const refusalListeners = new Set<(refusal: OfflineRefusal) => void>();
  let wake = 0;
  let delayMs = baseDelayMs;
  let cancelTimer: (() => void) | null = null;
  let unsubscribe: (() => void) | null = null;
  let restored = false;
  /** Whether the record holds changes of this outbox. */
  let stored = false;
  let snapshot: OfflineSnapshot = { waiting: 0 };

  const listen = <L>(set: Set<L>, listener: L) => {
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  };

  const queuedBefore = (id: number) => [...live.values()].some((other) => other.queued && other.id < id);
  const isHolding = () => queuedBefore(Infinity);
  /** Its turn: every earlier change, in flight or waiting, has settled. */
  const isFirst = (entry: Entry) => [...live.values()].every((other) => other.id >= entry.id);

  const mayGo = (entry: Entry) =>
    connection.isOnline() &&
    (!entry.queued || (isFirst(entry) && (entry.missedAtWake === undefined || wake > entry.missedAtWake)));

  const openGates = () => {
    for (const gate of [...gates]) {
      if (mayGo(gate.entry)) {
        gates.delete(gate);
        gate.open();
      }
    }
  };

  const stopTimer = () => {
    cancelTimer?.();
    cancelTimer = null;
  };

  const wakeUp = () => {
    wake += 1;
    delayMs = baseDelayMs;
    stopTimer();
    openGates();
  };

  // The browser back online, or (while it says online) an answer of the service: the way is open.
  const onMaybeReachable = () => {
    if (connection.isOnline()) wakeUp();
  };

  /** The record holds every live change of this outbox while any waits, and other tabs' changes. */
  const persist = () => {
    const holding = isHolding();
    // Online with nothing waiting, the common case, touches no storage.
    if (!record || (!holding && !stored)) return;
    const others = record.read().filter((change) => !owned.has(change.key));
    const mine = holding ? [...live.values()].sort((a, b) => a.id - b.id).map((entry) => entry.change) : [];
    // Stable: two tabs' changes interleave by the time of their calls.
    const changes = [...others, ...mine].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
    record.write(changes);
    stored = mine.length > 0;
  };

  const update = () => {
    const holding = isHolding();
    if (holding && !unsubscribe) {
      const unsubscribes = [connection.subscribe(onMaybeReachable), options.serviceAnswers(onMaybeReachable)];
      unsubscribe = () => {
        for (const stop of unsubscribes) stop();
      };
    }
    if (!holding) {
      unsubscribe?.();
      unsubscribe = null;
      stopTimer();
      delayMs = baseDelayMs;
    }
    const waiting = holding ? live.size : 0;
    if (waiting !== snapshot.waiting) {
      snapshot = { waiting };
      for (const listener of [...listeners]) listener();
    }
  };

  const queue = (entry: Entry) => {
    entry.queued = true;
    persist();
    update();
  };

  /** The browser says online, yet the service could not be reached: try again later, backing off. */
  const scheduleRetry = () => {
    if (!connection.isOnline() || cancelTimer) return;
    const delay = delayMs;
    delayMs = Math.min(delayMs * 2, MAX_OFFLINE_RETRY_DELAY_MS);
    cancelTimer = setTimer(() => {
      cancelTimer = null;
      wake += 1;
      openGates();
    }, delay);
  };

  const gate = (entry: Entry): Promise<void> | undefined => {
    // A change whose turn comes while the connection is gone, or behind a waiting change, waits too.
    if (!entry.queued && (!connection.isOnline() || queuedBefore(entry.id))) queue(entry);
    if (mayGo(entry)) return undefined;
    return new Promise<void>((open) => gates.add({ entry, open }));
  };

  return {
    getSnapshot: () => snapshot,
    subscribe: (listener) => listen(listeners, listener),
    onRefusal: (listener) => listen(refusalListeners, listener),
    reportRefusal: (refusal) => {
      for (const listener of [...refusalListeners]) listener(refusal);
    },
    restore: (resume) => {
      if (restored || !record) return;
      restored = true;
      const held = new Set([...live.values()].map((entry) => entry.change.key));
      // Each goes in its turn once there is a connection (none of them failed on this page).
      for (const change of record.read()) if (!held.has(change.key)) resume(change);
    },
    deliver: async ({ mark, change, send, restored: isRestored = false }) => {
      const entry: Entry = { id: mark.id, change, queued: false };
      owned.add(change.key);
      live.set(entry.id, entry);
      if (isRestored || isHolding() || !connection.isOnline()) queue(entry);
      let answered = false;
      try {
        // Changes on the same messages reach the service in call order.
        await mark.after;
        for (;;) {
          await gate(entry);
          const sentAtWake = wake;
          try {
            const result = await send(change.key);
            answered = true;
            return result;
          } catch (error) {
            if (!isWorthWaiting(error)) {
              answered = options.isAnswer(error);
              throw error;
            }
            entry.missedAtWake = sentAtWake;
            queue(entry);
            scheduleRetry();
          }
        }
      } finally {
        live.delete(entry.id);
        // Whatever the outcome, the next waiting change takes its turn; an answer of the service
        // also shows the way is open for those whose own send failed.
        if (answered) wakeUp();
        else openGates();
        persist();
        update();
      }
    },
  };
}
