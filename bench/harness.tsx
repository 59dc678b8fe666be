// What the render benches share: a client on a fresh mock service with a cache that never goes
// stale (a background refetch would be network, not rendering), and a mount outside act() so the
// test harness is not in the figures.
import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createClient } from '../src/api/client';
import { InboxKitProvider } from '../src/query/InboxKitProvider';
import { createMockService, MOCK_API_KEY, type MockService } from '../src/mock';
import { mockFetch } from '../test/support/mockFetch';

export interface BenchCache {
  service: MockService;
  queryClient: QueryClient;
  client: ReturnType<typeof createClient>;
}

export function benchCache(): BenchCache {
  const service = createMockService();
  const client = createClient({ baseUrl: 'https://service.mock', apiKey: MOCK_API_KEY, fetch: mockFetch(service.handlers), retry: false });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  return { service, queryClient, client };
}

let root: Root | null = null;
let container: HTMLElement | null = null;

export function unmount(): void {
  root?.unmount();
  container?.remove();
  root = null;
  container = null;
}

/** Mounts `ui` inside the provider of `cache` (not awaited: the caller waits for what it measures). */
export function mount({ client, queryClient }: BenchCache, ui: ReactNode): void {
  unmount();
  container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  root.render(
    <InboxKitProvider client={client} queryClient={queryClient}>
      {ui}
    </InboxKitProvider>,
  );
}

/** Elements in the mounted view. */
export const mountedElements = () => container?.querySelectorAll('*').length ?? 0;
