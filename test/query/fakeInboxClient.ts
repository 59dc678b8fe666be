// A controllable InboxKitClient for the query tests: every call is recorded with its signal, and
// answered either at once from an in-memory service (lists, by default) or by hand (mark-as, by
// default) through a deferred promise, so that races can be played out step by step.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement, type ReactNode } from 'react';
import type { InboxKitClient, ListMessagesInput, MarkAllMessagesAsInput, MarkMessagesAsInput } from '../../src/api/client';
import type { FeedMessage, MarkAs, Message, MessagesPage } from '../../src/api/types';

/** A stored message: what mark-as answers (Message) and the feed lists (FeedMessage) at once. */
export type ServiceMessage = Message & FeedMessage;
import { applyMarkAs, markAsEffect, type MessageState } from '../../src/api/applyMarkAs';
import { matchesPayloadFilter } from '../../src/api/payloadFilter';
import { InboxKitProvider } from '../../src/query/InboxKitProvider';
import type { OfflineChangesSetting } from '../../src/query/offline/offlineChangesContext';

export const SUBSCRIBER = 'user-42';

export function objectId(n: number): string {
  return n.toString(16).padStart(24, '0');
}

/** The `_feedId` of the fake service's feed with this identifier (the service looks identifiers up). */
export function feedIdOf(identifier: string): string {
  return `feed-id-of-${identifier}`;
}

/** Whether a stored message is in the feeds `identifiers` name (every message when none). */
function inFeeds(item: ServiceMessage, identifiers: string | readonly string[] | undefined): boolean {
  return identifiers === undefined || [identifiers].flat().some((identifier) => item._feedId === feedIdOf(identifier));
}

export function message(n: number, state: { read?: boolean; seen?: boolean } = {}): ServiceMessage {
  return {
    _id: objectId(n),
    _templateId: objectId(8000),
    _jobId: objectId(7000 + n),
    archived: false,
    content: '',
    _environmentId: 'env',
    _organizationId: 'org',
    _notificationId: objectId(9000 + n),
    _subscriberId: 'sub-internal',
    createdAt: new Date(Date.UTC(2024, 2, 13, 9, 0, 0) - n * 60_000).toISOString(),
    transactionId: `tx-${n}`,
    channel: 'in_app',
    subject: `Message ${n}`,
    read: state.read ?? false,
    seen: state.seen ?? false,
    cta: {},
    status: 'sent',
  };
}

export interface FakeCall<Input, Result> {
  input: Input;
  signal: AbortSignal | undefined;
  resolve(value: Result): void;
  reject(error: unknown): void;
}

export interface MarkCall extends FakeCall<MarkMessagesAsInput, Message[]> {
  /**
   * Applies the change to the fake service and answers with the updated messages, as the service
   * does; without those of `leaveOut`, as an answer the client could not read whole.
   */
  answer(options?: { leaveOut?: readonly string[] }): Message[];
}

export interface MarkAllCall extends FakeCall<MarkAllMessagesAsInput, number> {
  idempotencyKey: string | undefined;
  /** Applies the mark all to the fake service and answers how many messages it changed, as the service does. */
  answer(): number;
}

/** The time the fake service stamps on the messages it changes. */
export const SERVICE_TIME = '2030-01-01T00:00:00.000Z';

export function createFakeClient(initial: ServiceMessage[]) {
  const service = { messages: initial.map((item) => ({ ...item })) };
  const listCalls: FakeCall<ListMessagesInput, MessagesPage>[] = [];
  const markCalls: MarkCall[] = [];
  const markAllCalls: MarkAllCall[] = [];
  const mode = { lists: 'auto' as 'auto' | 'manual' };
  /** The time the fake service stamps on the messages it changes; a test may move it. */
  const serviceClock = { now: SERVICE_TIME };

  function pageOf(input: ListMessagesInput): MessagesPage {
    const limit = input.limit ?? 10;
    const page = input.page ?? 0;
    const matching = service.messages.filter(
      (item) =>
        (input.read === undefined || item.read === input.read) &&
        (input.seen === undefined || item.seen === input.seen) &&
        inFeeds(item, input.feedIdentifier) &&
        (input.payload === undefined || matchesPayloadFilter(item.payload, input.payload)),
    );
    const data = matching.slice(page * limit, (page + 1) * limit).map((item) => ({ ...item }));
    return { data, page, pageSize: limit, hasMore: matching.length > (page + 1) * limit, totalCount: matching.length };
  }

  function deferred<Input, Result>(input: Input, signal: AbortSignal | undefined) {
    let resolve!: (value: Result) => void;
    let reject!: (error: unknown) => void;
    const promise = new Promise<Result>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    // As the real client: an abort rejects at once with the signal's reason.
    signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
    return { promise, call: { input, signal, resolve, reject } };
  }

  function applyOnService(ids: readonly string[], markAs: MarkAs): Message[] {
    const wanted = new Set(ids.map((id) => id.toLowerCase()));
    const updated: Message[] = [];
    service.messages = service.messages.map((item) => {
      if (!wanted.has(item._id)) return item;
      const next = applyMarkAs(item, markAs, serviceClock.now);
      updated.push({ ...next });
      return next;
    });
    return updated.reverse(); // the service's order is not the request's
  }

  const client: InboxKitClient = {
    listMessages: (input, options = {}) => {
      const { promise, call } = deferred<ListMessagesInput, MessagesPage>(input, options.signal);
      listCalls.push(call);
      if (mode.lists === 'auto') queueMicrotask(() => call.resolve(pageOf(input)));
      return promise;
    },
    markMessagesAs: (input, options = {}) => {
      const { promise, call } = deferred<MarkMessagesAsInput, Message[]>(input, options.signal);
      const markCall: MarkCall = {
        ...call,
        answer: ({ leaveOut = [] } = {}) => {
          const ids = typeof input.messageIds === 'string' ? [input.messageIds] : input.messageIds;
          const left = new Set(leaveOut.map((id) => id.toLowerCase()));
          const updated = applyOnService(ids, input.markAs).filter((item) => !left.has(item._id.toLowerCase()));
          call.resolve(updated);
          return updated;
        },
      };
      markCalls.push(markCall);
      return promise;
    },
    getNotification: () => Promise.reject(new Error('not used in these tests')),
    markAllMessagesAs: (input, options = {}) => {
      const { promise, call } = deferred<MarkAllMessagesAsInput, number>(input, options.signal);
      markAllCalls.push({
        ...call,
        idempotencyKey: options.idempotencyKey,
        answer: () => {
          // Like the service: only messages not already in the state count as changed.
          const effect = markAsEffect(input.markAs);
          const differs = (item: ServiceMessage) =>
            effect !== undefined && (item.seen !== effect.seen || (effect.read !== undefined && item.read !== effect.read));
          const ids = service.messages.filter((item) => differs(item) && inFeeds(item, input.feedIdentifier)).map((item) => item._id);
          const changed = applyOnService(ids, input.markAs).length;
          call.resolve(changed);
          return changed;
        },
      });
      return promise;
    },
  };

  return {
    client,
    service,
    listCalls,
    markCalls,
    markAllCalls,
    mode,
    serviceClock,
    /** The page the service would answer now (for answering a manual list call). */
    pageOf,
  };
}

export type FakeClient = ReturnType<typeof createFakeClient>;

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity } } });
}

/**
 * A renderHook wrapper: the fake client and a fresh QueryClient in context, and the provider's
 * offline setting when a test gives one (else the provider's default).
 */
export function wrapperOf(client: InboxKitClient, queryClient: QueryClient, offline?: OfflineChangesSetting) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return createElement(
      QueryClientProvider,
      { client: queryClient },
      createElement(InboxKitProvider, { client, ...(offline === undefined ? {} : { offline }) }, children),
    );
  };
}

/** The read/seen state of every message a list shows, e.g. `{ '…01': 'read,seen' }`. */
export function states(messages: readonly (MessageState & { _id: string })[]): Record<string, string> {
  return Object.fromEntries(
    messages.map((item) => [item._id.slice(-2), `${item.read ? 'read' : 'unread'},${item.seen ? 'seen' : 'unseen'}`]),
  );
}
