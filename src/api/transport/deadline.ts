// The overall deadline of one client call: every attempt, every wait between attempts and every
// request of a split list together end by it, so nothing the client does waits forever.

export interface Deadline {
  /** Aborts (reason: a TimeoutError DOMException) when the time is up. */
  readonly signal: AbortSignal;
  /** When it ends, in the clock of `now`. */
  readonly at: number;
  readonly ms: number;
}
