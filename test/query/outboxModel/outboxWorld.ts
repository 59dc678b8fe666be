// The system the outbox model drives: a page (a QueryClient, the client of that page load and the
// provider with its offline setting over one storage) showing one subscriber's messages through
// the library's hooks, the model's service behind it, a connection the model turns off and on, and
// every timer on the model's clock. A reload replaces the page over the same storage and service.
// Each step acts, lets every promise and render settle (no real time passes: only the turns of the
// event loop that the promises and React need), and checks the invariants of issue 24; the
// wire's checks (keys, order) run as each request leaves.
import { notifyManager, type QueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { vi } from 'vitest';
import { ApiError, NetworkError } from '../../../src/api/errors';
import type { ListMessagesInput } from '../../../src/api/client';
import { markAsEffect, type MessageState } from '../../../src/api/applyMarkAs';
import type { FeedMessage, MessagesPage } from '../../../src/api/types';
import { useMarkAllMessagesAs } from '../../../src/query/changes/useMarkAllMessagesAs';
import { useMarkMessagesAs } from '../../../src/query/changes/useMarkMessagesAs';
import { useOfflineChanges } from '../../../src/query/changes/useOfflineChanges';
import { useMessageCounts } from '../../../src/query/feed/useMessageCounts';
import { useMessages } from '../../../src/query/feed/useMessages';
import { inboxKeys } from '../../../src/query/inboxKeys';
import type { OfflineRefusal } from '../../../src/query/offline/offlineOutbox';
import { offlineRecordKey, parseOfflineRecord } from '../../../src/query/offline/offlineRecord';
import { manualConnection, memoryStorage, type ManualConnection } from '../../support/offlineDoubles';
import { SUBSCRIBER, createTestQueryClient, message, objectId, wrapperOf } from '../fakeInboxClient';
import { kindOf, type Change, type ChangeHooks, type Flag } from './changeKinds';
import { FAULTS, createIdempotentService, type Fault, type IdempotentService, type WireOutcome, type WireRequest } from './idempotentService';
import { createVirtualTime, type VirtualTime } from './virtualTime';

/**
 * How many messages the service holds: all on one page (the list's default size), so the counts
 * come from the rows; enough that most changes share no message and meet in the outbox's queue
 * rather than in the ledger's order of changes on the same messages.
 */
export const MESSAGE_COUNT = 20;
export const MESSAGE_IDS = Array.from({ length: MESSAGE_COUNT }, (_, index) => objectId(index + 1));
const START = Date.parse('2024-03-14T09:00:00.000Z');
/** Each step happens a second after the one before. */
const STEP_MS = 1000;
/** Turns of the event loop without any change that make a step settled. */
const QUIET_TURNS = 3;
const MAX_TURNS = 200;
const RECORD = offlineRecordKey(SUBSCRIBER);

/** One call of a change, from the model's side. */
interface Call {
  /** Call order, over every page. */
  readonly index: number;
  readonly change: Change;
  readonly body: string;
  key?: string;
  /** The page that holds it: where it was made, or where it was resumed after a reload. */
  page: number;
  /** `lost`: in flight when its page was reloaded, nothing waiting, so not stored (as a closed tab). */
  status: 'pending' | 'resolved' | 'failed' | 'lost';
  /** It had to wait: made offline or while changes waited, resumed after a reload, or a send of it missed. */
  waited: boolean;
  sent: boolean;
  sentWhileWaiting: boolean;
  restored: boolean;
  /** Why it failed. */
  failure?: 'refused' | 'timedOut';
}

interface PageView extends ChangeHooks {
  all: ReturnType<typeof useMessages>;
  counts: ReturnType<typeof useMessageCounts>;
  offline: ReturnType<typeof useOfflineChanges>;
}

interface Page {
  readonly index: number;
  readonly connection: ManualConnection;
  readonly queryClient: QueryClient;
  readonly view: { readonly current: PageView };
  readonly close: () => void;
  /** Change requests on the wire, seen from the client. */
  readonly inFlight: Map<number, WireRequest>;
  /** Wire event numbers: the last answer of the service this page heard, and the last send that missed. */
  lastAnswer: number;
  lastMiss: number;
  /** The last answer to a read of the `all` list's first page: when that read left, and what it brought. */
  lastListAnswer?: { readonly sentAt: number; readonly page: MessagesPage };
  /** Change answers that reached this page: when, and for which change. */
  readonly answers: Array<{ readonly at: number; readonly change: Change }>;
}

/** What a run went through, summed over the runs by the test (the model's reach, printed). */
export interface OutboxStats {
  faults: Record<Fault, number>;
  changes: Record<Exclude<Call['status'], 'failed'> | 'refused' | 'timedOut', number>;
  reloads: number;
  resumed: number;
  refetchesCompared: number;
  /** Steps that ended online with changes unsettled: where the no-stranding invariant had work. */
  stepsWaitingOnline: number;
}

export function emptyStats(): OutboxStats {
  return {
    faults: Object.fromEntries(FAULTS.map((name) => [name, 0])) as Record<Fault, number>,
    changes: { pending: 0, resolved: 0, refused: 0, timedOut: 0, lost: 0 },
    reloads: 0,
    resumed: 0,
    refetchesCompared: 0,
    stepsWaitingOnline: 0,
  };
}

export interface OutboxWorldInput {
  /** Where the run's figures are added. */
  stats: OutboxStats;
}

export class OutboxWorld {
  readonly time: VirtualTime;
  readonly service: IdempotentService;
  readonly storage = memoryStorage();
  readonly calls: Call[] = [];
  /** What happened, one line per step: printed with a failure. */
  readonly log: string[] = [];
  steps = 0;
  online = true;
  #page!: Page;
  #pages = 0;
  #event = 0;
  #keys = new Map<string, Call>();
  #nextKey = 1;
  #making: Call | undefined;
  #violations: string[] = [];
  /** The faults the requests of this step meet, in order; once none is left, each is answered. */
  #faults: Fault[] = [];
  #restoreKeys: () => void;
  readonly #stats: OutboxStats;

  private constructor({ stats }: OutboxWorldInput) {
    this.#stats = stats;
    this.time = createVirtualTime(START);
    // React Query notifies its observers on a later task (by default `setTimeout(0)`, which Node
    // stretches to a millisecond); `setImmediate` keeps it a later task without the wait, so a step
    // settles in turns of the event loop alone. Put back by `close`.
    notifyManager.setScheduler((callback) => setImmediate(callback));
    // Keys in the order they are made: the model knows whose each is (the call being made, if any).
    const spy = vi.spyOn(globalThis.crypto, 'randomUUID').mockImplementation(() => this.#newKey());
    this.#restoreKeys = () => spy.mockRestore();
    const initial = MESSAGE_IDS.map((_, index) => message(index + 1, { read: index % 3 === 0, seen: index % 2 === 0 }));
    this.service = createIdempotentService({
      messages: initial,
      draw: () => {
        const met = this.#faults.shift() ?? 'answered';
        stats.faults[met] += 1;
        return met;
      },
      startTimeout: (page, run, ms) => this.time.setTimerOf(page, 'client time-out')(run, ms),
      listener: {
        sent: (request) => this.#onSent(request),
        settled: (request, outcome) => this.#onSettled(request, outcome),
        reading: () => this.#onReading(),
        read: (page, token, input, answer) => this.#onRead(page, token, input, answer),
      },
    });
  }

  /** A world with its first page loaded whole (the service answers that load without a fault). */
  static async open(input: OutboxWorldInput): Promise<OutboxWorld> {
    const world = new OutboxWorld(input);
    try {
      world.service.setHealthy(true);
      await world.#openPage();
      world.service.setHealthy(false);
      world.#check('open');
      return world;
    } catch (error) {
      world.close();
      throw error;
    }
  }

  close(): void {
    // Undefined only when the first page failed to open.
    (this.#page as Page | undefined)?.close();
    this.#restoreKeys();
    this.time.stop();
    notifyManager.setScheduler((callback) => setTimeout(callback, 0));
  }

  // --- the steps -------------------------------------------------------------------------------

  /** The faults the requests of the next step meet, in the order they leave (then answered). */
  meet(faults: readonly Fault[]): void {
    this.#faults = [...faults];
  }

  /** A change made through the page's hook, as an app makes it. */
  mark(change: Change): Promise<void> {
    return this.#step(kindOf(change).describe(change), () => {
      const view = this.#page.view.current;
      const call: Call = {
        index: this.calls.length,
        change,
        body: kindOf(change).body(change),
        page: this.#page.index,
        status: 'pending',
        waited: !this.online || view.offline.waiting > 0,
        sent: false,
        sentWhileWaiting: false,
        restored: false,
      };
      this.calls.push(call);
      this.#making = call;
      act(() => {
        kindOf(change)
          .make(view, change)
          .then(
            () => this.#resolve(call),
            (error: unknown) => this.#fail(call, error),
          );
      });
    }, () => {
      const call = this.#making!;
      this.#making = undefined;
      if (call.key === undefined) this.#violation(`#${call.index} got no idempotency key`);
    });
  }

  setOnline(online: boolean): Promise<void> {
    return this.#step(online ? 'online' : 'offline', () => {
      this.online = online;
      act(() => this.#page.connection.set(online));
    });
  }

  /** Fires the earliest timer: a retry of the outbox, or a client's time-out. */
  fireTimer(): Promise<void> {
    const [next] = this.time.pending();
    return this.#step(next ? `fire ${next.label} (+${Math.round((next.due - this.time.now()) / 1000)} s)` : 'fire (no timer)', () => {
      act(() => void this.time.fireNext());
    });
  }

  /** The service finishes one of the requests it runs (held or detached). */
  finishHeld(pick: number): Promise<void> {
    return this.#step(this.service.running() > 0 ? `service finishes #${pick % this.service.running()} of ${this.service.running()}` : 'service finishes (none runs)', () => {
      act(() => void this.service.finish(pick));
    });
  }

  /** A new page load: a fresh QueryClient, client and provider over the same storage. */
  reload(): Promise<void> {
    return this.#step('reload', async () => {
      const old = this.#page;
      const waiting = old.view.current.offline.waiting;
      const storedKeys = new Set(this.#stored().map((change) => change.key));
      const pending = this.calls.filter((call) => call.page === old.index && call.status === 'pending');
      if (waiting === 0 && storedKeys.size > 0) this.#violation(`${storedKeys.size} changes stayed stored while none waits`);
      if (waiting > 0) {
        for (const call of pending) {
          if (!storedKeys.has(call.key!)) this.#violation(`#${call.index} waited (${waiting} waiting) but was not stored: the reload loses it`);
        }
      }
      for (const key of storedKeys) {
        const call = this.#keys.get(key);
        if (!call || call.status !== 'pending') this.#violation(`a change that no longer waits (#${call?.index ?? key}) stayed stored`);
      }
      old.close();
      this.time.dropPage(old.index);
      const next = this.#pages;
      this.#stats.reloads += 1;
      for (const call of pending) {
        if (storedKeys.has(call.key!)) {
          Object.assign(call, { page: next, restored: true, waited: true });
          this.#stats.resumed += 1;
        } else {
          call.status = 'lost';
        }
      }
      await this.#openPage();
    });
  }

  /** Every query of the subscriber asked again; once the `all` list is answered, its rows are the service's state with the pending changes on top. */
  refetch(): Promise<void> {
    const page = this.#page;
    const before = page.lastListAnswer;
    return this.#step(
      'refetch',
      () => {
        act(() => void page.queryClient.refetchQueries({ queryKey: inboxKeys.messages(SUBSCRIBER) }));
      },
      () => {
        const answer = page.lastListAnswer;
        if (answer && answer !== before) this.#checkRowsOver(answer);
      },
    );
  }

  /**
   * The end: online, a healthy service, every running request finished and every timer fired until
   * nothing is left; then nothing waits, the rows equal the service, no key was applied twice,
   * and every change was applied once, or refused, or timed out.
   */
  async drain(): Promise<void> {
    this.service.setHealthy(true);
    if (!this.online) await this.setOnline(true);
    for (let round = 0; ; round += 1) {
      if (round === 100) throw this.#failure('the outbox did not drain in 100 steps of a healthy service');
      if (this.service.running() > 0) await this.finishHeld(0);
      else if (this.time.pending(this.#page.index).length > 0) await this.fireTimer();
      else break;
    }
    await this.refetch();
    const view = this.#page.view.current;
    const problems: string[] = [];
    if (view.offline.waiting !== 0) problems.push(`${view.offline.waiting} changes still wait`);
    for (const call of this.calls) {
      const count = call.key === undefined ? 0 : this.service.appliedCount(call.key);
      if (call.status === 'pending') problems.push(`#${call.index} never settled`);
      if (call.status === 'resolved' && count !== 1) problems.push(`#${call.index} resolved and was applied ${count} times`);
      if (count > 1) problems.push(`#${call.index} was applied ${count} times`);
    }
    if (this.#stored().length > 0) problems.push(`${this.#stored().length} changes stay stored`);
    const rows = this.#rows();
    for (const item of this.service.messages()) {
      const row = rows?.get(item._id);
      if (!row || row.read !== item.read || row.seen !== item.seen) {
        problems.push(`row ${item._id.slice(-2)} shows ${flagsOf(row)}, the service holds ${flagsOf(item)}`);
      }
    }
    if (problems.length > 0) throw this.#failure(`at the end: ${problems.join('; ')}`);
    for (const call of this.calls) this.#stats.changes[call.status === 'failed' ? call.failure! : call.status] += 1;
  }

  // --- one step --------------------------------------------------------------------------------

  async #step(label: string, action: () => void | Promise<void>, after?: () => void): Promise<void> {
    this.steps += 1;
    this.time.advance(STEP_MS);
    this.log.push(label);
    await action();
    await this.#settle();
    this.#faults = [];
    after?.();
    this.#check(label);
  }

  /** Turns of the event loop until nothing changes for a few: every promise and render has run. */
  async #settle(): Promise<void> {
    let quiet = 0;
    let last = '';
    for (let turn = 0; turn < MAX_TURNS; turn += 1) {
      await act(async () => {
        await new Promise((resolve) => setImmediate(resolve));
      });
      const now = this.#signature();
      quiet = now === last ? quiet + 1 : 0;
      if (quiet === QUIET_TURNS) return;
      last = now;
    }
    throw this.#failure(`the page did not settle in ${MAX_TURNS} turns`);
  }

  #signature(): string {
    const view = this.#page.view.current;
    return JSON.stringify([
      this.#event,
      view.offline.waiting,
      view.all.dataUpdatedAt,
      view.all.fetchStatus,
      view.counts,
      this.calls.map((call) => call.status),
      flagsOfRows(view.all.messages),
    ]);
  }

  // --- the invariants at every step ------------------------------------------------------------

  #check(label: string): void {
    const page = this.#page;
    const view = page.view.current;
    for (const [key, count] of this.service.applied()) {
      if (count > 1) this.#violation(`key ${key} (#${this.#keys.get(key)?.index}) was applied ${count} times`);
    }
    const pending = this.#pendingOn(page);
    const { waiting } = view.offline;
    if (waiting > 0 && waiting !== pending.length) {
      this.#violation(`waiting is ${waiting}, but ${pending.length} changes have not settled (while any waits, those in flight count too)`);
    }
    if (this.online && pending.length > 0) this.#stats.stepsWaitingOnline += 1;
    if (this.online && pending.length > 0 && page.inFlight.size === 0) {
      if (this.time.pending(page.index, 'retry').length === 0) {
        this.#violation(`stranded: ${pending.length} changes wait (waiting ${waiting}) while online, with no request on the wire and no retry timer`);
      } else if (page.lastAnswer > page.lastMiss) {
        this.#violation(`the service answered after the last send that missed, yet ${pending.length} changes wait for a retry timer`);
      }
    }
    const rows = this.#rows();
    if (rows) {
      this.#checkPendingShown(rows, pending);
      const shown = [...rows.values()];
      const unread = shown.filter((row) => !row.read).length;
      const unseen = shown.filter((row) => !row.seen).length;
      if (view.counts.unread !== unread || view.counts.unseen !== unseen) {
        this.#violation(`the counts say ${view.counts.unread} unread, ${view.counts.unseen} unseen; the rows show ${unread} and ${unseen}`);
      }
    }
    if (this.#violations.length > 0) {
      const found = this.#violations.join('\n  ');
      this.#violations = [];
      throw this.#failure(`after "${label}":\n  ${found}`);
    }
  }

  /** Pending changes show on the rows: each flag as the last pending change that fixes it says. */
  #checkPendingShown(rows: ReadonlyMap<string, MessageState>, pending: readonly Call[]): void {
    for (const [id, row] of rows) {
      for (const flag of ['read', 'seen'] as const) {
        const last = pending.filter((call) => kindOf(call.change).covers(call.change, id) && touches(call.change, flag)).at(-1);
        const fixed = last && kindOf(last.change).fixes(last.change)[flag];
        if (fixed !== undefined && row[flag] !== fixed) {
          this.#violation(`row ${id.slice(-2)} shows ${flag} ${row[flag]}, but pending #${last!.index} (${kindOf(last!.change).describe(last!.change)}) sets it ${fixed}`);
        }
      }
    }
  }

  /**
   * After a refetch: the rows are the state the service answered with, every pending change on top,
   * in call order. A message a change answer confirmed after that read left is left out: the
   * answer (maybe a replay of an older one) is newer news for it.
   */
  #checkRowsOver(answer: NonNullable<Page['lastListAnswer']>): void {
    const page = this.#page;
    const rows = this.#rows();
    if (!rows) return this.#violation('the `all` list was answered but shows no rows');
    this.#stats.refetchesCompared += 1;
    const confirmedLater = page.answers.filter((item) => item.at > answer.sentAt);
    const pending = this.#pendingOn(page);
    for (const served of answer.page.data) {
      if (confirmedLater.some((item) => kindOf(item.change).covers(item.change, served._id))) continue;
      let expected: MessageState = { read: served.read, seen: served.seen };
      for (const call of pending) {
        if (kindOf(call.change).covers(call.change, served._id)) expected = kindOf(call.change).apply(expected, call.change, '');
      }
      const row = rows.get(served._id);
      if (!row || row.read !== expected.read || row.seen !== expected.seen) {
        this.#violation(`after a refetch, row ${served._id.slice(-2)} shows ${flagsOf(row)}; the service said ${flagsOf(served)}, with the pending changes ${flagsOf(expected)}`);
      }
    }
  }

  // --- what the wire tells the model -----------------------------------------------------------

  #onSent(request: WireRequest): void {
    const page = this.#page;
    this.#event += 1;
    const call = this.#keys.get(request.key);
    if (!call) return this.#violation(`a request carried the key ${request.key}, which no change was given (one key per change, for its life)`);
    if (request.page !== page.index || call.page !== page.index) this.#violation(`#${call.index} was sent from page ${request.page}, which does not hold it`);
    if (request.body !== call.body) this.#violation(`#${call.index}'s key was sent with another body`);
    if (call.status !== 'pending') this.#violation(`#${call.index} was sent again after it had settled (${call.status})`);
    for (const other of page.inFlight.values()) {
      if (other.key === request.key) this.#violation(`#${call.index} had two requests with one key at once`);
      const earlier = this.#keys.get(other.key);
      if (!earlier || earlier.index >= call.index) continue;
      if (call.waited) this.#violation(`#${call.index} waited, yet went while #${earlier.index} was on the wire (a waiting change goes after the earlier ones settled)`);
      else if (overlap(earlier.change, call.change)) this.#violation(`#${call.index} went while #${earlier.index}, on the same messages, was on the wire (call order)`);
    }
    for (const later of this.calls) {
      if (later.index > call.index && later.sent && (later.sentWhileWaiting || overlap(later.change, call.change))) {
        this.#violation(`#${call.index} was sent after #${later.index}, a later change${later.sentWhileWaiting ? ' that had waited' : ' on the same messages'}`);
      }
    }
    call.sent = true;
    if (call.waited) call.sentWhileWaiting = true;
    page.inFlight.set(request.id, request);
  }

  #onSettled(request: WireRequest, outcome: WireOutcome): void {
    const page = this.#page;
    if (request.page !== page.index) return;
    this.#event += 1;
    page.inFlight.delete(request.id);
    const call = this.#keys.get(request.key);
    const error = outcome.ok ? undefined : outcome.error;
    const missed = (error instanceof NetworkError && !error.timedOut) || (error instanceof ApiError && error.status === 409);
    if (missed) {
      page.lastMiss = this.#event;
      if (call) call.waited = true;
    } else if (outcome.ok || error instanceof ApiError) {
      page.lastAnswer = this.#event;
    }
    if (outcome.ok) {
      page.answers.push({ at: this.#event, change: request.change });
      // A change resumed after a reload has no promise of its own: its answer settles it.
      if (call?.restored && call.page === page.index) this.#resolve(call);
    }
  }

  #onReading(): number {
    this.#event += 1;
    return this.#event;
  }

  #onRead(page: number, token: number, input: ListMessagesInput, answer: MessagesPage | undefined): void {
    if (page !== this.#page.index) return;
    this.#event += 1;
    if (answer && isAllListFirstPage(input)) this.#page.lastListAnswer = { sentAt: token, page: answer };
  }

  #onRefusal(pageIndex: number, refusal: OfflineRefusal): void {
    const call = this.#keys.get(refusal.change.key);
    if (!call || call.page !== pageIndex) return this.#violation(`a refusal was reported for ${refusal.change.key}, which page ${pageIndex} does not hold`);
    this.#fail(call, refusal.error);
  }

  #newKey(): `${string}-${string}-${string}-${string}-${string}` {
    const key = `00000000-0000-4000-8000-${(this.#nextKey++).toString(16).padStart(12, '0')}` as const;
    const call = this.#making;
    if (call && call.key === undefined) {
      call.key = key;
      this.#keys.set(key, call);
    }
    return key;
  }

  #resolve(call: Call): void {
    if (call.status !== 'pending') return this.#violation(`#${call.index} resolved after it had settled (${call.status})`);
    call.status = 'resolved';
    if (call.key === undefined || this.service.appliedCount(call.key) < 1) this.#violation(`#${call.index} resolved, but the service never applied it`);
  }

  /** Only a refusal fails a change; and a time-out, as documented (the service was reached, it was slow). */
  #fail(call: Call, error: unknown): void {
    if (call.status !== 'pending') return this.#violation(`#${call.index} failed after it had settled (${call.status})`);
    call.status = 'failed';
    const refused = error instanceof ApiError && error.status === 403;
    const timedOut = error instanceof NetworkError && error.timedOut;
    call.failure = refused ? 'refused' : 'timedOut';
    if (!refused && !timedOut) this.#violation(`#${call.index} failed with ${describeError(error)}: only a refusal (or a time-out) fails a change`);
  }

  #violation(text: string): void {
    this.#violations.push(text);
  }

  #failure(text: string): Error {
    return new Error(`${text}\n  steps: ${this.log.join(' → ')}`);
  }

  // --- the page --------------------------------------------------------------------------------

  async #openPage(): Promise<void> {
    const index = this.#pages++;
    const connection = manualConnection(this.online);
    const { client, kill } = this.service.clientFor(index, () => connection.isOnline());
    const queryClient = createTestQueryClient();
    const setting = { connection, storage: this.storage, setTimer: this.time.setTimerOf(index, 'retry') };
    const onRefusal = (refusal: OfflineRefusal) => this.#onRefusal(index, refusal);
    const page: Page = {
      index,
      connection,
      queryClient,
      // The hook is rendered below; nothing reads the view before.
      get view() {
        return hook.result;
      },
      close: () => {
        hook.unmount();
        kill();
      },
      inFlight: new Map(),
      lastAnswer: 0,
      lastMiss: 0,
      answers: [],
    };
    this.#page = page;
    // Any answer of the service to a query of the subscriber is news the outbox hears (serviceAnswers.ts).
    queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'success' && !event.action.manual && this.#page === page) {
        this.#event += 1;
        page.lastAnswer = this.#event;
      }
    });
    const hook = renderHook(
      (): PageView => ({
        all: useMessages({ subscriberId: SUBSCRIBER }),
        counts: useMessageCounts({ subscriberId: SUBSCRIBER }),
        markAs: useMarkMessagesAs({ subscriberId: SUBSCRIBER }),
        markAll: useMarkAllMessagesAs({ subscriberId: SUBSCRIBER }),
        offline: useOfflineChanges({ subscriberId: SUBSCRIBER, onRefusal }),
      }),
      { wrapper: wrapperOf(client, queryClient, setting) },
    );
    await this.#settle();
  }

  #pendingOn(page: Page): Call[] {
    return this.calls.filter((call) => call.page === page.index && call.status === 'pending');
  }

  /** The rows of the `all` list by id, or undefined while it has not loaded. */
  #rows(): Map<string, MessageState> | undefined {
    const { all } = this.#page.view.current;
    if (all.data === undefined) return undefined;
    return new Map(all.messages.map((item) => [item._id, { read: item.read, seen: item.seen }]));
  }

  #stored() {
    return parseOfflineRecord(this.storage.data.get(RECORD) ?? null).changes;
  }
}

function isAllListFirstPage(input: ListMessagesInput): boolean {
  return input.read === undefined && input.seen === undefined && (input.page ?? 0) === 0;
}

/** Whether `change` can set `flag` at all (mark all, where it covers a message, by its filter). */
function touches(change: Change, flag: Flag): boolean {
  return markAsEffect(change.markAs)?.[flag] !== undefined;
}

function overlap(a: Change, b: Change): boolean {
  if (a.kind !== 'mark-as' || b.kind !== 'mark-as') return true;
  return a.messageIds.some((id) => b.messageIds.includes(id));
}

function flagsOf(state: MessageState | undefined): string {
  return state ? `${state.read ? 'read' : 'unread'},${state.seen ? 'seen' : 'unseen'}` : 'nothing';
}

function flagsOfRows(messages: readonly FeedMessage[]): string {
  return messages.map((item) => `${item._id.slice(-1)}${item.read ? 'R' : 'r'}${item.seen ? 'S' : 's'}`).join(' ');
}

function describeError(error: unknown): string {
  if (error instanceof ApiError) return `ApiError ${error.status}`;
  if (error instanceof NetworkError) return `NetworkError${error.timedOut ? ' (timed out)' : ''}`;
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

