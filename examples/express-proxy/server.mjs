// An Express server that serves the page and keeps the service's secret key on the server: the
// browser talks to /api/inbox, the proxy adds the key and lets through only what the signed-in
// subscriber may do. Here the service is the package's mock; see the README for the real one.
import express from 'express';
import { getResponse } from 'msw';
import { createMockService, MOCK_API_KEY, MOCK_IDS } from 'inbox-kit/mock';
import { createProxyHandler, toNodeHandler } from 'inbox-kit/server';

const SERVICE_URL = 'https://service.mock';
const service = createMockService({ baseUrl: SERVICE_URL });

/** The proxy's transport to the mock: MSW's handlers answer the request in this process. */
async function mockFetch(input, init) {
  const request = new Request(input, init);
  return (await getResponse(service.handlers, request)) ?? Response.json({ message: 'Not found' }, { status: 404 });
}

const proxy = createProxyHandler({
  apiBaseUrl: SERVICE_URL, // your service, e.g. https://api.example.com
  apiKey: MOCK_API_KEY, // process.env.SERVICE_API_KEY
  basePath: '/api/inbox',
  // Your session decides who the caller is; null answers 401.
  authorize: () => ({ subscriberId: MOCK_IDS.subscribers.default }),
  fetch: mockFetch, // leave out for the real service
});

const app = express();
// A body parser before the proxy is fine: toNodeHandler sends the parsed body on.
app.use(express.json());
app.use('/api/inbox', toNodeHandler(proxy));
app.use(express.static(new URL('./public', import.meta.url).pathname));

const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 3000);
app.listen(port, host, () => console.log(`express-proxy example on http://${host}:${port}`));
