// Shared by the mock's HTTP tests: a clock the test moves, and requests as a client sends them.
import { setupServer } from 'msw/node';
import type { SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createMockService, MOCK_API_KEY } from '../../src/mock';
import type { MockService, MockServiceOptions } from '../../src/mock';

export const BASE = 'https://api.example.test';
export const START = Date.parse('2026-11-02T10:00:00.000Z');

export interface TestClock {
  now: () => number;
  advance(ms: number): void;
  iso(): string;
}

export function createTestClock(start = START): TestClock {
  let time = start;
  return {
    now: () => time,
    advance: (ms) => {
      time += ms;
    },
    iso: () => new Date(time).toISOString(),
  };
}

/** One msw/node server for the file; each test puts its own service's handlers on it. */
export function setupMockServer(): {
  server: SetupServer;
  start(options?: MockServiceOptions): { service: MockService; clock: TestClock };
} {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    server.events.removeAllListeners();
  });
  afterAll(() => server.close());
  return {
    server,
    start(options = {}) {
      const clock = createTestClock();
      const service = createMockService({ now: clock.now, ...options });
      server.use(...service.handlers);
      return { service, clock };
    },
  };
}

export function authHeaders(extra: Record<string, string> = {}): Record<string, string> {
  return { Authorization: `ApiKey ${MOCK_API_KEY}`, ...extra };
}

export function markAs(
  subscriberId: string,
  body: unknown,
  init: { headers?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<Response> {
  return fetch(`${BASE}/v1/subscribers/${encodeURIComponent(subscriberId)}/messages/mark-as`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(init.headers ?? authHeaders()) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...(init.signal ? { signal: init.signal } : {}),
  });
}

export function markAll(
  subscriberId: string,
  body: unknown,
  init: { headers?: Record<string, string> } = {},
): Promise<Response> {
  return fetch(`${BASE}/v1/subscribers/${encodeURIComponent(subscriberId)}/messages/mark-all`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(init.headers ?? authHeaders()) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export function getFeed(subscriberId: string, query = '', headers: Record<string, string> = authHeaders()): Promise<Response> {
  return fetch(`${BASE}/v1/subscribers/${encodeURIComponent(subscriberId)}/notifications/feed${query}`, { headers });
}

export function getSubscriber(subscriberId: string, init: { headers?: Record<string, string>; signal?: AbortSignal } = {}): Promise<Response> {
  return fetch(`${BASE}/v1/subscribers/${encodeURIComponent(subscriberId)}`, {
    headers: init.headers ?? authHeaders(),
    ...(init.signal ? { signal: init.signal } : {}),
  });
}

export function getNotification(notificationId: string, headers: Record<string, string> = authHeaders()): Promise<Response> {
  return fetch(`${BASE}/v1/notifications/${encodeURIComponent(notificationId)}`, { headers });
}

/** The in-app message ids of a subscriber, newest first, straight from the store. */
export function inAppIds(service: MockService, subscriberId: string, count: number): string[] {
  return service.store.getFeed(subscriberId, { limit: count }).data.map((m) => m._id);
}

/** Lets a request reach (or leave) the mock without moving fake time, as vi.waitFor would. */
export async function untilPending(service: MockService, count: number): Promise<void> {
  for (let turn = 0; service.pendingRequests !== count; turn += 1) {
    if (turn > 1000) throw new Error(`pendingRequests stayed ${service.pendingRequests}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}
