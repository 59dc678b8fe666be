// The `browser` project runs its files one after another in one page and one module graph (a fresh
// page per file cost about a third of its time: vitest.config.ts). What a file may leave behind is
// put back before the next one, so no file sees another's leftovers: rendered roots unmounted,
// real timers, the default viewport, empty storage, a bare document. Stubbed globals and spies
// are put back by the project's options (`unstubGlobals`, `restoreMocks`).
import { afterAll, afterEach, vi } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';

/** Vitest's default viewport in browser mode. */
const VIEWPORT = { width: 414, height: 896 } as const;

// vitest-browser-react registers its cleanup once, when first imported: in the first file only.
afterEach(async () => {
  await cleanup();
});

afterAll(async () => {
  await cleanup();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
  document.body.replaceChildren();
  for (const name of ['dir', 'lang', 'data-theme', 'style', 'class']) document.documentElement.removeAttribute(name);
  (document.activeElement as HTMLElement | null)?.blur?.();
  await page.viewport(VIEWPORT.width, VIEWPORT.height);
});
