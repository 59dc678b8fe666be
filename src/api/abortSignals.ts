// Small helpers over AbortSignal: combine a caller's signal with a timeout, and settle a promise
// when a signal aborts even if the promise itself ignores the signal (an injected fetch may).

/** A signal that aborts when any of `signals` does, with that signal's reason. */
export function anySignal(signals: readonly AbortSignal[]): AbortSignal {
  if (signals.length === 1) return signals[0]!;
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([...signals]);
  const controller = new AbortController();
  for (const signal of signals) {
    if (signal.aborted) {
      controller.abort(signal.reason);
      break;
    }
    signal.addEventListener('abort', () => controller.abort(signal.reason), {
      once: true,
      signal: controller.signal,
    });
  }
  return controller.signal;
}

/** `promise`, or a rejection with the signal's reason as soon as `signal` aborts. */
export function settleOnAbort<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) {
    // The caller gets the abort reason, so `promise` is dropped; a fetch given an aborted signal
    // rejects too, and a dropped rejection with no handler is an unhandled rejection (a Node
    // process exits with code 1 on it although the caller caught the abort).
    promise.catch(() => {});
    return Promise.reject(signal.reason);
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
