// `npm run bench`: the figures of bench/*.bench.ts(x) in Chromium, with React's production build
// (what users run; the development build is 3-7 times slower). A config of its own, because a
// `define` of NODE_ENV reaches every project of a shared config.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { packageAliases } from '../test/support/aliases.ts';
import { browser, optimizeDeps } from '../test/support/browserProject.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  root,
  plugins: [react()],
  resolve: { alias: packageAliases(root) },
  define: { 'process.env.NODE_ENV': '"production"' },
  // Pre-bundled apart from the tests' development build.
  cacheDir: 'node_modules/.vite-bench',
  optimizeDeps,
  test: {
    name: 'bench',
    include: ['bench/**/*.bench.{ts,tsx}'],
    setupFiles: ['./test/setup-browser.ts'],
    testTimeout: 120_000,
    browser: browser('bench'),
  },
});
