// One Vitest config, four projects: `unit` (pure logic, jsdom), `browser` (components in real
// Chromium), `storybook` (every story as a test in Chromium, axe violations failing) and `bench`.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { defineConfig } from 'vitest/config';
import { packageAliases } from './test/support/aliases.ts';
import { chromiumLaunchOptions } from './test/support/chromium.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const alias = packageAliases(here('.'));

// Pre-bundled up front: a dependency first met mid-run makes Vite reload the test file, which
// shows up as a spurious failure.
const optimizeDeps = {
  include: [
    'react',
    'react-dom',
    'react-dom/client',
    'react/jsx-dev-runtime',
    '@tanstack/react-query',
    '@tanstack/react-virtual',
    '@radix-ui/react-dropdown-menu',
    '@radix-ui/react-popover',
    'msw',
  ],
};

// Each browser project names its Chromium instance, or Vitest sees two projects of one name.
const browser = (name: string) => ({
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: chromiumLaunchOptions() }),
  instances: [{ browser: 'chromium' as const, name: `${name} (chromium)` }],
  screenshotFailures: false,
});

export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['test/**/*.test.ts'],
          exclude: ['test/**/*.browser.test.ts', 'test/**/*.browser.test.tsx'],
        },
      },
      {
        extends: true,
        optimizeDeps,
        test: {
          name: 'browser',
          include: ['test/**/*.browser.test.{ts,tsx}'],
          setupFiles: ['./test/setup-browser.ts'],
          browser: browser('browser'),
        },
      },
      {
        extends: true,
        optimizeDeps,
        plugins: [storybookTest({ configDir: here('./.storybook'), storybookScript: 'npm start' })],
        test: {
          name: 'storybook',
          browser: browser('storybook'),
        },
      },
      {
        extends: true,
        optimizeDeps,
        test: {
          // Run by `npm run bench` only: figures printed against budgets, never asserted on time.
          name: 'bench',
          include: ['bench/**/*.bench.{ts,tsx}'],
          setupFiles: ['./test/setup-browser.ts'],
          testTimeout: 120_000,
          browser: browser('bench'),
        },
      },
    ],
  },
});
