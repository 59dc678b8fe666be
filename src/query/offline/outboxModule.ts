// The offline outbox's code (./offlineOutbox, with ./offlineConnection), loaded on first use: a
// first paint sends no change, and most pages never make one wait. One import for the whole page,
// started by the first change (which goes once it has loaded), by a change stored before a reload
// (`hasStoredChanges`, a look at storage that loads nothing), or by `preloadOfflineOutbox` (<Inbox>
// calls it once the page is idle after the first rows, so that the code is there before the
// connection goes). Until it has loaded nothing waits, so nothing is lost by its absence. A failed
// import fails the change that needed it, like every other failure to reach the service; the next
// change tries again.
// The module imports nothing a first paint holds (a bundler would move what both share into a
// chunk the first paint loads too): the stored record, the clock, the service's answers and the
// reading of an error are handed to each outbox here.
import type { QueryClient } from '@tanstack/react-query';
import { ApiError, NetworkError, PartialFailureError } from '../../api/errors';
import { startTimer } from '../../api/runtime';
import { pageStorage } from '../pageStorage';
import { perSubscriber } from '../perSubscriber';
import type * as OutboxCode from './offlineOutbox';
import type { DeliverInput, OfflineChangesOptions, OfflineOutbox } from './offlineOutbox';
import { offlineRecordKey, readOfflineRecord, writeOfflineRecord } from './offlineRecord';
import { onServiceAnswer } from './serviceAnswers';

export type OutboxModule = typeof OutboxCode;

const importOutbox = () => import('./offlineOutbox');
let importModule: () => Promise<OutboxModule> = importOutbox;
/** The import, shared by every caller; cleared when it fails, so a later call retries. */
let pending: Promise<OutboxModule> | undefined;
let loaded: OutboxModule | undefined;
const listeners = new Set<() => void>();

/** The module once it has loaded, else undefined. */
export function loadedOutboxModule(): OutboxModule | undefined {
  return loaded;
}

/** Calls `listener` when the module has loaded (or the loading was reset); returns the unsubscribe. */
export function subscribeToOutboxModule(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Starts the import, or joins the one under way. Rejects when it fails; the next call retries. */
export function loadOutboxModule(): Promise<OutboxModule> {
  pending ??= importModule().then(
    (module) => {
      loaded = module;
      listeners.forEach((listener) => listener());
      return module;
    },
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

/** Starts loading the outbox's code now; resolves once it has loaded or failed, never rejects. */
export function preloadOfflineOutbox(): Promise<void> {
  return loadOutboxModule().then(
    () => {},
    () => {},
  );
}

/**
 * For tests: replaces how the module is imported and forgets what was loaded (outboxes made with
 * it stay with their QueryClients). Returns the function that puts the real import back, and
 * forgets again. Settle (or drop) an import under way first: one that settles later still counts.
 */
export function setOutboxLoading(override: () => Promise<OutboxModule>): () => void {
  const reset = (next: () => Promise<OutboxModule>) => {
    importModule = next;
    pending = undefined;
    loaded = undefined;
    listeners.forEach((listener) => listener());
  };
  reset(override);
  return () => reset(importOutbox);
}

/** Where `options` keep the subscriber's waiting changes: the storage and its key, or null. */
function storedRecord(subscriberId: string, options: OfflineChangesOptions) {
  const storage = options.storage === undefined ? pageStorage() : options.storage;
  return storage ? { storage, key: offlineRecordKey(subscriberId, options.scope) } : null;
}

/** Whether changes stored before a reload wait for the outbox (a look at storage; nothing loads). */
export function hasStoredChanges(subscriberId: string, options: OfflineChangesOptions = {}): boolean {
  const record = storedRecord(subscriberId, options);
  try {
    return record?.storage.getItem(record.key) != null;
  } catch {
    return false;
  }
}

/**
 * Whether waiting can help: the request did not reach the service (a transport failure, not a
 * timeout: a service that is reached but slow is a failure like any other, as before), or the
 * service is still running the first request with this key (409 after the client's retries).
 */
function isWorthWaiting(error: unknown): boolean {
  const cause = error instanceof PartialFailureError ? error.cause : error;
  if (cause instanceof NetworkError) return !cause.timedOut;
  return cause instanceof ApiError && cause.status === 409;
}

/**
 * The outbox of `subscriberId`'s changes in `queryClient`, made with `options` on first use (one
 * per QueryClient and subscriber, like the ledger it serves; later options for the same pair are
 * ignored: one queue, one record). Only once the module has loaded (`loadedOutboxModule`).
 */
export const offlineOutbox = perSubscriber((queryClient, subscriberId, options: OfflineChangesOptions = {}): OfflineOutbox => {
  const stored = storedRecord(subscriberId, options);
  return loaded!.createOfflineOutbox({
    ...options,
    record: stored && {
      read: () => readOfflineRecord(stored.storage, stored.key),
      write: (changes) => void writeOfflineRecord(stored.storage, stored.key, changes),
    },
    setTimer: options.setTimer ?? startTimer,
    serviceAnswers: (onAnswer) => onServiceAnswer(queryClient, subscriberId, onAnswer),
    isWorthWaiting,
    isAnswer: (error) => !(error instanceof NetworkError),
  });
});

/** Hands a change to the subscriber's outbox: at once when its code is there, else once it has loaded. */
export function deliverChange<T>(
  queryClient: QueryClient,
  subscriberId: string,
  options: OfflineChangesOptions | undefined,
  input: DeliverInput<T>,
): Promise<T> {
  const deliver = () => offlineOutbox(queryClient, subscriberId, options).deliver(input);
  return loaded ? deliver() : loadOutboxModule().then(deliver);
}
