// @vitest-environment node
// Idempotency of mark-as and mark-all (SERVER-NOTES.md §4), on the mock's clock.
import { describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_TTL_MS, IdempotencyCache, MOCK_IDS } from '../../src/mock';
import { IDEMPOTENCY_DOCS_LINK, IDEMPOTENCY_IN_FLIGHT_TTL_MS } from '../../src/mock/IdempotencyCache';
import { authHeaders, BASE, getFeed, inAppIds, markAs, setupMockServer } from './mockHttp';

const ada = MOCK_IDS.subscribers.default;
const mock = setupMockServer();
const withKey = (key: string) => ({ headers: authHeaders({ 'Idempotency-Key': key }) });

describe('idempotency-key on mark-as', () => {
  it('replays the first answer with Idempotency-Replay: true, without applying the change again', async () => {
    const { service, clock } = mock.start();
    const ids = inAppIds(service, ada, 2);
    const first = await markAs(ada, { messageId: ids, markAs: 'read' }, withKey('key-1'));
    const firstBody = await first.json();
    expect(first.status).toBe(201);
    expect(first.headers.get('Idempotency-Replay')).toBeNull();
    const firstDate = service.store.getMessage(ada, ids[0]!)?.lastReadDate;

    clock.advance(60_000);
    // Same body with other spacing: the service hashes the parsed body, so the same request.
    const replay = await markAs(ada, JSON.stringify({ messageId: ids, markAs: 'read' }, null, 2), withKey('key-1'));
    expect(replay.status).toBe(201);
    expect(replay.headers.get('Idempotency-Replay')).toBe('true');
    expect(replay.headers.get('Idempotency-Key')).toBe('key-1');
    expect(await replay.json()).toEqual(firstBody);
    expect(service.store.getMessage(ada, ids[0]!)?.lastReadDate).toBe(firstDate);
  });

  it('takes the same body with its keys in another order as another body (422), as the service hashes it', async () => {
    const { service } = mock.start();
    const ids = inAppIds(service, ada, 1);
    expect((await markAs(ada, { messageId: ids, markAs: 'read' }, withKey('key-order'))).status).toBe(201);
    expect((await markAs(ada, { markAs: 'read', messageId: ids }, withKey('key-order'))).status).toBe(422);
  });

  it('answers 422 to the same key with a different body, and changes nothing', async () => {
    const { service } = mock.start();
    const ids = inAppIds(service, ada, 2);
    await markAs(ada, { messageId: [ids[0]], markAs: 'read' }, withKey('key-2'));
    const before = service.store.getMessage(ada, ids[1]!);
    const reused = await markAs(ada, { messageId: [ids[1]], markAs: 'read' }, withKey('key-2'));
    expect(reused.status).toBe(422);
    expect(reused.headers.get('Link')).toBe(IDEMPOTENCY_DOCS_LINK);
    expect(await reused.json()).toMatchObject({
      statusCode: 422,
      error: 'Unprocessable Entity',
      message: 'Request with key "key-2" is being reused for a different body',
    });
    expect(service.store.getMessage(ada, ids[1]!)).toEqual(before);
  });

  it('answers 409 with Retry-After: 1 while the first request with the key is still running', async () => {
    const { service } = mock.start({ latencyMs: 60_000 });
    const ids = inAppIds(service, ada, 1);
    const controller = new AbortController();
    const first = markAs(ada, { messageId: ids, markAs: 'read' }, { ...withKey('key-3'), signal: controller.signal });
    await vi.waitFor(() => expect(service.pendingRequests).toBe(1));
    service.configure({ latencyMs: 0 });
    const second = await markAs(ada, { messageId: ids, markAs: 'read' }, withKey('key-3'));
    expect(second.status).toBe(409);
    expect(second.headers.get('Retry-After')).toBe('1');
    expect(second.headers.get('Link')).toBe(IDEMPOTENCY_DOCS_LINK);
    controller.abort();
    await expect(first).rejects.toThrow();
    // The aborted first request left no trace: the key runs anew.
    const third = await markAs(ada, { messageId: ids, markAs: 'read' }, withKey('key-3'));
    expect(third.status).toBe(201);
    expect(third.headers.get('Idempotency-Replay')).toBeNull();
  });

  it('answers 400 to a key longer than 255 characters and accepts 255', async () => {
    const { service } = mock.start();
    const ids = inAppIds(service, ada, 1);
    const tooLong = await markAs(ada, { messageId: ids, markAs: 'read' }, withKey('k'.repeat(256)));
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(service.store.getMessage(ada, ids[0]!)?.read).toBe(false);
    expect((await markAs(ada, { messageId: ids, markAs: 'read' }, withKey('k'.repeat(255)))).status).toBe(201);
  });

  it('forgets a key after 24 hours on the mock’s clock', async () => {
    const { service, clock } = mock.start();
    const ids = inAppIds(service, ada, 2);
    await markAs(ada, { messageId: [ids[0]], markAs: 'read' }, withKey('key-4'));
    clock.advance(IDEMPOTENCY_TTL_MS - 1);
    expect((await markAs(ada, { messageId: [ids[1]], markAs: 'read' }, withKey('key-4'))).status).toBe(422);
    clock.advance(1);
    expect((await markAs(ada, { messageId: [ids[1]], markAs: 'read' }, withKey('key-4'))).status).toBe(201);
  });

  it('keeps a server error: a retry with the same key replays the same 500 without running again', async () => {
    const { service } = mock.start();
    const ids = inAppIds(service, ada, 1);
    const body = { messageId: [...ids, 'bad-id'], markAs: 'read' };
    const failed = await markAs(ada, body, withKey('key-5'));
    expect(failed.status).toBe(500);
    const failedBody = await failed.json();
    const replay = await markAs(ada, body, withKey('key-5'));
    expect(replay.status).toBe(500);
    expect(replay.headers.get('Idempotency-Replay')).toBe('true');
    expect(await replay.json()).toEqual(failedBody);
    // Another body with that key is a 422, not a new run.
    expect((await markAs(ada, { messageId: ids, markAs: 'read' }, withKey('key-5'))).status).toBe(422);
  });

  it('replays a scripted 5xx (failNext) and a random one (failureRate) for the same key; a fresh key runs', async () => {
    const { service } = mock.start();
    const ids = inAppIds(service, ada, 2);
    const body = { messageId: [ids[0]], markAs: 'read' };
    service.failNext(1, { route: 'mark-as', status: 503 });
    expect((await markAs(ada, body, withKey('key-fail'))).status).toBe(503);
    const replayed = await markAs(ada, body, withKey('key-fail'));
    expect(replayed.status).toBe(503);
    expect(replayed.headers.get('Idempotency-Replay')).toBe('true');
    expect(service.store.getMessage(ada, ids[0]!)?.read).toBe(false);
    const fresh = await markAs(ada, body, withKey('key-fresh'));
    expect(fresh.status).toBe(201);
    expect(service.store.getMessage(ada, ids[0]!)?.read).toBe(true);

    service.configure({ failureRate: 1 });
    const random = { messageId: [ids[1]], markAs: 'read' };
    expect((await markAs(ada, random, withKey('key-random'))).status).toBe(500);
    service.configure({ failureRate: 0 });
    expect((await markAs(ada, random, withKey('key-random'))).status).toBe(500);
    expect((await markAs(ada, random, withKey('key-random-2'))).status).toBe(201);
  });

  it.each([401, 403, 408, 409, 429])(
    'does not cache a scripted %i (answered in front of the endpoint): a retry with the same key runs',
    async (status) => {
      const { service } = mock.start();
      const ids = inAppIds(service, ada, 1);
      service.failNext(1, { route: 'mark-as', status });
      expect((await markAs(ada, { messageId: ids, markAs: 'read' }, withKey('key-guard'))).status).toBe(status);
      const retry = await markAs(ada, { messageId: ids, markAs: 'read' }, withKey('key-guard'));
      expect(retry.status).toBe(201);
      expect(retry.headers.get('Idempotency-Replay')).toBeNull();
    },
  );

  it('replays a 4xx too: a 404 stays a 404 for that key after the subscriber exists', async () => {
    const { service } = mock.start();
    const [message] = service.store.getMessages(ada);
    const body = { messageId: [message!._id], markAs: 'read' };
    expect((await markAs('late', body, withKey('key-404'))).status).toBe(404);
    service.store.putSubscriber({ ...service.store.getSubscriber(ada)!, subscriberId: 'late' }, [message!]);
    const replay = await markAs('late', body, withKey('key-404'));
    expect(replay.status).toBe(404);
    expect(replay.headers.get('Idempotency-Replay')).toBe('true');
    expect((await markAs('late', body, withKey('key-404b'))).status).toBe(201);
  });

  it('scopes the key to the organization: the same key and body elsewhere replay the first answer', async () => {
    const { service } = mock.start();
    const ids = inAppIds(service, ada, 1);
    const body = { messageId: ids, markAs: 'read' };
    const first = await markAs(ada, body, withKey('key-org'));
    const firstBody = await first.json();
    // Another subscriber: the answer of the first request, and nothing marked for this one.
    const other = MOCK_IDS.subscribers.intl;
    const before = service.store.getMessages(other);
    const elsewhere = await markAs(other, body, withKey('key-org'));
    expect(elsewhere.status).toBe(201);
    expect(elsewhere.headers.get('Idempotency-Replay')).toBe('true');
    expect(await elsewhere.json()).toEqual(firstBody);
    expect(service.store.getMessages(other)).toEqual(before);
    // Another route (mark-all) with the same body: the mark-as answer again, nothing else marked.
    const unreadBefore = service.store.getFeed(ada, { read: false, limit: 100 }).data.length;
    const markAll = await fetch(`${BASE}/v1/subscribers/${ada}/messages/mark-all`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...authHeaders({ 'Idempotency-Key': 'key-org' }) },
      body: JSON.stringify(body),
    });
    expect(markAll.status).toBe(201);
    expect(markAll.headers.get('Idempotency-Replay')).toBe('true');
    expect(await markAll.json()).toEqual(firstBody);
    expect(service.store.getFeed(ada, { read: false, limit: 100 }).data.length).toBe(unreadBefore);
  });

  it('ignores the key on GET requests and when idempotency is off', async () => {
    const { service } = mock.start({ idempotency: false });
    const ids = inAppIds(service, ada, 2);
    expect((await markAs(ada, { messageId: [ids[0]], markAs: 'read' }, withKey('key-6'))).status).toBe(201);
    expect((await markAs(ada, { messageId: [ids[1]], markAs: 'read' }, withKey('key-6'))).status).toBe(201);
    const feed = await getFeed(ada, '', authHeaders({ 'Idempotency-Key': 'k'.repeat(300) }));
    expect(feed.status).toBe(200);
  });
});

describe('IdempotencyCache', () => {
  it('keeps the in-flight marker of a request that never completes for 5 minutes', () => {
    let now = 0;
    const cache = new IdempotencyCache(() => now);
    expect(cache.claim('org', 'k', 'body').kind).toBe('first');
    now += IDEMPOTENCY_IN_FLIGHT_TTL_MS - 1;
    expect(cache.claim('org', 'k', 'body').kind).toBe('in-flight');
    now += 1;
    expect(cache.claim('org', 'k', 'body').kind).toBe('first');
  });

  it('keeps a completed answer 24 hours from completion, whatever its status', () => {
    let now = 0;
    const cache = new IdempotencyCache(() => now);
    const claim = cache.claim('org', 'k', 'body');
    if (claim.kind !== 'first') throw new Error('expected a first claim');
    now += 60_000;
    claim.complete({ status: 502, body: { statusCode: 502 } });
    now += IDEMPOTENCY_TTL_MS - 1;
    expect(cache.claim('org', 'k', 'body')).toMatchObject({ kind: 'replay', answer: { status: 502 } });
    expect(cache.claim('other-org', 'k', 'body').kind).toBe('first');
    now += 1;
    expect(cache.claim('org', 'k', 'body').kind).toBe('first');
  });
});
