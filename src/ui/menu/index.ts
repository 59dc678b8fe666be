// The door to the menus' code. Radix's dropdown (with its popper, focus scope and scroll lock) is
// about 29 KB gzip an app would otherwise download, parse and run before the first row shows, and
// it is needed only when a menu opens. So everything Radix-backed lives in ./RadixMenu, reached
// only through the dynamic `import()` below: one import for the whole page, started on idle after
// the first rows (`preloadMenusWhenIdle`), on pointer-enter or focus of a trigger, or by a press.
// Until it has loaded, ./LazyMenu renders each trigger as a plain button. No React here, so a
// server component may import the package's barrel, `preloadMenus` included.
import type * as RadixMenu from './RadixMenu';

export type MenuModule = typeof RadixMenu;

/** How the menus' module is fetched and when "idle" is; tests replace both (`setMenuLoading`). */
export interface MenuLoading {
  /** Fetches and runs ./RadixMenu. */
  importModule: () => Promise<MenuModule>;
  /** Runs `task` once the page is idle; returns the cancel. */
  whenIdle: (task: () => void) => () => void;
}

/** An idle callback still runs after this long on a page that never idles. */
const IDLE_TIMEOUT_MS = 2_000;
/** Where there is no `requestIdleCallback` (older Safari): a plain delay after the first rows. */
const IDLE_FALLBACK_MS = 500;

function whenBrowserIdle(task: () => void): () => void {
  const host = globalThis as Partial<Pick<Window, 'requestIdleCallback' | 'cancelIdleCallback'>>;
  if (typeof host.requestIdleCallback === 'function' && typeof host.cancelIdleCallback === 'function') {
    const handle = host.requestIdleCallback(() => task(), { timeout: IDLE_TIMEOUT_MS });
    return () => host.cancelIdleCallback?.(handle);
  }
  const timer = setTimeout(task, IDLE_FALLBACK_MS);
  return () => clearTimeout(timer);
}

const browserLoading: MenuLoading = {
  importModule: () => import('./RadixMenu'),
  whenIdle: whenBrowserIdle,
};

let loading = browserLoading;
/** The import under way, shared by every caller; cleared when it fails, so a later call retries. */
let pending: Promise<MenuModule> | undefined;
let loaded: MenuModule | undefined;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of [...listeners]) listener();
}

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
  if (loaded) return Promise.resolve(loaded);
  if (pending) return pending;
  // An attempt that `setMenuLoading` has since forgotten settles without touching the state.
  const attempt: Promise<MenuModule> = loading.importModule().then(
    (module) => {
      if (pending === attempt) {
        loaded = module;
        pending = undefined;
        notify();
      }
      return module;
    },
    (error: unknown) => {
      if (pending === attempt) pending = undefined;
      throw error;
    },
  );
  pending = attempt;
  return attempt;
}

/**
 * Starts loading the menus' code now (it otherwise loads when the page is idle after the first
 * rows, or when a reader reaches for a menu). Resolves once it has loaded or failed: it never
 * rejects, and a failed load is tried again by the next press on a menu. Does nothing outside a
 * browser.
 */
export function preloadMenus(): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  return loadMenuModule().then(
    () => undefined,
    () => undefined,
  );
}

/** `preloadMenus` once the page is idle; returns the cancel. */
export function preloadMenusWhenIdle(): () => void {
  if (loaded) return () => {};
  return loading.whenIdle(() => void preloadMenus());
}

/**
 * For tests: replaces how the module is imported and when the page is idle, and forgets what was
 * loaded, so the menus start as plain buttons again. Returns the function that puts the browser's
 * loading back (and forgets again). Unmount what rendered a menu before either.
 */
export function setMenuLoading(overrides: Partial<MenuLoading>): () => void {
  const reset = (next: MenuLoading) => {
    loading = next;
    pending = undefined;
    loaded = undefined;
    notify();
  };
  reset({ ...browserLoading, ...overrides });
  return () => reset(browserLoading);
}
