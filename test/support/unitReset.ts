// The `unit` project runs its files one after another in one worker without isolation (a fresh
// module graph and jsdom per file cost most of its time: vitest.config.ts). What one file may
// change of the shared process is put back after it, so no file sees another's leftovers: real
// timers and the real clock. Stubbed globals and spies are put back by the project's options
// (`unstubGlobals`, `unstubEnvs`, `restoreMocks`).
import { afterAll, beforeAll, vi } from 'vitest';
import { loadOutboxModule } from '../../src/query/offline';

// A change goes through the offline outbox, whose code loads on first use
// (src/query/offline/outboxModule.ts). Tests count the timer turns a change takes, so every file
// starts with that code loaded, as a page has it once it is idle after its first rows, whatever
// file ran before it (one that holds the import forgets what was loaded). The tests of the loading
// itself hold the import (test/support/outboxLoading.ts).
beforeAll(() => loadOutboxModule());

afterAll(() => {
  vi.useRealTimers();
});
