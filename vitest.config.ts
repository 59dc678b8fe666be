// One Vitest config, three projects: `unit` (pure logic, in node; jsdom or happy-dom where a file asks for it),
// `browser` (components in real Chromium) and `storybook` (every story as a test in Chromium, axe
// violations failing, and each story's screenshots compared with their baselines). The bench has its own config in bench/.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { defineConfig } from 'vitest/config';
import { packageAliases } from './test/support/aliases.ts';
import { browser, optimizeDeps } from './test/support/browserProject.ts';
import { answerRemoteImages } from './test/support/remoteImages.ts';
import { emulateColorScheme, matchBaselineBytes } from './test/visual/visualCommands.ts';
import { visualContextOptions, visualExpect } from './test/visual/visualConfig.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const alias = packageAliases(here('.'));

// What a browser test waits for (a state the page reaches through requests, renders and effects)
// comes when it comes: on a loaded 2-core machine a chain of a few requests and renders can take
// more than the default 1 s. A poll ends as soon as the state holds, so this costs a passing test
// nothing; it only bounds how long a failing one waits.
const eventually = { poll: { timeout: 5_000 } };

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
          // Pure logic needs no fresh module graph per file: one shared one makes the project about
          // three times faster (88 s to 36 s of a 2-core machine). What a file may leave behind in
          // the shared process is put back after each test or file (test/support/unitReset.ts).
          isolate: false,
          unstubGlobals: true,
          unstubEnvs: true,
          restoreMocks: true,
          setupFiles: ['./test/support/unitReset.ts'],
          include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
          exclude: ['test/**/*.browser.test.ts', 'test/**/*.browser.test.tsx'],
        },
      },
      {
        extends: true,
        optimizeDeps,
        test: {
          name: 'browser',
          expect: eventually,
          // One page and one module graph for all its files, like the unit project: a fresh page
          // per file was about 70 of its 172 s alone. What a file may leave behind is put back
          // after it (test/support/browserReset.ts); green in shuffled file orders.
          isolate: false,
          unstubGlobals: true,
          restoreMocks: true,
          include: ['test/**/*.browser.test.{ts,tsx}'],
          setupFiles: ['./test/setup-browser.ts', './test/support/unhandledRejections.ts', './test/support/browserReset.ts'],
          browser: { ...browser('browser'), commands: { answerRemoteImages } },
        },
      },
      {
        extends: true,
        optimizeDeps,
        plugins: [storybookTest({ configDir: here('./.storybook'), storybookScript: 'npm start' })],
        test: {
          name: 'storybook',
          expect: eventually,
          // A story's test renders it, runs its play function and axe; the first of a file also loads
          // the file and its fonts. On a loaded 2-core machine that passed 15 s (the addon's bound).
          // This bounds a story that hangs; one that passes is not slower for it.
          testTimeout: 60_000,
          // The story files share one page too: each story renders into its own root and sets up its
          // own mock service (stories/support/mockService.tsx); a fresh page per file cost 4-5 s each.
          isolate: false,
          // Every story is also photographed at 375 and 1280 px, light and dark, and compared with
          // its baselines in test/visual/baselines (test/visual/screenshotStories.ts).
          setupFiles: ['./test/support/unhandledRejections.ts', './test/visual/screenshotStories.ts'],
          browser: {
            ...browser('storybook', visualContextOptions),
            commands: { emulateColorScheme, matchBaselineBytes },
            // The baselines are written by the browser run itself (`--update`).
            api: { allowWrite: true },
            expect: visualExpect,
          },
        },
      },
    ],
  },
});
