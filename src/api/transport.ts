// Turns a call (method, path, query, body) into attempts against the service: the URL, the
// headers of each attempt, the retries and the call's deadline. A retry keeps the idempotency key,
// except where the service would only replay the same error for it (retry.ts).
import type { Deadline } from './deadline';
import { NetworkError } from './errors';
import { newIdempotencyKey } from './idempotencyKey';
import { anySignal } from './abortSignals';
import { sendRequest } from './request';
import { needsFreshIdempotencyKey, retryDelay, type RetryPolicy } from './retry';
import type { Runtime } from './runtime';

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
    try {
      for (let retry = 0; ; retry += 1) {
        signal?.throwIfAborted();
        try {
          return await sendRequest({
            // Looked up per attempt, so a fetch patched after createClient (tests, SSR) is used.
            fetch: settings.fetch ?? globalThis.fetch,
            url,
            method: call.method,
            headers: await headersOf(settings, call, idempotencyKey),
            body,
            signal,
            timeoutMs: settings.timeoutMs,
            now: runtime.now,
          });
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

/**
 * The caller's headers first, then what the wire rules fix. The headers function runs before each
 * attempt, so a retry after a token refresh sends the new token.
 */
async function headersOf(settings: TransportSettings, call: Call, idempotencyKey: string | undefined): Promise<Headers> {
  const option = settings.headers;
  const headers = new Headers(typeof option === 'function' ? await option() : option);
  if (!headers.has('accept')) headers.set('accept', 'application/json');
  if (settings.apiKey !== undefined) headers.set('authorization', `ApiKey ${settings.apiKey}`);
  if (call.body !== undefined) headers.set('content-type', 'application/json');
  if (idempotencyKey !== undefined) headers.set('idempotency-key', idempotencyKey);
  return headers;
}
