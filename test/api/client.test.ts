// The client's wire rules (API.md §1) against a recording fake fetch: paths, encoding, headers,
// bodies, envelopes, and input checks that send nothing.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClient } from '../../src/api/client';
import { ApiError, InputError, MalformedResponseError } from '../../src/api/errors';
import { json, messageRecord, notificationRecord, objectId, recordingFetch, SUBSCRIBER } from './fakeService';

const page = (data = [messageRecord(objectId(1))]) => ({ data, page: 0, pageSize: 10, hasMore: false, totalCount: 1 });

describe('paths and encoding', () => {
  it('posts mark-as to /v1/subscribers/{id}/messages/mark-as with the id encoded', async () => {
    const { fetch, calls } = recordingFetch(json({ data: [] }, 201));
    const client = createClient({ baseUrl: 'https://api.example.com', fetch });
    await client.markMessagesAs({ subscriberId: 'a/b c?é', messageIds: objectId(1), markAs: 'read' });
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.url).toBe('https://api.example.com/v1/subscribers/a%2Fb%20c%3F%C3%A9/messages/mark-as');
  });

  it('gets the feed with only the query parameters given', async () => {
    const { fetch, calls } = recordingFetch(json(page()));
    const client = createClient({ baseUrl: 'https://api.example.com', fetch });
    await client.listMessages({ subscriberId: 'u#1' });
    await client.listMessages({ subscriberId: SUBSCRIBER, page: 0, limit: 100, read: false, seen: true });
    await client.listMessages({ subscriberId: SUBSCRIBER, seen: false });
    expect(calls.map((call) => call.url)).toEqual([
      'https://api.example.com/v1/subscribers/u%231/notifications/feed',
      'https://api.example.com/v1/subscribers/user-42/notifications/feed?page=0&limit=100&read=false&seen=true',
      'https://api.example.com/v1/subscribers/user-42/notifications/feed?seen=false',
    ]);
  });

  it.each(['https://api.example.com/', 'https://api.example.com//'])('treats a trailing slash on baseUrl (%s) as absent', async (baseUrl) => {
    const { fetch, calls } = recordingFetch(json(notificationRecord()));
    await createClient({ baseUrl, fetch }).getNotification(objectId(7));
    expect(calls[0]?.url).toBe(`https://api.example.com/v1/notifications/${objectId(7)}`);
  });

  it('accepts a same-origin proxy path as baseUrl', async () => {
    const { fetch, calls } = recordingFetch(json(page()));
    await createClient({ baseUrl: '/api/inbox/', fetch }).listMessages({ subscriberId: SUBSCRIBER, page: 2 });
    expect(calls[0]?.url).toBe('/api/inbox/v1/subscribers/user-42/notifications/feed?page=2');
  });
});

describe('the default transport', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("calls the global fetch detached, as the browser's fetch requires", async () => {
    // The browser's fetch throws "Illegal invocation" when called as a method of another object.
    const browserLikeFetch = vi.fn(function (this: unknown) {
      if (this !== undefined && this !== globalThis) throw new TypeError('Illegal invocation');
      return Promise.resolve(json(page()));
    });
    vi.stubGlobal('fetch', browserLikeFetch);
    await createClient({ baseUrl: 'https://api.example.com' }).listMessages({ subscriberId: SUBSCRIBER });
    expect(browserLikeFetch).toHaveBeenCalledTimes(1);
  });
});

describe('headers', () => {
  it('sends Authorization: ApiKey only when an apiKey is given', async () => {
    const { fetch, calls } = recordingFetch(json(notificationRecord()));
    await createClient({ baseUrl: 'https://x', fetch, apiKey: 'sk_123' }).getNotification(objectId(1));
    await createClient({ baseUrl: 'https://x', fetch }).getNotification(objectId(1));
    expect(calls[0]?.headers.get('authorization')).toBe('ApiKey sk_123');
    expect(calls[1]?.headers.has('authorization')).toBe(false);
  });

  it('merges static headers, with the apiKey taking precedence over a caller Authorization', async () => {
    const { fetch, calls } = recordingFetch(json(page()));
    const client = createClient({ baseUrl: 'https://x', fetch, apiKey: 'k', headers: { 'x-session': 's1', authorization: 'Bearer t' } });
    await client.listMessages({ subscriberId: SUBSCRIBER });
    expect(calls[0]?.headers.get('x-session')).toBe('s1');
    expect(calls[0]?.headers.get('authorization')).toBe('ApiKey k');
    expect(calls[0]?.headers.get('accept')).toBe('application/json');
  });

  it('calls an async headers function for each request', async () => {
    const { fetch, calls } = recordingFetch(json(page()));
    let token = 0;
    const headers = vi.fn(async () => ({ authorization: `Bearer t${++token}` }));
    const client = createClient({ baseUrl: '/api/inbox', fetch, headers });
    await client.listMessages({ subscriberId: SUBSCRIBER });
    await client.listMessages({ subscriberId: SUBSCRIBER });
    expect(calls.map((call) => call.headers.get('authorization'))).toEqual(['Bearer t1', 'Bearer t2']);
  });

  it("sends a call's first attempt in its caller's tick, unless a headers function returns a promise", async () => {
    const { fetch, calls } = recordingFetch(json(page()));
    const plain = createClient({ baseUrl: 'https://x', fetch, headers: { 'x-session': 's1' } }).listMessages({ subscriberId: SUBSCRIBER });
    expect(calls).toHaveLength(1);
    const given = createClient({ baseUrl: 'https://x', fetch, headers: () => ({ 'x-session': 's2' }) }).listMessages({ subscriberId: SUBSCRIBER });
    expect(calls).toHaveLength(2);
    const awaited = createClient({ baseUrl: 'https://x', fetch, headers: async () => ({ 'x-session': 's3' }) }).listMessages({ subscriberId: SUBSCRIBER });
    expect(calls).toHaveLength(2);
    await Promise.all([plain, given, awaited]);
    expect(calls.map((call) => call.headers.get('x-session'))).toEqual(['s1', 's2', 's3']);
  });

  it('rejects with what a headers function throws, at once or as its promise rejects', async () => {
    const { fetch, calls } = recordingFetch(json(page()));
    const thrown = new Error('no token');
    const failing = (headers: () => HeadersInit | Promise<HeadersInit>) =>
      createClient({ baseUrl: 'https://x', fetch, headers }).listMessages({ subscriberId: SUBSCRIBER }).catch((error: unknown) => error);
    expect(await failing(() => { throw thrown; })).toBe(thrown);
    expect(await failing(() => Promise.reject(thrown))).toBe(thrown);
    expect(calls).toEqual([]);
  });

  it('does not send Content-Type or an idempotency key on GET', async () => {
    const { fetch, calls } = recordingFetch(json(page()));
    await createClient({ baseUrl: 'https://x', fetch }).listMessages({ subscriberId: SUBSCRIBER });
    expect(calls[0]?.headers.has('content-type')).toBe(false);
    expect(calls[0]?.headers.has('idempotency-key')).toBe(false);
    expect(calls[0]?.body).toBeUndefined();
  });
});

describe('mark-as request', () => {
  it('sends {messageId: [...], markAs} as JSON with a fresh UUID idempotency key', async () => {
    const { fetch, calls } = recordingFetch(json({ data: [] }, 201));
    const client = createClient({ baseUrl: 'https://x', fetch });
    await client.markMessagesAs({ subscriberId: SUBSCRIBER, messageIds: [objectId(1), objectId(2)], markAs: 'unseen' });
    await client.markMessagesAs({ subscriberId: SUBSCRIBER, messageIds: objectId(3), markAs: 'read' });
    expect(calls[0]?.body).toBe(JSON.stringify({ messageId: [objectId(1), objectId(2)], markAs: 'unseen' }));
    expect(calls[1]?.body).toBe(JSON.stringify({ messageId: [objectId(3)], markAs: 'read' }));
    expect(calls[0]?.headers.get('content-type')).toBe('application/json');
    const keys = calls.map((call) => call.headers.get('idempotency-key'));
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('uses the caller idempotency key as given', async () => {
    const { fetch, calls } = recordingFetch(json([], 201));
    await createClient({ baseUrl: 'https://x', fetch }).markMessagesAs(
      { subscriberId: SUBSCRIBER, messageIds: [objectId(1)], markAs: 'read' },
      { idempotencyKey: 'k'.repeat(255) },
    );
    expect(calls[0]?.headers.get('idempotency-key')).toBe('k'.repeat(255));
  });

  it('sends each duplicate id once, in first-seen order', async () => {
    const { fetch, calls } = recordingFetch(json([], 201));
    const upper = objectId(2).toUpperCase();
    await createClient({ baseUrl: 'https://x', fetch }).markMessagesAs({
      subscriberId: SUBSCRIBER,
      messageIds: [objectId(2), objectId(1), objectId(2), upper, objectId(1), objectId(3)],
      markAs: 'read',
    });
    expect(JSON.parse(calls[0]?.body ?? '')).toEqual({ messageId: [objectId(2), objectId(1), objectId(3)], markAs: 'read' });
  });
});

describe('envelopes', () => {
  const messages = [messageRecord(objectId(1)), messageRecord(objectId(2), { read: false })];

  it.each([
    ['bare', messages],
    ['wrapped', { data: messages }],
  ])('mark-as accepts a %s array', async (_, body) => {
    const { fetch } = recordingFetch(json(body, 201));
    const result = await createClient({ baseUrl: 'https://x', fetch }).markMessagesAs({ subscriberId: SUBSCRIBER, messageIds: [objectId(1), objectId(2)], markAs: 'read' });
    expect(result).toEqual(messages);
  });

  it.each([
    ['bare', notificationRecord()],
    ['wrapped', { data: notificationRecord() }],
  ])('getNotification accepts a %s record', async (_, body) => {
    const { fetch } = recordingFetch(json(body));
    await expect(createClient({ baseUrl: 'https://x', fetch }).getNotification(objectId(1))).resolves.toEqual(notificationRecord());
  });

  it.each([
    ['as the service sends it', page()],
    ['wrapped once more', { data: page() }],
  ])('listMessages accepts the page %s', async (_, body) => {
    const { fetch } = recordingFetch(json(body));
    await expect(createClient({ baseUrl: 'https://x', fetch }).listMessages({ subscriberId: SUBSCRIBER })).resolves.toEqual(page());
  });

  it.each([
    ['a 404', json({ statusCode: 404, message: 'Notification not found' }, 404)],
    ['{"data": null}', json({ data: null })],
    ['null', json(null)],
  ])('getNotification turns %s into ApiError 404', async (_, answer) => {
    const { fetch, calls } = recordingFetch(answer);
    const error = await createClient({ baseUrl: 'https://x', fetch }).getNotification(objectId(1)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'Notification not found' });
    expect(calls).toHaveLength(1);
  });

  it('rejects a success body that is not JSON with MalformedResponseError', async () => {
    const { fetch } = recordingFetch(new Response('<html>gateway</html>', { status: 200 }));
    const error = await createClient({ baseUrl: 'https://x', fetch }).listMessages({ subscriberId: SUBSCRIBER }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MalformedResponseError);
    expect((error as MalformedResponseError).path).toBe('');
  });

  it.each([
    ['mark-as, not a list', 'mark', { data: 'nope' }, 'body: expected array, got object'],
    ['mark-as, not JSON list', 'mark', 'nope', 'body: expected array, got string'],
    ['feed, data not a list', 'list', { ...page(), data: 'none' }, 'data: expected array, got string'],
    ['feed, a bare list', 'list', [messageRecord(objectId(1))], 'body: expected object, got array'],
    ['feed, double-wrapped', 'list', { data: { ...page(), data: {} } }, 'data: expected array, got object'],
    ['notification, not an object', 'get', { data: [notificationRecord()] }, 'data: expected object, got array'],
  ] as const)('refuses a body whose shape as a whole is wrong, naming its path (%s)', async (_, method, body, message) => {
    const { fetch } = recordingFetch(json(body, 200));
    const client = createClient({ baseUrl: 'https://x', fetch, retry: false });
    const call =
      method === 'mark' ? client.markMessagesAs({ subscriberId: SUBSCRIBER, messageIds: objectId(1), markAs: 'read' })
      : method === 'list' ? client.listMessages({ subscriberId: SUBSCRIBER })
      : client.getNotification(objectId(1));
    const error = await call.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MalformedResponseError);
    expect((error as Error).message).toBe(message);
  });

  it.each([
    ['mark-as, wrapped', 'mark', { data: [messageRecord(objectId(1)), { ...messageRecord(objectId(2)), read: 'yes' }] }, 1, 'markMessagesAs', 'data[1]', 'read: expected boolean, got string'],
    ['mark-as, bare', 'mark', [{ ...messageRecord(objectId(1)), _id: undefined }], 0, 'markMessagesAs', '[0]', '_id: expected string, got undefined'],
    ['feed, a message', 'list', page([messageRecord(objectId(1)), messageRecord(objectId(2)), messageRecord(objectId(3)), { ...messageRecord(objectId(4)), seen: undefined as unknown as boolean }]), 3, 'listMessages', 'data[3]', 'seen: expected boolean, got undefined'],
    ['feed, double-wrapped', 'list', { data: page([{ ...messageRecord(objectId(1)), seen: 'no' as unknown as boolean }]) }, 0, 'listMessages', 'data.data[0]', 'seen: expected boolean, got string'],
    ['notification, a job', 'get', { data: notificationRecord({ jobs: [{ _id: 7 }] as never }) }, 0, 'getNotification', 'data.jobs[0]', '_id: expected string, got number'],
  ] as const)('leaves out an item it cannot use, reports it, and returns the rest (%s)', async (_, method, body, kept, operation, path, reason) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const onMalformedItem = vi.fn();
    const { fetch } = recordingFetch(json(body, 200));
    const client = createClient({ baseUrl: 'https://x', fetch, retry: false, onMalformedItem });
    const items =
      method === 'mark' ? await client.markMessagesAs({ subscriberId: SUBSCRIBER, messageIds: objectId(1), markAs: 'read' })
      : method === 'list' ? (await client.listMessages({ subscriberId: SUBSCRIBER })).data
      : ((await client.getNotification(objectId(1))).jobs ?? []);
    expect(items).toHaveLength(kept);
    expect(onMalformedItem).toHaveBeenCalledTimes(1);
    expect(onMalformedItem).toHaveBeenCalledWith(expect.objectContaining({ operation, path, reason }));
  });

  it('derives a missing hasMore, page and pageSize from the request (SERVER-NOTES.md §8)', async () => {
    const items = (count: number) => Array.from({ length: count }, (_, n) => messageRecord(objectId(n + 1)));
    const { fetch } = recordingFetch(json({ data: items(5), totalCount: 5 }), json({ data: items(4), totalCount: 4 }), json({ data: items(10) }));
    const client = createClient({ baseUrl: 'https://x', fetch });
    expect(await client.listMessages({ subscriberId: SUBSCRIBER, page: 2, limit: 5 })).toMatchObject({ page: 2, pageSize: 5, hasMore: true });
    expect(await client.listMessages({ subscriberId: SUBSCRIBER, page: 3, limit: 5 })).toMatchObject({ page: 3, pageSize: 5, hasMore: false });
    expect(await client.listMessages({ subscriberId: SUBSCRIBER })).toMatchObject({ page: 0, pageSize: 10, hasMore: true });
  });
});

describe('input checks send nothing', () => {
  const { fetch, calls } = recordingFetch(json([], 201));
  const client = createClient({ baseUrl: 'https://x', fetch });
  afterEach(() => {
    expect(calls).toHaveLength(0);
  });

  const mark = (input: Record<string, unknown>, options = {}) =>
    client.markMessagesAs({ subscriberId: SUBSCRIBER, messageIds: [objectId(1)], markAs: 'read', ...input } as never, options);

  it.each([
    ['an empty subscriberId', { subscriberId: '' }, 'subscriberId'],
    ['a blank subscriberId', { subscriberId: '   ' }, 'subscriberId'],
    ['a missing subscriberId', { subscriberId: undefined }, 'subscriberId'],
    ['a subscriberId of "."', { subscriberId: '.' }, 'subscriberId'],
    ['a subscriberId of ".."', { subscriberId: '..' }, 'subscriberId'],
    ['no message id', { messageIds: [] }, 'messageIds'],
    ['an empty string id', { messageIds: '' }, 'messageIds'],
    ['a short id', { messageIds: ['65f1c0ffee'] }, 'messageIds'],
    ['a non-hex id', { messageIds: [objectId(1), 'z'.repeat(24)] }, 'messageIds'],
    ['comma-joined ids', { messageIds: `${objectId(1)},${objectId(2)}` }, 'messageIds'],
    ['a number as id', { messageIds: [123] }, 'messageIds'],
    ['an unknown markAs', { markAs: 'archived' }, 'markAs'],
  ])('markMessagesAs refuses %s', async (_, input, field) => {
    const result = mark(input);
    await expect(result).rejects.toBeInstanceOf(InputError);
    await expect(result).rejects.toMatchObject({ field });
  });

  it('markMessagesAs refuses an idempotency key over 255 characters or empty', async () => {
    await expect(mark({}, { idempotencyKey: 'k'.repeat(256) })).rejects.toMatchObject({ name: 'InputError', field: 'idempotencyKey' });
    await expect(mark({}, { idempotencyKey: '' })).rejects.toMatchObject({ field: 'idempotencyKey' });
  });

  it.each([
    ['beyond Latin-1', 'key-✓'],
    ['an emoji', 'key-🙂'],
    ['a line feed', 'key\nX-Injected: 1'],
    ['a carriage return', 'key\r'],
    ['a NUL', 'key\u0000'],
    ['another control character', 'key\u0007'],
    ['a space at the end (Headers would strip it)', 'key '],
    ['a tab at the start', '\tkey'],
  ])('markMessagesAs refuses an idempotency key with %s as InputError, not TypeError', async (_, idempotencyKey) => {
    const error = await mark({}, { idempotencyKey }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InputError);
    expect(error).toMatchObject({ field: 'idempotencyKey' });
  });

  it('markMessagesAs refuses a key that its -N suffix would push over 255 characters', async () => {
    const ids = Array.from({ length: 101 }, (_, n) => objectId(n));
    await expect(mark({ messageIds: ids }, { idempotencyKey: 'k'.repeat(254) })).rejects.toMatchObject({ field: 'idempotencyKey' });
  });

  it.each([
    ['a short id', 'abc'],
    ['a non-hex id', 'g'.repeat(24)],
    ['an empty id', ''],
  ])('getNotification refuses %s', async (_, id) => {
    await expect(client.getNotification(id)).rejects.toMatchObject({ name: 'InputError', field: 'notificationId' });
  });

  it.each([
    ['an empty subscriberId', { subscriberId: '' }, 'subscriberId'],
    ['a subscriberId of "."', { subscriberId: '.' }, 'subscriberId'],
    ['a subscriberId of ".."', { subscriberId: '..' }, 'subscriberId'],
    ['a negative page', { page: -1 }, 'page'],
    ['a fractional page', { page: 1.5 }, 'page'],
    ['a zero limit', { limit: 0 }, 'limit'],
    ['a limit over 100', { limit: 101 }, 'limit'],
    ['a non-integer limit', { limit: 10.5 }, 'limit'],
    ['a string read', { read: 'true' }, 'read'],
  ])('listMessages refuses %s', async (_, input, field) => {
    const result = client.listMessages({ subscriberId: SUBSCRIBER, ...input } as never);
    await expect(result).rejects.toBeInstanceOf(InputError);
    await expect(result).rejects.toMatchObject({ field });
  });

  it.each(['...', '.a', 'a.', '%2E%2E'])('accepts a subscriberId of %j (not a dot segment once encoded)', async (subscriberId) => {
    const { fetch: answering, calls: sent } = recordingFetch(json(page()));
    await createClient({ baseUrl: 'https://x', fetch: answering }).listMessages({ subscriberId });
    expect(new URL(sent[0]!.url).pathname).toBe(`/v1/subscribers/${encodeURIComponent(subscriberId)}/notifications/feed`);
  });

  it('accepts an idempotency key of visible Latin-1 with inner spaces', async () => {
    const { fetch: answering, calls: sent } = recordingFetch(json([], 201));
    const idempotencyKey = 'clé de\tmarquage';
    await createClient({ baseUrl: 'https://x', fetch: answering }).markMessagesAs(
      { subscriberId: SUBSCRIBER, messageIds: [objectId(1)], markAs: 'read' },
      { idempotencyKey },
    );
    expect(sent[0]?.headers.get('idempotency-key')).toBe(idempotencyKey);
  });
});

describe('options', () => {
  it('throws InputError at creation for an invalid option', () => {
    expect(() => createClient({ baseUrl: 'https://x', maxIdsPerRequest: 0 })).toThrow(InputError);
    expect(() => createClient({ baseUrl: 'https://x', timeoutMs: -1 })).toThrow(InputError);
    expect(() => createClient({ baseUrl: 'https://x', retry: { retries: 1.5 } })).toThrow(InputError);
    expect(() => createClient({ baseUrl: 'https://x', onMalformedItem: 'log' as never })).toThrow(InputError);
  });

  it('uses globalThis.fetch as it is at call time when no fetch is given', async () => {
    const client = createClient({ baseUrl: 'https://x' });
    const { fetch, calls } = recordingFetch(json(page()));
    vi.stubGlobal('fetch', fetch);
    try {
      await client.listMessages({ subscriberId: SUBSCRIBER });
    } finally {
      vi.unstubAllGlobals();
    }
    expect(calls).toHaveLength(1);
  });
});
