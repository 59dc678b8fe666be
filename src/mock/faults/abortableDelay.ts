// The mock's latency: a real timer that stops as soon as the request is aborted, so an aborted
// request neither lingers nor changes the store afterwards.
import { sleep } from '../../api/runtime';

/** Resolves after `ms` (at once for 0); rejects with the signal's reason as soon as `signal` aborts. */
export function abortableDelay(ms: number, signal?: AbortSignal): Promise<void> {
  if (ms <= 0 && !signal?.aborted) return Promise.resolve();
  return sleep(ms, signal);
}
