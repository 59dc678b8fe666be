// The static checks of `npm test` (run beside the Vitest projects by scripts/test.mjs): the type
// check and the lint, side by side. Each is one process on one core (tsc ~15 s, eslint ~15 s on a
// 2-core machine). Each one's output is printed whole when it ends, never interleaved; the
// step fails if either fails.
import { spawn } from 'node:child_process';

const CHECKS = ['typecheck', 'lint'];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(script) {
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => resolve({ script, code: 1, output: [Buffer.from(`${error.message}\n`)] }));
    child.on('close', (code, signal) => resolve({ script, code: code ?? (signal ? 1 : 0), output }));
  });
}

const results = await Promise.all(CHECKS.map(run));
for (const { script, code, output } of results) {
  process.stdout.write(Buffer.concat(output));
  console.log(`${script}: ${code === 0 ? 'passed' : `failed (exit ${code})`}`);
}
process.exit(results.some(({ code }) => code !== 0) ? 1 : 0);
