// The service's idempotency for POST requests (SERVER-NOTES.md §4): a key is remembered, per
// organization (not per route), with the body it came with; the same key while the first request
// runs is a conflict (409; the marker lasts 5 minutes), with another body a caller bug (422), and
// after completion a replay of the first answer, whatever its status: a 5xx replays as that 5xx.
// Answers live 24 hours on the mock's clock.

export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** How long the service keeps the "in progress" marker of a request that never completes. */
export const IDEMPOTENCY_IN_FLIGHT_TTL_MS = 5 * 60 * 1000;
/** Where the service's 409 and 422 point (`Link` header). */
export const IDEMPOTENCY_DOCS_LINK = 'https://docs.novu.co/additional-resources/idempotency';

export interface RecordedAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export type IdempotencyClaim =
  | { kind: 'first'; complete(answer: RecordedAnswer): void; release(): void }
  | { kind: 'in-flight' }
  | { kind: 'different-body' }
  | { kind: 'replay'; answer: RecordedAnswer };

interface Entry {
  fingerprint: string;
  expiresAt: number;
  answer?: RecordedAnswer;
}

export class IdempotencyCache {
  #now: () => number;
  #ttlMs: number;
  #entries = new Map<string, Entry>();

  constructor(now: () => number, ttlMs: number = IDEMPOTENCY_TTL_MS) {
    this.#now = now;
    this.#ttlMs = ttlMs;
  }

  /** Claims `key` (within `scope`, the organization) for a request whose body reads `fingerprint`. */
  claim(scope: string, key: string, fingerprint: string): IdempotencyClaim {
    const id = `${scope}\u0000${key}`;
    const now = this.#now();
    const existing = this.#entries.get(id);
    if (existing && existing.expiresAt > now) {
      if (!existing.answer) return { kind: 'in-flight' };
      if (existing.fingerprint !== fingerprint) return { kind: 'different-body' };
      return { kind: 'replay', answer: structuredClone(existing.answer) };
    }
    const entry: Entry = { fingerprint, expiresAt: now + IDEMPOTENCY_IN_FLIGHT_TTL_MS };
    this.#entries.set(id, entry);
    return {
      kind: 'first',
      // Every answer is kept, errors included: the service caches what its handler threw.
      complete: (answer) => {
        entry.answer = structuredClone(answer);
        entry.expiresAt = this.#now() + this.#ttlMs;
      },
      // Only an aborted request leaves no trace (the mock never ran it): a retry runs anew.
      release: () => {
        if (this.#entries.get(id) === entry) this.#entries.delete(id);
      },
    };
  }

  clear(): void {
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }
}
