// The service's idempotency for POST requests (SERVER-NOTES.md §4): a key is remembered with the
// request it came with; the same key while the first request runs is a conflict (409), with
// another body a caller bug (422), and after completion a replay of the first answer. Keys live
// 24 hours on the mock's clock.

export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

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

  /** Claims `key` (within `scope`, the environment's API key) for a request with `fingerprint`. */
  claim(scope: string, key: string, fingerprint: string): IdempotencyClaim {
    const id = `${scope}\u0000${key}`;
    const now = this.#now();
    const existing = this.#entries.get(id);
    if (existing && existing.expiresAt > now) {
      if (!existing.answer) return { kind: 'in-flight' };
      if (existing.fingerprint !== fingerprint) return { kind: 'different-body' };
      return { kind: 'replay', answer: structuredClone(existing.answer) };
    }
    const entry: Entry = { fingerprint, expiresAt: now + this.#ttlMs };
    this.#entries.set(id, entry);
    return {
      kind: 'first',
      complete: (answer) => {
        entry.answer = structuredClone(answer);
      },
      // A request that did not finish (aborted, or a server error) leaves no trace: a retry with
      // the same key runs anew.
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
