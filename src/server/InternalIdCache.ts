// The internal ids of subscribers the proxy has looked up, by their external `subscriberId`:
// bounded (the least recently used entry goes first) and each entry for a fixed time from when it
// was looked up, so that a subscriber deleted and created again under the same id is seen again.

export interface InternalIdCacheOptions {
  /** The most entries kept; 0 keeps none. */
  maxEntries: number;
  /** How long an entry is used after it was stored; 0 keeps none. */
  ttlMs: number;
  /** Milliseconds, e.g. `Date.now`. */
  now(): number;
}

interface Entry {
  internalId: string;
  expiresAt: number;
}

export class InternalIdCache {
  readonly #options: InternalIdCacheOptions;
  /** In order of use, the least recent first (a Map keeps insertion order). */
  readonly #entries = new Map<string, Entry>();

  constructor(options: InternalIdCacheOptions) {
    this.#options = options;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The internal id stored for `subscriberId`, unless it expired; marks it as recently used. */
  get(subscriberId: string): string | undefined {
    const entry = this.#entries.get(subscriberId);
    if (!entry) return undefined;
    this.#entries.delete(subscriberId);
    if (this.#options.now() >= entry.expiresAt) return undefined;
    this.#entries.set(subscriberId, entry);
    return entry.internalId;
  }

  set(subscriberId: string, internalId: string): void {
    const { maxEntries, ttlMs, now } = this.#options;
    this.#entries.delete(subscriberId);
    if (maxEntries <= 0 || ttlMs <= 0) return;
    this.#entries.set(subscriberId, { internalId, expiresAt: now() + ttlMs });
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= maxEntries) break;
      this.#entries.delete(oldest);
    }
  }

  delete(subscriberId: string): void {
    this.#entries.delete(subscriberId);
  }
}
