// `npm run test:visual`: the `storybook` project alone: every story as a test (play function and
// axe) and its screenshots at 375 and 1280 px, light and dark, compared with the baselines in
// test/visual/baselines. `npm run test:visual -- --update` rewrites the baselines: with no story
// file named, the folder is emptied first, so a renamed or removed story leaves no stale PNG.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const BASELINES = fileURLToPath(new URL('../test/visual/baselines/', import.meta.url));
// Vitest's `--update` takes an optional value and would swallow a story file named after it:
// spelled out here, so `--update stories/x.stories.tsx` updates that file's baselines.
const args = process.argv.slice(2).map((arg) => (arg === '--update' || arg === '-u' ? '--update=all' : arg));
const update = args.includes('--update=all');
const wholeRun = args.every((arg) => arg.startsWith('-'));

const chromium = spawnSync(process.execPath, [fileURLToPath(new URL('../test/support/ensure-chromium.mjs', import.meta.url))], {
  stdio: 'inherit',
});
if (chromium.status !== 0) process.exit(chromium.status ?? 1);

if (update && wholeRun) rmSync(BASELINES, { recursive: true, force: true });

const run = spawnSync('npx', ['vitest', 'run', '--project', 'storybook', ...args], { stdio: 'inherit' });
process.exit(run.status ?? 1);
