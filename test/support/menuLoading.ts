// The menus' module (src/ui/menu) held by the test: every import waits until the test lets it
// arrive or fail, and "idle" comes when the test says. Menus render as plain triggers until then.
// Unmount what rendered a menu before `restore()` (the browser project shares one module graph,
// so the next file gets the browser's own loading back).
import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup } from 'vitest-browser-react';
import { setMenuLoading, type MenuModule } from '../../src/ui/menu';
import * as radixParts from '../../src/ui/menu/radixParts';

export interface HeldMenuLoading {
  /** The import, as a spy: how often the module was requested. */
  importModule: ReturnType<typeof vi.fn<() => Promise<MenuModule>>>;
  /** The idle tasks scheduled and neither run nor cancelled. */
  idleTasks: () => number;
  /** Runs the idle tasks scheduled so far. */
  runIdleTasks: () => void;
  /** The imports under way load the real module (Radix's dropdown menu). */
  arrive: () => Promise<void>;
  /** The imports under way fail, as a dropped connection does. */
  fail: () => Promise<void>;
  restore: () => void;
}

interface HeldImport {
  promise: Promise<MenuModule>;
  resolve: (module: MenuModule) => void;
  reject: (error: Error) => void;
}

function heldImport(): HeldImport {
  let resolve!: HeldImport['resolve'];
  let reject!: HeldImport['reject'];
  const promise = new Promise<MenuModule>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

export function holdMenuLoading(): HeldMenuLoading {
  let held: HeldImport[] = [];
  const tasks = new Set<() => void>();
  const importModule = vi.fn(() => {
    const entry = heldImport();
    held.push(entry);
    return entry.promise;
  });
  const restore = setMenuLoading({
    importModule,
    whenIdle: (task) => {
      tasks.add(task);
      return () => tasks.delete(task);
    },
  });
  // Settles what is held, then lets the door's and React's follow-ups run.
  const settle = async (how: (entry: HeldImport) => void) => {
    const settling = held;
    held = [];
    for (const entry of settling) how(entry);
    await Promise.allSettled(settling.map((entry) => entry.promise));
  };
  return {
    importModule,
    idleTasks: () => tasks.size,
    runIdleTasks: () => {
      const due = [...tasks];
      tasks.clear();
      for (const task of due) task();
    },
    arrive: () => settle((entry) => entry.resolve(radixParts)),
    fail: () => settle((entry) => entry.reject(new TypeError('Failed to fetch dynamically imported module'))),
    restore,
  };
}

/**
 * `holdMenuLoading()` around every test of the calling file: held before each, and after each the
 * rendered roots unmounted, then the browser's loading put back. Returns the current test's hold.
 */
export function holdMenuLoadingInEachTest(): () => HeldMenuLoading {
  let loading: HeldMenuLoading | undefined;
  beforeEach(() => {
    loading = holdMenuLoading();
  });
  afterEach(async () => {
    await cleanup();
    loading?.restore();
  });
  return () => {
    if (!loading) throw new Error('holdMenuLoadingInEachTest: no test is running');
    return loading;
  };
}
