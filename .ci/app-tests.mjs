#!/usr/bin/env node
// An app's own test suite, with the library as a user gets it (examples/app-tests): the packed
// tarball installed into an app whose tests render <Inbox>, <InboxBell> and <NotificationActivity>
// over `inbox-kit/mock` (MSW in Node) and drive them with Testing Library by role and name: select
// two rows, mark them read and see the counts change, a change the service refuses, open the bell,
// show an activity record, and the Undo offer ending under fake timers. The same tests run in each
// runner apps use: Vitest with jsdom, Vitest with happy-dom, and Jest with jsdom. Nothing of the
// DOM is stubbed. One line per runner; fails if any fails. Run after `npm run build` (the tarball
// holds dist/).
//
//   node .ci/app-tests.mjs
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { examplesDir, installPacked, pack, removeTarball } from './exampleApps.mjs';

const NAME = 'app-tests';
const RUN_TIMEOUT_MS = 5 * 60_000;
const cwd = join(examplesDir, NAME);
const reports = mkdtempSync(join(tmpdir(), 'inbox-kit-app-tests-'));

/** Each runner, given the file its JSON report (Jest's shape, which Vitest's reporter shares) goes to. */
const RUNNERS = {
  'vitest + jsdom': (report) => ['node_modules/.bin/vitest', 'run', '--environment', 'jsdom', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
  'vitest + happy-dom': (report) => ['node_modules/.bin/vitest', 'run', '--environment', 'happy-dom', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
  'jest + jsdom': (report) => ['node_modules/.bin/jest', '--json', `--outputFile=${report}`],
};

function readReport(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

const started = performance.now();
let failed = 0;
try {
  pack();
  const install = performance.now();
  installPacked(NAME);
  console.log(`app-tests: the packed library installed in ${((performance.now() - install) / 1000).toFixed(1)}s`);
  for (const [runner, command] of Object.entries(RUNNERS)) {
    const report = join(reports, `${runner.replace(/\W+/g, '-')}.json`);
    const [bin, ...args] = command(report);
    const start = performance.now();
    const result = spawnSync(join(cwd, bin), args, { cwd, encoding: 'utf8', timeout: RUN_TIMEOUT_MS, env: { ...process.env, CI: 'true', FORCE_COLOR: '0' } });
    const seconds = ((performance.now() - start) / 1000).toFixed(1);
    const summary = readReport(report);
    const ok = result.status === 0 && summary !== null && summary.numFailedTests === 0 && summary.numTotalTests > 0;
    if (!ok) failed += 1;
    const counts = summary ? `${summary.numPassedTests}/${summary.numTotalTests} tests` : 'no report';
    console.log(`app-tests ${runner}: ${ok ? 'ok' : 'FAILED'}, ${counts} in ${seconds}s`);
    if (!ok) {
      // Each failed test by name with the start of its message (the output's tail below is often one DOM dump).
      for (const file of summary?.testResults ?? []) {
        for (const test of file.assertionResults ?? []) {
          if (test.status === 'passed') continue;
          const message = stripVTControlCharacters(String(test.failureMessages?.[0] ?? '')).split('\n').slice(0, 6).join('\n    ');
          console.log(`  ✗ ${test.fullName ?? test.title} (${test.status})\n    ${message}`);
        }
      }
      const output = `${result.stdout ?? ''}${result.stderr ?? ''}${result.error ? `\n${result.error.message}` : ''}`;
      console.log(output.split('\n').slice(-60).map((line) => `  | ${line}`).join('\n'));
    }
  }
} finally {
  removeTarball();
  rmSync(reports, { recursive: true, force: true });
}
const runners = Object.keys(RUNNERS).length;
console.log(`app-tests: ${runners - failed}/${runners} runners ok in ${((performance.now() - started) / 1000).toFixed(1)}s`);
process.exitCode = failed > 0 ? 1 : 0;
