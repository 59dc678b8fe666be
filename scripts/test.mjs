// `npm test` after Chromium is ensured: the static checks (type check and lint,
// scripts/static-checks.mjs) and every Vitest project run side by side, not one after the other.
// The Vitest run leaves a core idle now and then (a page loading, a story waiting for its mock),
// which the static checks fill: on a 2-core machine this saves about as long as they take alone.
// Vitest prints as it goes; the static checks' output is printed whole when both have ended, so
// the two never interleave. It fails if either fails.
import { spawn } from 'node:child_process';

const node = process.execPath;
const VITEST = ['node_modules/vitest/vitest.mjs', 'run', '--project', 'unit', '--project', 'browser', '--project', 'storybook'];

/** Runs `node ...args`; with `capture`, its output is kept instead of printed. */
function run(args, { capture }) {
  return new Promise((resolve) => {
    const child = spawn(node, args, { stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const output = [];
    if (capture) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    child.on('error', (error) => resolve({ code: 1, output: [Buffer.from(`${error.message}\n`)] }));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
    children.push(child);
  });
}

const children = [];
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    process.exit(130);
  });
}

console.log('The type check and the lint run beside the tests; their result follows the tests.');
const [checks, tests] = await Promise.all([
  run(['scripts/static-checks.mjs'], { capture: true }),
  run([...VITEST, ...process.argv.slice(2)], { capture: false }),
]);
process.stdout.write(Buffer.concat(checks.output));
console.log(`tests: ${tests.code === 0 ? 'passed' : `failed (exit ${tests.code})`}`);
process.exit(checks.code !== 0 || tests.code !== 0 ? 1 : 0);
