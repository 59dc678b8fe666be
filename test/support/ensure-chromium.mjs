#!/usr/bin/env node
// Makes sure a Chromium exists before the browser tests start. Order: CHROMIUM_PATH, a system
// Chromium, Playwright's own cache; else install one (Debian's package as root, or Playwright's
// download elsewhere); else stop with one line saying what to do.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

const SYSTEM = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

function found() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    console.error(`inbox-kit tests: CHROMIUM_PATH=${fromEnv} does not exist.`);
    process.exit(1);
  }
  const system = SYSTEM.find((path) => existsSync(path));
  if (system) return system;
  const cache = process.env.PLAYWRIGHT_BROWSERS_PATH || join(homedir(), '.cache', 'ms-playwright');
  if (existsSync(cache) && readdirSync(cache).some((name) => name.startsWith('chromium'))) return cache;
  return undefined;
}

function run(command) {
  try {
    execSync(command, { stdio: 'inherit' });
    return true;
  } catch {
    return false;
  }
}

if (!found()) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  console.log('inbox-kit tests: no Chromium found; installing one for the browser tests…');
  const installed =
    (isRoot && hasApt && run('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium')) ||
    (!hasApt && run('npx --no-install playwright install chromium'));
  if (!installed || !found()) {
    console.error(
      'inbox-kit tests need Chromium: install it (Debian: `sudo apt-get install -y chromium`) or set CHROMIUM_PATH to a Chromium binary.',
    );
    process.exit(1);
  }
}
