// The proxy: the browser's client calls /api/inbox/…, this route adds the secret key and lets
// through only what the signed-in subscriber may do. Here the service is the package's mock.
import { getResponse } from 'msw';
import { createMockService, MOCK_API_KEY } from 'inbox-kit/mock';
import { createProxyHandler } from 'inbox-kit/server';
import { currentSubscriberId } from '../../../session';

const SERVICE_URL = 'https://service.mock';
const service = createMockService({ baseUrl: SERVICE_URL });

/** The proxy's transport to the mock: MSW's handlers answer in this process. */
async function mockFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  return (await getResponse(service.handlers, request)) ?? Response.json({ message: 'Not found' }, { status: 404 });
}

const handler = createProxyHandler({
  apiBaseUrl: SERVICE_URL, // your service, e.g. https://api.example.com
  apiKey: MOCK_API_KEY, // process.env.SERVICE_API_KEY!
  basePath: '/api/inbox',
  authorize: async () => ({ subscriberId: await currentSubscriberId() }),
  fetch: mockFetch, // leave out for the real service
});

export { handler as GET, handler as POST };
