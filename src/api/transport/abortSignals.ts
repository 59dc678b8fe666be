// Small helpers over AbortSignal: a timeout, a caller's signal combined with timeouts, and a
// promise settled when a signal aborts even if the promise itself ignores the signal (an injected
// fetch may).

/**
 * Runs `run` with a signal that aborts `ms` from now, its reason a TimeoutError DOMException saying
 * that `what` took longer; the timer is cleared however `run` ends. The call's deadline and each
 * attempt's timeout are both one.
 */
export async function withTimeout<T>(ms: number, what: string, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException(`${what} took longer than ${ms} ms.`, 'TimeoutError')),
    ms,
  );
  try {
    return await run(controller.signal);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A signal that aborts when any of `signals` does, with that signal's reason. The signals that
 * are not given (undefined) are skipped; with none at all there is no signal.
 */
export function anySignal(signals: readonly AbortSignal[]): AbortSignal;
export function anySignal(signals: readonly (AbortSignal | undefined)[]): AbortSignal | undefined;
export function anySignal(given: readonly (AbortSignal | undefined)[]): AbortSignal | undefined {
  const signals = given.filter((signal) => signal !== undefined);
  if (signals.length <= 1) return signals[0];
  if (typeof AbortSignal.any === 'function') return AbortSignal.any(signals);
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
