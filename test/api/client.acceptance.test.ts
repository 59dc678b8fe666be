// API.md §1, the client, end to end through the mock service: paths, bodies, headers, idempotency
// keys, splitting, input checks, retries and typed errors. Public entry points only. It needs no
// browser, so it runs in node; the wire rules against a fake fetch are in ./client.test.ts.
import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  ApiError,
  createClient,
  InboxKitError,
  InputError,
  MalformedResponseError,
  NetworkError,
  type InboxKitClient,
  type MalformedItemReport,
  type MarkAs,
} from 'inbox-kit';
import { createMockService, MOCK_API_KEY, MOCK_IDS } from 'inbox-kit/mock';
import { mockFetch } from '../support/mockFetch';
import { BASE_URL, createHarness, unknownIds, type Harness } from '../support/harness';

const { default: ada, many } = MOCK_IDS.subscribers;
const notifications = MOCK_IDS.notifications;

afterEach(() => {
  vi.useRealTimers();
});

/** Ids of the subscriber's stored messages, in the store's order. */
function storedIds(harness: Harness, subscriberId: string, count: number): string[] {
  const ids = harness.service.store.getMessages(subscriberId).slice(0, count).map((m) => m._id!);
  expect(ids).toHaveLength(count);
  return ids;
}

/** Calls `run`, checks it did not throw synchronously, and returns its promise. */
function callWithoutThrowing<T>(run: () => Promise<T>): Promise<T> {
  let promise: Promise<T>;
  try {
    promise = run();
  } catch (error) {
    throw new Error(`threw synchronously instead of rejecting: ${String(error)}`, { cause: error });
  }
  expect(promise).toBeInstanceOf(Promise);
  return promise;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

describe('paths, bodies and headers', () => {
  test('mark-as is POST {baseUrl}/v1/subscribers/{id}/messages/mark-as with a JSON body of the ids and markAs', async () => {
    const harness = createHarness();
    const ids = storedIds(harness, ada, 2);
    const messages = await harness.client.markMessagesAs({ subscriberId: ada, messageIds: ids, markAs: 'read' });
    expect(messages.map((m) => m._id).sort()).toEqual([...ids].sort());
    expect(messages.every((m) => m.read && m.seen)).toBe(true);
    expect(harness.requests).toHaveLength(1);
    const [request] = harness.requests;
    expect(request!.method).toBe('POST');
    expect(request!.url.href).toBe(`${BASE_URL}/v1/subscribers/${ada}/messages/mark-as`);
    expect(request!.headers.get('content-type')).toMatch(/^application\/json/);
    expect(request!.headers.get('authorization')).toBe(`ApiKey ${MOCK_API_KEY}`);
    expect(request!.body).toEqual({ messageId: ids, markAs: 'read' });
  });

  test('getNotification is GET {baseUrl}/v1/notifications/{id}', async () => {
    const harness = createHarness();
    const record = await harness.client.getNotification(notifications.delivered);
    expect(record._id).toBe(notifications.delivered);
    expect(harness.requests.map((r) => `${r.method} ${r.url.href}`)).toEqual([
      `GET ${BASE_URL}/v1/notifications/${notifications.delivered}`,
    ]);
  });

  test('listMessages is GET …/subscribers/{id}/notifications/feed?page=&limit=&read=&seen=', async () => {
    const harness = createHarness();
    const page = await harness.client.listMessages({ subscriberId: ada, page: 1, limit: 5, read: false, seen: true });
    const url = harness.requests[0]!.url;
    expect(harness.requests[0]!.method).toBe('GET');
    expect(url.origin + url.pathname).toBe(`${BASE_URL}/v1/subscribers/${ada}/notifications/feed`);
    expect(Object.fromEntries(url.searchParams)).toEqual({ page: '1', limit: '5', read: 'false', seen: 'true' });
    expect(page.page).toBe(1);
    expect(page.pageSize).toBe(5);
    expect(typeof page.hasMore).toBe('boolean');
    expect(Array.isArray(page.data)).toBe(true);
    for (const message of page.data) {
      expect(message.read).toBe(false);
      expect(message.seen).toBe(true);
    }
  });

  test('path segments are encodeURIComponent-encoded', async () => {
    const harness = createHarness();
    const odd = 'user/42 ?#&é';
    await harness.client.listMessages({ subscriberId: odd }).catch(() => undefined);
    await harness.client.markMessagesAs({ subscriberId: odd, messageIds: unknownIds(1), markAs: 'read' }).catch(() => undefined);
    expect(harness.requests).toHaveLength(2);
    const encoded = encodeURIComponent(odd);
    expect(harness.requests[0]!.url.pathname).toBe(`/v1/subscribers/${encoded}/notifications/feed`);
    expect(harness.requests[1]!.url.pathname).toBe(`/v1/subscribers/${encoded}/messages/mark-as`);
  });

});

describe('idempotency keys', () => {
  test('a split list never sends a key longer than 255 characters', async () => {
    const harness = createHarness();
    const ids = storedIds(harness, many, 150);
    const key = 'k'.repeat(254);
    await harness.client
      .markMessagesAs({ subscriberId: many, messageIds: ids, markAs: 'read' }, { idempotencyKey: key })
      .catch((error: unknown) => expect(error).toBeInstanceOf(InputError));
    // Either refused before sending, or every key sent fits.
    for (const request of harness.markRequests()) expect(request.headers.get('idempotency-key')!.length).toBeLessThanOrEqual(255);
    expect([0, 2]).toContain(harness.markRequests().length);
  });

  test('a retry after a 429 reuses the same key', async () => {
    const harness = createHarness({
      client: { retry: { retries: 2, baseDelayMs: 0 } },
      setup: (service) => service.failNext(1, { route: 'mark-as', status: 429 }),
    });
    const [id] = storedIds(harness, ada, 1);
    await harness.client.markMessagesAs({ subscriberId: ada, messageIds: [id!], markAs: 'read' });
    const keys = harness.markRequests().map((r) => r.headers.get('idempotency-key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toBe(keys[0]);
  });

  test('a retry after a 5xx takes a fresh key (the service replays a cached 5xx for the old one)', async () => {
    const harness = createHarness({
      client: { retry: { retries: 2, baseDelayMs: 0 } },
      setup: (service) => service.failNext(1, { route: 'mark-as', status: 503 }),
    });
    const [id] = storedIds(harness, ada, 1);
    await harness.client.markMessagesAs({ subscriberId: ada, messageIds: [id!], markAs: 'read' });
    const keys = harness.markRequests().map((r) => r.headers.get('idempotency-key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toMatch(UUID);
    expect(keys[1]).not.toBe(keys[0]);
  });

  test('150 ids with key `k` go as two requests (100 + 50) with keys `k` and `k-2`', async () => {
    const harness = createHarness();
    const ids = storedIds(harness, many, 150);
    const messages = await harness.client.markMessagesAs(
      { subscriberId: many, messageIds: ids, markAs: 'read' },
      { idempotencyKey: 'k' },
    );
    expect(messages).toHaveLength(150);
    const sent = harness.markRequests();
    expect(sent.map((r) => r.headers.get('idempotency-key'))).toEqual(['k', 'k-2']);
    const bodies = sent.map((r) => r.body as { messageId: string[]; markAs: string });
    expect(bodies.map((b) => b.messageId.length)).toEqual([100, 50]);
    expect(bodies.every((b) => b.markAs === 'read')).toBe(true);
    expect(bodies.flatMap((b) => b.messageId)).toEqual(ids);
  });

  test('split requests without a given key each get their own fresh key; maxIdsPerRequest sets the size', async () => {
    const harness = createHarness({ client: { maxIdsPerRequest: 2 } });
    const ids = storedIds(harness, ada, 5);
    await harness.client.markMessagesAs({ subscriberId: ada, messageIds: ids, markAs: 'seen' });
    const sent = harness.markRequests();
    expect(sent.map((r) => (r.body as { messageId: string[] }).messageId)).toEqual([ids.slice(0, 2), ids.slice(2, 4), ids.slice(4)]);
    const keys = sent.map((r) => r.headers.get('idempotency-key'));
    for (const key of keys) expect(key).toMatch(UUID);
    expect(new Set(keys).size).toBe(3);

    await harness.client.markMessagesAs({ subscriberId: ada, messageIds: ids, markAs: 'unseen' }, { idempotencyKey: 'batch' });
    expect(harness.markRequests().slice(3).map((r) => r.headers.get('idempotency-key'))).toEqual(['batch', 'batch-2', 'batch-3']);
  });
});

describe('input is checked before any request; a bad input rejects with InputError', () => {
  const valid = 'aaaaaaaaaaaaaaaaaaaaaaaa';
  const cases: Array<[string, (client: InboxKitClient) => Promise<unknown>]> = [
    ['mark-as, empty subscriberId', (c) => c.markMessagesAs({ subscriberId: '', messageIds: [valid], markAs: 'read' })],
    ['listMessages, empty subscriberId', (c) => c.listMessages({ subscriberId: '' })],
    ['mark-as, no ids', (c) => c.markMessagesAs({ subscriberId: ada, messageIds: [], markAs: 'read' })],
    ['mark-as, an empty id string', (c) => c.markMessagesAs({ subscriberId: ada, messageIds: '', markAs: 'read' })],
    ['mark-as, a non-hex id', (c) => c.markMessagesAs({ subscriberId: ada, messageIds: [valid, 'not-a-database-id'], markAs: 'read' })],
    ['mark-as, 23 hex characters', (c) => c.markMessagesAs({ subscriberId: ada, messageIds: [valid.slice(1)], markAs: 'read' })],
    ['mark-as, a comma-joined string', (c) => c.markMessagesAs({ subscriberId: ada, messageIds: `${valid},${valid}`, markAs: 'read' })],
    ['mark-as, an unknown markAs', (c) => c.markMessagesAs({ subscriberId: ada, messageIds: [valid], markAs: 'archived' as MarkAs })],
    ['getNotification, not a 24-hex id', (c) => c.getNotification('not-an-id')],
    ['getNotification, empty id', (c) => c.getNotification('')],
    // What a plain-JavaScript caller may pass.
    ['mark-as, subscriberId undefined', (c) => c.markMessagesAs({ subscriberId: undefined as unknown as string, messageIds: [valid], markAs: 'read' })],
    ['mark-as, messageIds null', (c) => c.markMessagesAs({ subscriberId: ada, messageIds: null as unknown as string[], markAs: 'read' })],
    ['mark-as, a number among the ids', (c) => c.markMessagesAs({ subscriberId: ada, messageIds: [valid, 42 as unknown as string], markAs: 'read' })],
    ['listMessages, subscriberId a number', (c) => c.listMessages({ subscriberId: 42 as unknown as string })],
    ['getNotification, undefined', (c) => c.getNotification(undefined as unknown as string)],
  ];

  test.each(cases)('%s', async (_name, call) => {
    const harness = createHarness();
    const promise = callWithoutThrowing(() => call(harness.client));
    await expect(promise).rejects.toBeInstanceOf(InputError);
    await expect(promise).rejects.toBeInstanceOf(InboxKitError);
    expect(harness.requests).toHaveLength(0);
  });

});

describe('retries', () => {
  const retryable = [408, 409, 429, 500, 502, 503];
  const final = [400, 401, 403, 404, 422];

  test.each(retryable)('%i is retried', async (status) => {
    const harness = createHarness({
      client: { retry: { retries: 1, baseDelayMs: 0 } },
      setup: (service) => service.failNext(1, { route: 'mark-as', status, headers: { 'Retry-After': '0' } }),
    });
    const [id] = storedIds(harness, ada, 1);
    const messages = await harness.client.markMessagesAs({ subscriberId: ada, messageIds: [id!], markAs: 'read' });
    expect(messages).toHaveLength(1);
    expect(harness.markRequests()).toHaveLength(2);
  });

  test.each(final)('%i is not retried and rejects with ApiError', async (status) => {
    const harness = createHarness({
      client: { retry: { retries: 3, baseDelayMs: 0 } },
      setup: (service) => service.failNext(1, { route: 'notification', status }),
    });
    const error = await harness.client.getNotification(notifications.delivered).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(status);
    expect(harness.requests).toHaveLength(1);
  });

  test('by default a failing request is tried 4 times in all (3 retries)', async () => {
    const harness = createHarness({
      client: { retry: { baseDelayMs: 0 } },
      setup: (service) => service.failNext(5, { route: 'notification', status: 500, headers: { 'Retry-After': '0' } }),
    });
    const error = await harness.client.getNotification(notifications.delivered).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(500);
    expect(harness.requests).toHaveLength(4);
  });

  test('a network failure is retried; when retries run out it is a NetworkError with its cause', async () => {
    const service = createMockService();
    const answer = mockFetch(service.handlers);
    let failures = 1;
    let calls = 0;
    const cause = new TypeError('Failed to fetch');
    const flaky: typeof fetch = async (input, init) => {
      calls += 1;
      if (failures-- > 0) throw cause;
      return answer(new Request(input, init));
    };
    const client = createClient({ baseUrl: BASE_URL, apiKey: MOCK_API_KEY, fetch: flaky, retry: { retries: 1, baseDelayMs: 0 } });
    const record = await client.getNotification(notifications.delivered);
    expect(record._id).toBe(notifications.delivered);
    expect(calls).toBe(2);

    failures = 5;
    calls = 0;
    const error = await client.getNotification(notifications.delivered).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).cause).toBe(cause);
    expect(calls).toBe(2);
  });

  test('a timeout is a NetworkError, and is retried', async () => {
    const harness = createHarness({ latencyMs: 2_000, client: { timeoutMs: 30, retry: { retries: 1, baseDelayMs: 0 } } });
    const error = await harness.client.getNotification(notifications.delivered).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(harness.requests).toHaveLength(2);
  });

  /** Runs the fake clock until `promise` settles. */
  async function settle<T>(promise: Promise<T>): Promise<T> {
    let done = false;
    const tracked = promise.finally(() => {
      done = true;
    });
    for (let i = 0; i < 100 && !done; i += 1) await vi.advanceTimersByTimeAsync(250);
    return tracked;
  }

  test('Retry-After in seconds sets the wait before the retry', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const harness = createHarness({
      client: { retry: { retries: 1, baseDelayMs: 0 } },
      setup: (service) => service.failNext(1, { route: 'notification', status: 429, headers: { 'Retry-After': '3' } }),
    });
    await expect(settle(harness.client.getNotification(notifications.delivered))).resolves.toMatchObject({
      _id: notifications.delivered,
    });
    const [first, retry] = harness.requests;
    expect(harness.requests).toHaveLength(2);
    // On the fake clock: 3 s asked, and no backoff of its own (baseDelayMs 0) on top.
    expect(retry!.at - first!.at).toBeGreaterThanOrEqual(3_000);
    expect(retry!.at - first!.at).toBeLessThanOrEqual(3_250);
  });

  test('Retry-After as an HTTP date sets the wait before the retry', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    // A whole second, as HTTP dates have no milliseconds.
    vi.setSystemTime(Date.parse('2026-11-01T09:00:00.000Z'));
    const at = new Date(Date.now() + 5_000);
    const harness = createHarness({
      client: { retry: { retries: 1, baseDelayMs: 0 } },
      setup: (service) => service.failNext(1, { route: 'notification', status: 503, headers: { 'Retry-After': at.toUTCString() } }),
    });
    await expect(settle(harness.client.getNotification(notifications.delivered))).resolves.toMatchObject({
      _id: notifications.delivered,
    });
    const [first, retry] = harness.requests;
    expect(harness.requests).toHaveLength(2);
    expect(retry!.at).toBeGreaterThanOrEqual(at.getTime());
    expect(retry!.at - first!.at).toBeLessThanOrEqual(5_250);
  });
});

describe('typed errors', () => {
  test('ApiError carries status, body and the body message (string)', async () => {
    const harness = createHarness();
    const error = await harness.client
      .markMessagesAs({ subscriberId: 'subscriber-nobody', messageIds: unknownIds(1), markAs: 'read' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(404);
    expect(apiError.message).toBe('Subscriber subscriber-nobody not found');
    expect(apiError.body).toMatchObject({ statusCode: 404, message: 'Subscriber subscriber-nobody not found' });
  });

  test('ApiError message from a string[] body message; retryAfterMs from Retry-After', async () => {
    const harness = createHarness({
      setup: (service) => {
        service.failNext(1, { route: 'feed', status: 400, message: ['limit must not be greater than 100', 'page must be a number'] });
        service.failNext(1, { route: 'feed', status: 429, headers: { 'Retry-After': '2' } });
      },
    });
    const validation = (await harness.client.listMessages({ subscriberId: ada }).catch((e: unknown) => e)) as ApiError;
    expect(validation).toBeInstanceOf(ApiError);
    expect(validation.status).toBe(400);
    expect(validation.message).toContain('limit must not be greater than 100');
    expect(validation.message).toContain('page must be a number');
    const limited = (await harness.client.listMessages({ subscriberId: ada }).catch((e: unknown) => e)) as ApiError;
    expect(limited).toBeInstanceOf(ApiError);
    expect(limited.status).toBe(429);
    expect(limited.retryAfterMs).toBe(2_000);
  });

  test('a 404 notification is ApiError 404', async () => {
    const harness = createHarness();
    const error = await harness.client.getNotification(notifications.notFound).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect(harness.requests).toHaveLength(1);
  });

  test('a notification answer of {"data": null} is ApiError 404', async () => {
    const client = createClient({
      baseUrl: BASE_URL,
      retry: false,
      fetch: async () => Response.json({ data: null }, { status: 200 }),
    });
    const error = await client.getNotification(notifications.delivered).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
  });

  test('a non-JSON success is MalformedResponseError; an item lacking what the library needs is left out and reported', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const service = createMockService();
    const message = service.store.getMessages(ada)[0]!;
    const answers: Array<() => Response> = [
      () => new Response('<html>gateway</html>', { status: 200, headers: { 'content-type': 'text/html' } }),
      () => Response.json({ data: [{ ...message, read: undefined, seen: 'yes' }] }, { status: 201 }),
      () => Response.json({ data: { jobs: 'none' } }, { status: 200 }),
    ];
    let next = 0;
    const reports: MalformedItemReport[] = [];
    const client = createClient({
      baseUrl: BASE_URL,
      retry: false,
      fetch: async () => answers[next++]!(),
      onMalformedItem: (report) => reports.push(report),
    });
    await expect(client.getNotification(notifications.delivered)).rejects.toBeInstanceOf(MalformedResponseError);
    await expect(client.markMessagesAs({ subscriberId: ada, messageIds: [message._id], markAs: 'read' })).resolves.toEqual([]);
    expect(reports).toMatchObject([{ operation: 'markMessagesAs', path: 'data[0]', reason: 'read: expected boolean, got undefined' }]);
    // `jobs` that is not a list is narrowed away: the record is still shown.
    await expect(client.getNotification(notifications.delivered)).resolves.toEqual({});
  });

  test('every error is an InboxKitError', async () => {
    const harness = createHarness();
    const apiError = await harness.client.getNotification(notifications.notFound).catch((e: unknown) => e);
    expect(apiError).toBeInstanceOf(InboxKitError);
  });
});

describe('bodies wrapped or bare', () => {
  test('bare (documented) and {"data": X} (as served) bodies both parse', async () => {
    const service = createMockService();
    const answer = mockFetch(service.handlers);
    // The mock serves the envelope; this transport strips it as the public docs show the bodies.
    const unwrapping: typeof fetch = async (input, init) => {
      const response = await answer(new Request(input, init));
      const body = (await response.json()) as { data?: unknown };
      return Response.json(body.data, { status: response.status });
    };
    const bare = createClient({ baseUrl: BASE_URL, apiKey: MOCK_API_KEY, fetch: unwrapping, retry: false });
    const wrapped = createClient({ baseUrl: BASE_URL, apiKey: MOCK_API_KEY, fetch: mockFetch(service.handlers), retry: false });
    const ids = service.store.getMessages(ada).slice(0, 2).map((m) => m._id!);
    for (const client of [bare, wrapped]) {
      const record = await client.getNotification(notifications.delivered);
      expect(record._id).toBe(notifications.delivered);
      expect(record.jobs?.length).toBeGreaterThan(0);
      const messages = await client.markMessagesAs({ subscriberId: ada, messageIds: ids, markAs: 'unread' });
      expect(messages.map((m) => m._id).sort()).toEqual([...ids].sort());
      expect(messages.every((m) => !m.read && m.seen)).toBe(true);
    }
  });
});

describe('unknown enum values', () => {
  test('new job types, statuses, sources and providers are kept as strings', async () => {
    const harness = createHarness();
    const record = await harness.client.getNotification(notifications.unknownValues);
    const job = record.jobs!.find((j) => j.type === 'ai_summary');
    expect(job).toBeDefined();
    expect(job!.status).toBe('paused');
    expect(job!.providerId).toBe('carrier-pigeon');
    const detail = job!.executionDetails!.find((d) => d.status === 'Throttled');
    expect(detail?.source).toBe('Scheduler');
    expect(record.severity).toBe('urgent');
    expect(record.template?.origin).toBe('novu-cloud-v9');
  });
});
