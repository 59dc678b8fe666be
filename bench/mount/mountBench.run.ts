// The mount bench (issue 17): from a page's navigation, and from `render()`, to the first rows of
// <Inbox> with a first page of 100 messages and the counts, for the package as it was ("before",
// a commit, built as it was built then) and as it is ("after", this checkout's dist/), measured as
// an app runs them: each build bundled into a small page (esbuild, splitting, minified, React's
// production build), loaded fresh in a new browser context per run, before and after alternating
// on the same machine in one run. The service answers at once from the mock's recorded answers.
// Then where the time goes, from Chromium's own records (bench/mount/breakdown.ts).
//
// Times are figures printed, never assertions (a loaded machine must not fail a build); what is
// asserted is that each run measured what it says: the list held the 100 messages, and no request
// before the first rows had to wait for an answer that was not recorded.
//
//   npm run bench                                    (builds, then every bench)
//   npx vitest run --config bench/mount.config.ts    (after `npm run build`)
//   MOUNT_RUNS=15 MOUNT_PROFILE_RUNS=5 MOUNT_BEFORE=<commit> …   runs of each kind, the "before"
//   MOUNT_AFTER=<dir> …       "after" is the built package in <dir> (its package.json and dist/)
//                              instead of this checkout: a cut tried on a copy of dist/
//   MOUNT_TRACE_DIR=<dir> …   also writes every traced run's trace there (Chrome DevTools'
//                              Performance panel opens them)
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright';
import { expect, test } from 'vitest';
import { MOCK_API_KEY, MOCK_EPOCH, MOCK_IDS } from '../../src/mock';
import { chromiumLaunchOptions } from '../../test/support/chromium';
import {
  PAINTS,
  PHASES,
  PROFILE_CATEGORIES,
  PROFILE_PHASES,
  TIMED_CATEGORIES,
  TIMELINE_CATEGORIES,
  TIMELINE_WINDOWS,
  forcedLayouts,
  phaseFigures,
  profileFigures,
  requestsBeforeRows,
  timelineFigures,
} from './breakdown';
import { builtAt } from './builtAt';
import { bundleModules, type BundleModules } from './bundleModules';
import { mockAnswers, type MockAnswers } from './mockAnswers';
import { bundlePage, type PageBundle } from './pageBundle';
import { runPage, type PageRun } from './pageRun';
import type { BenchPageSetup } from './pageRuntime';
import { serveStatic } from './staticServer';
import { medianByKey, ms, spread, textTable } from './textTable';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const BEFORE = process.env.MOUNT_BEFORE ?? '16a15f7';
const AFTER = resolve(process.env.MOUNT_AFTER ?? root);
const RUNS = Math.max(7, Number(process.env.MOUNT_RUNS ?? 11));
const PROFILE_RUNS = Math.max(1, Number(process.env.MOUNT_PROFILE_RUNS ?? 5));
const TRACE_DIR = process.env.MOUNT_TRACE_DIR;
const PAGE_SIZE = 100;
const SUBSCRIBER = MOCK_IDS.subscribers.many;

interface Build {
  label: 'before' | 'after';
  packageDir: string;
  timed: PageBundle;
  profiled: PageBundle;
  /** The profiled page's scripts by URL, with the modules of each line. */
  scripts: Map<string, BundleModules>;
  answers: MockAnswers;
  runs: { timed: PageRun[]; timeline: PageRun[]; profile: PageRun[] };
}

const setup = (build: Build, countIntl: boolean): BenchPageSetup => ({
  baseUrl: 'https://service.mock',
  apiKey: MOCK_API_KEY,
  subscriberId: SUBSCRIBER,
  pageSize: PAGE_SIZE,
  now: Date.parse(MOCK_EPOCH),
  answers: build.answers.recorded,
  countIntl,
});

const firstPaintFiles = (bundle: PageBundle) => [...bundle.scripts.filter((script) => script.firstPaint).map((script) => script.file), 'entry.css'];

/** Runs `each` for every build `count` times, before and after alternating (ABBA…). */
async function alternate(builds: readonly Build[], count: number, each: (build: Build) => Promise<void>): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    for (const build of i % 2 === 0 ? builds : [...builds].reverse()) await each(build);
  }
}

function checkRun(run: PageRun): void {
  expect(run.rowsShown.setSize).toBe(PAGE_SIZE);
  expect(run.rowsShown.rows).toBeGreaterThan(0);
  expect(requestsBeforeRows(run).filter((request) => request.answer !== 'recorded')).toEqual([]);
}

const change = (before: number, after: number) => `${after <= before ? '' : '+'}${(((after - before) / before) * 100).toFixed(0)}%`;
const shortUrl = (url: string) => url.replace(/^https:\/\/service\.mock\/v1\/subscribers\/[^/]+/, '…');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

function report(builds: readonly [Build, Build], describeBefore: string): string {
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
    ['main thread, navigation → first rows', (run) => main.get(run)!.busy['navigation → first rows']!],
    ['main thread, render() → first rows', (run) => main.get(run)!.busy['render() → first rows']!],
    ['navigation → every module evaluated', (run) => run.marks['ik:evaluated'] ?? Number.NaN],
  );
  section(
    `Figures (ms; ${RUNS} runs of each, alternating; median and p90)`,
    textTable(
      ['figure', 'before median', 'p90', 'after median', 'p90', 'change of median'],
      figures.map(([name, of]) => {
        const b = spread(before.runs.timed.map(of));
        const a = spread(after.runs.timed.map(of));
        return [name, ms(b.median), ms(b.p90), ms(a.median), ms(a.p90), change(b.median, a.median)];
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
    loadLines.push(`  at the first rows: ${shown.rows} rows in the DOM, aria-setsize ${shown.setSize}, tabs: ${shown.tabs.join(' | ')}`);
  }
  section('What each page loaded, and the requests before its first rows (answered at once)', loadLines.join('\n'));

  // --- phases ---
  const phases = builds.map((build) => {
    const runs = build.runs.timed.map((run) => main.get(run)!);
    return { wall: medianByKey(runs.map((run) => run.wall)), busy: medianByKey(runs.map((run) => run.busy)) };
  });
  section(
    'Phases of the timed runs (ms, medians): wall time, and the main thread busy in it (wall ≫ busy: waiting)',
    textTable(
      ['phase', 'before wall', 'busy', 'after wall', 'busy'],
      PHASES.map(({ name }) => [name, ms(phases[0]!.wall[name]), ms(phases[0]!.busy[name]), ms(phases[1]!.wall[name]), ms(phases[1]!.busy[name])]),
    ),
  );

  // --- timeline ---
  const timelines = builds.map((build) => {
    const runs = build.runs.timeline.map((run) => timelineFigures(run, firstPaintFiles(build.timed)));
    return Object.fromEntries(TIMELINE_WINDOWS.map(({ name }) => [name, medianByKey(runs.map((run) => run[name] ?? {}))]));
  });
  section(
    `Main thread by kind of work (ms, medians of ${PROFILE_RUNS} traced runs; spans, so nested kinds overlap: compiling on first call happens inside script)`,
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

  // --- profile ---
  const profiles = builds.map((build) => {
    const runs = build.runs.profile.map((run) => profileFigures(run, build.scripts, firstPaintFiles(build.profiled)));
    return {
      groups: Object.fromEntries(PROFILE_PHASES.map(({ name }) => [name, medianByKey(runs.map((run) => run.groups[name] ?? {}))])),
      self: medianByKey(runs.map((run) => run.self)),
      total: medianByKey(runs.map((run) => run.total)),
      lines: medianByKey(runs.map((run) => run.lines)),
    };
  });
  const afterGroups = profiles[1]!.groups;
  const whole = 'nav → rows';
  const byWhole = (figures: Record<string, number> | undefined) => (a: string, b: string) => (figures?.[b] ?? 0) - (figures?.[a] ?? 0);
  const groupNames = Object.keys(afterGroups[whole] ?? {}).sort(byWhole(afterGroups[whole]));
  section(
    `CPU profile (after): main-thread self time by what ran, per phase (ms, medians of ${PROFILE_RUNS} profiled runs of the unminified page; the sampler slows everything down, so compare shares; (program) is the browser's own work outside script, compiling included)`,
    textTable(
      ['what ran', ...PROFILE_PHASES.map(({ name }) => name)],
      groupNames
        .filter((group) => (afterGroups[whole]?.[group] ?? 0) >= 0.5)
        .map((group) => [group, ...PROFILE_PHASES.map(({ name }) => ms(afterGroups[name]?.[group]))]),
    ),
  );
  // The layout of src/ changed between the two: compared by layer, not by folder.
  const layers = profiles.map((profile) => {
    const byLayer: Record<string, number> = {};
    for (const [group, value] of Object.entries(profile.groups[whole] ?? {})) {
      const layer = group.startsWith('inbox-kit/') ? group.split('/').slice(0, 2).join('/') : group.startsWith('native ') && group !== 'native Intl constructors' ? 'native (DOM, timers, …)' : group;
      byLayer[layer] = (byLayer[layer] ?? 0) + value;
    }
    return byLayer;
  });
  section(
    'CPU profile: main-thread self time by layer, navigation → first rows, before and after (ms, medians)',
    textTable(
      ['what ran', 'before', 'after'],
      Object.keys({ ...layers[0], ...layers[1] })
        .sort(byWhole(layers[1]))
        .filter((layer) => (layers[0]?.[layer] ?? 0) + (layers[1]?.[layer] ?? 0) >= 0.5)
        .map((layer) => [layer, ms(layers[0]?.[layer] ?? 0), ms(layers[1]?.[layer] ?? 0)]),
    ),
  );
  const top = (figures: Record<string, number>, count: number, only: (key: string) => boolean = () => true) =>
    Object.entries(figures)
      .filter(([key]) => only(key))
      .sort((a, b) => b[1] - a[1])
      .slice(0, count);
  section(
    'CPU profile (after): the functions with the most self time, navigation → first rows (ms, medians; function  module:line)',
    textTable(['function  module:line', 'self', 'total'], top(profiles[1]!.self, 30).map(([key, value]) => [key, ms(value), ms(profiles[1]!.total[key])])),
  );
  section(
    "CPU profile (after): the package's functions with the most total time (their callees included), navigation → first rows",
    textTable(
      ['function  module:line', 'total', 'self'],
      top(profiles[1]!.total, 30, (key) => key.includes('inbox-kit/')).map(([key, value]) => [key, ms(value), ms(profiles[1]!.self[key])]),
    ),
  );
  section(
    "CPU profile (after): the package's lines with the most self time (where the samples were; a DOM read's forced layout counts at its line)",
    textTable(['module:line  code', 'self'], top(profiles[1]!.lines, 20, (key) => key.startsWith('inbox-kit/')).map(([key, value]) => [key, ms(value)])),
  );

  // --- Intl ---
  const intl = builds.map((build) => medianByKey(build.runs.timeline.map((run) => run.intl)));
  const constructors = Object.keys(intl[1]!).filter((key) => !key.endsWith(' ms'));
  section(
    'Intl formatters constructed before the first rows (count, and ms inside the constructor; medians of the traced runs)',
    textTable(
      ['constructor', 'before count', 'ms', 'after count', 'ms'],
      constructors.map((name) => [name, String(intl[0]![name] ?? 0), ms(intl[0]![`${name} ms`]), String(intl[1]![name] ?? 0), ms(intl[1]![`${name} ms`])]),
    ),
  );

  return [
    'Mount bench: <Inbox> with a first page of 100 messages and the counts, from navigation and from render() to the first rows laid out.',
    `before = ${describeBefore}; after = ${AFTER === root ? "this checkout's dist/" : `${AFTER}/dist`}. Each bundled as an app (esbuild, splitting, minified, React production), one new browser context per load.`,
    `Machine: load average ${loadavg().map((value) => value.toFixed(1)).join(' ')} at the end (figures of a loaded machine spread more; alternating keeps before and after comparable).`,
    ...out,
  ].join('\n');
}

test(`mount time of <Inbox> with ${PAGE_SIZE} messages: ${BEFORE} against this checkout`, async () => {
  if (!existsSync(join(AFTER, 'dist', 'index.js'))) throw new Error(`No ${AFTER}/dist: run \`npm run build\` first (\`npm run bench\` does).`);
  const log = (line: string) => console.log(line);
  const before = builtAt({ root, revision: BEFORE, log });
  const pages = join(root, 'node_modules', '.cache', 'inbox-kit-bench', 'pages');
  const builds = [] as unknown as [Build, Build];
  for (const [label, packageDir] of [['before', before.dir], ['after', AFTER]] as const) {
    const timed = await bundlePage({ root, packageDir, outDir: join(pages, label), minify: true });
    const profiled = await bundlePage({ root, packageDir, outDir: join(pages, `${label}-profile`), minify: false });
    builds.push({ label, packageDir, timed, profiled, scripts: new Map(), answers: mockAnswers(), runs: { timed: [], timeline: [], profile: [] } });
  }
  const server = await serveStatic(
    Object.fromEntries(builds.flatMap((build) => [[build.label, build.timed.dir], [`${build.label}-profile`, build.profiled.dir]])),
  );
  for (const build of builds) {
    for (const script of build.profiled.scripts) {
      const file = join(build.profiled.dir, script.file);
      build.scripts.set(`${server.origin}/${build.label}-profile/${script.file}`, bundleModules({ file, appDir: join(build.profiled.dir, '..', 'app'), packageDir: build.packageDir }));
    }
  }
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch(chromiumLaunchOptions());
    let traced = 0;
    const load = async (build: Build, { profiled, categories, countIntl }: { profiled: boolean; categories: string[] | undefined; countIntl: boolean }) => {
      const run = await runPage({
        browser: browser!,
        url: `${server.origin}/${build.label}${profiled ? '-profile' : ''}/`,
        setup: setup(build, countIntl),
        ask: build.answers.ask,
        categories,
      });
      if (TRACE_DIR && run.trace) {
        mkdirSync(TRACE_DIR, { recursive: true });
        const kind = categories === TIMED_CATEGORIES ? 'timed' : profiled ? 'profile' : 'timeline';
        traced += 1;
        writeFileSync(join(TRACE_DIR, `${String(traced).padStart(3, '0')}-${build.label}-${kind}.json`), run.trace);
      }
      return run;
    };
    // The first load of each asks the mock for every answer (and warms the machine up); untimed.
    for (const build of builds) await load(build, { profiled: false, categories: undefined, countIntl: false });
    await alternate(builds, RUNS, async (build) => {
      build.runs.timed.push(await load(build, { profiled: false, categories: TIMED_CATEGORIES, countIntl: false }));
    });
    await alternate(builds, PROFILE_RUNS, async (build) => {
      build.runs.timeline.push(await load(build, { profiled: false, categories: TIMELINE_CATEGORIES, countIntl: true }));
      build.runs.profile.push(await load(build, { profiled: true, categories: PROFILE_CATEGORIES, countIntl: true }));
    });
  } finally {
    await browser?.close();
    await server.close();
  }
  for (const build of builds) for (const run of [...build.runs.timed, ...build.runs.timeline, ...build.runs.profile]) checkRun(run);
  const describeBefore = `${before.commit.slice(0, 7)} (${before.built ? 'built now' : 'cached build'} in node_modules/.cache/inbox-kit-bench, its node_modules ${before.dependencies === 'linked' ? "a link to this checkout's (same lockfile)" : 'installed by npm ci'})`;
  console.log(report(builds, describeBefore));
});
