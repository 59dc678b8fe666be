// Turns a call (method, path, query, body) into attempts against the service: the URL, the
// headers of each attempt, and the retries. Every retry of a call carries the same headers,
// idempotency key included.
import { sendRequest } from './request';
import { withRetry, type RetryPolicy } from './retry';
import type { Runtime } from './runtime';

export type HeadersOption = HeadersInit | (() => HeadersInit | Promise<HeadersInit>);

export interface TransportSettings {
  baseUrl: string;
  apiKey?: string;
  headers?: HeadersOption;
  fetch?: typeof fetch;
  retry: RetryPolicy;
  timeoutMs?: number;
}

export interface Call {
  method: 'GET' | 'POST';
  /** Segments already encoded, e.g. `/v1/notifications/65f1…`. */
  path: string;
  query?: URLSearchParams;
  body?: unknown;
  idempotencyKey?: string;
  signal?: AbortSignal;
}

export type Transport = (call: Call) => Promise<unknown>;

export function createTransport(settings: TransportSettings, runtime: Runtime): Transport {
  const base = settings.baseUrl.replace(/\/+$/, '');
  return (call) => {
    const query = call.query?.toString();
    const url = `${base}${call.path}${query ? `?${query}` : ''}`;
    const body = call.body === undefined ? undefined : JSON.stringify(call.body);
    const attempt = async () =>
      sendRequest({
        // Looked up per attempt, so a fetch patched after createClient (tests, SSR) is used.
        fetch: settings.fetch ?? globalThis.fetch,
        url,
        method: call.method,
        headers: await headersOf(settings, call),
        ...(body !== undefined && { body }),
        ...(call.signal && { signal: call.signal }),
        ...(settings.timeoutMs !== undefined && { timeoutMs: settings.timeoutMs }),
        now: runtime.now,
      });
    return withRetry(attempt, settings.retry, runtime, call.signal);
  };
}

/**
 * The caller's headers first, then what the wire rules fix. The headers function runs before each
 * attempt, so a retry after a token refresh sends the new token.
 */
async function headersOf(settings: TransportSettings, call: Call): Promise<Headers> {
  const option = settings.headers;
  const headers = new Headers(typeof option === 'function' ? await option() : option);
  if (!headers.has('accept')) headers.set('accept', 'application/json');
  if (settings.apiKey !== undefined) headers.set('authorization', `ApiKey ${settings.apiKey}`);
  if (call.body !== undefined) headers.set('content-type', 'application/json');
  if (call.idempotencyKey !== undefined) headers.set('idempotency-key', call.idempotencyKey);
  return headers;
}
