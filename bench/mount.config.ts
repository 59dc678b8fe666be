// `npm run bench`, its last part: the mount bench (bench/mount/mountBench.run.ts), run by Vitest
// in node, where it drives Chromium itself through Playwright: a fresh page per run, one build
// against another. A config of its own: the other benches run inside the browser.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'mount',
    environment: 'node',
    include: ['bench/mount/*.run.ts'],
    testTimeout: 60 * 60_000,
    hookTimeout: 60 * 60_000,
  },
});
