// @vitest-environment node
// The mock over HTTP (msw/node, plain fetch): envelopes, statuses, error bodies and auth.
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MOCK_IDS } from '../../src/mock';
import { authHeaders, BASE, getFeed, getNotification, inAppIds, markAs, setupMockServer } from './mockHttp';

const ada = MOCK_IDS.subscribers.default;
const mock = setupMockServer();

function expectErrorBody(body: unknown, status: number, path: string, timestamp: string): void {
  const keys = Object.keys(body as object).sort();
  const allowed = ['error', 'errorId', 'message', 'path', 'statusCode', 'timestamp'];
  expect(keys.every((k) => allowed.includes(k))).toBe(true);
  expect(body).toMatchObject({ statusCode: status, path, timestamp });
  const message = (body as { message: unknown }).message;
  expect(typeof message === 'string' || (Array.isArray(message) && message.every((m) => typeof m === 'string'))).toBe(true);
}

describe('mark-as', () => {
  it('answers 201 with the updated messages in a {data} envelope and changes the store', async () => {
    const { service, clock } = mock.start();
    const ids = inAppIds(service, ada, 3);
    const response = await markAs(ada, { messageId: ids, markAs: 'read' });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { data: { _id: string; read: boolean; lastReadDate: string }[] };
    expect(body.data.map((m) => m._id).sort()).toEqual([...ids].sort());
    expect(body.data.every((m) => m.read && m.lastReadDate === clock.iso())).toBe(true);
    expect(ids.every((id) => service.store.getMessage(ada, id)?.read)).toBe(true);
  });

  it('splits a string messageId on commas', async () => {
    const { service } = mock.start();
    const ids = inAppIds(service, ada, 2);
    const response = await markAs(ada, { messageId: ids.join(','), markAs: 'seen' });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { data: { _id: string }[] };
    expect(body.data.map((m) => m._id).sort()).toEqual([...ids].sort());
  });

  it('skips unknown ids and answers in store order, not the request’s', async () => {
    const { service } = mock.start();
    const newestFirst = inAppIds(service, ada, 3);
    const response = await markAs(ada, { messageId: ['ffffffffffffffffffffffff', ...newestFirst], markAs: 'read' });
    const body = (await response.json()) as { data: { _id: string }[] };
    // The store keeps the oldest first.
    expect(body.data.map((m) => m._id)).toEqual([...newestFirst].reverse());
  });

  it('finds an id sent in upper case (ids compare case-insensitively)', async () => {
    const { service } = mock.start();
    const [id] = service.store.getFeed(ada, { read: false }).data.map((m) => m._id);
    const response = await markAs(ada, { messageId: [id!.toUpperCase()], markAs: 'read' });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { data: { _id: string; read: boolean }[] };
    expect(body.data).toEqual([expect.objectContaining({ _id: id, read: true })]);
    expect(service.store.getMessage(ada, id!)?.read).toBe(true);
  });

  it('marks a message of any channel, and answers another subscriber’s message unchanged', async () => {
    const { service } = mock.start();
    const email = service.store.getMessages(ada).find((m) => m.channel === 'email' && !m.read)!;
    const foreign = service.store.getFeed(MOCK_IDS.subscribers.intl, { read: false }).data[0]!;
    const response = await markAs(ada, { messageId: [foreign._id, email._id], markAs: 'read' });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { data: { _id: string; read: boolean }[] };
    expect(body.data.find((m) => m._id === email._id)?.read).toBe(true);
    expect(body.data.find((m) => m._id === foreign._id)).toEqual(foreign);
    expect(service.store.getMessage(MOCK_IDS.subscribers.intl, foreign._id)).toEqual(foreign);
  });

  it('answers 404 `Subscriber <id> not found` for an unknown subscriber', async () => {
    const { clock } = mock.start();
    const response = await markAs('nobody', { messageId: ['ffffffffffffffffffffffff'], markAs: 'read' });
    expect(response.status).toBe(404);
    const body = await response.json();
    expectErrorBody(body, 404, '/v1/subscribers/nobody/messages/mark-as', clock.iso());
    expect(body).toMatchObject({ message: 'Subscriber nobody not found', error: 'Not Found' });
  });

  it.each([
    { name: 'missing', body: { markAs: 'read' } },
    { name: 'empty string', body: { messageId: '', markAs: 'read' } },
    { name: 'empty list', body: { messageId: [], markAs: 'read' } },
  ])('answers 400 `messageId is required` for a $name messageId', async ({ body }) => {
    mock.start();
    const response = await markAs(ada, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: 400, message: 'messageId is required', error: 'Bad Request' });
  });

  it('answers 400 with a list of messages for a bad markAs', async () => {
    const { service } = mock.start();
    const response = await markAs(ada, { messageId: inAppIds(service, ada, 1), markAs: 'archived' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: unknown };
    expect(body.message).toEqual(['markAs must be one of the following values: read, unread, seen, unseen']);
  });

  it('answers 500 with an errorId for a non-ObjectId id, and changes nothing', async () => {
    const { service, clock } = mock.start();
    const [id] = inAppIds(service, ada, 1);
    const before = service.store.getMessage(ada, id!);
    const response = await markAs(ada, { messageId: [id, 'not-an-id'], markAs: 'read' });
    expect(response.status).toBe(500);
    const body = (await response.json()) as Record<string, unknown>;
    expectErrorBody(body, 500, '/v1/subscribers/subscriber-ada/messages/mark-as', clock.iso());
    expect(body.errorId).toEqual(expect.any(String));
    expect(body.message).toBe('Internal server error, contact support and provide them with the errorId');
    expect(body).not.toHaveProperty('error');
    expect(service.store.getMessage(ada, id!)).toEqual(before);
  });

  it('answers 413 to a body over the service’s 100 KB limit', async () => {
    const { service } = mock.start();
    const ids = Array.from({ length: 5000 }, () => 'ffffffffffffffffffffffff');
    const response = await markAs(ada, { messageId: [...inAppIds(service, ada, 1), ...ids], markAs: 'read' });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ statusCode: 413, error: 'Payload Too Large' });
  });

  it('finds a subscriber whose id needs encoding', async () => {
    const { service } = mock.start();
    const subscriber = { ...service.store.getSubscriber(ada)!, subscriberId: 'user/42 ü' };
    service.store.putSubscriber(subscriber, service.store.getMessages(ada).slice(0, 1));
    const [message] = service.store.getMessages('user/42 ü');
    const response = await markAs('user/42 ü', { messageId: [message!._id], markAs: 'read' });
    expect(response.status).toBe(201);
  });
});

describe('feed', () => {
  it('answers the page with its fields beside data, not double-wrapped', async () => {
    mock.start();
    const response = await getFeed(ada, '?page=1&limit=5');
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['data', 'hasMore', 'page', 'pageSize', 'totalCount']);
    expect(body).toMatchObject({ page: 1, pageSize: 5, hasMore: true, totalCount: 5 });
    expect(body.data).toHaveLength(5);
  });

  it('filters by read and seen from the query', async () => {
    mock.start();
    const body = (await (await getFeed(ada, '?limit=100&read=false&seen=true')).json()) as { data: { read: boolean; seen: boolean }[] };
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((m) => !m.read && m.seen)).toBe(true);
  });

  it.each([
    { query: '?limit=0', message: 'limit must not be less than 1' },
    { query: '?limit=101', message: 'limit must not be greater than 100' },
    { query: '?limit=ten', message: 'limit must be an integer number' },
    { query: '?page=-1', message: 'page must not be less than 0' },
    { query: '?read=yes', message: 'read must be a boolean value' },
  ])('answers 400 for $query', async ({ query, message }) => {
    mock.start();
    const response = await getFeed(ada, query);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: unknown }).message).toEqual([message]);
  });

  it('counts the page’s items in totalCount (min(count, limit)), not a total', async () => {
    const { service } = mock.start();
    const all = service.store.getMessages(ada).filter((m) => m.channel === 'in_app').length;
    const lastPage = Math.floor(all / 10);
    const body = (await (await getFeed(ada, `?page=${lastPage}&limit=10`)).json()) as { data: unknown[]; totalCount: number; hasMore: boolean };
    expect(body.totalCount).toBe(all - lastPage * 10);
    expect(body.totalCount).toBe(body.data.length);
    expect(body.hasMore).toBe(false);
  });

  it('filters by payload: base64 of UTF-8 JSON, each leaf value matched at its path', async () => {
    const { service } = mock.start();
    const [match] = service.deliver(ada, [{ payload: { project: 'atlas', meta: { level: 2, owner: 'ada' } } }]);
    const [zurich] = service.deliver(ada, [{ payload: { project: 'atlas', meta: { level: 3 } } }, { payload: { city: 'Zürich 東京' } }]).slice(1);
    const [tagged] = service.deliver(ada, [{ payload: { tags: ['red', 'green'], people: [{ name: 'Ada' }, { name: 'Alan' }] } }]);
    const encode = (value: unknown): string => encodeURIComponent(Buffer.from(JSON.stringify(value)).toString('base64'));
    const ids = async (filter: unknown): Promise<string[]> =>
      ((await (await getFeed(ada, `?limit=100&payload=${encode(filter)}`)).json()) as { data: { _id: string }[] }).data.map((m) => m._id);
    // A nested object matches by its leaves (`meta.level`), not as a whole: `owner` may be there too.
    expect(await ids({ project: 'atlas', meta: { level: 2 } })).toEqual([match!._id]);
    expect(await ids({ 'meta.level': 2 })).toEqual([match!._id]);
    expect(await ids({ project: 'atlas' })).toHaveLength(2);
    expect(await ids({ project: 'none' })).toEqual([]);
    // A list holds a value; an index names one item; each item of a list of objects is looked into.
    expect(await ids({ tags: 'green' })).toEqual([tagged!._id]);
    expect(await ids({ tags: ['green'] })).toEqual([]);
    expect(await ids({ tags: ['red'] })).toEqual([tagged!._id]);
    expect(await ids({ people: { name: 'Alan' } })).toEqual([tagged!._id]);
    // An empty object adds no condition; null matches a missing value.
    expect((await ids({ meta: {} })).length).toBeGreaterThan(3);
    expect(await ids({ city: null, tags: 'red' })).toEqual([tagged!._id]);
    // The JSON is UTF-8 before base64, as a server's Buffer decodes it.
    expect(await ids({ city: 'Zürich 東京' })).toEqual([zurich!._id]);
  });

  it('reads the payload filter as the service’s Buffer does: either alphabet, stray characters skipped, falsy JSON filters nothing', async () => {
    const { service } = mock.start();
    const [match] = service.deliver(ada, [{ payload: { q: '>?>' } }]);
    const ids = async (payload: string): Promise<string[]> =>
      ((await (await getFeed(ada, `?limit=100&payload=${encodeURIComponent(payload)}`)).json()) as { data: { _id: string }[] }).data.map((m) => m._id);
    const standard = Buffer.from(JSON.stringify({ q: '>?>' })).toString('base64');
    expect(standard).toMatch(/[+/]/);
    expect(await ids(standard)).toEqual([match!._id]);
    expect(await ids(Buffer.from(JSON.stringify({ q: '>?>' })).toString('base64url'))).toEqual([match!._id]);
    expect(await ids(` ${standard.slice(0, 4)}\n${standard.slice(4)} `)).toEqual([match!._id]);
    const all = (await ids('')).length;
    expect(await ids(Buffer.from('null').toString('base64'))).toHaveLength(all);
    expect(await ids(Buffer.from('0').toString('base64'))).toHaveLength(all);
    // A JSON list or string is taken (no 400) and matches no message's payload object.
    expect(await ids(Buffer.from('[1]').toString('base64'))).toEqual([]);
    expect(await ids(Buffer.from('"x"').toString('base64'))).toEqual([]);
  });

  it.each([
    { name: 'text that decodes to nothing', payload: '%%%' },
    { name: 'base64 of text that is not JSON', payload: Buffer.from('not json').toString('base64') },
  ])('answers 400 with the service’s text for a payload of $name', async ({ payload }) => {
    mock.start();
    const response = await getFeed(ada, `?payload=${encodeURIComponent(payload)}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Invalid payload, the JSON object should be encoded to base64 string.',
    });
  });

  it('filters by feedIdentifier, once or repeated, through the feeds the identifiers name', async () => {
    const { service } = mock.start();
    service.store.putFeed({ _id: '6650e0c0aa11bb22cc33ff0a', identifier: 'feed-a', name: 'A' });
    service.store.putFeed({ _id: '6650e0c0aa11bb22cc33ff0b', identifier: 'feed-b', name: 'B' });
    const [a] = service.deliver(ada, [{ _feedId: '6650e0c0aa11bb22cc33ff0a' }]);
    const [b] = service.deliver(ada, [{ _feedId: '6650e0c0aa11bb22cc33ff0b' }]);
    service.deliver(ada, [{ _feedId: 'feed-a' }]);
    const ids = async (query: string): Promise<string[]> =>
      ((await (await getFeed(ada, query)).json()) as { data: { _id: string }[] }).data.map((m) => m._id);
    expect(await ids('?feedIdentifier=feed-a')).toEqual([a!._id]);
    expect(await ids('?feedIdentifier=feed-a&feedIdentifier=feed-b')).toEqual([b!._id, a!._id]);
    expect(await ids('?feedIdentifier=none')).toEqual([]);
  });

  it('serves the fixtures’ feeds: each message of a feed carries its `_id`', async () => {
    const { service } = mock.start();
    expect(service.store.listFeeds().map((feed) => feed.identifier)).toEqual(['mentions', 'billing', 'security', 'builds']);
    const page = (await (await getFeed(ada, '?limit=100&feedIdentifier=billing')).json()) as { data: { _feedId: string; templateIdentifier: string }[] };
    expect(page.data.length).toBeGreaterThan(3);
    expect(new Set(page.data.map((m) => m._feedId))).toEqual(new Set([MOCK_IDS.feeds.billing]));
    expect(new Set(page.data.map((m) => m.templateIdentifier))).toEqual(new Set(['invoice-paid', 'payment-failed', 'storage-quota']));
  });

  it('accepts the limit bounds 1 and 100', async () => {
    mock.start();
    expect(((await (await getFeed(ada, '?limit=1')).json()) as { data: unknown[] }).data).toHaveLength(1);
    expect(((await (await getFeed(MOCK_IDS.subscribers.many, '?limit=100')).json()) as { data: unknown[] }).data).toHaveLength(100);
  });

  it('answers 400 with the service’s text for an unknown subscriber', async () => {
    mock.start();
    const response = await getFeed('nobody');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      message:
        'Subscriber not found for this environment with the id: nobody. Make sure to create a subscriber before fetching the feed.',
    });
  });
});

describe('notification', () => {
  it('answers 200 {data: record}', async () => {
    mock.start();
    const response = await getNotification(MOCK_IDS.notifications.delivered);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { _id: string; template: { name: string } } };
    expect(body.data._id).toBe(MOCK_IDS.notifications.delivered);
    expect(body.data.template.name).toBe('Comment on your post');
  });

  it('answers 404 `Notification not found` for an unknown id', async () => {
    const { clock } = mock.start();
    const response = await getNotification(MOCK_IDS.notifications.notFound);
    expect(response.status).toBe(404);
    const body = await response.json();
    expectErrorBody(body, 404, `/v1/notifications/${MOCK_IDS.notifications.notFound}`, clock.iso());
    expect(body).toMatchObject({ message: 'Notification not found', error: 'Not Found' });
  });

  it('answers 500 for an id that is not a database id', async () => {
    mock.start();
    const response = await getNotification('abc');
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ errorId: expect.any(String) });
  });
});

describe('auth', () => {
  it.each<{ name: string; headers: Record<string, string>; message: string }>([
    { name: 'no header', headers: {}, message: 'Missing authorization header' },
    { name: 'another scheme', headers: { Authorization: 'Basic abc' }, message: 'Invalid authentication scheme: "Basic"' },
    { name: 'a wrong key', headers: { Authorization: 'ApiKey wrong' }, message: 'API Key not found' },
  ])('answers 401 for $name on every route', async ({ headers, message }) => {
    const { service } = mock.start();
    const [id] = inAppIds(service, ada, 1);
    const before = service.store.getMessage(ada, id!);
    const responses = [
      await markAs(ada, { messageId: [id], markAs: 'read' }, { headers }),
      await getFeed(ada, '', headers),
      await getNotification(MOCK_IDS.notifications.delivered, headers),
    ];
    for (const response of responses) {
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ statusCode: 401, message, error: 'Unauthorized' });
    }
    expect(service.store.getMessage(ada, id!)).toEqual(before);
  });

  it.each<{ name: string; headers: Record<string, string> }>([
    { name: 'an empty ApiKey value', headers: { Authorization: 'ApiKey ' } },
    { name: 'a Bearer token', headers: { Authorization: 'Bearer abc.def.ghi' } },
  ])('answers a bare 401 `Unauthorized` (no error name) for $name on every route', async ({ headers }) => {
    const { service } = mock.start();
    const [id] = inAppIds(service, ada, 1);
    const before = service.store.getMessage(ada, id!);
    const responses = [
      await markAs(ada, { messageId: [id], markAs: 'read' }, { headers }),
      await getFeed(ada, '', headers),
      await getNotification(MOCK_IDS.notifications.delivered, headers),
    ];
    for (const response of responses) {
      expect(response.status).toBe(401);
      const body = (await response.json()) as Record<string, unknown>;
      expect(body).toMatchObject({ statusCode: 401, message: 'Unauthorized' });
      expect(body).not.toHaveProperty('error');
    }
    expect(service.store.getMessage(ada, id!)).toEqual(before);
  });

  it('accepts a configured key, and no header at all when apiKey is null', async () => {
    const { service } = mock.start({ apiKey: 'other-key' });
    expect((await getFeed(ada, '', { Authorization: 'ApiKey other-key' })).status).toBe(200);
    expect((await getFeed(ada, '', authHeaders())).status).toBe(401);
    service.configure({ apiKey: null });
    expect((await getFeed(ada, '', {})).status).toBe(200);
  });
});

describe('baseUrl', () => {
  it('answers only under an absolute base URL with a path, leaving other URLs to other handlers', async () => {
    mock.server.use(http.all('*', () => HttpResponse.text('not the mock', { status: 599 })));
    mock.start({ baseUrl: 'https://api.example.test/inbox/' });
    const id = MOCK_IDS.notifications.delivered;
    const headers = authHeaders();
    expect((await fetch(`${BASE}/inbox/v1/notifications/${id}`, { headers })).status).toBe(200);
    expect((await fetch(`https://elsewhere.example.test/inbox/v1/notifications/${id}`, { headers })).status).toBe(599);
    expect((await fetch(`${BASE}/v1/notifications/${id}`, { headers })).status).toBe(599);
  });

  it('answers under a path base URL on any origin, and everywhere with the default', async () => {
    const id = MOCK_IDS.notifications.delivered;
    const { service } = mock.start({ baseUrl: '/api/inbox' });
    expect((await fetch(`https://app.example.test/api/inbox/v1/notifications/${id}`, { headers: authHeaders() })).status).toBe(200);
    service.configure({ baseUrl: '*' });
    expect((await fetch(`https://any.example.test/v1/notifications/${id}`, { headers: authHeaders() })).status).toBe(200);
  });
});
