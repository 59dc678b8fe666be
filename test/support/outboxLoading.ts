// The offline outbox's code (src/query/offline/outboxModule.ts) held by the test: every import waits
// until the test lets it arrive (the real module) or fail, as a dropped connection does. `restore()`
// puts the real import back and forgets what was loaded (the unit and browser projects share one
// module graph between files).
import { vi } from 'vitest';
import { setOutboxLoading, type OutboxModule } from '../../src/query/offline';
import * as outboxCode from '../../src/query/offline/offlineOutbox';

export interface HeldOutboxLoading {
  /** The import, as a spy: how often the module was requested. */
  importModule: ReturnType<typeof vi.fn<() => Promise<OutboxModule>>>;
  /** The imports under way load the real module. */
  arrive: () => Promise<void>;
  /** The imports under way fail. */
  fail: () => Promise<void>;
  restore: () => void;
}

interface HeldImport {
  promise: Promise<OutboxModule>;
  resolve: (module: OutboxModule) => void;
  reject: (error: Error) => void;
}

export function holdOutboxLoading(): HeldOutboxLoading {
  let held: HeldImport[] = [];
  const importModule = vi.fn(() => {
    let resolve!: HeldImport['resolve'];
    let reject!: HeldImport['reject'];
    const promise = new Promise<OutboxModule>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    held.push({ promise, resolve, reject });
    return promise;
  });
  const restore = setOutboxLoading(importModule);
  // Settles what is held, then lets the door's follow-ups run.
  const settle = async (how: (entry: HeldImport) => void) => {
    const settling = held;
    held = [];
    for (const entry of settling) how(entry);
    await Promise.allSettled(settling.map((entry) => entry.promise));
  };
  return {
    importModule,
    arrive: () => settle((entry) => entry.resolve(outboxCode)),
    fail: () => settle((entry) => entry.reject(new TypeError('Failed to fetch dynamically imported module'))),
    restore,
  };
}
