// One attempt: timeout, the caller's abort, and the typed errors with their fields.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClient, createClientWithRuntime } from '../../src/api/client';
import { ApiError, InboxKitError, InputError, NetworkError, PartialFailureError } from '../../src/api/errors';
import { sleep, type Runtime } from '../../src/api/runtime';
import {
  hangingFetch,
  instantRuntime,
  json,
  messageRecord,
  notificationRecord,
  objectId,
  recordingFetch,
  serviceError,
  SUBSCRIBER,
} from './fakeService';

/** The real waits and clock, which fake timers then drive; the jitter fixed. */
const fakeTimerRuntime: Runtime = { random: () => 0.5, now: () => Date.now(), sleep };

const get = (fetch: typeof globalThis.fetch, options: Partial<Parameters<typeof createClient>[0]> = {}, signal?: AbortSignal) =>
  createClient({ baseUrl: 'https://x', fetch, retry: false, ...options })
    .getNotification(objectId(1), signal ? { signal } : {})
    .catch((e: unknown) => e);

describe('timeout', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('rejects with NetworkError timedOut after timeoutMs', async () => {
    vi.useFakeTimers();
    const { fetch, calls } = hangingFetch();
    const settled = get(fetch, { timeoutMs: 5000 });
    await vi.advanceTimersByTimeAsync(4999);
    expect(calls[0]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await settled;
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).timedOut).toBe(true);
    expect(calls[0]?.signal?.aborted).toBe(true);
  });

  it('applies per attempt and retries a timed-out attempt', async () => {
    vi.useFakeTimers();
    const { runtime } = instantRuntime();
    const { fetch, calls } = recordingFetch(
      (request) => new Promise<Response>((_, reject) => request.signal?.addEventListener('abort', () => reject(request.signal?.reason))),
      json(notificationRecord()),
    );
    const result = createClientWithRuntime({ baseUrl: 'https://x', fetch, timeoutMs: 1000 }, runtime).getNotification(objectId(1));
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toEqual(notificationRecord());
    expect(calls).toHaveLength(2);
  });

  it('also times out a fetch that ignores its signal', async () => {
    vi.useFakeTimers();
    const { fetch } = recordingFetch(() => new Promise<Response>(() => {}));
    const settled = get(fetch, { timeoutMs: 100 });
    await vi.advanceTimersByTimeAsync(100);
    expect(await settled).toMatchObject({ name: 'NetworkError', timedOut: true });
  });
});

describe('nothing waits forever', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('times out an attempt after 10 s by default', async () => {
    vi.useFakeTimers();
    const { fetch, calls } = hangingFetch();
    const settled = get(fetch);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(calls[0]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled).toMatchObject({ name: 'NetworkError', timedOut: true });
  });

  it('ends the whole call at its 30 s deadline by default, retries included', async () => {
    vi.useFakeTimers();
    const { fetch, calls } = hangingFetch();
    const settled = createClientWithRuntime({ baseUrl: 'https://x', fetch }, fakeTimerRuntime)
      .getNotification(objectId(1))
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(calls.length).toBeGreaterThan(1);
    expect(calls.at(-1)?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await settled;
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ timedOut: true, message: expect.stringContaining('deadline of 30000 ms') });
    expect(calls.at(-1)?.signal?.aborted).toBe(true);
    const sent = calls.length;
    await vi.runAllTimersAsync();
    expect(calls).toHaveLength(sent);
  });

  it('takes deadlineMs and timeoutMs as options', async () => {
    vi.useFakeTimers();
    const { fetch, calls } = hangingFetch();
    const settled = createClientWithRuntime({ baseUrl: 'https://x', fetch, timeoutMs: 1_000, deadlineMs: 2_500 }, fakeTimerRuntime)
      .getNotification(objectId(1))
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(2_500);
    expect(await settled).toMatchObject({ name: 'NetworkError', timedOut: true });
    // 1 s per attempt, 0.5 × 300 ms and 0.5 × 600 ms waits: three attempts fit.
    expect(calls).toHaveLength(3);
  });

  it('does not begin a wait that would end after the deadline: the last error rejects at once', async () => {
    vi.useFakeTimers();
    const { fetch, calls } = recordingFetch(serviceError(503, 'Unavailable', { 'retry-after': '8' }), json(notificationRecord()));
    const settled = createClientWithRuntime({ baseUrl: 'https://x', fetch, deadlineMs: 5_000 }, fakeTimerRuntime)
      .getNotification(objectId(1))
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(0);
    expect(await settled).toMatchObject({ name: 'ApiError', status: 503 });
    expect(calls).toHaveLength(1);
  });

  it('gives a split mark-as one deadline for all its requests', async () => {
    vi.useFakeTimers();
    const { fetch, calls } = recordingFetch(
      json([messageRecord(objectId(1))], 201),
      (request) => new Promise<Response>((_, reject) => request.signal?.addEventListener('abort', () => reject(request.signal?.reason))),
    );
    const client = createClientWithRuntime({ baseUrl: 'https://x', fetch, maxIdsPerRequest: 1, timeoutMs: 60_000, deadlineMs: 15_000 }, fakeTimerRuntime);
    const settled = client
      .markMessagesAs({ subscriberId: SUBSCRIBER, messageIds: [objectId(1), objectId(2)], markAs: 'read' })
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(15_000);
    const error = await settled;
    expect(error).toBeInstanceOf(PartialFailureError);
    expect((error as PartialFailureError).cause).toMatchObject({ name: 'NetworkError', timedOut: true });
    expect((error as PartialFailureError).unappliedIds).toEqual([objectId(2)]);
    expect(calls).toHaveLength(2);
  });

  it("rejects with the caller's abort reason, not a timeout, when the caller aborts first", async () => {
    vi.useFakeTimers();
    const { fetch } = hangingFetch();
    const controller = new AbortController();
    const settled = get(fetch, { deadlineMs: 1_000 }, controller.signal);
    await vi.advanceTimersByTimeAsync(500);
    const reason = new Error('left the page');
    controller.abort(reason);
    expect(await settled).toBe(reason);
  });

  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 31])('refuses %s as timeoutMs or deadlineMs', (value) => {
    expect(() => createClient({ baseUrl: 'https://x', timeoutMs: value })).toThrow(InputError);
    expect(() => createClient({ baseUrl: 'https://x', deadlineMs: value })).toThrow(InputError);
  });
});

describe("the caller's abort", () => {
  it('rejects with the abort reason itself, not wrapped, and is not retried', async () => {
    const { fetch, calls } = hangingFetch();
    const controller = new AbortController();
    const reason = new Error('navigated away');
    const settled = createClient({ baseUrl: 'https://x', fetch })
      .getNotification(objectId(1), { signal: controller.signal })
      .catch((e: unknown) => e);
    await Promise.resolve();
    await Promise.resolve();
    controller.abort(reason);
    expect(await settled).toBe(reason);
    expect(calls).toHaveLength(1);
  });

  it('passes a signal to fetch that follows the caller signal', async () => {
    const { fetch, calls } = hangingFetch();
    const controller = new AbortController();
    const settled = get(fetch, { timeoutMs: 60_000 }, controller.signal);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.signal?.aborted).toBe(false);
    controller.abort();
    expect(await settled).toMatchObject({ name: 'AbortError' });
    expect(calls[0]?.signal?.aborted).toBe(true);
  });
});

describe('errors', () => {
  it('NetworkError carries the transport failure as cause', async () => {
    const failure = new TypeError('fetch failed');
    const error = await get(recordingFetch(failure).fetch);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toBeInstanceOf(InboxKitError);
    expect((error as NetworkError).cause).toBe(failure);
    expect((error as NetworkError).timedOut).toBe(false);
  });

  it('ApiError takes status, body and message from a string message', async () => {
    const error = await get(recordingFetch(serviceError(401, 'API Key not found')).fetch);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(InboxKitError);
    expect(error).toMatchObject({ status: 401, message: 'API Key not found', body: { statusCode: 401, message: 'API Key not found' } });
    expect((error as ApiError).retryAfterMs).toBeUndefined();
  });

  it('joins a string[] message with "; "', async () => {
    const error = await get(recordingFetch(serviceError(400, ['markAs must be one of', 'messageId is required'])).fetch);
    expect((error as ApiError).message).toBe('markAs must be one of; messageId is required');
  });

  it('falls back to the status text, and keeps a non-JSON body as text', async () => {
    const error = await get(recordingFetch(new Response('<h1>nope</h1>', { status: 418, statusText: "I'm a teapot" })).fetch);
    expect(error).toMatchObject({ status: 418, message: "I'm a teapot", body: '<h1>nope</h1>' });
  });

  it('falls back to "HTTP <status>" without a status text', async () => {
    const error = await get(recordingFetch(new Response('', { status: 403 })).fetch);
    expect(error).toMatchObject({ status: 403, message: 'HTTP 403' });
    expect((error as ApiError).body).toBeUndefined();
  });

  it('reads errorId from a 500 body and retryAfterMs from Retry-After', async () => {
    const error = await get(recordingFetch(serviceError(500, 'Internal server error', { 'retry-after': '7' }, { errorId: 'e-123' })).fetch);
    expect(error).toMatchObject({ status: 500, errorId: 'e-123', retryAfterMs: 7000 });
  });
});
