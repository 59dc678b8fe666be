// The service's mock in the browser, through MSW's service worker (public/mockServiceWorker.js,
// written by `msw init public`). It plays the proxy at /api/inbox, so it wants no key.
import { setupWorker } from 'msw/browser';
import { createMockService } from 'inbox-kit/mock';

export async function startMockService(): Promise<void> {
  const service = createMockService({ baseUrl: '/api/inbox', apiKey: null, latencyMs: [100, 300] });
  await setupWorker(...service.handlers).start({ onUnhandledRequest: 'bypass', quiet: true });
}
