// The example apps as a user gets them, for the CI drive (.ci/examples.mjs) and the bench
// (bench/ssr.mjs): the library packed as npm would publish it, the tarball installed into an
// example, the example built and started on 127.0.0.1, and Chromium launched with the flags of the
// library's own browser tests. Run after `npm run build` (the tarball holds dist/).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformSync } from 'esbuild';
import { chromium } from 'playwright-core';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const examplesDir = join(root, 'examples');
const TARBALL = join(examplesDir, 'inbox-kit.tgz');
const STEP_TIMEOUT_MS = 5 * 60_000;

/**
 * How each example starts, given a port, and what it promises beyond marking a message:
 * `serverPrefetch`, its page comes with the first rows (prefetched on the server, hydrated), and
 * `browserFiles`, the folder of every file its browser may load (none may hold the secret key).
 */
export const EXAMPLES = {
  'express-proxy': { start: (port) => ({ command: 'node', args: ['server.mjs'], env: { HOST: '127.0.0.1', PORT: String(port) } }) },
  'vite-spa': { start: (port) => ({ command: 'node_modules/.bin/vite', args: ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'] }) },
  'nextjs-app-router': {
    start: (port) => ({ command: 'node_modules/.bin/next', args: ['start', '-H', '127.0.0.1', '-p', String(port)] }),
    serverPrefetch: true,
    browserFiles: '.next/static',
  },
};

function run(command, args, cwd) {
  execFileSync(command, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], timeout: STEP_TIMEOUT_MS, maxBuffer: 64 * 1024 * 1024 });
}

/** Packs the library into examples/inbox-kit.tgz (every example depends on `file:../inbox-kit.tgz`). */
export function pack() {
  const out = execFileSync('npm', ['pack', '--json', '--pack-destination', examplesDir], { cwd: root, encoding: 'utf8', timeout: STEP_TIMEOUT_MS });
  const [{ filename }] = JSON.parse(out);
  renameSync(join(examplesDir, filename), TARBALL);
}

export function removeTarball() {
  rmSync(TARBALL, { force: true });
}

/** Installs the packed library (and the rest of its dependencies) into the example. */
export function installPacked(name, timed = (_step, work) => work()) {
  installTarball(join(examplesDir, name), timed);
}

/**
 * Installs the project at `cwd`, the packed library afresh: the tarball changes on every pack
 * under the same version, and a lock file left by an earlier run holds the old one's integrity,
 * which npm would install again from its cache.
 */
export function installTarball(cwd, timed = (_step, work) => work(), args = []) {
  rmSync(join(cwd, 'node_modules', 'inbox-kit'), { recursive: true, force: true });
  const lockFile = join(cwd, 'package-lock.json');
  if (existsSync(lockFile)) {
    const lock = JSON.parse(readFileSync(lockFile, 'utf8'));
    delete lock.packages?.['node_modules/inbox-kit'];
    writeFileSync(lockFile, JSON.stringify(lock, null, 2));
  }
  timed('install', () => run('npm', ['install', '--no-audit', '--no-fund', ...args], cwd));
}

/** Installs the packed library into the example, and builds it. */
export function installAndBuild(name, timed = (_step, work) => work()) {
  installPacked(name, timed);
  timed('build', () => run('npm', ['run', 'build'], join(examplesDir, name)));
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

/**
 * Starts the built example on a free port and waits until it answers. `stop()` kills the whole
 * process group (`next start` and friends run children of their own); `output()` is what it printed.
 */
export async function startExample(name) {
  const port = await freePort();
  const { command, args, env = {} } = EXAMPLES[name].start(port);
  const server = spawn(command, args, { cwd: join(examplesDir, name), env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  const url = `http://127.0.0.1:${port}/`;
  try {
    await waitUntilUp(url, server);
  } catch (error) {
    stop();
    throw Object.assign(error, { output });
  }
  return { url, stop, output: () => output };
}

/** Chromium with the browser flags of the library's own browser tests (test/support/chromium.ts). */
export async function launchChromium() {
  const support = await import(
    `data:text/javascript;base64,${Buffer.from(
      transformSync(readFileSync(join(root, 'test/support/chromium.ts'), 'utf8'), { loader: 'ts', format: 'esm' }).code,
    ).toString('base64')}`
  );
  const { executablePath, args } = support.chromiumLaunchOptions();
  return chromium.launch({ executablePath: executablePath ?? '/usr/bin/chromium', args });
}
