// The feed's feed filter (SERVER-NOTES.md §5): `feedIdentifier` once or repeated, `payload` as
// base64 of its UTF-8 JSON, each checked before anything is sent.
import { describe, expect, it } from 'vitest';
import { createClient } from '../../src/api/client';
import { InputError } from '../../src/api/errors';
import { json, messageRecord, objectId, recordingFetch, SUBSCRIBER } from './fakeService';

const page = () => ({ data: [messageRecord(objectId(1))], page: 0, pageSize: 10, hasMore: false, totalCount: 1 });
const FEED = 'https://x/v1/subscribers/user-42/notifications/feed';

/** The payload filter a request carried, decoded as the service decodes it (Buffer, UTF-8). */
function sentPayload(url: string): unknown {
  const text = new URL(url).searchParams.get('payload');
  return text === null ? undefined : JSON.parse(Buffer.from(text, 'base64').toString('utf8'));
}

describe('listMessages with a feed filter', () => {
  it('sends one feedIdentifier once and a list as the parameter repeated, in its order', async () => {
    const { fetch, calls } = recordingFetch(json(page()));
    const client = createClient({ baseUrl: 'https://x', fetch });
    await client.listMessages({ subscriberId: SUBSCRIBER, feedIdentifier: 'billing' });
    await client.listMessages({ subscriberId: SUBSCRIBER, page: 1, feedIdentifier: ['mentions', 'a&b=c'] });
    expect(calls.map((call) => call.url)).toEqual([
      `${FEED}?feedIdentifier=billing`,
      `${FEED}?page=1&feedIdentifier=mentions&feedIdentifier=a%26b%3Dc`,
    ]);
  });

  it('sends the payload as base64 of its UTF-8 JSON, which the service decodes back to the same object', async () => {
    const { fetch, calls } = recordingFetch(json(page()));
    const payload = { project: 'Zürich 東京 🚀', nested: { level: 2, flags: [true, null] }, empty: {} };
    await createClient({ baseUrl: 'https://x', fetch }).listMessages({ subscriberId: SUBSCRIBER, read: false, payload });
    expect(sentPayload(calls[0]!.url)).toEqual(payload);
    expect(new URL(calls[0]!.url).searchParams.get('read')).toBe('false');
    // A plain object without a prototype is plain JSON too.
    const bare = Object.assign(Object.create(null) as Record<string, unknown>, { a: 1 });
    await createClient({ baseUrl: 'https://x', fetch }).listMessages({ subscriberId: SUBSCRIBER, payload: bare });
    expect(sentPayload(calls[1]!.url)).toEqual({ a: 1 });
  });

  it('sends an empty payload object as given: the service reads it as no condition', async () => {
    const { fetch, calls } = recordingFetch(json(page()));
    await createClient({ baseUrl: 'https://x', fetch }).listMessages({ subscriberId: SUBSCRIBER, payload: {} });
    expect(calls[0]?.url).toBe(`${FEED}?payload=${encodeURIComponent(btoa('{}'))}`);
  });

  class Project {
    name = 'Atlas';
  }
  const cyclic: Record<string, unknown> = {};
  cyclic.self = cyclic;
  it.each([
    ['an empty feedIdentifier', { feedIdentifier: '' }, 'feedIdentifier'],
    ['a blank feedIdentifier', { feedIdentifier: '  ' }, 'feedIdentifier'],
    ['an empty feedIdentifier list', { feedIdentifier: [] }, 'feedIdentifier'],
    ['a list with an empty identifier', { feedIdentifier: ['billing', ''] }, 'feedIdentifier'],
    ['a number as feedIdentifier', { feedIdentifier: 7 }, 'feedIdentifier'],
    ['a payload that is a list', { payload: [1] }, 'payload'],
    ['a payload that is a string', { payload: '{"a":1}' }, 'payload'],
    ['a payload that is null', { payload: null }, 'payload'],
    ['a payload that is a class instance', { payload: new Project() }, 'payload'],
    ['a payload holding a Date', { payload: { at: new Date(0) } }, 'payload'],
    ['a payload holding undefined', { payload: { a: undefined } }, 'payload'],
    ['a payload holding a function', { payload: { a: () => 1 } }, 'payload'],
    ['a payload holding NaN', { payload: { a: Number.NaN } }, 'payload'],
    ['a payload holding Infinity deep down', { payload: { a: [{ b: Infinity }] } }, 'payload'],
    ['a payload holding a bigint', { payload: { a: 1n } }, 'payload'],
    ['a payload holding a Map', { payload: { a: new Map() } }, 'payload'],
    ['a payload that holds itself', { payload: cyclic }, 'payload'],
  ])('refuses %s with InputError and sends nothing', async (_, input, field) => {
    const { fetch, calls } = recordingFetch(json(page()));
    const result = createClient({ baseUrl: 'https://x', fetch }).listMessages({ subscriberId: SUBSCRIBER, ...input } as never);
    await expect(result).rejects.toBeInstanceOf(InputError);
    await expect(result).rejects.toMatchObject({ field });
    expect(calls).toHaveLength(0);
  });
});
