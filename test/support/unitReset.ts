// The `unit` project runs its files one after another in one worker without isolation (a fresh
// module graph and jsdom per file cost most of its time: vitest.config.ts). What one file may
// change of the shared process is put back after it, so no file sees another's leftovers: real
// timers and the real clock. Stubbed globals and spies are put back by the project's options
// (`unstubGlobals`, `unstubEnvs`, `restoreMocks`).
import { afterAll, vi } from 'vitest';

afterAll(() => {
  vi.useRealTimers();
});
