// The mount bench's report, its timing part: the figures issue 17 asks for (before and after,
// medians and p90 of the alternating runs, against the goal), what each page loaded and asked, the
// phases of a load, the main thread by kind of work (Chromium's timeline), and the layouts script
// forced. bench/mount/profileReport.ts has the CPU profile's part.
import { PAINTS, PHASES, TIMELINE_WINDOWS, forcedLayouts, phaseFigures, requestsBeforeRows, timelineFigures } from './breakdown';
import { firstPaintFiles, type Build } from './builds';
import type { PageRun } from './pageRun';
import { medianByKey, ms, spread, textTable } from './textTable';

/**
 * Issue 17: the fastest peer inbox mounted its first rows 1.58 times as fast as this package at
 * 16a15f7, so the goal is 16a15f7's median on this machine divided by that (only meaningful when
 * "before" is 16a15f7, the bench's default).
 */
const PEER_SPEEDUP = 1.58;

const change = (before: number, after: number) => `${after <= before ? '' : '+'}${(((after - before) / before) * 100).toFixed(0)}%`;
const shortUrl = (url: string) => url.replace(/^https:\/\/service\.mock\/v1\/subscribers\/[^/]+/, '…');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

/** The timing sections, each a title and a table. */
export function timingReport({ builds, runs, profileRuns, latencyMs }: { builds: readonly [Build, Build]; runs: number; profileRuns: number; latencyMs: number }): string[] {
  const [before, after] = builds;
  const out: string[] = [];
  const section = (title: string, body: string) => out.push('', title, body);

  // --- the figures ---
  const figures: Array<[string, (run: PageRun) => number]> = [];
  const main = new Map<PageRun, ReturnType<typeof phaseFigures>>();
  for (const build of builds) for (const run of build.runs.timed) main.set(run, phaseFigures(run, firstPaintFiles(build.timed)));
  figures.push(
    ['navigation → first rows', (run) => run.marks['ik:rows'] ?? Number.NaN],
    ['render() → first rows', (run) => (run.marks['ik:rows'] ?? Number.NaN) - (run.marks['ik:render'] ?? Number.NaN)],
    ['main thread busy, navigation → first rows', (run) => main.get(run)!.busy['navigation → first rows']!],
    ['main thread busy, render() → first rows', (run) => main.get(run)!.busy['render() → first rows']!],
    ['main-thread CPU, navigation → first rows', (run) => main.get(run)!.cpu['navigation → first rows']!],
    ['main-thread CPU, render() → first rows', (run) => main.get(run)!.cpu['render() → first rows']!],
    ['navigation → every module evaluated', (run) => run.marks['ik:evaluated'] ?? Number.NaN],
  );
  const range = (values: readonly number[]) => `${ms(Math.min(...values))}–${ms(Math.max(...values))}`;
  section(
    `Figures (ms; ${runs} runs of each, alternating; median and range min–max; goal = before's median ÷ ${PEER_SPEEDUP}, the fastest peer inbox; busy = the wall time of the main thread's tasks, CPU = the thread's own CPU time in them, which the load of other processes barely moves)`,
    textTable(
      ['figure', 'before median', 'range', 'after median', 'range', 'change of median', 'goal', 'after ÷ goal'],
      figures.map(([name, of]) => {
        const b = before.runs.timed.map(of);
        const a = after.runs.timed.map(of);
        const [bm, am] = [spread(b).median, spread(a).median];
        const goal = bm / PEER_SPEEDUP;
        return [name, ms(bm), range(b), ms(am), range(a), change(bm, am), ms(goal), `${(am / goal).toFixed(2)}×`];
      }),
    ),
  );

  // --- what each page loaded and asked ---
  const loadLines: string[] = [];
  for (const build of builds) {
    const scripts = build.timed.scripts;
    const first = scripts.filter((script) => script.firstPaint);
    const lazy = scripts.filter((script) => !script.firstPaint);
    loadLines.push(
      `${build.label}: first paint ${first.map((script) => `${script.file} ${kb(script.bytes)}`).join(' + ')} (minified, not compressed)` +
        (lazy.length ? `; on first use ${lazy.map((script) => `${script.file} ${kb(script.bytes)}`).join(' + ')}` : ''),
    );
    const runs = build.runs.timed;
    const requests = requestsBeforeRows(runs[0]!);
    requests.forEach((request, index) => {
      const sent = spread(runs.map((run) => (requestsBeforeRows(run)[index]?.at ?? Number.NaN) - (run.marks['ik:render'] ?? 0)));
      loadLines.push(`  request ${index + 1}: ${request.method} ${shortUrl(request.url)}  sent at render() + ${ms(sent.median)} ms (median)`);
    });
    const shown = runs[0]!.rowsShown;
    loadLines.push(`  at the first rows: ${shown.rows} rows in the DOM, aria-setsize ${shown.listed}, tabs: ${shown.tabs.join(' | ')}`);
  }
  section(`What each page loaded, and the requests before its first rows (answered ${latencyMs > 0 ? `${latencyMs} ms after each request` : 'at once'})`, loadLines.join('\n'));

  // --- phases ---
  const phases = builds.map((build) => {
    const runs = build.runs.timed.map((run) => main.get(run)!);
    return { wall: medianByKey(runs.map((run) => run.wall)), busy: medianByKey(runs.map((run) => run.busy)), cpu: medianByKey(runs.map((run) => run.cpu)) };
  });
  section(
    'Phases of the timed runs (ms, medians): wall time, the main thread busy in it (wall ≫ busy: waiting) and its CPU time (busy ≫ CPU: the cores were taken by others)',
    textTable(
      ['phase', 'before wall', 'busy', 'CPU', 'after wall', 'busy', 'CPU'],
      PHASES.map(({ name }) => [name, ...phases.flatMap((phase) => [ms(phase.wall[name]), ms(phase.busy[name]), ms(phase.cpu[name])])]),
    ),
  );

  // --- timeline ---
  const timelines = builds.map((build) => {
    const runs = build.runs.timeline.map((run) => timelineFigures(run, firstPaintFiles(build.timed)));
    return Object.fromEntries(TIMELINE_WINDOWS.map(({ name }) => [name, medianByKey(runs.map((run) => run[name] ?? {}))]));
  });
  section(
    `Main thread by kind of work (ms, medians of ${profileRuns} traced runs; spans, so nested kinds overlap: compiling on first call happens inside script)`,
    textTable(
      ['kind', ...TIMELINE_WINDOWS.flatMap(({ name }) => [`before ${name}`, `after ${name}`])],
      Object.keys(timelines[1]![TIMELINE_WINDOWS[0]!.name] ?? {}).map((kind) => [
        kind,
        ...TIMELINE_WINDOWS.flatMap(({ name }) =>
          timelines.map((timeline) => (kind === PAINTS ? String(timeline[name]?.[kind] ?? 0) : ms(timeline[name]?.[kind]))),
        ),
      ]),
    ),
  );
  const forcedOf = builds.map((build) => {
    const runs = build.runs.profile.map((run) => forcedLayouts(run, build.scripts));
    return {
      ms: medianByKey(runs.map((run) => run.ms)),
      count: medianByKey(runs.map((run) => run.count)),
      sequence: medianByKey(runs.map((run) => run.sequence)),
    };
  });
  section(
    'Style and layout forced by script (a read of layout), navigation → first rows (profiled runs; ms and count, medians), by the function that read',
    textTable(
      ['forced by', 'before ms', 'count', 'after ms', 'count'],
      Object.keys({ ...forcedOf[0]!.ms, ...forcedOf[1]!.ms })
        .sort((a, b) => (forcedOf[1]!.ms[b] ?? 0) - (forcedOf[1]!.ms[a] ?? 0))
        .map((key) => [key, ms(forcedOf[0]!.ms[key] ?? 0), String(forcedOf[0]!.count[key] ?? 0), ms(forcedOf[1]!.ms[key] ?? 0), String(forcedOf[1]!.count[key] ?? 0)]),
    ),
  );
  section(
    'The same, one by one in the order they happened (ms, median of each position)',
    textTable(
      ['forced', 'before', 'after'],
      Object.keys({ ...forcedOf[0]!.sequence, ...forcedOf[1]!.sequence })
        .sort()
        .map((key) => [key, ms(forcedOf[0]!.sequence[key]), ms(forcedOf[1]!.sequence[key])]),
    ),
  );

  return out;
}
