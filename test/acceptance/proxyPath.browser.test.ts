// The client through a same-origin proxy path, end to end: a relative baseUrl resolves against the
// page's origin, which only a browser has (the rest of the client's tests run in node).
import { describe, expect, test } from 'vitest';
import { createClient } from 'inbox-kit';
import { createMockService, MOCK_IDS } from 'inbox-kit/mock';
import { mockFetch } from '../support/mockFetch';

const { default: ada } = MOCK_IDS.subscribers;
const notifications = MOCK_IDS.notifications;

describe('paths, bodies and headers', () => {
  test('baseUrl may be a same-origin proxy path; headers may be a function (e.g. a session token)', async () => {
    const service = createMockService({ baseUrl: '/api/inbox', apiKey: null });
    const seen: Request[] = [];
    const answer = mockFetch(service.handlers);
    let token = 0;
    const client = createClient({
      baseUrl: '/api/inbox',
      headers: () => ({ 'x-session': `token-${++token}` }),
      retry: false,
      fetch: async (input, init) => {
        const request = new Request(input, init);
        seen.push(request.clone());
        return answer(request);
      },
    });
    const page = await client.listMessages({ subscriberId: ada, limit: 3 });
    expect(page.data).toHaveLength(3);
    await client.getNotification(notifications.delivered);
    expect(new URL(seen[0]!.url).pathname).toBe(`/api/inbox/v1/subscribers/${ada}/notifications/feed`);
    expect(new URL(seen[0]!.url).origin).toBe(location.origin);
    // The function runs for each request, and no API key is sent when none is given.
    expect(seen.map((r) => r.headers.get('x-session'))).toEqual(['token-1', 'token-2']);
    expect(seen.every((r) => !r.headers.has('authorization'))).toBe(true);
  });
});
