// One Vitest config, three projects: `unit` (pure logic, in node; jsdom where a file asks for it),
// `browser` (components in real Chromium) and `storybook` (every story as a test in Chromium, axe
// violations failing). The bench has its own config in bench/.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { defineConfig } from 'vitest/config';
import { packageAliases } from './test/support/aliases.ts';
import { browser, optimizeDeps } from './test/support/browserProject.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const alias = packageAliases(here('.'));

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
          setupFiles: ['./test/setup-browser.ts', './test/support/unhandledRejections.ts'],
          browser: browser('browser'),
        },
      },
      {
        extends: true,
        optimizeDeps,
        plugins: [storybookTest({ configDir: here('./.storybook'), storybookScript: 'npm start' })],
        test: {
          name: 'storybook',
          setupFiles: ['./test/support/unhandledRejections.ts'],
          browser: browser('storybook'),
        },
      },
    ],
  },
});
