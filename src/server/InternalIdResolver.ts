// Who owns the messages of an answer: the subscriber's internal id, from the cache or looked up.
// Requests of one subscriber that arrive while its lookup runs wait for that one lookup; only a
// found id is kept, so a failed lookup (or an unknown subscriber, who may be created a moment
// later) is asked again by the next request.
import type { ServiceOutcome } from './askService';
import type { InternalIdCache } from './InternalIdCache';
import type { Resolution } from './lookUpInternalId';

export interface InternalIdResolverOptions {
  cache: InternalIdCache;
  lookUp(subscriberId: string): Promise<Resolution>;
}

const CALLER_LEFT: ServiceOutcome = { kind: 'failure', status: 502, message: 'The request was aborted' };

export class InternalIdResolver {
  readonly #cache: InternalIdCache;
  readonly #lookUp: (subscriberId: string) => Promise<Resolution>;
  readonly #running = new Map<string, Promise<Resolution>>();

  constructor(options: InternalIdResolverOptions) {
    this.#cache = options.cache;
    this.#lookUp = options.lookUp;
  }

  /**
   * The internal id of `subscriberId`, or what to answer instead. Never rejects. `signal` ends
   * only this caller's wait (the caller left); the lookup goes on for the others.
   */
  resolve(subscriberId: string, signal?: AbortSignal): Promise<Resolution> {
    const cached = this.#cache.get(subscriberId);
    if (cached !== undefined) return Promise.resolve({ kind: 'found', internalId: cached });
    let running = this.#running.get(subscriberId);
    if (!running) {
      running = this.#lookUp(subscriberId)
        .catch((): Resolution => ({ kind: 'refused', outcome: { kind: 'failure', status: 502, message: 'The service could not be reached' } }))
        .then((resolution) => {
          if (resolution.kind === 'found') this.#cache.set(subscriberId, resolution.internalId);
          return resolution;
        })
        .finally(() => this.#running.delete(subscriberId));
      this.#running.set(subscriberId, running);
    }
    return signal ? untilAborted(running, signal) : running;
  }

  /** Drops what is known of `subscriberId`: the next request looks it up again. */
  forget(subscriberId: string): void {
    this.#cache.delete(subscriberId);
  }
}

function untilAborted(running: Promise<Resolution>, signal: AbortSignal): Promise<Resolution> {
  if (signal.aborted) return Promise.resolve({ kind: 'refused', outcome: CALLER_LEFT });
  return new Promise((resolve) => {
    const onAbort = () => resolve({ kind: 'refused', outcome: CALLER_LEFT });
    signal.addEventListener('abort', onAbort, { once: true });
    void running.then((resolution) => {
      signal.removeEventListener('abort', onAbort);
      resolve(resolution);
    });
  });
}
