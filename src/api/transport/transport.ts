// Turns a call (method, path, query, body) into attempts against the service: the URL, the
// headers of each attempt, each attempt itself (fetch within a timeout, then the answer as parsed
// JSON or a typed error), the retries and the call's deadline. A retry keeps the idempotency key,
// except where the service would only replay the same error for it (retry.ts).
import type { Deadline } from './deadline';
import { apiErrorFromResponse } from './apiErrorFromResponse';
import { InboxKitError, MalformedResponseError, NetworkError, textOf } from '../errors';
import { newIdempotencyKey } from '../idempotencyKey';
import { anySignal, settleOnAbort, withTimeout } from './abortSignals';
import { needsFreshIdempotencyKey, retryDelay, type RetryPolicy } from './retry';
import type { Runtime } from '../runtime';

export type HeadersOption = HeadersInit | (() => HeadersInit | Promise<HeadersInit>);

export interface TransportSettings {
  baseUrl: string;
  apiKey?: string;
  headers?: HeadersOption;
  fetch?: typeof fetch;
  retry: RetryPolicy;
  /** Per attempt. */
  timeoutMs: number;
}

export interface Call {
  method: 'GET' | 'POST';
  /** Segments already encoded, e.g. `/v1/notifications/65f1…`. */
  path: string;
  query?: URLSearchParams;
  body?: unknown;
  /** The key of the first attempt; retries keep it unless `needsFreshIdempotencyKey` says otherwise. */
  idempotencyKey?: string;
  signal?: AbortSignal;
  /** The deadline of the client call this request belongs to. */
  deadline?: Deadline;
}

export type Transport = (call: Call) => Promise<unknown>;

/**
 * Each call is tried until it succeeds, fails for good, the retries are spent, or the next wait
 * would outlast the deadline (the last error then rejects at once, as waiting could not help). An
 * abort of the caller's signal or the deadline, during an attempt or a wait, ends it at once.
 */
export function createTransport(settings: TransportSettings, runtime: Runtime): Transport {
  const base = settings.baseUrl.replace(/\/+$/, '');
  return async (call) => {
    const query = call.query?.toString();
    const url = `${base}${call.path}${query ? `?${query}` : ''}`;
    const body = call.body === undefined ? undefined : JSON.stringify(call.body);
    const signal = anySignal([call.signal, call.deadline?.signal]);
    const { deadline } = call;
    let idempotencyKey = call.idempotencyKey;
    let lastError: unknown;

    /** One attempt, within its timeout: the JSON of a success answer, or a typed error. */
    const attempt = (headers: Headers) =>
      withTimeout(settings.timeoutMs, 'The request', async (timeout) => {
        const attemptSignal = anySignal([signal, timeout]);
        // Looked up per attempt, so a fetch patched after createClient (tests, SSR) is used; and
        // called detached, never as `settings.fetch(…)`: the browser's fetch throws "Illegal
        // invocation" when its `this` is not the window.
        const send = settings.fetch ?? globalThis.fetch;
        try {
          const response = await settleOnAbort(
            send(url, { method: call.method, headers, body, signal: attemptSignal }),
            attemptSignal,
          );
          const text = await settleOnAbort(response.text(), attemptSignal);
          if (!response.ok) throw apiErrorFromResponse(response, text, runtime.now());
          return parseSuccessBody(response, text);
        } catch (error) {
          if (error instanceof InboxKitError) throw error;
          // A caller's abort (or the deadline) rejects with its reason itself.
          if (signal?.aborted) throw signal.reason;
          if (timeout.aborted) {
            throw new NetworkError(`${call.method} ${url} timed out after ${settings.timeoutMs} ms.`, {
              cause: timeout.reason,
              timedOut: true,
            });
          }
          throw new NetworkError(`${call.method} ${url} failed: ${textOf(error)}`, { cause: error });
        }
      });

    try {
      for (let retry = 0; ; retry += 1) {
        signal?.throwIfAborted();
        try {
          const headers = headersOf(settings, call, idempotencyKey);
          return await attempt(headers instanceof Headers ? headers : await headers);
        } catch (error) {
          lastError = error;
          const delay = retryDelay(error, retry, settings.retry, runtime.random);
          // A wait that would end after the deadline could not help: the last error rejects at once.
          if (delay === undefined || (deadline && runtime.now() + delay >= deadline.at)) throw error;
          if (idempotencyKey !== undefined && needsFreshIdempotencyKey(error)) idempotencyKey = newIdempotencyKey();
          await runtime.sleep(delay, signal);
        }
      }
    } catch (error) {
      // The caller's own abort wins: it rejects with its reason, as documented.
      if (call.signal?.aborted || !deadline?.signal.aborted) throw error;
      throw new NetworkError(`${call.method} ${url} did not complete within its deadline of ${deadline.ms} ms.`, {
        cause: lastError ?? deadline.signal.reason,
        timedOut: true,
      });
    }
  };
}

function parseSuccessBody(response: Response, text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new MalformedResponseError(`The service answered ${response.status} with a body that is not JSON.`);
  }
}

function isThenable(value: unknown): value is PromiseLike<HeadersInit> {
  return typeof (value as { then?: unknown } | null | undefined)?.then === 'function';
}

/**
 * The caller's headers first, then what the wire rules fix. The headers function runs before each
 * attempt, so a retry after a token refresh sends the new token. At once unless that function
 * returns a promise: a call's first attempt then leaves in its caller's own tick (a component's
 * first requests leave while it renders, query/feed/fetchAtRender.ts).
 */
function headersOf(settings: TransportSettings, call: Call, idempotencyKey: string | undefined): Headers | Promise<Headers> {
  const option = settings.headers;
  const given = typeof option === 'function' ? option() : option;
  const complete = (init: HeadersInit | undefined) => {
    const headers = new Headers(init);
    if (!headers.has('accept')) headers.set('accept', 'application/json');
    if (settings.apiKey !== undefined) headers.set('authorization', `ApiKey ${settings.apiKey}`);
    if (call.body !== undefined) headers.set('content-type', 'application/json');
    if (idempotencyKey !== undefined) headers.set('idempotency-key', idempotencyKey);
    return headers;
  };
  // Any thenable: a promise of another realm (a frame's) is one too.
  return isThenable(given) ? Promise.resolve(given).then(complete) : complete(given);
}
