// Where the time between the navigation and the first rows goes, from three kinds of runs:
//   phases    the timed runs (a light trace): each phase's wall time and the main thread's busy
//             time in it, so a phase that waits (for bytes, for a background parse) shows as
//             wall time the main thread did not spend;
//   timeline  runs traced with Chromium's timeline and V8's compile events (no sampler): the
//             spans of each kind of work (parsing, compiling, evaluating, script, style, layout,
//             GC), and the layouts that script forced, by the function that read the layout;
//   profile   runs with V8's sampling profiler: the main thread's samples by what ran (the
//             package's folders, React, the query library, built-ins), by phase and by function.
// Each figure is the median over the runs of its kind.
import type { BundleModules } from './bundleModules';
import { attribute, cpuProfileOf } from './cpuProfile';
import { whereTimeGoes } from './whereTimeGoes';
import type { PageRun } from './pageRun';
import { coveredMs, mainThreadCpuMs, mainThreadMs, pageThread, readTrace, threadEvents, type PageThread, type TraceEvent } from './trace';

export const TIMED_CATEGORIES = ['toplevel', 'blink.user_timing'];
// No stacks here (`disabled-by-default-devtools.timeline.stack`): V8 then collects source
// positions of every function on a stack, which showed as 70-180 ms of extra compiling.
export const TIMELINE_CATEGORIES = [
  ...TIMED_CATEGORIES,
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-v8.compile',
];
// The profile runs also record the layouts script forced, with the stack of the read: their page
// is unminified, so the function that read has its name.
export const PROFILE_CATEGORIES = [
  ...TIMED_CATEGORIES,
  'disabled-by-default-v8.cpu_profiler',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline.stack',
];

/** The moments of one run, in trace µs. */
interface Moments {
  navigation: number;
  html: number;
  files: number;
  evaluated: number;
  render: number;
  firstRequest: number;
  lastRequest: number;
  /** The first request's answer handed to the page (ours: the first page of messages). */
  firstAnswer: number;
  rows: number;
}

/** The requests made before the first rows (later ones, such as a poll, are not part of them). */
export function requestsBeforeRows(run: PageRun) {
  const rows = run.marks['ik:rows'] ?? Infinity;
  return run.requests.filter((request) => request.at <= rows);
}

function moments(run: PageRun, thread: PageThread, firstPaintFiles: readonly string[]): Moments {
  const at = (ms: number | undefined) => thread.navigationTs + (ms ?? 0) * 1000;
  const requests = requestsBeforeRows(run);
  // Each moment is at or after the one before: a phase is never negative.
  const ordered: number[] = [];
  const next = (ts: number) => {
    const value = Math.max(ts, ordered.at(-1) ?? ts);
    ordered.push(value);
    return value;
  };
  return {
    navigation: next(thread.navigationTs),
    html: next(at(run.loaded.document)),
    files: next(at(Math.max(...firstPaintFiles.map((file) => run.loaded[file] ?? 0)))),
    evaluated: next(at(run.marks['ik:evaluated'])),
    render: next(at(run.marks['ik:render'])),
    firstRequest: next(at(requests[0]?.at)),
    lastRequest: next(at(requests.at(-1)?.at)),
    firstAnswer: next(at(requests[0]?.answeredAt)),
    rows: next(at(run.marks['ik:rows'])),
  };
}

export const PHASES: ReadonlyArray<{ name: string; from: keyof Moments; to: keyof Moments }> = [
  { name: 'navigation → the HTML received', from: 'navigation', to: 'html' },
  { name: '→ scripts and stylesheet received', from: 'html', to: 'files' },
  { name: '→ every module evaluated', from: 'files', to: 'evaluated' },
  { name: '→ render() called (createClient)', from: 'evaluated', to: 'render' },
  { name: '→ first request sent (first render, commit, effects)', from: 'render', to: 'firstRequest' },
  { name: '→ last request before the rows sent', from: 'firstRequest', to: 'lastRequest' },
  { name: '→ first rows laid out (answers read, rows rendered)', from: 'lastRequest', to: 'rows' },
  { name: 'navigation → first rows', from: 'navigation', to: 'rows' },
  { name: 'render() → first rows', from: 'render', to: 'rows' },
];

/** A timed run's figures: each phase's wall time, and the main thread's busy time and CPU time in it. */
export function phaseFigures(
  run: PageRun,
  firstPaintFiles: readonly string[],
): { wall: Record<string, number>; busy: Record<string, number>; cpu: Record<string, number> } {
  if (!run.trace) throw new Error('A timed run is traced (lightly)');
  const events = readTrace(run.trace);
  const thread = pageThread(events);
  const at = moments(run, thread, firstPaintFiles);
  const wall: Record<string, number> = {};
  const busy: Record<string, number> = {};
  const cpu: Record<string, number> = {};
  for (const { name, from, to } of PHASES) {
    wall[name] = (at[to] - at[from]) / 1000;
    busy[name] = mainThreadMs(events, thread, at[from], at[to]);
    cpu[name] = mainThreadCpuMs(events, thread, at[from], at[to]);
  }
  return { wall, busy, cpu };
}

const KINDS: ReadonlyArray<[string, readonly string[]]> = [
  ['all tasks (the main-thread time)', ['ThreadControllerImpl::RunTask']],
  ['HTML parsing', ['ParseHTML']],
  ['stylesheet parsing', ['ParseAuthorStyleSheet']],
  ['compiling scripts and modules (top level)', ['v8.compile', 'v8.compileModule']],
  ['compiling functions on their first call', ['V8.CompileCode']],
  ['evaluating modules (their top-level code)', ['v8.evaluateModule']],
  ['script run by tasks and microtasks', ['FunctionCall', 'RunMicrotasks', 'TimerFire', 'EventDispatch', 'FireAnimationFrame']],
  ['style recalculation', ['UpdateLayoutTree']],
  ['layout', ['Layout']],
  ['paint and compositing', ['PrePaint', 'Paint', 'Layerize', 'Commit']],
  ['garbage collection', ['MinorGC', 'MajorGC']],
];

interface StackFrame {
  functionName?: string;
  url?: string;
  lineNumber?: number;
}

/** Names a stack frame of a forced layout by its function and module. */
function frameName(frame: StackFrame | undefined, scripts: ReadonlyMap<string, BundleModules>): string {
  if (!frame) return '(no stack)';
  const modules = frame.url ? scripts.get(frame.url) : undefined;
  if (modules) return `${frame.functionName || '(anonymous)'}  ${modules.moduleAt(frame.lineNumber ?? 0)}`;
  return frame.url ? `${frame.functionName || '(anonymous)'}  ${frame.url}` : "the bench's row watch (the layout the next frame needs)";
}

export const TIMELINE_WINDOWS: ReadonlyArray<{ name: string; from: keyof Moments; to: keyof Moments }> = [
  { name: 'nav → rows', from: 'navigation', to: 'rows' },
  { name: 'render → 1st request', from: 'render', to: 'firstRequest' },
];

/**
 * A timeline run's spans of each kind of work in each window, and how many frames were painted
 * in it (`Paint` events): a frame before the first request means the requests waited for it.
 */
export function timelineFigures(run: PageRun, firstPaintFiles: readonly string[]): Record<string, Record<string, number>> {
  if (!run.trace) throw new Error('A timeline run is traced');
  const events = readTrace(run.trace);
  const thread = pageThread(events);
  const at = moments(run, thread, firstPaintFiles);
  return Object.fromEntries(
    TIMELINE_WINDOWS.map(({ name, from, to }) => [
      name,
      {
        ...Object.fromEntries(KINDS.map(([label, names]) => [label, coveredMs(threadEvents(events, thread, new Set(names), at[from], at[to]), at[from], at[to])])),
        [PAINTS]: threadEvents(events, thread, new Set(['Paint']), at[from], at[to]).length,
      },
    ]),
  );
}

/** The row of the timeline table that counts instead of timing. */
export const PAINTS = 'frames painted (count of Paint events)';

/** The style and layout that script forced (a read), navigation → first rows, by who read. */
export function forcedLayouts(
  run: PageRun,
  scripts: ReadonlyMap<string, BundleModules>,
): { ms: Record<string, number>; count: Record<string, number>; sequence: Record<string, number> } {
  if (!run.trace) throw new Error('A profile run is traced');
  const events = readTrace(run.trace);
  const thread = pageThread(events);
  const from = thread.navigationTs;
  const to = thread.marks['ik:rows'] ?? from;
  const ms: Record<string, number> = {};
  const count: Record<string, number> = {};
  /** Each forced style or layout in order (`3. layout`), to see which pass costs what. */
  const sequence: Record<string, number> = {};
  const forced = threadEvents(events, thread, new Set(['Layout', 'UpdateLayoutTree']), from, to)
    .filter((event) => (event.args?.beginData as { stackTrace?: StackFrame[] } | undefined)?.stackTrace?.length)
    .sort((a, b) => a.ts - b.ts);
  forced.forEach((event, index) => {
    const stack = (event.args?.beginData as { stackTrace: StackFrame[] }).stackTrace;
    const kind = event.name === 'Layout' ? 'layout' : 'style';
    const key = `${kind} ← ${frameName(stack[0], scripts)}`;
    ms[key] = (ms[key] ?? 0) + (event.dur ?? 0) / 1000;
    count[key] = (count[key] ?? 0) + 1;
    sequence[`${String(index + 1).padStart(2)}. ${kind} ← ${frameName(stack[0], scripts).split('  ')[0]}`] = (event.dur ?? 0) / 1000;
  });
  return { ms, count, sequence };
}

export const PROFILE_PHASES: ReadonlyArray<{ name: string; from: keyof Moments; to: keyof Moments }> = [
  { name: 'nav → evaluated', from: 'navigation', to: 'evaluated' },
  { name: 'evaluated → 1st request (render)', from: 'evaluated', to: 'firstRequest' },
  { name: '1st request → its answer', from: 'firstRequest', to: 'firstAnswer' },
  { name: 'its answer → rows', from: 'firstAnswer', to: 'rows' },
  { name: 'nav → rows', from: 'navigation', to: 'rows' },
];

/** The phase of a load a change to the path from the answers to the rows should shorten. */
export const AFTER_ANSWER = 'its answer → rows';

/** The windows of the summary by kind of work (bench/mount/whereTimeGoes.ts). */
export const KIND_WINDOWS: ReadonlyArray<{ name: string; from: keyof Moments; to: keyof Moments }> = [
  { name: 'nav → rows', from: 'navigation', to: 'rows' },
  { name: 'render() → rows', from: 'render', to: 'rows' },
];

/**
 * A profile run's self time by group in each phase, by kind of work in each window, and by
 * function and line over the whole load.
 */
export function profileFigures(
  run: PageRun,
  scripts: ReadonlyMap<string, BundleModules>,
  firstPaintFiles: readonly string[],
): {
  groups: Record<string, Record<string, number>>;
  kinds: Record<string, Record<string, number>>;
  self: Record<string, number>;
  total: Record<string, number>;
  lines: Record<string, number>;
  /** The package's functions by total time from the first request's answer to the first rows. */
  afterAnswer: Record<string, number>;
} {
  if (!run.trace) throw new Error('A profile run is traced');
  const events: TraceEvent[] = readTrace(run.trace);
  const thread = pageThread(events);
  const profile = cpuProfileOf(events, thread);
  const at = moments(run, thread, firstPaintFiles);
  const groups: Record<string, Record<string, number>> = {};
  for (const { name, from, to } of PROFILE_PHASES) groups[name] = attribute(profile, scripts, at[from], at[to]).groups;
  const kinds = Object.fromEntries(KIND_WINDOWS.map(({ name, from, to }) => [name, whereTimeGoes(profile, scripts, at[from], at[to])]));
  const { functions, lines } = attribute(profile, scripts, at.navigation, at.rows);
  const afterAnswer = attribute(profile, scripts, at.firstAnswer, at.rows).functions;
  return {
    groups,
    kinds,
    self: Object.fromEntries(Object.entries(functions).map(([key, { self }]) => [key, self])),
    total: Object.fromEntries(Object.entries(functions).map(([key, { total }]) => [key, total])),
    lines,
    afterAnswer: Object.fromEntries(Object.entries(afterAnswer).map(([key, { total }]) => [key, total])),
  };
}
