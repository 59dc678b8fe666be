// The mount bench's before/after comparison (issue 17; `npm run bench` runs the peers table,
// bench/mount/peers.run.ts, instead): from a page's navigation, and from `render()`, to the first
// rows of <Inbox> with a first page of 100 messages and the counts, for the package as it was ("before",
// a commit, built as it was built then) and as it is ("after", this checkout's dist/), measured as
// an app runs them: each build bundled into a small page (esbuild, splitting, minified, React's
// production build), loaded fresh in a new browser context per run, before and after alternating
// on the same machine in one run. The service answers at once from the mock's recorded answers.
// Then where the time goes, from Chromium's own records (bench/mount/breakdown.ts), first by the
// kinds of work the issue names (bench/mount/whereTimeGoes.ts). Reports: report.ts, profileReport.ts.
//
// Times are figures printed, never assertions (a loaded machine must not fail a build); what is
// asserted is that each run measured what it says: the list held the 100 messages, and no request
// before the first rows had to wait for an answer that was not recorded.
//
//   npm run bench:mount:before     (after `npm run build`; the same as
//                                   `npx vitest run --config bench/mount.config.ts bench/mount/mountBench.run.ts`)
//   MOUNT_RUNS=15 MOUNT_PROFILE_RUNS=5 MOUNT_BEFORE=<commit> …   runs of each kind (timed: 11 by
//                              default, never under 7; profiled: 5), the "before" (16a15f7)
//   MOUNT_AFTER=<dir> …       "after" is the built package in <dir> (its package.json and dist/)
//                              instead of this checkout: a cut tried on a copy of dist/
//   MOUNT_LATENCY_MS=100 …     every answer arrives that long after its request (default 0: at
//                              once), as over an app's network
//   MOUNT_TRACE_DIR=<dir> …   also writes every traced run's trace there (Chrome DevTools'
//                              Performance panel opens them)
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright';
import { expect, test } from 'vitest';
import { MOCK_API_KEY, MOCK_EPOCH, MOCK_IDS } from '../../src/mock';
import { chromiumLaunchOptions } from '../../test/support/chromium';
import { PROFILE_CATEGORIES, TIMED_CATEGORIES, TIMELINE_CATEGORIES, requestsBeforeRows } from './breakdown';
import type { Build } from './builds';
import { builtAt } from './builtAt';
import { bundleModules } from './bundleModules';
import { mockAnswers } from './mockAnswers';
import { bundlePage } from './pageBundle';
import { runPage, type PageRun } from './pageRun';
import { INBOX_ROWS, type BenchPageSetup } from './pageRuntime';
import { profileReport } from './profileReport';
import { timingReport } from './report';
import { serveStatic } from './staticServer';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const BEFORE = process.env.MOUNT_BEFORE ?? '16a15f7';
const AFTER = resolve(process.env.MOUNT_AFTER ?? root);
const RUNS = Math.max(7, Number(process.env.MOUNT_RUNS ?? 11));
const PROFILE_RUNS = Math.max(1, Number(process.env.MOUNT_PROFILE_RUNS ?? 5));
const TRACE_DIR = process.env.MOUNT_TRACE_DIR;
const LATENCY_MS = Math.max(0, Number(process.env.MOUNT_LATENCY_MS ?? 0));
const PAGE_SIZE = 100;
const SUBSCRIBER = MOCK_IDS.subscribers.many;

const setup = (build: Build, countIntl: boolean): BenchPageSetup => ({
  baseUrl: 'https://service.mock',
  apiKey: MOCK_API_KEY,
  subscriberId: SUBSCRIBER,
  pageSize: PAGE_SIZE,
  now: Date.parse(MOCK_EPOCH),
  answers: build.answers.recorded,
  countIntl,
  latencyMs: LATENCY_MS,
  rows: INBOX_ROWS,
  peer: {},
});

/** Runs `each` for every build `count` times, before and after alternating (ABBA…). */
async function alternate(builds: readonly Build[], count: number, each: (build: Build) => Promise<void>): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    for (const build of i % 2 === 0 ? builds : [...builds].reverse()) await each(build);
  }
}

function checkRun(run: PageRun): void {
  expect(run.rowsShown.listed).toBe(PAGE_SIZE);
  expect(run.rowsShown.rows).toBeGreaterThan(0);
  expect(requestsBeforeRows(run).filter((request) => request.answer !== 'recorded')).toEqual([]);
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
    // No host name resolves but the loopback server's address: a URL in an answer (an avatar, a
    // link's prefetch) fails at once instead of reaching the network, the same way in every run.
    const launch = chromiumLaunchOptions();
    browser = await chromium.launch({ ...launch, args: [...launch.args, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'] });
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
  console.log(
    [
      'Mount bench: <Inbox> with a first page of 100 messages and the counts, from navigation and from render() to the first rows laid out.',
      `before = ${describeBefore}; after = ${AFTER === root ? "this checkout's dist/" : `${AFTER}/dist`}. Each bundled as an app (esbuild, splitting, minified, React production), one new browser context per load.`,
      `Machine: ${cpus().length} cores, load average ${loadavg().map((value) => value.toFixed(1)).join(' ')} at the end (a shared, loaded machine spreads the figures; alternating keeps before and after comparable, so read the medians).`,
      ...timingReport({ builds, runs: RUNS, profileRuns: PROFILE_RUNS, latencyMs: LATENCY_MS }),
      ...profileReport({ builds, profileRuns: PROFILE_RUNS }),
    ].join('\n'),
  );
});
