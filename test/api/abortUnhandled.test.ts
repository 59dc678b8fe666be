// The bug of issue 7 §3 in its original setting: a Node process whose caller catches the abort
// must not die of an unhandled rejection. The scenario runs in a child process, since an
// unhandled rejection inside this one would be caught by Vitest instead of ending the process.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

// Async headers that take longer than the signal's timeout: the signal has aborted by the time
// the real fetch is called, so fetch rejects at once and settleOnAbort must not drop that promise.
const SCENARIO = `
import { createClient } from '../../src/api/client';
const client = createClient({
  baseUrl: 'http://127.0.0.1:9',
  headers: () => new Promise((resolve) => setTimeout(() => resolve({ 'x-session': 's' }), 100)),
  retry: false,
});
try {
  await client.listMessages({ subscriberId: 'user-42' }, { signal: AbortSignal.timeout(20) });
  console.log('resolved');
} catch (error) {
  console.log('caught ' + error.name);
}
await new Promise((resolve) => setTimeout(resolve, 50));
console.log('done');
`;

async function bundle(contents: string): Promise<string> {
  const result = await build({
    stdin: { contents, resolveDir: fileURLToPath(new URL('.', import.meta.url)), loader: 'ts' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

describe('an abort before fetch is called, in a Node process', () => {
  it('is caught by the caller and leaves no unhandled rejection (exit code 0)', async () => {
    const code = await bundle(SCENARIO);
    const child = spawnSync(process.execPath, ['--input-type=module', '--unhandled-rejections=strict'], {
      input: code,
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(child.stderr).toBe('');
    expect(child.stdout).toBe('caught TimeoutError\ndone\n');
    expect(child.status).toBe(0);
  });
});
