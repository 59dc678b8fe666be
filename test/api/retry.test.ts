// Retries: which failures are retried, how long the client waits (backoff with full jitter, or
// Retry-After), the same idempotency key on every retry, and an abort during a wait.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClient, createClientWithRuntime } from '../../src/api/client';
import { ApiError, NetworkError } from '../../src/api/errors';
import { defaultRuntime } from '../../src/api/runtime';
import { isRetryable, resolveRetryPolicy, retryDelay } from '../../src/api/transport/retry';
import { parseRetryAfter } from '../../src/api/transport/retryAfter';
import { instantRuntime, json, messageRecord, NOW, objectId, recordingFetch, serviceError, SUBSCRIBER } from './fakeService';

const ok = () => json({ data: [messageRecord(objectId(1))] }, 201);
const mark = (client: ReturnType<typeof createClient>, options = {}) =>
  client.markMessagesAs({ subscriberId: SUBSCRIBER, messageIds: [objectId(1)], markAs: 'read' }, options);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const keysOf = (calls: { headers: Headers }[]) => calls.map((call) => call.headers.get('idempotency-key'));

describe('what is retried', () => {
  it.each([
    ['a network failure', new TypeError('fetch failed')],
    ['408', serviceError(408, 'Request Timeout')],
    ['409 (same key still running)', serviceError(409, 'Request with key is being processed', { 'retry-after': '1' })],
    ['429', serviceError(429, 'API rate limit exceeded', { 'retry-after': '2' })],
  ])('retries %s with the same idempotency key', async (_, failure) => {
    const { runtime } = instantRuntime();
    const { fetch, calls } = recordingFetch(failure, failure, ok());
    const result = await mark(createClientWithRuntime({ baseUrl: 'https://x', fetch }, runtime), { idempotencyKey: 'key-1' });
    expect(result).toHaveLength(1);
    expect(calls).toHaveLength(3);
    expect(keysOf(calls)).toEqual(['key-1', 'key-1', 'key-1']);
    expect(new Set(calls.map((call) => call.body)).size).toBe(1);
  });

  it.each([
    ['500', serviceError(500, 'Internal server error', {}, { errorId: 'err-1' })],
    ['502', new Response('Bad gateway', { status: 502 })],
    ['503', serviceError(503, 'Unavailable')],
    ['a replayed 409', serviceError(409, 'Conflict', { 'idempotency-replay': 'true' })],
    ['a replayed 429', serviceError(429, 'API rate limit exceeded', { 'idempotency-replay': 'true', 'retry-after': '1' })],
  ])('retries %s with a fresh idempotency key each time (the service replays it for the old key)', async (_, failure) => {
    const { runtime } = instantRuntime();
    const { fetch, calls } = recordingFetch(failure, failure, ok());
    const result = await mark(createClientWithRuntime({ baseUrl: 'https://x', fetch }, runtime), { idempotencyKey: 'key-1' });
    expect(result).toHaveLength(1);
    const [first, second, third] = keysOf(calls);
    expect(first).toBe('key-1');
    expect(second).toMatch(UUID);
    expect(third).toMatch(UUID);
    expect(new Set([first, second, third]).size).toBe(3);
    expect(new Set(calls.map((call) => call.body)).size).toBe(1);
  });

  it('keeps the fresh key for a later retry that needs no new one', async () => {
    const { runtime } = instantRuntime();
    const { fetch, calls } = recordingFetch(serviceError(503, 'Unavailable'), new TypeError('offline'), ok());
    await mark(createClientWithRuntime({ baseUrl: 'https://x', fetch }, runtime), { idempotencyKey: 'key-1' });
    const [first, second, third] = keysOf(calls);
    expect(first).toBe('key-1');
    expect(second).not.toBe('key-1');
    expect(third).toBe(second);
  });

  it('reuses a generated key on a retry after a network failure', async () => {
    const { runtime } = instantRuntime();
    const { fetch, calls } = recordingFetch(new TypeError('offline'), ok());
    await mark(createClientWithRuntime({ baseUrl: 'https://x', fetch }, runtime));
    const [first, second] = keysOf(calls);
    expect(first).toMatch(UUID);
    expect(second).toBe(first);
  });

  it('never retries a replayed 4xx that is not retried anyway', async () => {
    const { runtime } = instantRuntime();
    const { fetch, calls } = recordingFetch(serviceError(422, 'Different body', { 'idempotency-replay': 'true' }), ok());
    const error = await mark(createClientWithRuntime({ baseUrl: 'https://x', fetch }, runtime)).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 422, replayed: true });
    expect(calls).toHaveLength(1);
  });

  it('keeps each request of a split list on its own keys, a fresh one only where a 5xx asks', async () => {
    const { runtime } = instantRuntime();
    const answers = [ok(), serviceError(500, 'Internal server error'), ok(), ok()];
    const { fetch, calls } = recordingFetch(...answers);
    const client = createClientWithRuntime({ baseUrl: 'https://x', fetch, maxIdsPerRequest: 1 }, runtime);
    await client.markMessagesAs(
      { subscriberId: SUBSCRIBER, messageIds: [objectId(1), objectId(2), objectId(3)], markAs: 'read' },
      { idempotencyKey: 'k' },
    );
    const keys = keysOf(calls);
    expect(keys[0]).toBe('k');
    expect(keys[1]).toBe('k-2');
    expect(keys[2]).toMatch(UUID); // the retry of k-2 after its 500
    expect(keys[3]).toBe('k-3');
    expect(calls.map((call) => JSON.parse(call.body ?? '{}').messageId[0])).toEqual([objectId(1), objectId(2), objectId(2), objectId(3)]);
  });

  it.each([400, 401, 403, 404, 422])('never retries %i', async (status) => {
    const { runtime, waits } = instantRuntime();
    const { fetch, calls } = recordingFetch(serviceError(status, 'no'), ok());
    const error = await mark(createClientWithRuntime({ baseUrl: 'https://x', fetch }, runtime)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(status);
    expect(calls).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it('retries GETs as well', async () => {
    const { runtime } = instantRuntime();
    const page = { data: [], page: 0, pageSize: 10, hasMore: false };
    const { fetch, calls } = recordingFetch(new TypeError('offline'), json(page));
    const client = createClientWithRuntime({ baseUrl: 'https://x', fetch }, runtime);
    await expect(client.listMessages({ subscriberId: SUBSCRIBER })).resolves.toEqual(page);
    expect(calls).toHaveLength(2);
  });

  it('does not retry a malformed success body', async () => {
    const { runtime } = instantRuntime();
    const { fetch, calls } = recordingFetch(new Response('not json', { status: 201 }));
    await expect(mark(createClientWithRuntime({ baseUrl: 'https://x', fetch }, runtime))).rejects.toMatchObject({ name: 'MalformedResponseError' });
    expect(calls).toHaveLength(1);
  });

  it('gives up after `retries` retries and rejects with the last error', async () => {
    const { runtime, waits } = instantRuntime();
    const { fetch, calls } = recordingFetch(serviceError(500, 'first'), serviceError(500, 'second'), serviceError(503, 'last'));
    const error = await mark(createClientWithRuntime({ baseUrl: 'https://x', fetch, retry: { retries: 2 } }, runtime)).catch((e: unknown) => e);
    expect(calls).toHaveLength(3);
    expect(waits).toHaveLength(2);
    expect(error).toMatchObject({ status: 503, message: 'last' });
  });

  it('sends once with retry: false', async () => {
    const { runtime } = instantRuntime();
    const { fetch, calls } = recordingFetch(serviceError(503, 'Unavailable'), ok());
    await expect(mark(createClientWithRuntime({ baseUrl: 'https://x', fetch, retry: false }, runtime))).rejects.toMatchObject({ status: 503 });
    expect(calls).toHaveLength(1);
  });

  it('classifies errors', () => {
    expect(isRetryable(new NetworkError('x'))).toBe(true);
    expect(isRetryable(new ApiError({ status: 504, body: null, message: '' }))).toBe(true);
    expect(isRetryable(new ApiError({ status: 422, body: null, message: '' }))).toBe(false);
    expect(isRetryable(new DOMException('aborted', 'AbortError'))).toBe(false);
  });
});

describe('how long it waits', () => {
  it('backs off exponentially with full jitter, capped by maxDelayMs', async () => {
    const { runtime, waits } = instantRuntime(0.5);
    const { fetch } = recordingFetch(new TypeError('down'));
    const client = createClientWithRuntime({ baseUrl: 'https://x', fetch, retry: { retries: 5, baseDelayMs: 100, maxDelayMs: 1000 } }, runtime);
    await expect(mark(client)).rejects.toBeInstanceOf(NetworkError);
    // 0.5 × min(1000, 100·2^n)
    expect(waits).toEqual([50, 100, 200, 400, 500]);
  });

  it('draws the wait anywhere from 0 up to the ceiling', () => {
    const policy = resolveRetryPolicy({ baseDelayMs: 100, maxDelayMs: 10_000 });
    const error = new NetworkError('x');
    expect(retryDelay(error, 2, policy, () => 0)).toBe(0);
    expect(retryDelay(error, 2, policy, () => 0.999)).toBe(399);
  });

  it('waits what Retry-After says in seconds instead of the backoff', async () => {
    const { runtime, waits } = instantRuntime(0);
    const { fetch } = recordingFetch(serviceError(429, 'API rate limit exceeded', { 'retry-after': '3' }), ok());
    await mark(createClientWithRuntime({ baseUrl: 'https://x', fetch }, runtime));
    expect(waits).toEqual([3000]);
  });

  it('waits until the date Retry-After gives', async () => {
    const { runtime, waits } = instantRuntime(0);
    const date = new Date(NOW + 4000).toUTCString();
    const { fetch } = recordingFetch(serviceError(503, 'Unavailable', { 'retry-after': date }), ok());
    await mark(createClientWithRuntime({ baseUrl: 'https://x', fetch }, runtime));
    expect(waits).toEqual([4000]);
  });

  it('does not retry when Retry-After asks for longer than maxDelayMs, and says how long', async () => {
    const { runtime, waits } = instantRuntime();
    const { fetch, calls } = recordingFetch(serviceError(429, 'API rate limit exceeded', { 'retry-after': '60' }), ok());
    const error = await mark(createClientWithRuntime({ baseUrl: 'https://x', fetch, retry: { maxDelayMs: 5000 } }, runtime)).catch((e: unknown) => e);
    expect(calls).toHaveLength(1);
    expect(waits).toEqual([]);
    expect(error).toMatchObject({ status: 429, retryAfterMs: 60_000 });
  });
});

describe('parseRetryAfter', () => {
  it.each([
    ['0', 0],
    ['1', 1000],
    [' 120 ', 120_000],
    ['1.5', 1500],
    [new Date(NOW + 10_000).toUTCString(), 10_000],
    [new Date(NOW - 10_000).toUTCString(), 0],
    ['soon', undefined],
    ['', undefined],
    [null, undefined],
  ])('reads %j as %j ms', (value, expected) => {
    expect(parseRetryAfter(value, NOW)).toBe(expected);
  });
});

describe('abort during a wait', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stops at once with the abort reason and sends nothing more', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const { fetch, calls } = recordingFetch(serviceError(503, 'Unavailable'), ok());
    // The jitter fixed at half the ceiling: a wait of 5 s, never one that ends within the first tick.
    const runtime = { ...defaultRuntime, random: () => 0.5 };
    const client = createClientWithRuntime({ baseUrl: 'https://x', fetch, retry: { baseDelayMs: 10_000, maxDelayMs: 10_000 } }, runtime);
    const result = mark(client, { signal: controller.signal });
    const settled = result.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    const reason = new Error('closed');
    controller.abort(reason);
    expect(await settled).toBe(reason);
    await vi.runAllTimersAsync();
    expect(calls).toHaveLength(1);
  });

  it('sends nothing when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const { fetch, calls } = recordingFetch(ok());
    const error = await mark(createClient({ baseUrl: 'https://x', fetch }), { signal: controller.signal }).catch((e: unknown) => e);
    expect((error as DOMException).name).toBe('AbortError');
    expect(calls).toHaveLength(0);
  });
});
