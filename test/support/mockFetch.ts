// A `fetch` that answers from MSW handlers in-process: tests give it to `createClient` so that
// the client talks to the mock service without a service worker or a network.
import { getResponse, type RequestHandler } from 'msw';

export function mockFetch(handlers: RequestHandler[]): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const response = await getResponse(handlers, request);
    if (!response) throw new TypeError(`No mock handler for ${request.method} ${request.url}`);
    return response;
  };
}
