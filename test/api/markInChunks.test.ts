// Long id lists: split into requests of at most maxIdsPerRequest ids, one key each, sent in
// order, answers merged; a later failure reports what was already applied.
import { describe, expect, it } from 'vitest';
import { createClient, createClientWithRuntime } from '../../src/api/client';
import { ApiError, NetworkError, PartialFailureError } from '../../src/api/errors';
import { instantRuntime, json, messageRecord, objectId, recordingFetch, serviceError, SUBSCRIBER, type RecordedRequest } from './fakeService';

const ids = (count: number) => Array.from({ length: count }, (_, n) => objectId(n));
/** Answers each mark-as with the messages it names, as the service does. */
const echo = (request: RecordedRequest) => {
  const { messageId, markAs } = JSON.parse(request.body ?? '{}') as { messageId: string[]; markAs: string };
  return json({ data: messageId.map((id) => messageRecord(id, { read: markAs === 'read' })) }, 201);
};
const sentIds = (call: RecordedRequest | undefined) => (JSON.parse(call?.body ?? '{}') as { messageId: string[] }).messageId;

describe('splitting a long list', () => {
  it('splits a list into consecutive slices of at most maxIdsPerRequest', async () => {
    const { fetch, calls } = recordingFetch(echo);
    const client = createClient({ baseUrl: 'https://x', fetch, maxIdsPerRequest: 2 });
    await client.markMessagesAs({ subscriberId: SUBSCRIBER, messageIds: ids(5), markAs: 'read' });
    expect(calls.map(sentIds)).toEqual([[objectId(0), objectId(1)], [objectId(2), objectId(3)], [objectId(4)]]);
    await client.markMessagesAs({ subscriberId: SUBSCRIBER, messageIds: ids(2), markAs: 'read' });
    expect(calls.slice(3).map(sentIds)).toEqual([[objectId(0), objectId(1)]]);
  });

  it('sends 250 ids as 100 + 100 + 50 by default and merges the answers in order', async () => {
    const { fetch, calls } = recordingFetch(echo);
    const result = await createClient({ baseUrl: 'https://x', fetch }).markMessagesAs({ subscriberId: SUBSCRIBER, messageIds: ids(250), markAs: 'read' });
    expect(calls.map((call) => sentIds(call).length)).toEqual([100, 100, 50]);
    expect(calls.flatMap(sentIds)).toEqual(ids(250));
    expect(result.map((message) => message._id)).toEqual(ids(250));
  });

  it('splits after deduplicating', async () => {
    const { fetch, calls } = recordingFetch(echo);
    await createClient({ baseUrl: 'https://x', fetch, maxIdsPerRequest: 2 }).markMessagesAs({
      subscriberId: SUBSCRIBER,
      messageIds: [objectId(1), objectId(1), objectId(2), objectId(2)],
      markAs: 'read',
    });
    expect(calls.map(sentIds)).toEqual([[objectId(1), objectId(2)]]);
  });

  it('gives a caller key -2, -3 on the requests after the first', async () => {
    const { fetch, calls } = recordingFetch(echo);
    await createClient({ baseUrl: 'https://x', fetch, maxIdsPerRequest: 2 }).markMessagesAs(
      { subscriberId: SUBSCRIBER, messageIds: ids(5), markAs: 'seen' },
      { idempotencyKey: 'bulk-1' },
    );
    expect(calls.map((call) => call.headers.get('idempotency-key'))).toEqual(['bulk-1', 'bulk-1-2', 'bulk-1-3']);
  });

  it('gives each request its own fresh key when the caller gives none', async () => {
    const { fetch, calls } = recordingFetch(echo);
    await createClient({ baseUrl: 'https://x', fetch, maxIdsPerRequest: 2 }).markMessagesAs({ subscriberId: SUBSCRIBER, messageIds: ids(5), markAs: 'seen' });
    const keys = calls.map((call) => call.headers.get('idempotency-key'));
    expect(new Set(keys).size).toBe(3);
  });

  it('sends the requests one after another, never two at once', async () => {
    let inFlight = 0;
    let most = 0;
    const { fetch } = recordingFetch(async (request) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await Promise.resolve();
      inFlight -= 1;
      return echo(request);
    });
    await createClient({ baseUrl: 'https://x', fetch, maxIdsPerRequest: 1 }).markMessagesAs({ subscriberId: SUBSCRIBER, messageIds: ids(4), markAs: 'read' });
    expect(most).toBe(1);
  });
});

describe('a failure part-way', () => {
  it('rejects with PartialFailureError listing what was applied when a later request fails', async () => {
    const { fetch, calls } = recordingFetch(echo, echo, serviceError(400, 'messageId is required'));
    const error = await createClient({ baseUrl: 'https://x', fetch, maxIdsPerRequest: 2 })
      .markMessagesAs({ subscriberId: SUBSCRIBER, messageIds: ids(7), markAs: 'read' })
      .catch((e: unknown) => e);
    expect(calls).toHaveLength(3);
    expect(error).toBeInstanceOf(PartialFailureError);
    const partial = error as PartialFailureError;
    expect(partial.appliedIds).toEqual(ids(4));
    expect(partial.appliedMessages.map((message) => message._id)).toEqual(ids(4));
    expect(partial.unappliedIds).toEqual(ids(7).slice(4));
    expect(partial.cause).toBeInstanceOf(ApiError);
    expect((partial.cause as ApiError).status).toBe(400);
  });

  it('rejects with the request own error when the first request fails (nothing applied)', async () => {
    const { fetch, calls } = recordingFetch(serviceError(404, 'Subscriber user-42 not found'));
    const error = await createClient({ baseUrl: 'https://x', fetch, maxIdsPerRequest: 2 })
      .markMessagesAs({ subscriberId: SUBSCRIBER, messageIds: ids(5), markAs: 'read' })
      .catch((e: unknown) => e);
    expect(calls).toHaveLength(1);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(PartialFailureError);
  });

  it('retries a later request with its own key before giving up on it', async () => {
    const { runtime } = instantRuntime();
    const { fetch, calls } = recordingFetch(echo, new TypeError('socket hang up'));
    const error = await createClientWithRuntime({ baseUrl: 'https://x', fetch, maxIdsPerRequest: 1, retry: { retries: 2 } }, runtime)
      .markMessagesAs({ subscriberId: SUBSCRIBER, messageIds: ids(2), markAs: 'read' }, { idempotencyKey: 'k' })
      .catch((e: unknown) => e);
    expect(calls.map((call) => call.headers.get('idempotency-key'))).toEqual(['k', 'k-2', 'k-2', 'k-2']);
    expect(error).toBeInstanceOf(PartialFailureError);
    expect((error as PartialFailureError).cause).toBeInstanceOf(NetworkError);
  });

  it('rejects with the abort reason, unwrapped, when the caller aborts during a later request', async () => {
    const controller = new AbortController();
    const reason = new Error('user left');
    const { fetch, calls } = recordingFetch(echo, (request) => {
      controller.abort(reason);
      return echo(request);
    });
    const result = createClient({ baseUrl: 'https://x', fetch, maxIdsPerRequest: 1 }).markMessagesAs(
      { subscriberId: SUBSCRIBER, messageIds: ids(3), markAs: 'read' },
      { signal: controller.signal },
    );
    await expect(result).rejects.toBe(reason);
    expect(calls).toHaveLength(2);
  });
});
