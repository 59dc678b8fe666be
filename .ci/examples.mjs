#!/usr/bin/env node
// The example apps as a user gets them: the library packed as npm would publish it, the tarball
// installed into each example, the example built and started on 127.0.0.1, and a real Chromium
// marking a message in it: the first rows show without the menu's code (Radix), opening the menu
// loads it in a chunk of its own. Any console error, hydration warning, page error or unhandled
// rejection fails the example. One line per example with its timings; the servers are always killed.
//
//   node .ci/examples.mjs                 # every example in EXAMPLES
//   node .ci/examples.mjs vite-spa        # only these
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync, renameSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformSync } from 'esbuild';
import { chromium } from 'playwright-core';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const examplesDir = join(root, 'examples');
const TARBALL = join(examplesDir, 'inbox-kit.tgz');
const STEP_TIMEOUT_MS = 5 * 60_000;
const PAGE_TIMEOUT_MS = 30_000;

/** How each example starts, given a port; every one is driven in CI. */
const EXAMPLES = {
  'express-proxy': (port) => ({ command: 'node', args: ['server.mjs'], env: { HOST: '127.0.0.1', PORT: String(port) } }),
  'vite-spa': (port) => ({ command: 'node_modules/.bin/vite', args: ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'] }),
  'nextjs-app-router': (port) => ({ command: 'node_modules/.bin/next', args: ['start', '-H', '127.0.0.1', '-p', String(port)] }),
};

// The browser flags of the library's own browser tests (one list, in test/support/chromium.ts).
const chromiumSupport = await import(
  `data:text/javascript;base64,${Buffer.from(
    transformSync(readFileSync(join(root, 'test/support/chromium.ts'), 'utf8'), { loader: 'ts', format: 'esm' }).code,
  ).toString('base64')}`
);

function run(command, args, cwd) {
  execFileSync(command, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], timeout: STEP_TIMEOUT_MS, maxBuffer: 64 * 1024 * 1024 });
}

function pack() {
  const out = execFileSync('npm', ['pack', '--json', '--pack-destination', examplesDir], { cwd: root, encoding: 'utf8', timeout: STEP_TIMEOUT_MS });
  const [{ filename }] = JSON.parse(out);
  renameSync(join(examplesDir, filename), TARBALL);
}

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

async function waitUntilUp(url, server) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((wake) => setTimeout(wake, 250));
  }
  throw new Error(`${url} did not answer within 60 s`);
}

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

/**
 * Opens the app, marks the first unread message read, and returns what went wrong in the page.
 * The menu's code (Radix) loads on first use: the first rows show without it, and opening the
 * "Mark as" menu loads it. Idle callbacks wait until the menu has opened, so the library's preload
 * on idle cannot fetch it before that is checked.
 */
async function markAMessage(browser, url) {
  const problems = [];
  const page = await browser.newPage();
  page.setDefaultTimeout(PAGE_TIMEOUT_MS);
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' || /hydrat/i.test(text)) problems.push(`console ${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
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
    await page.goto(url, { waitUntil: 'load' });
    const row = page.locator('[data-message-id][data-read="false"]').first();
    await row.waitFor();
    await page.waitForLoadState('networkidle');
    const origin = new URL(url).origin;
    const firstPaint = await scriptsLoaded(page, origin);
    const radixAtFirstPaint = await withRadix(firstPaint);
    if (radixAtFirstPaint.length > 0) problems.push(`the menu's code (Radix) loads with the first rows: ${radixAtFirstPaint.join(', ')}`);
    const id = await row.getAttribute('data-message-id');
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
  return problems;
}

async function driveExample(name, browser) {
  const cwd = join(examplesDir, name);
  const times = {};
  const timed = async (step, work) => {
    const start = performance.now();
    try {
      return await work();
    } finally {
      times[step] = ((performance.now() - start) / 1000).toFixed(1);
    }
  };
  // The tarball changes on every pack under the same version: install it afresh.
  rmSync(join(cwd, 'node_modules', 'inbox-kit'), { recursive: true, force: true });
  await timed('install', () => run('npm', ['install', '--no-audit', '--no-fund'], cwd));
  await timed('build', () => run('npm', ['run', 'build'], cwd));
  const port = await freePort();
  const { command, args, env = {} } = EXAMPLES[name](port);
  const server = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  try {
    const url = `http://127.0.0.1:${port}/`;
    await timed('start', () => waitUntilUp(url, server));
    const problems = await timed('browser', () => markAMessage(browser, url));
    return { times, problems, output };
  } finally {
    // The whole group: `next start` and friends run children of their own.
    try {
      process.kill(-server.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

const wanted = process.argv.slice(2);
const names = wanted.length > 0 ? wanted : Object.keys(EXAMPLES);
const unknown = names.filter((name) => !(name in EXAMPLES));
if (unknown.length > 0) throw new Error(`no such example: ${unknown.join(', ')}`);

const started = performance.now();
pack();
const { executablePath, args } = chromiumSupport.chromiumLaunchOptions();
const browser = await chromium.launch({ executablePath: executablePath ?? '/usr/bin/chromium', args });
let failed = 0;
try {
  for (const name of names) {
    const start = performance.now();
    let result;
    try {
      result = await driveExample(name, browser);
    } catch (error) {
      result = { times: {}, problems: [error instanceof Error ? error.message.split('\n')[0] : String(error)], output: '' };
    }
    const total = ((performance.now() - start) / 1000).toFixed(1);
    const steps = Object.entries(result.times).map(([step, seconds]) => `${step} ${seconds}s`).join(', ');
    const ok = result.problems.length === 0;
    if (!ok) failed += 1;
    console.log(`example ${name}: ${ok ? 'ok' : 'FAILED'} in ${total}s (${steps})`);
    for (const problem of result.problems) console.log(`  ${problem}`);
    if (!ok && result.output) console.log(result.output.split('\n').slice(-30).map((line) => `  | ${line}`).join('\n'));
  }
} finally {
  await browser.close();
  rmSync(TARBALL, { force: true });
}
console.log(`examples: ${names.length - failed}/${names.length} ok in ${((performance.now() - started) / 1000).toFixed(1)}s`);
process.exitCode = failed > 0 ? 1 : 0;
