// Renders a component over a fresh mock service (in-process, no worker) and a fresh QueryClient,
// and records what the client sent.
import { QueryClient } from '@tanstack/react-query';
import type { CSSProperties, ReactNode } from 'react';
import { render } from 'vitest-browser-react';
import { createClient } from '../../../src/api/client';
import { createMockService, MOCK_API_KEY, type MockService, type MockServiceOptions } from '../../../src/mock';
import { InboxKitProvider } from '../../../src/query/InboxKitProvider';
import { mockFetch } from '../../support/mockFetch';

export const BASE_URL = 'https://service.mock';

export interface SentRequest {
  method: string;
  url: URL;
  body: unknown;
}

export interface RenderWithServiceOptions extends MockServiceOptions {
  /** Runs on the fresh service before anything renders (e.g. to script failures). */
  setup?: (service: MockService) => void;
  /**
   * The list's maximum height. Default `none`, so every loaded row is in view (and rendered);
   * give a length to test virtualization.
   */
  listMaxBlockSize?: string;
  /** Answers a request instead of the service when it returns a response (e.g. to fail the n-th one). */
  intercept?: (request: Request, sent: readonly SentRequest[]) => Response | undefined;
}

export async function renderWithService(
  ui: ReactNode,
  { setup, listMaxBlockSize = 'none', intercept, ...options }: RenderWithServiceOptions = {},
) {
  const service = createMockService(options);
  setup?.(service);
  const requests: SentRequest[] = [];
  const answer = mockFetch(service.handlers);
  const recordingFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    requests.push({ method: request.method, url: new URL(request.url), body: text ? (JSON.parse(text) as unknown) : undefined });
    return intercept?.(request, requests) ?? answer(request);
  };
  const client = createClient({ baseUrl: BASE_URL, apiKey: MOCK_API_KEY, fetch: recordingFetch, retry: false });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const screen = await render(
    <div className="ik-root" style={{ '--ik-inbox-max-block-size': listMaxBlockSize } as CSSProperties}>
      <InboxKitProvider client={client} queryClient={queryClient}>
        {ui}
      </InboxKitProvider>
    </div>,
  );
  const markRequests = () => requests.filter((r) => r.method === 'POST' && r.url.pathname.endsWith('/mark-as'));
  return { screen, service, client, queryClient, requests, markRequests };
}

/** The rows in the DOM, in order. */
export function renderedRows(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('[data-slot="inbox-row"]')].sort(
    (a, b) => Number(a.dataset.index) - Number(b.dataset.index),
  );
}

/** The row whose checkbox is named after `text`. */
export function rowNamed(text: string): HTMLElement {
  const row = renderedRows().find((candidate) =>
    candidate.querySelector('[data-slot="inbox-row-checkbox"]')?.getAttribute('aria-label')?.includes(text),
  );
  if (!row) throw new Error(`No row named ${text}`);
  return row;
}
