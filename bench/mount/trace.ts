// Reading a Chromium trace of one bench page load: where the page's renderer main thread is, when
// the navigation started on the trace's clock, how long that thread was busy in a window, and the
// trace events of one kind in it.
//
// Main-thread time is exact here, not estimated: it is the union of the thread's top-level tasks
// (`ThreadControllerImpl::RunTask`, category `toplevel`, every task the renderer's scheduler runs)
// clipped to the window. Long tasks (PerformanceObserver 'longtask') see only tasks over 50 ms;
// CDP's Performance.getMetrics is a running total that can be read only after the fact, when the
// tasks after the first rows (the menu's preload on idle) are already in it.

export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's CPU time of a complete event, in µs (its `dur` counts wall time). */
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: Record<string, unknown> & { data?: Record<string, unknown> };
}

export interface PageThread {
  pid: number;
  tid: number;
  /** The navigation's start (`performance.timeOrigin`) on the trace's clock, in µs. */
  navigationTs: number;
  /** Each `ik:*` mark of the page on the trace's clock, in µs. */
  marks: Record<string, number>;
}

export function readTrace(buffer: Buffer): TraceEvent[] {
  const parsed = JSON.parse(buffer.toString('utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  return Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
}

/**
 * The page's main thread: the one that recorded the `ik:rows` mark. A user-timing mark's trace
 * timestamp is the navigation's start plus its `startTime`, so the start follows from any mark.
 */
export function pageThread(events: readonly TraceEvent[]): PageThread {
  const marks = events.filter((event) => event.cat.includes('blink.user_timing') && event.name.startsWith('ik:'));
  const rows = marks.find((mark) => mark.name === 'ik:rows');
  const startTime = rows?.args?.data?.startTime;
  if (!rows || typeof startTime !== 'number') throw new Error('The trace has no ik:rows mark: were the first rows shown?');
  return {
    pid: rows.pid,
    tid: rows.tid,
    navigationTs: rows.ts - startTime * 1000,
    marks: Object.fromEntries(marks.filter((mark) => mark.pid === rows.pid).map((mark) => [mark.name, mark.ts])),
  };
}

/** Complete events (`ph: 'X'`) of `names` on the page's main thread overlapping [from, to]. */
export function threadEvents(
  events: readonly TraceEvent[],
  { pid, tid }: PageThread,
  names: ReadonlySet<string>,
  from: number,
  to: number,
): TraceEvent[] {
  return events.filter(
    (event) =>
      event.pid === pid && event.tid === tid && event.ph === 'X' && names.has(event.name) &&
      event.ts < to && event.ts + (event.dur ?? 0) > from,
  );
}

/** Total length of the union of `events`' intervals clipped to [from, to], in ms. */
export function coveredMs(events: readonly TraceEvent[], from: number, to: number): number {
  const spans = events
    .map((event) => [Math.max(from, event.ts), Math.min(to, event.ts + (event.dur ?? 0))] as const)
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let reach = from;
  for (const [start, end] of spans) {
    if (end <= reach) continue;
    total += end - Math.max(start, reach);
    reach = end;
  }
  return total / 1000;
}

const TASKS = new Set(['ThreadControllerImpl::RunTask']);

/** How long the page's main thread ran tasks in [from, to] (trace µs), in ms. */
export function mainThreadMs(events: readonly TraceEvent[], thread: PageThread, from: number, to: number): number {
  return coveredMs(threadEvents(events, thread, TASKS, from, to), from, to);
}

/**
 * The CPU time the page's main thread spent running tasks in [from, to] (trace µs), in ms: each
 * outermost task's thread time (`tdur`), a task cut by the window counted by the share of its
 * wall time inside it. Unlike the wall time above, this barely moves when other processes take
 * the cores away from the page, which on a shared machine is most of the spread.
 */
export function mainThreadCpuMs(events: readonly TraceEvent[], thread: PageThread, from: number, to: number): number {
  const tasks = threadEvents(events, thread, TASKS, from, to).sort((a, b) => a.ts - b.ts);
  let total = 0;
  let reach = -Infinity;
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    if (task.ts < reach) continue; // nested in the task before (a nested run loop)
    reach = end;
    const wall = task.dur ?? 0;
    const inside = Math.min(to, end) - Math.max(from, task.ts);
    if (wall > 0 && inside > 0) total += (task.tdur ?? Number.NaN) * (inside / wall);
  }
  return total / 1000;
}
