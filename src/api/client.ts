// The typed client of the service's inbox and activity endpoints (API.md §1). No React.
import { withTimeout } from './transport';
import type { Deadline } from './transport';
import type { ClientSeam } from './clientSeam';
import { ApiError, InputError } from './errors';
import { newIdempotencyKey } from './idempotencyKey';
import { createMalformedItemReporter, type MalformedItemListener } from './read';
import { markInChunks } from './markInChunks';
import { resolveRetryPolicy, type RetryOptions } from './transport';
import { defaultRuntime, type Runtime } from './runtime';
import { createTransport, type Call, type HeadersOption } from './transport';
import type { ActivityNotification, MalformedItemReport, MarkAs, Message, MessagesPage } from './types';
import {
  checkFeedIdentifier,
  checkIdempotencyKey,
  checkMarkAs,
  checkMilliseconds,
  checkMessageIds,
  checkNotificationId,
  checkInteger,
  checkOptional,
  checkPayload,
  checkSubscriberId,
  MAX_PAGE_SIZE,
} from './validateInput';
import { parseMarkedCount } from './read';
import { parseActivityNotification, parseMessagesPage } from './read';

export type { RetryOptions } from './transport';
export type { HeadersOption } from './transport';

export interface CreateClientOptions {
  /** The service, e.g. `https://api.example.com`, or a same-origin proxy path such as `/api/inbox`. */
  baseUrl: string;
  /** Sends `Authorization: ApiKey <key>`. A secret: server-side or admin use only. */
  apiKey?: string;
  /** Sent with every request, e.g. a session token for the proxy. A function runs before each attempt. */
  headers?: HeadersOption;
  /** The transport; `globalThis.fetch` (looked up at call time) when not given. */
  fetch?: typeof fetch;
  /**
   * `false` turns retries off. Default: 3 retries after the first attempt, of network failures,
   * 408, 409, 429 and 5xx. This is the only retry policy: the library's queries and mutations do
   * not retry on top of it.
   */
  retry?: false | RetryOptions;
  /**
   * Per attempt; a timed-out attempt is a NetworkError with `timedOut` and is retried.
   * Default 10 000 ms.
   */
  timeoutMs?: number;
  /**
   * The whole call (every attempt and wait, and every request of a split mark-as) ends by then with
   * a NetworkError with `timedOut` (or, when the next wait would end after it, the last error at
   * once). Default 30 000 ms.
   */
  deadlineMs?: number;
  /** Longer id lists are split into several mark-as requests. Default 100. */
  maxIdsPerRequest?: number;
  /**
   * Told of each item of an answer the client could not use (a message without a string `_id`,
   * a job without one, …): the item is left out, the rest of the answer is returned. Each item is
   * told once per client (the same operation, item and reason), even when a poll brings it again.
   * Development builds also warn in the console, once per item.
   */
  onMalformedItem?: (report: MalformedItemReport) => void;
}

export interface MarkMessagesAsInput {
  subscriberId: string;
  messageIds: string | readonly string[];
  markAs: MarkAs;
}

/**
 * One feed of the subscriber's messages, as the service's feed filters it (SERVER-NOTES.md §5): the
 * messages of these feed identifiers, and/or those whose payload holds these values.
 */
export interface FeedFilter {
  /** A feed identifier, or several (the messages of any of them). */
  feedIdentifier?: string | readonly string[];
  /**
   * Values the message's payload must hold (a plain JSON object). The service compares each value
   * at its path: `{ project: { id: 7 } }` matches a payload whose `project.id` is 7, whatever else
   * `project` holds.
   */
  payload?: Readonly<Record<string, unknown>>;
}

export interface ListMessagesInput extends FeedFilter {
  subscriberId: string;
  /** From 0. */
  page?: number;
  /** 1 to 100; the service's default is 10. */
  limit?: number;
  read?: boolean;
  seen?: boolean;
}

export interface RequestOptions {
  /** Aborting rejects with the abort reason (not wrapped) and stops any retry at once. */
  signal?: AbortSignal;
}

export interface MarkAsRequestOptions extends RequestOptions {
  /**
   * At most 255 characters. When the ids are split into several requests, the first request
   * carries this key and the following ones `<key>-2`, `<key>-3`, … Default: a fresh UUID each.
   */
  idempotencyKey?: string;
}

export interface MarkAllMessagesAsInput {
  subscriberId: string;
  markAs: MarkAs;
  /** Only the messages of this feed (or these feeds). Default: every in-app message. */
  feedIdentifier?: string | readonly string[];
}

export interface MarkAllRequestOptions extends RequestOptions {
  /** At most 255 characters. Default: a fresh UUID. */
  idempotencyKey?: string;
}

export interface InboxKitClient {
  /**
   * Marks messages of one subscriber; resolves with the updated messages (ids the service does
   * not know are left out, in the service's order). A failure after part of a split list was
   * applied rejects with PartialFailureError.
   */
  markMessagesAs(input: MarkMessagesAsInput, options?: MarkAsRequestOptions): Promise<Message[]>;
  /** One notification's activity record. Not found (404 or `{data: null}`) is ApiError status 404. */
  getNotification(notificationId: string, options?: RequestOptions): Promise<ActivityNotification>;
  /** One page of the subscriber's in-app feed, newest first. */
  listMessages(input: ListMessagesInput, options?: RequestOptions): Promise<MessagesPage>;
  /**
   * Marks every in-app message of the subscriber (of `feedIdentifier`, when given) in one request;
   * resolves with how many messages the service changed.
   */
  markAllMessagesAs(input: MarkAllMessagesAsInput, options?: MarkAllRequestOptions): Promise<number>;
}

/** By client: what the functions that take a client reach of it (clientSeam.ts), set by `createClient`. */
export const clientSeams = new WeakMap<InboxKitClient, ClientSeam>();

const DEFAULT_MAX_IDS_PER_REQUEST = 100;
/** Long enough for a slow page of 100 messages, short enough that a hung service shows as one. */
export const DEFAULT_TIMEOUT_MS = 10_000;
/** Room for the first attempt and a few retries with their waits. */
export const DEFAULT_DEADLINE_MS = 30_000;

/** A client of the service. Throws InputError at once for invalid options. */
export function createClient(options: CreateClientOptions): InboxKitClient {
  return createClientWithRuntime(options, defaultRuntime);
}

/** createClient with its clock, randomness and waits replaced; for tests, not exported publicly. */
export function createClientWithRuntime(options: CreateClientOptions, runtime: Runtime): InboxKitClient {
  const maxIdsPerRequest = checkInteger('maxIdsPerRequest', options.maxIdsPerRequest, 1) ?? DEFAULT_MAX_IDS_PER_REQUEST;
  const onMalformedItem = createMalformedItemReporter({
    onMalformedItem: checkOptional<MalformedItemListener>('onMalformedItem', options.onMalformedItem, 'function'),
  });
  const send = createTransport(
    {
      baseUrl: checkBaseUrl(options.baseUrl),
      retry: resolveRetryPolicy(options.retry),
      apiKey: options.apiKey,
      headers: options.headers,
      fetch: options.fetch,
      timeoutMs: checkMilliseconds('timeoutMs', options.timeoutMs, 1) ?? DEFAULT_TIMEOUT_MS,
    },
    runtime,
  );
  const deadlineMs = checkMilliseconds('deadlineMs', options.deadlineMs, 1) ?? DEFAULT_DEADLINE_MS;
  /** Runs `run` with the call's deadline, `deadlineMs` from now; its timer is cleared however `run` ends. */
  const withCallDeadline = <T>(run: (deadline: Deadline) => Promise<T>) =>
    withTimeout(deadlineMs, 'The call', (signal) => run({ signal, at: runtime.now() + deadlineMs, ms: deadlineMs }));
  /** One request of a client call, within the call's deadline. */
  const request = (call: Omit<Call, 'deadline' | 'signal'>, { signal }: RequestOptions) =>
    withCallDeadline((deadline) => send({ ...call, deadline, signal }));
  const client: InboxKitClient = {
    markMessagesAs: async (input, requestOptions = {}) => {
      const subscriberId = checkSubscriberId(input.subscriberId);
      const ids = checkMessageIds(input.messageIds);
      const markAs = checkMarkAs(input.markAs);
      const idempotencyKey = checkIdempotencyKey(requestOptions.idempotencyKey, Math.ceil(ids.length / maxIdsPerRequest));
      return withCallDeadline((deadline) =>
        markInChunks({
          send,
          subscriberId,
          ids,
          markAs,
          maxIdsPerRequest,
          onMalformedItem,
          idempotencyKey,
          signal: requestOptions.signal,
          deadline,
        }),
      );
    },
    getNotification: async (notificationId, requestOptions = {}) => {
      const id = checkNotificationId(notificationId);
      const body = await request({ method: 'GET', path: `/v1/notifications/${encodeURIComponent(id)}` }, requestOptions);
      return parseActivityNotification(body, { onMalformedItem }) ?? throwNotFound(body);
    },
    listMessages: async (input, requestOptions = {}) => {
      const subscriberId = checkSubscriberId(input.subscriberId);
      const query = feedQuery(input);
      const body = await request(
        { method: 'GET', path: `/v1/subscribers/${encodeURIComponent(subscriberId)}/notifications/feed`, query },
        requestOptions,
      );
      return parseMessagesPage(body, { page: input.page, limit: input.limit, onMalformedItem });
    },
    markAllMessagesAs: async (input, requestOptions = {}) => {
      const subscriberId = checkSubscriberId(input.subscriberId);
      const markAs = checkMarkAs(input.markAs);
      const feedIdentifier = checkFeedIdentifier(input.feedIdentifier);
      const idempotencyKey = checkIdempotencyKey(requestOptions.idempotencyKey, 1) ?? newIdempotencyKey();
      const body = await request(
        {
          method: 'POST',
          path: `/v1/subscribers/${encodeURIComponent(subscriberId)}/messages/mark-all`,
          // JSON leaves out a feedIdentifier not given.
          body: { markAs, feedIdentifier },
          idempotencyKey,
        },
        requestOptions,
      );
      return parseMarkedCount(body);
    },
  };
  // For the functions that take a client (the admin's calls): see clientSeam.ts.
  clientSeams.set(client, { request, onMalformedItem });
  return client;
}

/**
 * `page`, `limit`, `read`, `seen`, `payload` (base64 of its JSON, SERVER-NOTES.md §5) and
 * `feedIdentifier` (once per identifier), each only when given.
 */
function feedQuery(input: ListMessagesInput): URLSearchParams {
  const query = new URLSearchParams();
  const payload = checkPayload(input.payload);
  const params = {
    page: checkInteger('page', input.page, 0),
    limit: checkInteger('limit', input.limit, 1, MAX_PAGE_SIZE),
    read: checkOptional('read', input.read, 'boolean'),
    seen: checkOptional('seen', input.seen, 'boolean'),
    payload: payload && base64(JSON.stringify(payload)),
  };
  for (const [name, value] of Object.entries(params)) if (value !== undefined) query.set(name, String(value));
  for (const identifier of [checkFeedIdentifier(input.feedIdentifier) ?? []].flat()) query.append('feedIdentifier', identifier);
  return query;
}

/** Base64 of `text`'s UTF-8 bytes, as the service decodes a payload filter. */
function base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Older versions of the service answer 200 `{"data": null}` where current ones answer 404. */
function throwNotFound(body: unknown): never {
  throw new ApiError({ status: 404, body, message: 'Notification not found' });
}

function checkBaseUrl(value: unknown): string {
  if (typeof value !== 'string') throw new InputError('baseUrl', 'must be a string.');
  return value;
}
