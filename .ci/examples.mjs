#!/usr/bin/env node
// The example apps as a user gets them (.ci/exampleApps.mjs: packed, installed, built, started on
// 127.0.0.1), and a real Chromium marking a message in each: the first rows show without the
// menu's code (Radix), opening the menu loads it in a chunk of its own. An example that prefetches
// on the server (`serverPrefetch`) must also bring its first rows in the HTML response itself and
// send no feed or count request before the reader's first action; none of the files its browser
// may load (`browserFiles`) may hold the service's secret key. Any console error, hydration
// warning, page error or unhandled rejection fails the example. One line per example with its
// timings; the servers are always killed.
//
//   node .ci/examples.mjs                 # every example in EXAMPLES
//   node .ci/examples.mjs vite-spa        # only these
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { EXAMPLES, examplesDir, installAndBuild, launchChromium, pack, removeTarball, root, startExample } from './exampleApps.mjs';

const PAGE_TIMEOUT_MS = 30_000;

/** A string of Radix's dropdown menu that every minifier keeps (a context's name). */
const RADIX_MARKER = 'DropdownMenuContent';

/** The same-origin scripts the page has loaded so far (performance entries, service worker or not). */
async function scriptsLoaded(page, origin) {
  const names = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  return new Set(names.filter((name) => name.startsWith(origin) && new URL(name).pathname.endsWith('.js')));
}

/** Those of `urls` whose code holds Radix's dropdown menu, fetched again from the server. */
async function withRadix(urls) {
  const found = [];
  for (const url of urls) {
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    if ((await response.text()).includes(RADIX_MARKER)) found.push(new URL(url).pathname);
  }
  return found;
}

/** A request for the feed: a page of the list, or one of the counts' samples. */
const isFeedRequest = (url) => new URL(url).pathname.endsWith('/notifications/feed');

/**
 * Opens the app, marks the first unread message read, and returns what went wrong in the page and
 * what it saw: whether the HTML response held rows, and the feed requests sent before the first
 * click. The menu's code (Radix) loads on first use: the first rows show without it, and opening
 * the "Mark as" menu loads it. Idle callbacks wait until the menu has opened, so the library's
 * preload on idle cannot fetch it before that is checked.
 */
async function markAMessage(browser, url, { serverPrefetch = false, secret }) {
  const problems = [];
  const seen = { rowsInHtml: false, feedBeforeClick: 0 };
  let clicked = false;
  const page = await browser.newPage();
  page.setDefaultTimeout(PAGE_TIMEOUT_MS);
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' || /hydrat/i.test(text)) problems.push(`console ${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('request', (request) => {
    if (!clicked && isFeedRequest(request.url())) seen.feedBeforeClick += 1;
  });
  // A rejection nobody handles is reported by the page itself, before the app's code runs.
  await page.addInitScript(() => {
    globalThis.addEventListener('unhandledrejection', (event) => {
      console.error(`unhandled rejection: ${event.reason instanceof Error ? event.reason.message : String(event.reason)}`);
    });
    // Idle callbacks are held until the drive lets them run (`__runIdleCallbacks`).
    const held = [];
    globalThis.requestIdleCallback = (callback) => held.push(callback);
    globalThis.cancelIdleCallback = (handle) => {
      held[handle - 1] = undefined;
    };
    globalThis.__runIdleCallbacks = () => {
      for (const callback of held.splice(0)) callback?.({ didTimeout: false, timeRemaining: () => 50 });
    };
  });
  try {
    const response = await page.goto(url, { waitUntil: 'load' });
    const html = (await response?.text()) ?? '';
    seen.rowsInHtml = /<li[^>]*data-slot="inbox-row"[^>]*data-message-id="[0-9a-f]{24}"/.test(html);
    if (html.includes(secret)) problems.push('the HTML response holds the secret key');
    if (serverPrefetch && !seen.rowsInHtml) problems.push('the HTML response holds no inbox row: the first rows were not prefetched on the server');
    const row = page.locator('[data-message-id][data-read="false"]').first();
    await row.waitFor();
    await page.waitForLoadState('networkidle');
    // Hydrated (React's own mark on the node), so the click below reaches React.
    await page.waitForFunction(() => {
      const node = document.querySelector('[data-slot="inbox-row"]');
      return node !== null && Object.keys(node).some((key) => key.startsWith('__reactFiber$'));
    });
    if (serverPrefetch && seen.feedBeforeClick > 0) problems.push(`${seen.feedBeforeClick} feed or count request(s) left the browser before the first click`);
    const origin = new URL(url).origin;
    const firstPaint = await scriptsLoaded(page, origin);
    const radixAtFirstPaint = await withRadix(firstPaint);
    if (radixAtFirstPaint.length > 0) problems.push(`the menu's code (Radix) loads with the first rows: ${radixAtFirstPaint.join(', ')}`);
    const id = await row.getAttribute('data-message-id');
    clicked = true;
    await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: /^Mark as/ }).click();
    await page.getByRole('menu').waitFor();
    const lazy = [...(await scriptsLoaded(page, origin))].filter((script) => !firstPaint.has(script));
    if ((await withRadix(lazy)).length === 0) problems.push(`opening the menu loaded no chunk with the menu's code (Radix); new scripts: ${lazy.join(', ') || 'none'}`);
    await page.evaluate(() => globalThis.__runIdleCallbacks());
    await page.getByRole('menuitem', { name: 'Mark as read' }).click();
    await page.locator(`[data-message-id="${id}"][data-read="true"]`).waitFor();
    // What the page reports right after the change (a failed request surfaces here).
    await page.waitForLoadState('networkidle');
  } catch (error) {
    problems.push(`driving the page: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  } finally {
    await page.close();
  }
  return { problems, seen };
}

/** The files under `dir` (of the example) that hold `secret`. */
function filesHolding(dir, secret) {
  const base = join(examplesDir, dir);
  return readdirSync(base, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && readFileSync(join(entry.parentPath, entry.name)).includes(secret))
    .map((entry) => join(entry.parentPath, entry.name).slice(examplesDir.length + 1));
}

async function driveExample(name, browser, secret) {
  const { serverPrefetch, browserFiles } = EXAMPLES[name];
  const times = {};
  const timed = (step, work) => {
    const start = performance.now();
    const done = () => (times[step] = ((performance.now() - start) / 1000).toFixed(1));
    try {
      const result = work();
      if (result instanceof Promise) return result.finally(done);
      done();
      return result;
    } catch (error) {
      done();
      throw error;
    }
  };
  installAndBuild(name, timed);
  const notes = [];
  const problems = [];
  if (browserFiles) {
    const leaks = filesHolding(join(name, browserFiles), secret);
    if (leaks.length > 0) problems.push(`the secret key is in files the browser may load: ${leaks.join(', ')}`);
    else notes.push('secret key in no browser file');
  }
  const app = await timed('start', () => startExample(name));
  try {
    const drive = await timed('browser', () => markAMessage(browser, app.url, { serverPrefetch, secret }));
    problems.push(...drive.problems);
    if (serverPrefetch) {
      const hydrationWarnings = drive.problems.filter((problem) => /hydrat/i.test(problem)).length;
      notes.unshift(
        drive.seen.rowsInHtml ? 'first rows in the HTML response' : 'no rows in the HTML response',
        drive.seen.feedBeforeClick === 0 ? 'no feed request from the browser until a click' : `${drive.seen.feedBeforeClick} feed requests before a click`,
        hydrationWarnings === 0 ? 'no hydration warning' : `${hydrationWarnings} hydration warnings`,
      );
    }
    return { times, problems, notes, output: app.output() };
  } finally {
    app.stop();
  }
}

const wanted = process.argv.slice(2);
const names = wanted.length > 0 ? wanted : Object.keys(EXAMPLES);
const unknown = names.filter((name) => !(name in EXAMPLES));
if (unknown.length > 0) throw new Error(`no such example: ${unknown.join(', ')}`);

const started = performance.now();
// The key the examples' service (the mock) takes: it must stay on their servers.
const { MOCK_API_KEY } = await import(join(root, 'dist/mock/index.js'));
pack();
const browser = await launchChromium();
let failed = 0;
try {
  for (const name of names) {
    const start = performance.now();
    let result;
    try {
      result = await driveExample(name, browser, MOCK_API_KEY);
    } catch (error) {
      result = { times: {}, notes: [], problems: [error instanceof Error ? error.message.split('\n')[0] : String(error)], output: error?.output ?? '' };
    }
    const total = ((performance.now() - start) / 1000).toFixed(1);
    const steps = Object.entries(result.times).map(([step, seconds]) => `${step} ${seconds}s`).join(', ');
    const ok = result.problems.length === 0;
    if (!ok) failed += 1;
    const notes = result.notes.length > 0 ? `; ${result.notes.join(', ')}` : '';
    console.log(`example ${name}: ${ok ? 'ok' : 'FAILED'} in ${total}s (${steps})${notes}`);
    for (const problem of result.problems) console.log(`  ${problem}`);
    if (!ok && result.output) console.log(result.output.split('\n').slice(-30).map((line) => `  | ${line}`).join('\n'));
  }
} finally {
  await browser.close();
  removeTarball();
}
console.log(`examples: ${names.length - failed}/${names.length} ok in ${((performance.now() - started) / 1000).toFixed(1)}s`);
process.exitCode = failed > 0 ? 1 : 0;
