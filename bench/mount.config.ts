// The mount benches, run by Vitest in node, where each drives Chromium itself through Playwright:
// a fresh page per run. Name the file to run: bench/mount/peers.run.ts, ours beside the peer
// inboxes (`npm run bench:mount`, part of `npm run bench`), or bench/mount/mountBench.run.ts, one
// build of ours against another (`npm run bench:mount:before`). A config of its own: the other
// benches run inside the browser.
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
