// @vitest-environment node
// What the proxy hands back and forwards is the authorized subscriber's alone: message lists
// filtered by the subscriber's internal id (and how that id is looked up), request bodies checked
// and written again, idempotency keys scoped to the subscriber, paths that cannot reach another
// subscriber. Against a fake service; test/server/proxyOverMock.test.ts does it over HTTP.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createProxyHandler } from '../../src/server';
import { scopedIdempotencyKey } from '../../src/server/scopedIdempotencyKey';
import { json, messageRecord, objectId, serviceError, type RecordedRequest } from '../api/fakeService';
import { APP, FEED, INTERNAL_ID, MARK_ALL, MARK_AS, NOTIFICATION, post, setup, subscriberAnswer } from './proxyFakes';

const own = messageRecord(objectId(1), { _subscriberId: INTERNAL_ID });
const foreign = messageRecord(objectId(2), { _subscriberId: '65f1c0ffee00000000000b0b', content: 'Secret of another subscriber', payload: { secret: 'theirs' } });
const page = (data: unknown[]) => ({ data, page: 0, pageSize: 10, hasMore: false, totalCount: data.length });

/** A lookup answer that waits until `release` is called. */
function heldLookup() {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { answer: async (request: RecordedRequest) => held.then(() => subscriberAnswer(request)), release: () => release() };
}

/** A lookup that never answers: it settles only by its signal aborting. */
const silentLookup = (request: RecordedRequest) =>
  new Promise<Response>((_, reject) => {
    request.signal?.addEventListener('abort', () => reject(request.signal?.reason));
  });

describe('what is handed back', () => {
  it("drops another subscriber's messages from a mark-as answer, and every trace of them", async () => {
    const { handler } = setup({}, json({ data: [foreign, own] }, 201));
    const response = await handler(post(MARK_AS));
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ data: [own] });
    for (const trace of [foreign._id, foreign._subscriberId, 'Secret of another', 'theirs']) expect(text).not.toContain(trace);
  });

  it('drops messages of another subscriber from a bare mark-as answer and a feed page, keeping the rest as it was', async () => {
    const { handler } = setup({}, json([own, foreign], 201), json({ ...page([foreign, own]), hasMore: true }));
    expect(await (await handler(post(MARK_AS))).json()).toEqual([own]);
    expect(await (await handler(new Request(FEED))).json()).toEqual({ ...page([foreign, own]), hasMore: true, data: [own] });
  });

  it('passes the bytes of an answer holding only the subscriber’s messages as the service sent them', async () => {
    const text = `{ "data": [ ${JSON.stringify({ ...own, _subscriberId: INTERNAL_ID.toUpperCase() })} ], "extra": 1.50 }`;
    const { handler } = setup({}, new Response(text, { status: 201, headers: { 'content-type': 'application/json' } }));
    const response = await handler(post(MARK_AS));
    expect(await response.text()).toBe(text);
    expect(response.headers.get('content-type')).toBe('application/json');
  });

  it.each([
    ['a mark-as success without a message list', MARK_AS, json({ data: null }, 201)],
    ['a mark-as success that is one object', MARK_AS, json({ data: foreign }, 201)],
    ['a feed success without a page', FEED, json({ items: [foreign] })],
  ])('answers 502 to %s: what it holds cannot be checked', async (_, url, answer) => {
    const { handler } = setup({}, answer);
    const response = await handler(url === MARK_AS ? post(url) : new Request(url));
    expect(response.status).toBe(502);
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({ statusCode: 502, error: 'Bad Gateway' });
    expect(text).not.toContain(foreign._id);
  });

  it('passes error answers on as they are', async () => {
    const { handler } = setup({}, serviceError(400, ['messageId is required']));
    const response = await handler(post(MARK_AS));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: ['messageId is required'] });
  });

  it('leaves the answers of mark-all and the notification alone, and looks nobody up for them', async () => {
    const { handler, lookups } = setup({ allowNotification: () => true }, json({ data: 4 }, 201), json({ data: { _id: objectId(1), transactionId: 't' } }));
    expect(await (await handler(post(MARK_ALL, '{"markAs":"read"}'))).json()).toEqual({ data: 4 });
    expect((await handler(new Request(NOTIFICATION))).status).toBe(200);
    expect(lookups).toHaveLength(0);
  });
});

describe('the lookup of the internal id', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks GET /v1/subscribers/{subscriberId} with the key and nothing of the caller, once while cached', async () => {
    const { handler, lookups } = setup({ authorize: () => ({ subscriberId: 'a/b' }) });
    const url = `${APP}/api/inbox/v1/subscribers/a%2Fb/messages/mark-as`;
    for (let n = 0; n < 3; n += 1) expect((await handler(post(url, undefined, { cookie: 'sid=1', authorization: 'Bearer s' }))).status).toBe(201);
    expect(lookups).toHaveLength(1);
    expect(lookups[0]).toMatchObject({ method: 'GET', url: 'https://api.example.com/v1/subscribers/a%2Fb' });
    expect(lookups[0]?.headers.get('authorization')).toBe('ApiKey sk_secret');
    expect(lookups[0]?.headers.has('cookie')).toBe(false);
  });

  it('looks up before a mark-as is forwarded, and beside the feed; concurrent requests share one lookup', async () => {
    const lookup = heldLookup();
    const byRoute = (request: RecordedRequest) => (request.url.endsWith('/feed') ? json(page([own])) : json({ data: [own] }, 201));
    const { handler, calls, lookups } = setup({ lookup: [lookup.answer] }, byRoute);
    const answers = [handler(post(MARK_AS)), handler(post(MARK_AS)), handler(new Request(FEED))];
    await vi.waitFor(() => expect(calls.map((call) => new URL(call.url).pathname)).toEqual(['/v1/subscribers/user-42/notifications/feed']), { timeout: 5000 });
    expect(lookups).toHaveLength(1);
    lookup.release();
    expect((await Promise.all(answers)).map((answer) => answer.status)).toEqual([201, 201, 200]);
    expect(lookups).toHaveLength(1);
    expect(calls).toHaveLength(3);
  });

  it('passes a failed lookup on (the rate limit with its Retry-After), forwards no mark-as, and asks again next time', async () => {
    const limited = serviceError(429, 'API rate limit exceeded', { 'retry-after': '1' });
    const { handler, calls, lookups } = setup({ lookup: [limited, subscriberAnswer] });
    const refused = await handler(post(MARK_AS));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(calls).toHaveLength(0);
    expect((await handler(post(MARK_AS))).status).toBe(201);
    expect(lookups).toHaveLength(2);
  });

  it('answers 504 to a silent lookup within upstreamTimeoutMs, forwarding no mark-as', async () => {
    vi.useFakeTimers();
    const { handler, calls, lookups } = setup({ lookup: [silentLookup], upstreamTimeoutMs: 3000 });
    const pending = handler(post(MARK_AS));
    await vi.advanceTimersByTimeAsync(3000);
    const response = await pending;
    expect(response.status).toBe(504);
    expect(await response.json()).toMatchObject({ message: 'The service did not answer within 3000 ms' });
    expect(lookups[0]?.signal?.aborted).toBe(true);
    expect(calls).toHaveLength(0);
  });

  it('stops waiting for a lookup when the caller leaves, and the lookup still serves the next request', async () => {
    const lookup = heldLookup();
    const { handler, calls, lookups } = setup({ lookup: [lookup.answer] });
    const caller = new AbortController();
    const pending = handler(new Request(MARK_AS, { method: 'POST', body: '{"messageId":["65f1c0ffee00000000000001"],"markAs":"read"}', headers: { 'content-type': 'application/json' }, signal: caller.signal }));
    await vi.waitFor(() => expect(lookups).toHaveLength(1), { timeout: 5000 });
    caller.abort();
    expect((await pending).status).toBe(502);
    lookup.release();
    expect((await handler(post(MARK_AS))).status).toBe(201);
    expect(lookups).toHaveLength(1);
    expect(calls).toHaveLength(1);
  });

  it('answers 502 to a lookup that redirects, without following it', async () => {
    const redirect = new Response(null, { status: 302, headers: { location: 'https://elsewhere.example/v1/subscribers/user-42' } });
    const { handler, calls, lookups } = setup({ lookup: [redirect] });
    const response = await handler(post(MARK_AS));
    expect(response.status).toBe(502);
    expect(lookups).toHaveLength(1);
    expect(calls).toHaveLength(0);
  });

  const noInternalId = "The service's answer names no internal id of the subscriber";
  it.each([
    ["the service's 404 passed on, for an unknown subscriber", serviceError(404, 'Subscriber not found for id user-42', {}, { error: 'Not Found' }), 404, 'Subscriber not found for id user-42'],
    ['502 to a subscriber without _id', json({ data: { subscriberId: 'user-42' } }), 502, noInternalId],
    ['502 to an empty _id', json({ data: { _id: '', subscriberId: 'user-42' } }), 502, noInternalId],
    ['502 to another subscriber', json({ data: { _id: 'sub-7', subscriberId: 'user-7' } }), 502, noInternalId],
    ['502 to no subscriber', json({ data: null }), 502, noInternalId],
    ['502 to a list', json({ data: [{ _id: INTERNAL_ID, subscriberId: 'user-42' }] }), 502, noInternalId],
  ])('answers %s, forwards no mark-as, and keeps nothing', async (_, answer, status, message) => {
    const { handler, calls, lookups } = setup({ lookup: [answer] });
    for (let n = 0; n < 2; n += 1) {
      const response = await handler(post(MARK_AS));
      expect(response.status).toBe(status);
      expect(await response.json()).toMatchObject({ message });
    }
    expect(lookups).toHaveLength(2);
    expect(calls).toHaveLength(0);
  });

  it('reads a bare subscriber, whose own `data` (custom data) is no envelope', async () => {
    const bare = json({ _id: INTERNAL_ID, subscriberId: 'user-42', data: { _id: 'custom', subscriberId: 'user-42' } });
    const impostor = messageRecord(objectId(3), { _subscriberId: 'custom' });
    const { handler } = setup({ lookup: [bare] }, json({ data: [own, impostor] }, 201));
    expect(await (await handler(post(MARK_AS))).json()).toEqual({ data: [own] });
  });

  it("answers the feed's own error when the feed fails, else the lookup's failure", async () => {
    const lookupDown = serviceError(500, 'Internal server error');
    const feedRefused = setup({ lookup: [lookupDown] }, serviceError(400, 'Subscriber not found for this environment with the id: user-42.'));
    expect((await feedRefused.handler(new Request(FEED))).status).toBe(400);
    const feedServed = setup({ lookup: [lookupDown] }, json(page([own, foreign])));
    const response = await feedServed.handler(new Request(FEED));
    expect(response.status).toBe(500);
    expect(await response.text()).not.toContain(foreign._id);
  });

  it('looks the subscriber up again after a feed listed another internal id (deleted and created again?), not after a mark-as did', async () => {
    const { handler, lookups } = setup({}, json({ data: [own, foreign] }, 201), json({ data: [own, foreign] }, 201), json(page([foreign])), json(page([own])));
    await handler(post(MARK_AS));
    await handler(post(MARK_AS));
    expect(lookups).toHaveLength(1);
    expect(await (await handler(new Request(FEED))).json()).toEqual({ ...page([foreign]), data: [] });
    await handler(new Request(FEED));
    expect(lookups).toHaveLength(2);
  });

  it('looks up again once subscriberCacheTtlMs is over, and keeps at most subscriberCacheSize subscribers', async () => {
    let time = 0;
    const timed = setup({ subscriberCacheTtlMs: 1000, now: () => time });
    await timed.handler(post(MARK_AS));
    time = 999;
    await timed.handler(post(MARK_AS));
    expect(timed.lookups).toHaveLength(1);
    time = 1000;
    await timed.handler(post(MARK_AS));
    expect(timed.lookups).toHaveLength(2);

    const uncached = setup({ subscriberCacheSize: 0 });
    await uncached.handler(post(MARK_AS));
    await uncached.handler(post(MARK_AS));
    expect(uncached.lookups).toHaveLength(2);
  });

  it.each([
    ['subscriberCacheSize', -1],
    ['subscriberCacheTtlMs', Number.NaN],
  ])('refuses %s %s when created', (name, value) => {
    expect(() => createProxyHandler({ apiBaseUrl: 'https://api.example.com', apiKey: 'k', authorize: () => null, [name]: value })).toThrow(RangeError);
  });
});

describe('request bodies are checked and written again', () => {
  it.each([
    ['a comma list in one string', MARK_AS, { messageId: `${objectId(1)},${objectId(2)}`, markAs: 'read' }, /^messageId holds/],
    ['an id that is not 24 hex digits', MARK_AS, { messageId: ['zz'], markAs: 'read' }, /^messageId holds "zz"/],
    ['a query operator for an id', MARK_AS, { messageId: { $ne: null }, markAs: 'read' }, /^messageId must hold at least one/],
    ['a query operator in the list', MARK_AS, { messageId: [{ $gt: '' }], markAs: 'read' }, /^messageId holds a object/],
    ['no ids', MARK_AS, { messageId: [], markAs: 'read' }, /^messageId must hold at least one/],
    ['an unknown markAs', MARK_AS, { messageId: [objectId(1)], markAs: 'delete' }, /^markAs must be one of/],
    ['a list for a body', MARK_AS, [objectId(1)], /^The body must be a JSON object/],
    ['a feedIdentifier that is a query operator', MARK_ALL, { markAs: 'read', feedIdentifier: { $ne: null } }, /^feedIdentifier must be/],
    ['mark-all without markAs', MARK_ALL, { feedIdentifier: 'news' }, /^markAs must be one of/],
  ])('answers 400 to %s, forwarding nothing and looking nobody up', async (_, url, body, message) => {
    const { handler, calls, lookups } = setup();
    const response = await handler(post(url, JSON.stringify(body)));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: 400, message: expect.stringMatching(message) as unknown });
    expect([...calls, ...lookups]).toHaveLength(0);
  });

  it('answers 400 to a body that is not JSON text', async () => {
    const { handler, calls } = setup();
    expect((await handler(post(MARK_AS, '{"messageId":'))).status).toBe(400);
    expect((await handler(post(MARK_AS, new Uint8Array([0x7b, 0xff, 0x7d]) as unknown as string))).status).toBe(400);
    expect(calls).toHaveLength(0);
  });

  it("forwards only the route's fields, ids deduplicated (compared case-insensitively)", async () => {
    const { handler, calls } = setup({}, json({ data: [] }, 201), json({ data: 0 }, 201));
    const markAs = { subscriberId: 'user-7', messageId: [objectId(1), objectId(1).toUpperCase(), objectId(2)], markAs: 'seen', _subscriberId: 'x' };
    await handler(post(MARK_AS, JSON.stringify(markAs)));
    await handler(post(MARK_ALL, JSON.stringify({ feedIdentifier: ['news'], markAs: 'read', subscriberId: 'user-7' })));
    expect(calls.map((call) => call.body)).toEqual([
      JSON.stringify({ messageId: [objectId(1), objectId(2)], markAs: 'seen' }),
      JSON.stringify({ markAs: 'read', feedIdentifier: ['news'] }),
    ]);
    expect(calls.every((call) => call.headers.get('content-type') === 'application/json')).toBe(true);
  });
});

describe('idempotency keys', () => {
  const asHeader = (request: Request) => ({ subscriberId: request.headers.get('x-user') ?? '' });
  const urlOf = (subscriberId: string, route: 'mark-as' | 'mark-all') => `${APP}/api/inbox/v1/subscribers/${subscriberId}/messages/${route}`;
  const bodyOf = (route: 'mark-as' | 'mark-all') => (route === 'mark-as' ? JSON.stringify({ messageId: [objectId(1)], markAs: 'read' }) : '{"markAs":"read"}');

  it('are scoped to the subscriber and the route: the same for a retry, another for anyone or anything else', async () => {
    const { handler, calls } = setup({ authorize: asHeader }, json({ data: [] }, 201));
    const sent: [string, 'mark-as' | 'mark-all'][] = [['user-42', 'mark-as'], ['user-42', 'mark-as'], ['user-7', 'mark-as'], ['user-42', 'mark-all']];
    for (const [subscriberId, route] of sent) {
      await handler(post(urlOf(subscriberId, route), bodyOf(route), { 'x-user': subscriberId, 'idempotency-key': 'same-key' }));
    }
    const keys = calls.map((call) => call.headers.get('idempotency-key'));
    expect(keys.every((key) => key !== null && /^[0-9a-f]{64}$/.test(key))).toBe(true);
    expect(keys[0]).toBe(keys[1]);
    expect(new Set(keys).size).toBe(3);
    expect(keys[2]).toBe(await scopedIdempotencyKey({ subscriberId: 'user-7', route: 'mark-as', key: 'same-key' }));
  });

  it('keep apart what a naive joining would mix up', async () => {
    const a = await scopedIdempotencyKey({ subscriberId: 'user', route: 'mark-as', key: '42:k' });
    const b = await scopedIdempotencyKey({ subscriberId: 'user:42', route: 'mark-as', key: 'k' });
    expect(a).not.toBe(b);
  });

  it('answers 400 to a key over 255 characters, as the service would, and forwards nothing', async () => {
    const { handler, calls } = setup();
    expect((await handler(post(MARK_AS, undefined, { 'idempotency-key': 'k'.repeat(256) }))).status).toBe(400);
    expect(calls).toHaveLength(0);
    expect((await handler(post(MARK_AS, undefined, { 'idempotency-key': 'k'.repeat(255) }))).status).toBe(201);
  });

  it('forward no key for an empty one, nor on the feed and the notification', async () => {
    const { handler, calls } = setup({ allowNotification: () => true }, json({ data: [] }, 201), json(page([])), json({ data: { _id: objectId(1), transactionId: 't' } }));
    await handler(post(MARK_AS, undefined, { 'idempotency-key': '' }));
    await handler(new Request(FEED, { headers: { 'idempotency-key': 'k' } }));
    await handler(new Request(NOTIFICATION, { headers: { 'idempotency-key': 'k' } }));
    expect(calls).toHaveLength(3);
    expect(calls.some((call) => call.headers.has('idempotency-key'))).toBe(false);
  });
});

describe('paths that could reach another subscriber', () => {
  it.each([
    ['an encoded slash and dot segments in the id', `${APP}/api/inbox/v1/subscribers/user-42%2F..%2Fuser-7/notifications/feed`],
    ['a doubly encoded slash', `${APP}/api/inbox/v1/subscribers/user-42%252F..%252Fuser-7/notifications/feed`],
    ['the id in another case', `${APP}/api/inbox/v1/subscribers/User-42/notifications/feed`],
    ['dot segments that the URL resolves to another subscriber', `${APP}/api/inbox/v1/subscribers/user-42/../user-7/notifications/feed`],
    ['backslashes (slashes to the URL parser)', `${APP}/api/inbox/v1/subscribers/user-42\\..\\user-7/notifications/feed`],
  ])('answers 403 to %s, forwarding nothing', async (_, url) => {
    const { handler, calls, lookups } = setup();
    expect((await handler(new Request(url))).status).toBe(403);
    expect([...calls, ...lookups]).toHaveLength(0);
  });

  it.each([
    ['the version in capitals', `${APP}/api/inbox/V1/subscribers/user-42/notifications/feed`],
    ['the resource in capitals', `${APP}/api/inbox/v1/Subscribers/user-42/notifications/feed`],
    ['the base path in capitals', `${APP}/API/inbox/v1/subscribers/user-42/notifications/feed`],
    ['an encoded slash between route segments', `${APP}/api/inbox/v1/subscribers/user-42/notifications%2Ffeed`],
  ])('answers 404 to %s', async (_, url) => {
    const { handler, calls } = setup();
    expect((await handler(new Request(url))).status).toBe(404);
    expect(calls).toHaveLength(0);
  });

  it('forwards an id that decodes to the authorized one as that id, and a doubly encoded one never decoded twice', async () => {
    const { handler, calls } = setup({}, json(page([])));
    expect((await handler(new Request(`${APP}/api/inbox/v1/subscribers/user%2D42/notifications/feed`))).status).toBe(200);
    const literal = setup({ authorize: () => ({ subscriberId: 'a%2Fb' }) }, json(page([])));
    expect((await literal.handler(new Request(`${APP}/api/inbox/v1/subscribers/a%252Fb/notifications/feed`))).status).toBe(200);
    expect([...calls, ...literal.calls].map((call) => call.url)).toEqual([
      'https://api.example.com/v1/subscribers/user-42/notifications/feed',
      'https://api.example.com/v1/subscribers/a%252Fb/notifications/feed',
    ]);
    expect(literal.lookups[0]?.url).toBe('https://api.example.com/v1/subscribers/a%252Fb');
  });

  it('forwards no query string on mark-as, and only the feed’s own parameters', async () => {
    const { handler, calls } = setup({}, json({ data: [] }, 201), json(page([])));
    await handler(post(`${MARK_AS}?subscriberId=user-7`));
    await handler(new Request(`${FEED}?page=1&subscriberId=user-7&payload=e30%3D&feedIdentifier=x&page=9&payload=eA%3D%3D&feedIdentifier%5B%24ne%5D=y`));
    expect(calls.map((call) => call.url)).toEqual([
      'https://api.example.com/v1/subscribers/user-42/messages/mark-as',
      'https://api.example.com/v1/subscribers/user-42/notifications/feed?page=1&payload=e30%3D&feedIdentifier=x',
    ]);
  });
});
