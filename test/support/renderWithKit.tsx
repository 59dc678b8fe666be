// The one render harness of the browser tests: a fresh mock service (in-process, no worker) and a
// fresh QueryClient per test, a client whose fetch records what went over the wire before the mock
// answers it, and the component rendered bare inside InboxKitProvider, as an app renders it. The
// only thing an app would not have is the in-view source: a manual one, so rows come into view
// when the test says so (`inView.revealVisible()`).
import { QueryClient } from '@tanstack/react-query';
import type { CSSProperties, ReactNode } from 'react';
import { render } from 'vitest-browser-react';
import { createClient, type CreateClientOptions, type InboxKitClient } from '../../src/api/client';
import { InViewObserverContext } from '../../src/components/inbox/inViewObserver';
import { createMockService, MOCK_API_KEY, type MockService, type MockServiceOptions } from '../../src/mock';
import { InboxKitProvider } from '../../src/query/InboxKitProvider';
import { createManualInView, type ManualInView } from './manualInView';
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
}

export interface HarnessOptions extends MockServiceOptions {
  client?: Partial<CreateClientOptions>;
  /** Runs on the fresh service before anything is sent (to script failures, say). */
  setup?: (service: MockService) => void;
  /** Answers a request instead of the service when it returns a response (e.g. to fail the n-th one). */
  intercept?: (request: Request, sent: readonly WireRequest[]) => Response | undefined;
}

export function createHarness({ client: clientOptions, setup, intercept, ...serviceOptions }: HarnessOptions = {}): Harness {
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
    return intercept?.(request, requests) ?? answer(request);
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
  return { service, client, queryClient, requests, markRequests, recordRequests };
}

export interface RenderOptions extends HarnessOptions {
  /**
   * The inbox list's max height (`--ik-inbox-max-block-size`, set on a plain container as an app
   * would); `none` puts every loaded row in the DOM. Default: the stylesheet's.
   */
  listMaxBlockSize?: string;
}

export interface Rendered extends Harness {
  screen: Awaited<ReturnType<typeof render>>;
  inView: ManualInView;
}

export async function renderWithKit(ui: ReactNode, { listMaxBlockSize, ...options }: RenderOptions = {}): Promise<Rendered> {
  const harness = createHarness(options);
  const inView = createManualInView();
  const tree = (
    <InboxKitProvider client={harness.client} queryClient={harness.queryClient}>
      <InViewObserverContext value={inView.create}>{ui}</InViewObserverContext>
    </InboxKitProvider>
  );
  const style = { '--ik-inbox-max-block-size': listMaxBlockSize } as CSSProperties;
  const screen = await render(listMaxBlockSize === undefined ? tree : <div style={style}>{tree}</div>);
  return { ...harness, screen, inView };
}

/** The inbox rows in the DOM, in list order. */
export function rows(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('[data-slot="inbox-row"]')].sort(
    (a, b) => Number(a.dataset.index) - Number(b.dataset.index),
  );
}

export function row(id: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[data-message-id="${CSS.escape(id)}"]`);
}

/** The row whose checkbox is named after `text`. */
export function rowNamed(text: string): HTMLElement {
  const found = rows().find((candidate) =>
    candidate.querySelector('[data-slot="inbox-row-checkbox"]')?.getAttribute('aria-label')?.includes(text),
  );
  if (!found) throw new Error(`No row named ${text}`);
  return found;
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

/** The job list items of an activity view, in order. */
export function jobItems(): HTMLLIElement[] {
  return [...document.querySelectorAll<HTMLLIElement>('li[data-job-id]')];
}

/** The job item whose `data-job-id` is `id`. */
export function jobItem(id: string): HTMLLIElement {
  const item = document.querySelector<HTMLLIElement>(`li[data-job-id="${CSS.escape(id)}"]`);
  if (!item) throw new Error(`No job ${id}`);
  return item;
}

/** The button that opens or closes a job. */
export function jobButton(item: HTMLElement): HTMLButtonElement {
  const button = item.querySelector<HTMLButtonElement>('.ik-job__button');
  if (!button) throw new Error('No job button');
  return button;
}
