// mark-all (API.md §1, SERVER-NOTES.md §1b): path, body, idempotency key, the count it answers,
// the retry rules it shares with mark-as, and the input it refuses without sending anything.
import { describe, expect, it } from 'vitest';
import { createClient, createClientWithRuntime } from '../../src/api/client';
import { ApiError, InputError, MalformedResponseError } from '../../src/api/errors';
import { instantRuntime, json, recordingFetch, serviceError, SUBSCRIBER } from './fakeService';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('markAllMessagesAs', () => {
  it('posts {markAs} to /v1/subscribers/{id}/messages/mark-all with a fresh key and resolves with the count', async () => {
    const { fetch, calls } = recordingFetch(json({ data: 7 }, 201));
    const count = await createClient({ baseUrl: 'https://api.example.com/', fetch }).markAllMessagesAs({ subscriberId: 'a/b', markAs: 'read' });
    expect(count).toBe(7);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.url).toBe('https://api.example.com/v1/subscribers/a%2Fb/messages/mark-all');
    expect(calls[0]?.body).toBe(JSON.stringify({ markAs: 'read' }));
    expect(calls[0]?.headers.get('content-type')).toBe('application/json');
    expect(calls[0]?.headers.get('idempotency-key')).toMatch(UUID);
  });

  it.each([
    ['one feed', 'marketing'],
    ['several feeds', ['marketing', 'product']],
  ])('sends feedIdentifier for %s', async (_, feedIdentifier) => {
    const { fetch, calls } = recordingFetch(json({ data: 0 }, 201));
    await createClient({ baseUrl: 'https://x', fetch }).markAllMessagesAs({ subscriberId: SUBSCRIBER, markAs: 'seen', feedIdentifier });
    expect(JSON.parse(calls[0]?.body ?? '')).toEqual({ markAs: 'seen', feedIdentifier });
  });

  it.each([
    ['wrapped', { data: 3 }, 3],
    ['bare', 12, 12],
    ['zero', { data: 0 }, 0],
  ])('accepts the count %s', async (_, body, expected) => {
    const { fetch } = recordingFetch(json(body, 201));
    await expect(createClient({ baseUrl: 'https://x', fetch }).markAllMessagesAs({ subscriberId: SUBSCRIBER, markAs: 'unread' })).resolves.toBe(expected);
  });

  it.each([
    ['a string', { data: '3' }, 'data: expected a count (integer of at least 0), got string'],
    ['a negative number', { data: -1 }, 'data: expected a count (integer of at least 0), got number'],
    ['a fraction', 1.5, 'body: expected a count (integer of at least 0), got number'],
    ['a list', { data: [] }, 'data: expected a count (integer of at least 0), got array'],
    ['null', null, 'body: expected a count (integer of at least 0), got null'],
  ])('rejects %s as the count with MalformedResponseError', async (_, body, message) => {
    const { fetch, calls } = recordingFetch(json(body, 201));
    const error = await createClient({ baseUrl: 'https://x', fetch }).markAllMessagesAs({ subscriberId: SUBSCRIBER, markAs: 'read' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MalformedResponseError);
    expect((error as Error).message).toBe(message);
    expect(calls).toHaveLength(1);
  });

  it('uses the caller key, keeps it on a 409 and takes a fresh one after a 5xx', async () => {
    const { runtime } = instantRuntime();
    const { fetch, calls } = recordingFetch(
      serviceError(409, 'Request with key is being processed', { 'retry-after': '1' }),
      serviceError(500, 'Internal server error'),
      json({ data: 2 }, 201),
    );
    const client = createClientWithRuntime({ baseUrl: 'https://x', fetch }, runtime);
    await expect(client.markAllMessagesAs({ subscriberId: SUBSCRIBER, markAs: 'read' }, { idempotencyKey: 'all-1' })).resolves.toBe(2);
    const keys = calls.map((call) => call.headers.get('idempotency-key'));
    expect(keys.slice(0, 2)).toEqual(['all-1', 'all-1']);
    expect(keys[2]).toMatch(UUID);
  });

  it('does not retry the 404 of an unknown subscriber', async () => {
    const { runtime, waits } = instantRuntime();
    const { fetch, calls } = recordingFetch(serviceError(404, 'Subscriber nobody does not exist in environment env'));
    const error = await createClientWithRuntime({ baseUrl: 'https://x', fetch }, runtime)
      .markAllMessagesAs({ subscriberId: 'nobody', markAs: 'read' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404 });
    expect(calls).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it.each([
    ['an empty subscriberId', { subscriberId: '' }, {}, 'subscriberId'],
    ['a subscriberId of "."', { subscriberId: '.' }, {}, 'subscriberId'],
    ['a subscriberId of ".."', { subscriberId: '..' }, {}, 'subscriberId'],
    ['an unknown markAs', { markAs: 'archived' }, {}, 'markAs'],
    ['an empty feedIdentifier', { feedIdentifier: '' }, {}, 'feedIdentifier'],
    ['an empty feedIdentifier list', { feedIdentifier: [] }, {}, 'feedIdentifier'],
    ['a feedIdentifier list with a blank', { feedIdentifier: ['news', ' '] }, {}, 'feedIdentifier'],
    ['a number as feedIdentifier', { feedIdentifier: 5 }, {}, 'feedIdentifier'],
    ['an idempotency key with a newline', {}, { idempotencyKey: 'a\nb' }, 'idempotencyKey'],
    ['an idempotency key over 255 characters', {}, { idempotencyKey: 'k'.repeat(256) }, 'idempotencyKey'],
  ])('refuses %s and sends nothing', async (_, input, options, field) => {
    const { fetch, calls } = recordingFetch(json({ data: 1 }, 201));
    const result = createClient({ baseUrl: 'https://x', fetch }).markAllMessagesAs({ subscriberId: SUBSCRIBER, markAs: 'read', ...input } as never, options);
    await expect(result).rejects.toBeInstanceOf(InputError);
    await expect(result).rejects.toMatchObject({ field });
    expect(calls).toHaveLength(0);
  });
});
