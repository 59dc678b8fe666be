// The menus' code, loaded on first use. Radix's dropdown (with its popper, focus scope and scroll lock) is
// about 29 KB gzip an app would otherwise download, parse and run before the first row shows, and
// it is needed only when a menu opens. So it is reached only through the dynamic `import()` below
// (of ./radixParts, the parts in use):
// one import for the whole page, started on idle after the first rows (`whenIdle`), on
// pointer-enter or focus of a trigger, or by a press. Until it has loaded, ./LazyMenu renders each
// trigger as a plain button. Our own few lines around Radix (./LazyMenu) stay in the first paint: a
// chunk of their own would cost more than they weigh. No React here, so a server component may
// import the package's barrel, `preloadMenus` included.
import type * as RadixParts from './radixParts';

export type MenuModule = typeof RadixParts;

/** How the menus' module is fetched and when "idle" is; tests replace both (`setMenuLoading`). */
export interface MenuLoading {
  /** Fetches and runs the parts of Radix's dropdown menu in use (./radixParts). */
  importModule: () => Promise<MenuModule>;
  /** Runs `task` once the page is idle; returns the cancel. */
  whenIdle: (task: () => void) => () => void;
}

/** An idle callback still runs after this long on a page that never idles. */
const IDLE_TIMEOUT_MS = 2_000;
/** Where there is no `requestIdleCallback` (older Safari): a plain delay after the first rows. */
const IDLE_FALLBACK_MS = 500;

const browserLoading: MenuLoading = {
  importModule: () => import('./radixParts'),
  whenIdle: (task) => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(task, IDLE_FALLBACK_MS);
    return () => clearTimeout(timer);
  },
};

let loading = browserLoading;
/** The import, shared by every caller; cleared when it fails, so a later call retries. */
let pending: Promise<MenuModule> | undefined;
let loaded: MenuModule | undefined;
const listeners = new Set<() => void>();

/** The module once it has loaded, else undefined. */
export function loadedMenuModule(): MenuModule | undefined {
  return loaded;
}

/** Calls `listener` when the module has loaded (or the loading was reset); returns the unsubscribe. */
export function subscribeToMenuModule(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Starts the import, or joins the one under way. Rejects when it fails; the next call retries. */
export function loadMenuModule(): Promise<MenuModule> {
  // Kept once it has loaded: every later call gets the same module.
  pending ??= loading.importModule().then(
    (module) => {
      loaded = module;
      listeners.forEach((listener) => listener());
      return module;
    },
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

/**
 * Starts loading the menus' code now (it otherwise loads when the page is idle after the first
 * rows, or when a reader reaches for a menu). Resolves once it has loaded or failed: it never
 * rejects, and a failed load is tried again by the next press on a menu.
 */
export function preloadMenus(): Promise<void> {
  return loadMenuModule().then(
    () => {},
    () => {},
  );
}

/**
 * Runs `task` once the page is idle, e.g. `preloadMenus` after the first rows; returns the cancel.
 * Tests decide when that is (`setMenuLoading`).
 */
export function whenIdle(task: () => void): () => void {
  return loading.whenIdle(task);
}

/**
 * For tests: replaces how the module is imported and when the page is idle, and forgets what was
 * loaded, so the menus start as plain buttons again. Returns the function that puts the browser's
 * loading back (and forgets again). Unmount what rendered a menu before either, and settle (or
 * drop) an import under way: one that settles later still counts.
 */
export function setMenuLoading(overrides: Partial<MenuLoading>): () => void {
  const reset = (next: MenuLoading) => {
    loading = next;
    pending = undefined;
    loaded = undefined;
    listeners.forEach((listener) => listener());
  };
  reset({ ...browserLoading, ...overrides });
  return () => reset(browserLoading);
}
