// The service scopes an idempotency key to the organization, not to the route or the subscriber:
// the same key and body on another subscriber's route replay the first answer (SERVER-NOTES.md
// §4). Behind one proxy every subscriber shares the organization, so a subscriber who sends
// another's key could be handed that subscriber's answer. The proxy therefore forwards a key of
// its own, derived from the authorized subscriber, the route and the caller's key: the same for
// a client's retries, never the same for two subscribers.
import { hexOf } from '../api/idempotencyKey';

/** SHA-256 (hex, 64 characters) of the subscriber, the route and the caller's key. */
export async function scopedIdempotencyKey(scope: { subscriberId: string; route: string; key: string }): Promise<string> {
  // A JSON array keeps the three apart whatever characters they hold.
  const text = JSON.stringify([scope.subscriberId, scope.route, scope.key]);
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return hexOf(new Uint8Array(digest));
}
