// The mount bench's peers table (issue 26), the default of `npm run bench` and `npm run
// bench:mount`: <Inbox> (this checkout's dist/) beside the two fastest peer inboxes, Knock's React
// feed and MagicBell's React inbox (bench/peers/, installed there on demand), each its docs' basic
// example with its own stylesheet, bundled as an app (esbuild, splitting, minified, React's
// production build, the same React for all), loaded fresh in a new browser context per run, over
// the same messages: the first page our page is served by the package's mock, served to each peer
// as its own API's answers (bench/mount/peers/), every answer arriving the same latency after its
// request (0, 50 and 150 ms by default). WebSockets are held connecting in every page alike
// (bench/mount/pageRuntime.ts). The runs alternate, latency by latency and library by library
// (ABC, then CBA), on the same machine.
//
// It prints, for each latency, render() → first rows and navigation → first rows (medians) for
// each library and the ratio ours ÷ the fastest peer, against issue 26's goals, and the same in
// the main thread's own CPU time (each load is lightly traced for it, every page alike); then
// where the time goes on each page over the network, around the request for its first page of
// messages: before it leaves (from render()), its answer's wait, and from its answer to the first
// rows (bench/mount/peersReport.ts).
//
// "First rows" is one rule for every page (pageRuntime.ts watchRows): the first row element in the
// app's container, laid out. Each run is checked, never timed against anything: the page listed
// the messages of its first page (ours 100, each peer its API's default page of 50), its first row
// shows the newest message served, and every request before its first rows was answered from the
// recording with a success.
//
//   npm run bench:mount            (after `npm run build`; `npm run bench` builds, then runs it)
//   MOUNT_RUNS=11 …                timed runs of each library at each latency (default 7; fewer
//                                  is a trial of the harness, and the report says so)
//   MOUNT_LATENCIES=0,150 …        the answer latencies (ms), default 0,50,150
//   MOUNT_SCREENSHOT_DIR=<dir> …   a screenshot of each page at its first rows (its untimed first
//                                  load), to see what each library showed
//   MOUNT_INTL=loaded …            our page formats a date before render(), as an app that has
//                                  used Intl before the inbox renders: the runtime's locale data
//                                  (ICU's, the process's) is then loaded, and render() → rows
//                                  leaves out what that first load costs (the peers use no Intl)
//   npm run bench:mount:before     the before/after comparison instead (bench/mount/mountBench.run.ts)
import { cpus, loadavg } from 'node:os';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright';
import { expect, test } from 'vitest';
import type { FeedMessage } from '../../src/api/types';
import { MOCK_API_KEY, MOCK_EPOCH, MOCK_IDS } from '../../src/mock';
import { chromiumLaunchOptions } from '../../test/support/chromium';
import { requestsBeforeRows, TIMED_CATEGORIES } from './breakdown';
import type { Contender } from './contender';
import { mockAnswers, recordedAnswers } from './mockAnswers';
import { bundleApp, bundlePage, type PageBundle } from './pageBundle';
import { runPage, type PageRun } from './pageRun';
import { INBOX_ROWS } from './pageRuntime';
import { installedPeers } from './peers/installedPeers';
import { peerPages } from './peers/peerPages';
import { isOurFirstPage, servedMessages, textOf } from './peers/servedMessages';
import { mainThreadCpu, peersReport } from './peersReport';
import { serveStatic } from './staticServer';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const RUNS = Math.max(1, Number(process.env.MOUNT_RUNS ?? 7));
const LATENCIES = (process.env.MOUNT_LATENCIES ?? '0,50,150').split(',').map((value) => Math.max(0, Number(value.trim())));
const PAGE_SIZE = 100;
const SUBSCRIBER = MOCK_IDS.subscribers.many;
const SCREENSHOT_DIR = process.env.MOUNT_SCREENSHOT_DIR;
const INTL_LOADED = process.env.MOUNT_INTL === 'loaded';

/** The headlines of the newest messages of a page: its first row shows one of them. */
function newestHeadlines(messages: readonly FeedMessage[]): string[] {
  const newest = Math.max(...messages.map((message) => Date.parse(message.createdAt ?? '') || 0));
  return messages.filter((message) => (Date.parse(message.createdAt ?? '') || 0) === newest).map((message) => textOf(message).headline.replace(/\s+/g, ' ').trim());
}

/** What a run must have shown and asked for its times to mean what they say. */
function checkRun(contender: Contender, run: PageRun, firstHeadlines: readonly string[]): void {
  const what = `${contender.name}, ${run.rowsShown.firstRowText.slice(0, 60)}`;
  expect(run.rowsShown.listed, what).toBe(contender.listed);
  expect(run.rowsShown.rows, what).toBeGreaterThan(0);
  expect(firstHeadlines.some((headline) => headline !== '' && run.rowsShown.firstRowText.includes(headline)), `${what}: the first row shows the newest message`).toBe(true);
  const requests = requestsBeforeRows(run);
  expect(requests.filter(contender.rowsRequest).length, `${what}: asked its first page once`).toBe(1);
  expect(requests.filter((request) => request.answer !== 'recorded'), `${what}: answered from the recording`).toEqual([]);
  expect(requests.filter((request) => request.status !== undefined && (request.status < 200 || request.status > 299)), `${what}: answered with a success`).toEqual([]);
}

/** Runs `each` for every contender `count` times at every latency, alternating (ABC, CBA, …). */
async function alternate(contenders: readonly Contender[], count: number, each: (contender: Contender, latencyMs: number) => Promise<void>): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    for (const latencyMs of LATENCIES) {
      for (const contender of i % 2 === 0 ? contenders : [...contenders].reverse()) await each(contender, latencyMs);
    }
  }
}

test(`mount time of <Inbox> with ${PAGE_SIZE} messages beside Knock and MagicBell, answers after ${LATENCIES.join(', ')} ms`, async () => {
  const started = performance.now();
  if (!existsSync(join(root, 'dist', 'index.js'))) throw new Error('No dist/: run `npm run build` first (`npm run bench` and `npm run bench:mount` do).');
  const log = (line: string) => console.log(line);
  const peers = installedPeers({ root, log });
  const pages = join(root, 'node_modules', '.cache', 'inbox-kit-bench', 'peer-pages');
  const ours: Contender = {
    name: 'inbox-kit',
    version: `this checkout's dist/ (React ${peers.versions.react})`,
    bundle: await bundlePage({ root, packageDir: root, outDir: join(pages, 'inbox-kit'), minify: true }),
    rows: INBOX_ROWS,
    rowsRequest: isOurFirstPage,
    listed: PAGE_SIZE,
    peer: {},
    answers: mockAnswers(),
    runs: new Map(),
    cpu: new Map(),
  };
  const definitions = peerPages({ subscriberId: SUBSCRIBER });
  const peerBundles = new Map<string, PageBundle>();
  for (const definition of definitions) {
    peerBundles.set(definition.name, await bundleApp({ entry: join(peers.dir, definition.entry), outDir: join(pages, definition.name), minify: true, title: `${definition.name}: mount bench` }));
  }
  const server = await serveStatic({ [ours.name]: ours.bundle.dir, ...Object.fromEntries([...peerBundles].map(([name, bundle]) => [name, bundle.dir])) });
  const contenders: Contender[] = [ours];
  let browser: Browser | undefined;
  try {
    // No host name resolves but the loopback server's: an avatar or a link's prefetch fails at
    // once instead of reaching the network, the same way in every page.
    const launch = chromiumLaunchOptions();
    browser = await chromium.launch({ ...launch, args: [...launch.args, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'] });
    const load = (contender: Contender, latencyMs: number, screenshot?: string) =>
      runPage({
        browser: browser!,
        url: `${server.origin}/${contender.name}/`,
        setup: {
          baseUrl: 'https://service.mock',
          apiKey: MOCK_API_KEY,
          subscriberId: SUBSCRIBER,
          pageSize: PAGE_SIZE,
          now: Date.parse(MOCK_EPOCH),
          answers: contender.answers.recorded,
          countIntl: false,
          latencyMs,
          rows: contender.rows,
          peer: contender.peer,
          intlLoaded: INTL_LOADED && contender === ours,
        },
        ask: contender.answers.ask,
        // A light trace (tasks and marks), for the main thread's CPU time; the same for all.
        categories: TIMED_CATEGORIES,
        ...(screenshot && { screenshot }),
      });
    const shot = (contender: Contender) => (SCREENSHOT_DIR ? join(resolve(SCREENSHOT_DIR), `${contender.name}.png`) : undefined);
    // Our page first, untimed: the mock answers every request (recorded), and its first page is
    // what the peers are served. Then each peer's first load records its fake API's answers.
    await load(ours, 0, shot(ours));
    const messages = servedMessages(ours.answers.recorded);
    const shiftMs = Date.now() - Date.parse(MOCK_EPOCH);
    for (const definition of definitions) {
      const answers = recordedAnswers({ everything: true, answer: definition.api({ messages, subscriberId: SUBSCRIBER, shiftMs }) });
      await definition.prerecord?.(answers.ask);
      const peer: Contender = {
        name: definition.name,
        version: definition.packages.map((name) => `${name} ${peers.versions[name as keyof typeof peers.versions]}`).join(', '),
        bundle: peerBundles.get(definition.name)!,
        rows: definition.rows,
        rowsRequest: definition.rowsRequest,
        listed: definition.pageSize,
        peer: definition.peer,
        answers,
        runs: new Map(),
        cpu: new Map(),
      };
      await load(peer, 0, shot(peer));
      contenders.push(peer);
    }
    const firstHeadlines = new Map(contenders.map((contender) => [contender, newestHeadlines(messages.slice(0, contender.listed))]));
    await alternate(contenders, RUNS, async (contender, latencyMs) => {
      const run = await load(contender, latencyMs);
      checkRun(contender, run, firstHeadlines.get(contender)!);
      contender.cpu.set(run, mainThreadCpu(contender, run));
      run.trace = undefined;
      contender.runs.set(latencyMs, [...(contender.runs.get(latencyMs) ?? []), run]);
    });
  } finally {
    await browser?.close();
    await server.close();
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(
    [
      `Mount bench, peers table: <Inbox> with a first page of ${PAGE_SIZE} messages beside Knock's React feed and MagicBell's React inbox, each its docs' basic example over the same messages (each peer its API's default first page of 50 of them), from navigation and from render() to the first rows laid out.`,
      ...contenders.map((contender) => `  ${contender.name}: ${contender.version}`),
      ...(INTL_LOADED ? ["MOUNT_INTL=loaded: our page formats a date before render(), as an app that used Intl before the inbox: render() → first rows leaves out the first load of the language's data."] : []),
      `Each bundled as an app (esbuild, splitting, minified, React production), one new browser context per load; ${RUNS} timed runs of each library at each latency, alternating.` +
        (RUNS < 7 ? ' FEWER THAN 7 RUNS: a trial of the harness, not figures to quote.' : ''),
      `Machine: ${cpus().length} cores, load average ${loadavg().map((value) => value.toFixed(1)).join(' ')} at the end (a shared machine spreads the figures; alternating keeps the libraries comparable, so read the medians). The bench took ${seconds.toFixed(0)} s.`,
      ...peersReport({ contenders, latencies: LATENCIES }),
    ].join('\n'),
  );
});
