// @vitest-environment node
// Idempotency of mark-as (SERVER-NOTES.md §4), on the mock's clock.
import { describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_TTL_MS, MOCK_IDS } from '../../src/mock';
import { authHeaders, getFeed, inAppIds, markAs, setupMockServer } from './mockHttp';

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
    // Same body, keys in another order: still the same request.
    const replay = await markAs(ada, { markAs: 'read', messageId: ids }, withKey('key-1'));
    expect(replay.status).toBe(201);
    expect(replay.headers.get('Idempotency-Replay')).toBe('true');
    expect(await replay.json()).toEqual(firstBody);
    expect(service.store.getMessage(ada, ids[0]!)?.lastReadDate).toBe(firstDate);
  });

  it('answers 422 to the same key with a different body, and changes nothing', async () => {
    const { service } = mock.start();
    const ids = inAppIds(service, ada, 2);
    await markAs(ada, { messageId: [ids[0]], markAs: 'read' }, withKey('key-2'));
    const before = service.store.getMessage(ada, ids[1]!);
    const reused = await markAs(ada, { messageId: [ids[1]], markAs: 'read' }, withKey('key-2'));
    expect(reused.status).toBe(422);
    expect(await reused.json()).toMatchObject({ statusCode: 422, error: 'Unprocessable Entity' });
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

  it('does not keep a server error, so a retry with the same key runs', async () => {
    const { service } = mock.start();
    const ids = inAppIds(service, ada, 1);
    const failed = await markAs(ada, { messageId: [...ids, 'bad-id'], markAs: 'read' }, withKey('key-5'));
    expect(failed.status).toBe(500);
    // Not a 422: the failed body is not remembered.
    expect((await markAs(ada, { messageId: ids, markAs: 'read' }, withKey('key-5'))).status).toBe(201);
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
