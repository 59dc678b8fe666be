// The service as this app's server reaches it: for the proxy (app/api/inbox) and for the page's
// prefetch (app/page.tsx). Server-only: it holds the secret key, so only server code imports it
// (`node .ci/examples.mjs` checks that no file of the browser's bundle contains the key).
// Here the service is inbox-kit's mock, answered in this process through MSW's `getResponse`.
import { createClient } from 'inbox-kit';
import { createMockService, MOCK_API_KEY, type MockService } from 'inbox-kit/mock';
import { getResponse } from 'msw';

export const SERVICE_URL = 'https://service.mock'; // your service, e.g. https://api.example.com
export const SERVICE_API_KEY = MOCK_API_KEY; // process.env.SERVICE_API_KEY!

// One mock per process, whichever route loads this module first: the page's prefetch and the
// proxy then read and change the same messages. (The real service needs none of this.)
const processWide = globalThis as { inboxKitMockService?: MockService };
const service = (processWide.inboxKitMockService ??= createMockService({ baseUrl: SERVICE_URL }));

/** The transport to the mock; leave it out for the real service. */
export async function serviceFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  return (await getResponse(service.handlers, request)) ?? Response.json({ message: 'Not found' }, { status: 404 });
}

/**
 * The server's own client, for the prefetch: the secret key, and a short deadline, since the page
 * waits for it. A service that is slow or down costs the page its first rows (the browser loads
 * them itself), never its answer.
 */
export const serverClient = createClient({
  baseUrl: SERVICE_URL,
  apiKey: SERVICE_API_KEY,
  fetch: serviceFetch,
  retry: { retries: 1 },
  timeoutMs: 2_000,
  deadlineMs: 3_000,
});
