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

const browser = {
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: chromiumLaunchOptions() }),
  instances: [{ browser: 'chromium' as const }],
  screenshotFailures: false,
};

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
        optimizeDeps: {
          include: ['react', 'react-dom', 'react-dom/client', '@tanstack/react-query', 'msw', 'msw/browser'],
        },
        test: {
          name: 'browser',
          include: ['test/**/*.browser.test.{ts,tsx}'],
          setupFiles: ['./test/setup-browser.ts'],
          browser,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: here('./.storybook'), storybookScript: 'npm start' })],
        test: {
          name: 'storybook',
          browser,
        },
      },
      {
        extends: true,
        test: {
          name: 'bench',
          include: [],
          benchmark: { include: ['bench/**/*.bench.{ts,tsx}'] },
          browser,
        },
      },
    ],
  },
});
