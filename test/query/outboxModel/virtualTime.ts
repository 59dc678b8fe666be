// The clock and the timers of the outbox model (offlineOutbox.model.test.ts): nothing waits for
// real time. `Date` is faked to a virtual clock (the ledger and the service stamp their dates with
// it, so a run gives the same dates however busy the machine is), and every timer the pages start
// (the outbox's retry timers, the client's time-outs) is kept here until the model fires it, the
// earliest first, moving the clock to its time.
import { vi } from 'vitest';

export type TimerLabel = 'retry' | 'client time-out';

export interface VirtualTimer {
  readonly id: number;
  readonly due: number;
  readonly label: TimerLabel;
  /** The page (the page load) that started it: a reload drops its timers with it. */
  readonly page: number;
  readonly run: () => void;
  cancelled: boolean;
  fired: boolean;
}

export type VirtualTime = ReturnType<typeof createVirtualTime>;

export function createVirtualTime(start: number) {
  let now = start;
  let nextId = 1;
  const timers: VirtualTimer[] = [];
  vi.useFakeTimers({ toFake: ['Date'], now: start });

  const pending = () => timers.filter((timer) => !timer.cancelled && !timer.fired);

  return {
    now: () => now,
    /** Moves the clock on (each command happens at a time of its own). */
    advance(ms: number) {
      now += ms;
      vi.setSystemTime(now);
    },
    /** The `setTimer` a page's outbox (or its client) is given: starts a timer, returns its cancel. */
    setTimerOf(page: number, label: TimerLabel) {
      return (run: () => void, ms: number): (() => void) => {
        const timer: VirtualTimer = { id: nextId++, due: now + ms, label, page, run, cancelled: false, fired: false };
        timers.push(timer);
        return () => void (timer.cancelled = true);
      };
    },
    /** The timers still to fire, of `page` when given, earliest first. */
    pending(page?: number, label?: TimerLabel): VirtualTimer[] {
      return pending()
        .filter((timer) => (page === undefined || timer.page === page) && (label === undefined || timer.label === label))
        .sort((a, b) => a.due - b.due || a.id - b.id);
    },
    /** Fires the earliest timer (the clock moves to its time); undefined when none is left. */
    fireNext(): VirtualTimer | undefined {
      const [next] = this.pending();
      if (!next) return undefined;
      if (next.due > now) this.advance(next.due - now);
      next.fired = true;
      next.run();
      return next;
    },
    /** A page is gone: its timers never fire. */
    dropPage(page: number) {
      for (const timer of pending()) if (timer.page === page) timer.cancelled = true;
    },
    stop() {
      vi.useRealTimers();
    },
  };
}
