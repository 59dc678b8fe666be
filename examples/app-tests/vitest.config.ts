// The DOM is chosen per run: `vitest run --environment jsdom` or `--environment happy-dom`.
import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // `test`, `expect`, … as globals, as in Jest: the same test file runs in both, and Testing
    // Library cleans up after each test by itself.
    globals: true,
    setupFiles: ['./tests/setup.vitest.ts'],
    // Jest's own (fake timers are the one thing the two runners spell differently).
    exclude: [...configDefaults.exclude, '**/*.jest.test.tsx'],
    // A test that renders a whole inbox and clicks through a few requests takes seconds in a DOM
    // written in JavaScript on a busy CI machine; this bounds one that hangs.
    testTimeout: 60_000,
  },
});
