// Idempotency keys of mark-as requests (SERVER-NOTES.md §4).

/** The service answers 400 to a longer key. */
export const MAX_IDEMPOTENCY_KEY_LENGTH = 255;

/** A fresh random key (a v4 UUID). */
export function newIdempotencyKey(): string {
  const crypto = globalThis.crypto;
  // `randomUUID` exists only in secure contexts; `getRandomValues` exists everywhere.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  // The 32 digits grouped 8-4-4-4-12.
  return hexOf(bytes).replace(/^(.{8})(.{4})(.{4})(.{4})/, '$1-$2-$3-$4-');
}

/** Bytes as lower-case hexadecimal, two digits each. */
export function hexOf(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The key of the `index`-th request (from 0) of a split list. A caller's key is kept for the first
 * request and suffixed `-2`, `-3`, … after it, because the service answers 422 to one key sent
 * with two different bodies. Without a caller key every request gets a fresh one.
 */
export function idempotencyKeyOfChunk(callerKey: string | undefined, index: number): string {
  if (callerKey === undefined) return newIdempotencyKey();
  return index === 0 ? callerKey : `${callerKey}-${index + 1}`;
}
