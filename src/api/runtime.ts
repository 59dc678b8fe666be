// What the client needs from its surroundings besides fetch: randomness, a clock and a way to
// wait. Tests pass their own to make backoff deterministic; everyone else gets `defaultRuntime`.

export interface Runtime {
  /** A number in [0, 1), for backoff jitter. */
  random(): number;
  /** Milliseconds since the epoch, to turn a `Retry-After` date into a delay. */
  now(): number;
  /** Resolves after `ms`, or rejects with the signal's reason as soon as it aborts. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  if (signal?.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Calls `run` after `ms`; returns the cancel. The default timer wherever a timer is injectable. */
export function startTimer(run: () => void, ms: number): () => void {
  const id = setTimeout(run, ms);
  return () => clearTimeout(id);
}

export const defaultRuntime: Runtime = {
  random: () => Math.random(),
  now: () => Date.now(),
  sleep,
};
