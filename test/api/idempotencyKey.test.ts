import { describe, expect, it } from 'vitest';
import { idempotencyKeyOfChunk, newIdempotencyKey } from '../../src/api/idempotencyKey';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('idempotency keys', () => {
  it('suffixes a caller key from the second request on', () => {
    expect([0, 1, 2, 9].map((index) => idempotencyKeyOfChunk('k', index))).toEqual(['k', 'k-2', 'k-3', 'k-10']);
  });

  it('makes a fresh v4 UUID per request without a caller key', () => {
    const keys = [0, 1].map((index) => idempotencyKeyOfChunk(undefined, index));
    expect(keys[0]).toMatch(UUID_V4);
    expect(keys[1]).toMatch(UUID_V4);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('falls back to getRandomValues where randomUUID is missing (insecure contexts)', () => {
    // An own property shadows the prototype's method; deleting it brings the method back.
    Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(newIdempotencyKey()).toMatch(UUID_V4);
    } finally {
      delete (globalThis.crypto as { randomUUID?: unknown }).randomUUID;
    }
    expect(typeof globalThis.crypto.randomUUID).toBe('function');
  });
});
