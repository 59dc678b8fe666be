// @vitest-environment node
// The filter of message lists: only the owner's messages, envelopes and other fields kept, and
// nothing that cannot be attributed.
import { describe, expect, it } from 'vitest';
import { ownMessagesOnly } from '../../src/server/ownMessagesOnly';
import { messageRecord, objectId } from '../api/fakeService';

const OWNER = '65f1c0ffee00000000000a0a';
const OTHER = '65f1c0ffee00000000000b0b';
const own = messageRecord(objectId(1), { _subscriberId: OWNER });
const ownInUpperCase = messageRecord(objectId(2), { _subscriberId: OWNER.toUpperCase() });
const foreign = messageRecord(objectId(3), { _subscriberId: OTHER, content: 'not yours' });
const unattributable = [
  null,
  'a string',
  42,
  [own],
  { ...own, _subscriberId: undefined },
  { ...own, _subscriberId: 7 },
  { ...own, _subscriberId: { $eq: OWNER } },
  { ...own, _subscriberId: '' },
];

describe('ownMessagesOnly', () => {
  it('keeps the owner’s messages of a mark-as answer, ids compared case-insensitively, in the order given', () => {
    const list = [foreign, own, ...unattributable, ownInUpperCase];
    expect(ownMessagesOnly('mark-as', { data: list }, OWNER)).toEqual({ body: { data: [own, ownInUpperCase] }, dropped: list.length - 2 });
    expect(ownMessagesOnly('mark-as', list, OWNER.toUpperCase())).toEqual({ body: [own, ownInUpperCase], dropped: list.length - 2 });
  });

  it('keeps the envelope’s other fields', () => {
    expect(ownMessagesOnly('mark-as', { data: [foreign, own], note: 'kept' }, OWNER)?.body).toEqual({ data: [own], note: 'kept' });
  });

  it('keeps the feed page’s fields as they were, bare or wrapped once more', () => {
    const page = { data: [own, foreign], page: 2, pageSize: 10, hasMore: true, totalCount: 2 };
    expect(ownMessagesOnly('feed', page, OWNER)).toEqual({ body: { ...page, data: [own] }, dropped: 1 });
    expect(ownMessagesOnly('feed', { data: page }, OWNER)).toEqual({ body: { data: { ...page, data: [own] } }, dropped: 1 });
  });

  it('drops nothing from a list of the owner alone', () => {
    expect(ownMessagesOnly('mark-as', { data: [own] }, OWNER)).toEqual({ body: { data: [own] }, dropped: 0 });
    expect(ownMessagesOnly('mark-as', [], OWNER)).toEqual({ body: [], dropped: 0 });
  });

  it.each([
    ['a mark-as answer without a list', 'mark-as', { data: null }],
    ['a mark-as answer that is one message', 'mark-as', { data: foreign }],
    ['a feed page without a list', 'feed', { data: { page: 0 } }],
    ['a feed answer that is a bare list', 'feed', [foreign]],
    ['a number', 'feed', 3],
  ] as const)('cannot check %s', (_, kind, body) => {
    expect(ownMessagesOnly(kind, body, OWNER)).toBeUndefined();
  });
});
