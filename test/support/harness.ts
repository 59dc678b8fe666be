// What a test of the package needs around it, with no DOM: a fresh mock service per test and a
// client whose fetch records what went over the wire before the mock answers it (in-process, no
// worker). The render harness (renderWithKit.tsx) builds on it; the client's tests use it in node.
import { QueryClient } from '@tanstack/react-query';
import { createClient, type CreateClientOptions, type InboxKitClient } from '../../src/api/client';
import { createMockService, MOCK_API_KEY, type MockService, type MockServiceOptions } from '../../src/mock';
import { mockFetch } from './mockFetch';

export const BASE_URL = 'https://service.mock';

export interface WireRequest {
  method: string;
  url: URL;
  headers: Headers;
  /** The parsed JSON body, or undefined for a GET. */
  body: unknown;
  /** `Date.now()` when it was sent (the fake clock's, under fake timers). */
  at: number;
}

export interface Harness {
  service: MockService;
  client: InboxKitClient;
  queryClient: QueryClient;
  /** Every request the client sent, in order (retries included). */
  requests: WireRequest[];
  markRequests: () => WireRequest[];
  /** The record requests (`GET /v1/notifications/{id}`), by URL. */
  recordRequests: () => string[];
  /**
   * Holds the matching requests before the mock answers them, until the test lets them go: "in
   * flight" for exactly as long as the test needs, never for a latency that a loaded machine may
   * outlast.
   */
  holdRequests: (match: (request: WireRequest) => boolean) => RequestGate;
}

export interface RequestGate {
  /** Requests waiting at the gate. */
  held(): number;
  /** Lets the oldest waiting request go on to the service. */
  releaseNext(): void;
  /** Lets every waiting request go, and holds no more. */
  open(): void;
}

export interface HarnessOptions extends MockServiceOptions {
  client?: Partial<CreateClientOptions>;
  /** Runs on the fresh service before anything is sent (to script failures, say). */
  setup?: (service: MockService) => void;
  /**
   * Answers a request instead of the service when it returns a response (e.g. to fail the n-th
   * one); `service` asks the mock, so an interceptor can change the mock's own answer.
   */
  intercept?: (
    request: Request,
    sent: readonly WireRequest[],
    service: (request: Request) => Promise<Response>,
  ) => Response | undefined | Promise<Response | undefined>;
}

export function createHarness({ client: clientOptions, setup, intercept, ...serviceOptions }: HarnessOptions = {}): Harness {
  const service = createMockService(serviceOptions);
  setup?.(service);
  const requests: WireRequest[] = [];
  const answer = mockFetch(service.handlers);
  const gates: Array<{ match: (request: WireRequest) => boolean; open: boolean; waiting: Array<() => void> }> = [];
  const holdRequests = (match: (request: WireRequest) => boolean): RequestGate => {
    const gate = { match, open: false, waiting: [] as Array<() => void> };
    gates.push(gate);
    return {
      held: () => gate.waiting.length,
      releaseNext: () => gate.waiting.shift()?.(),
      open: () => {
        gate.open = true;
        for (const go of gate.waiting.splice(0)) go();
      },
    };
  };
  const recordingFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const at = Date.now();
    const text = request.method === 'GET' ? '' : await request.clone().text();
    requests.push({
      method: request.method,
      url: new URL(request.url),
      headers: new Headers(request.headers),
      body: text ? (JSON.parse(text) as unknown) : undefined,
      at,
    });
    const sent = requests.at(-1)!;
    for (const gate of gates) {
      if (!gate.open && gate.match(sent)) await new Promise<void>((go) => gate.waiting.push(go));
    }
    return (await intercept?.(request, requests, answer)) ?? answer(request);
  };
  const client = createClient({
    baseUrl: BASE_URL,
    apiKey: MOCK_API_KEY,
    fetch: recordingFetch,
    retry: false,
    ...clientOptions,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const markRequests = () => requests.filter((r) => r.method === 'POST' && r.url.pathname.endsWith('/messages/mark-as'));
  const recordRequests = () =>
    requests.filter((r) => r.url.pathname.includes('/v1/notifications/')).map((r) => r.url.href);
  return { service, client, queryClient, requests, markRequests, recordRequests, holdRequests };
}

/** A few 24-hex ids the service never stored. */
export function unknownIds(count: number): string[] {
  return Array.from({ length: count }, (_, i) => `aaaaaaaaaaaaaaaa${i.toString(16).padStart(8, '0')}`);
}

