// What an outside user of the package would write to test against it: the public entry points
// only (`inbox-kit`, `inbox-kit/mock`), a fresh mock service and QueryClient per test, and a
// fetch that records what went over the wire before the mock answers it.
import { QueryClient } from '@tanstack/react-query';
import type { CSSProperties, ReactNode } from 'react';
import { render } from 'vitest-browser-react';
import { createClient, InboxKitProvider, type CreateClientOptions, type InboxKitClient } from 'inbox-kit';
import { createMockService, MOCK_API_KEY, type MockService, type MockServiceOptions } from 'inbox-kit/mock';
import { mockFetch } from '../support/mockFetch';

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
}

export interface HarnessOptions extends MockServiceOptions {
  client?: Partial<CreateClientOptions>;
  /** Runs on the fresh service before anything is sent (to script failures, say). */
  setup?: (service: MockService) => void;
}

export function createHarness({ client: clientOptions, setup, ...serviceOptions }: HarnessOptions = {}): Harness {
  const service = createMockService(serviceOptions);
  setup?.(service);
  const requests: WireRequest[] = [];
  const answer = mockFetch(service.handlers);
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
    return answer(request);
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
  return { service, client, queryClient, requests, markRequests };
}

/** Renders `ui` inside InboxKitProvider over a fresh harness, with the stylesheet's defaults. */
export interface RenderOptions extends HarnessOptions {
  /** The inbox list's max height (`--ik-inbox-max-block-size`); `none` puts every loaded row in the DOM. */
  listMaxBlockSize?: string;
}

export async function renderWithKit(ui: ReactNode, { listMaxBlockSize, ...options }: RenderOptions = {}) {
  const harness = createHarness(options);
  const style = listMaxBlockSize ? ({ '--ik-inbox-max-block-size': listMaxBlockSize } as CSSProperties) : undefined;
  const screen = await render(
    <div className="ik-root" style={style}>
      <InboxKitProvider client={harness.client} queryClient={harness.queryClient}>
        {ui}
      </InboxKitProvider>
    </div>,
  );
  return { ...harness, screen };
}

/** The inbox rows in the DOM, in document order. */
export function rows(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('[data-message-id]')];
}

export function row(id: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[data-message-id="${CSS.escape(id)}"]`);
}

/** `data-read`/`data-seen` of each given row, as the DOM says them. */
export function rowStates(ids: readonly string[]): Array<{ id: string; read?: string; seen?: string }> {
  return ids.map((id) => {
    const element = row(id);
    return { id, read: element?.dataset.read, seen: element?.dataset.seen };
  });
}

/** A few 24-hex ids the service never stored. */
export function unknownIds(count: number): string[] {
  return Array.from({ length: count }, (_, i) => `aaaaaaaaaaaaaaaa${i.toString(16).padStart(8, '0')}`);
}
