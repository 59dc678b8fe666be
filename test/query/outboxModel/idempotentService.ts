// The service of the outbox model, as the real one treats a change's idempotency key
// (SERVER-NOTES.md §4): a new key runs the change, a key still running answers 409, a finished key
// replays its answer without applying the change again, another body under a used key answers
// 422. Every request meets a fault the model draws (those its step was generated with):
// - answered: the service runs it and the client gets the answer;
// - dropped: the request fails before the service sees it (a transport failure);
// - lost: the service applies it, and the client gets a transport failure instead of the answer;
// - held: the service takes it and answers only when the model finishes it, while the client's
//   time-out (a timer of the model's clock, as long as the client's deadline) may end it first;
// - detached: the client gets a transport failure while the service keeps running it, until the
//   model finishes it;
// - refused: the service refuses it (403) before running it.
// A read (a feed page) is answered, or fails as a transport failure (dropped, lost, detached) or a
// refusal. While the page's browser is offline, every request fails before the service sees it
// (no fault is drawn). Each page load has a client of its own: a reload kills the old one (its
// requests never settle, as in a closed tab), while the service finishes what it was running.
import { ApiError, NetworkError } from '../../../src/api/errors';
import { DEFAULT_DEADLINE_MS, type InboxKitClient, type ListMessagesInput } from '../../../src/api/client';
import type { MessagesPage } from '../../../src/api/types';
import type { ServiceMessage } from '../fakeInboxClient';
import { kindOf, type Change } from './changeKinds';

export const FAULTS = ['answered', 'dropped', 'lost', 'held', 'detached', 'refused'] as const;
export type Fault = (typeof FAULTS)[number];

/** A change request, as it left a page's client. */
export interface WireRequest {
  readonly id: number;
  readonly page: number;
  readonly key: string;
  readonly change: Change;
  readonly body: string;
  readonly fault: Fault;
}

export type WireOutcome = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly error: unknown };

/** What the model hears of the wire. */
export interface WireListener {
  /** A change request leaves a page's client (before the service sees it). */
  sent(request: WireRequest): void;
  /** A change request's outcome reaches the page's client. */
  settled(request: WireRequest, outcome: WireOutcome): void;
  /** A read leaves a page's client; returns a token for `read`. */
  reading(page: number, input: ListMessagesInput): number;
  /** A read's answer (or undefined for a failure) reaches the page's client. */
  read(page: number, token: number, input: ListMessagesInput, answer: MessagesPage | undefined): void;
}

interface Waiter {
  readonly request: WireRequest;
  done: boolean;
  cancelTimeout?: () => void;
  deliver(outcome: WireOutcome): void;
}

/** A request the service is running: held (a client waits) or detached (none does). */
interface Job {
  readonly key: string;
  /** The change to apply when it finishes; undefined for a replay held back. */
  readonly change?: Change;
  waiter?: Waiter;
}

interface IdempotencyRecord {
  readonly body: string;
  done: boolean;
  answer?: unknown;
}

export interface IdempotentServiceInput {
  messages: readonly ServiceMessage[];
  /** The fault the next request meets. */
  draw: () => Fault;
  listener: WireListener;
  /** Starts a client's time-out on `page`'s clock; returns its cancel. */
  startTimeout: (page: number, run: () => void, ms: number) => () => void;
}

export type IdempotentService = ReturnType<typeof createIdempotentService>;

export function createIdempotentService({ messages: initial, draw, listener, startTimeout }: IdempotentServiceInput) {
  let messages = initial.map((item) => ({ ...item }));
  const records = new Map<string, IdempotencyRecord>();
  const applied = new Map<string, number>();
  const jobs: Job[] = [];
  let healthy = false;
  let nextRequestId = 1;

  const fault = (): Fault => (healthy ? 'answered' : draw());
  const transportError = () => new NetworkError('Failed to fetch');
  const apiError = (status: number, message: string) =>
    new ApiError({ status, body: { statusCode: status, message }, message, ...(status === 409 && { retryAfterMs: 1000 }) });
  const transportFailure = (): WireOutcome => ({ ok: false, error: transportError() });
  const answerError = (status: number, message: string): WireOutcome => ({ ok: false, error: apiError(status, message) });
  // Each delivery its own copy: the client keeps what it is given.
  const answered = (value: unknown): WireOutcome => ({ ok: true, value: structuredClone(value) });

  /** Applies `change` now (the service's clock is the model's); returns its answer. */
  function run(change: Change): unknown {
    const kind = kindOf(change);
    const at = new Date().toISOString();
    const changed: ServiceMessage[] = [];
    messages = messages.map((item) => {
      if (!kind.covers(change, item._id)) return item;
      const next = kind.apply(item, change, at) as ServiceMessage;
      if (next !== item) changed.push(next);
      return next;
    });
    return kind.answer(changed);
  }

  function finishJob(job: Job) {
    const record = records.get(job.key)!;
    if (job.change) {
      record.answer = run(job.change);
      record.done = true;
      applied.set(job.key, (applied.get(job.key) ?? 0) + 1);
    }
    const { waiter } = job;
    if (waiter && !waiter.done) {
      waiter.cancelTimeout?.();
      waiter.deliver(answered(record.answer));
    }
  }

  function hold(job: Job, waiter: Waiter, page: number) {
    job.waiter = waiter;
    waiter.cancelTimeout = startTimeout(
      page,
      () => waiter.deliver({ ok: false, error: new NetworkError('The request timed out.', { timedOut: true }) }),
      DEFAULT_DEADLINE_MS,
    );
    jobs.push(job);
  }

  /** The service meets a change request of `waiter`, with its fault. */
  function receive(waiter: Waiter) {
    const { request } = waiter;
    const { key, body, change, fault: met, page } = request;
    if (met === 'dropped') return waiter.deliver(transportFailure());
    if (met === 'refused') return waiter.deliver(answerError(403, 'Forbidden'));
    const record = records.get(key);
    if (record && record.body !== body) return waiter.deliver(answerError(422, 'Idempotency key reused with another body'));
    if (record && !record.done) return waiter.deliver(answerError(409, 'A request with this key is still running'));
    if (record) {
      // A replay: the first answer, never a second run.
      if (met === 'held') return hold({ key }, waiter, page);
      return waiter.deliver(met === 'answered' ? answered(record.answer) : transportFailure());
    }
    records.set(key, { body, done: false });
    const job: Job = { key, change };
    if (met === 'held') return hold(job, waiter, page);
    if (met === 'detached') {
      jobs.push(job);
      return waiter.deliver(transportFailure());
    }
    finishJob(job);
    return waiter.deliver(met === 'answered' ? answered(records.get(key)!.answer) : transportFailure());
  }

  function pageOf(input: ListMessagesInput): MessagesPage {
    const limit = input.limit ?? 10;
    const page = input.page ?? 0;
    const matching = messages.filter(
      (item) => (input.read === undefined || item.read === input.read) && (input.seen === undefined || item.seen === input.seen),
    );
    const data = matching.slice(page * limit, (page + 1) * limit).map((item) => ({ ...item }));
    return { data, page, pageSize: limit, hasMore: matching.length > (page + 1) * limit, totalCount: matching.length };
  }

  /** The client of one page load, whose browser is online while `isOnline` says so. */
  function clientFor(page: number, isOnline: () => boolean): { client: InboxKitClient; kill: () => void } {
    let dead = false;
    const meet = (): Fault => (isOnline() ? fault() : 'dropped');

    function send(change: Change, idempotencyKey: string | undefined): Promise<never> {
      return new Promise((resolve, reject) => {
        const request: WireRequest = {
          id: nextRequestId++,
          page,
          key: idempotencyKey ?? '',
          change,
          body: kindOf(change).body(change),
          fault: meet(),
        };
        const waiter: Waiter = {
          request,
          done: false,
          // An outcome reaches the client a moment later, as over a network; never on a closed page.
          deliver: (outcome) => {
            if (waiter.done) return;
            waiter.done = true;
            queueMicrotask(() => {
              if (dead) return;
              listener.settled(request, outcome);
              if (outcome.ok) resolve(outcome.value as never);
              else reject(outcome.error);
            });
          },
        };
        listener.sent(request);
        receive(waiter);
      });
    }

    const client: InboxKitClient = {
      markMessagesAs: (input, options = {}) =>
        send(
          { kind: 'mark-as', messageIds: typeof input.messageIds === 'string' ? [input.messageIds] : [...input.messageIds], markAs: input.markAs },
          options.idempotencyKey,
        ),
      markAllMessagesAs: (input, options = {}) => send({ kind: 'mark-all', markAs: input.markAs }, options.idempotencyKey),
      listMessages: (input, options = {}) =>
        new Promise<MessagesPage>((resolve, reject) => {
          const met = meet();
          const token = listener.reading(page, input);
          let done = false;
          // As the real client: an abort rejects at once with the signal's reason.
          options.signal?.addEventListener(
            'abort',
            () => {
              done = true;
              reject(options.signal!.reason);
            },
            { once: true },
          );
          queueMicrotask(() => {
            if (dead || done) return;
            done = true;
            if (met === 'answered' || met === 'held') {
              const answer = pageOf(input);
              listener.read(page, token, input, answer);
              resolve(answer);
              return;
            }
            listener.read(page, token, input, undefined);
            reject(met === 'refused' ? apiError(403, 'Forbidden') : transportError());
          });
        }),
      getNotification: () => Promise.reject(new Error('The outbox model reads no notification.')),
    };
    return {
      client,
      kill: () => {
        dead = true;
      },
    };
  }

  return {
    clientFor,
    /** The messages as the service holds them now. */
    messages: (): readonly ServiceMessage[] => messages,
    /** How often the change under `key` was applied. */
    appliedCount: (key: string) => applied.get(key) ?? 0,
    applied: (): ReadonlyMap<string, number> => applied,
    /** Requests the service is still running (held or detached). */
    running: () => jobs.length,
    /** Finishes the `pick`-th running request (modulo how many run); false when none runs. */
    finish(pick: number): boolean {
      if (jobs.length === 0) return false;
      const [job] = jobs.splice(pick % jobs.length, 1);
      finishJob(job!);
      return true;
    },
    /** While healthy, every request is answered (no fault is drawn). */
    setHealthy(value: boolean) {
      healthy = value;
    },
  };
}
