// The overall deadline of one client call: every attempt, every wait between attempts and every
// request of a split list together end by it, so nothing the client does waits forever.
import { withTimeout } from './abortSignals';

export interface Deadline {
  /** Aborts (reason: a TimeoutError DOMException) when the time is up. */
  readonly signal: AbortSignal;
  /** When it ends, in the clock of `now`. */
  readonly at: number;
  readonly ms: number;
}

export interface WithDeadlineInput {
  ms: number;
  now: () => number;
}

/** Runs `run` with a deadline `ms` from now; the timer is cleared however `run` ends. */
export function withDeadline<T>({ ms, now }: WithDeadlineInput, run: (deadline: Deadline) => Promise<T>): Promise<T> {
  return withTimeout(ms, 'The call', (signal) => run({ signal, at: now() + ms, ms }));
}
