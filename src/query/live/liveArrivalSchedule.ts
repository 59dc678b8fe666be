// When to look for new messages: every `pollIntervalMs` while the document is visible, at once on
// focus, on coming back online and on a push notification, backing off after errors, never while
// hidden. Time and visibility are injected so tests drive them with fake timers.

/** Where the schedule learns about time, visibility, focus and the network. */
export interface LiveArrivalEnvironment {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  isVisible(): boolean;
  /** Calls `listener` when visibility changes; returns the unsubscribe. */
  onVisibilityChange(listener: () => void): () => void;
  /** Calls `listener` when the window gains focus or the browser comes back online. */
  onFocusOrOnline(listener: () => void): () => void;
}

/** Polling every 30 s by default. */
export const DEFAULT_POLL_INTERVAL_MS = 30_000;
/** Errors double the delay up to this. */
export const MAX_POLL_BACKOFF_MS = 5 * 60_000;

export interface StartLiveArrivalInput {
  /** Looks for new messages once; rejects on failure. */
  check: () => Promise<void>;
  /** `false` turns polling off (focus, online and push still check). Default 30 s. */
  pollIntervalMs?: number | false;
  /** A push source (an app's WebSocket or server-sent events); returns the unsubscribe. */
  subscribe?: (onChange: () => void) => () => void;
  environment?: LiveArrivalEnvironment;
}

function listen(target: EventTarget | undefined, types: readonly string[], listener: () => void): () => void {
  for (const type of types) target?.addEventListener(type, listener);
  return () => {
    for (const type of types) target?.removeEventListener(type, listener);
  };
}

/** The browser's timers, `document.visibilityState`, and `focus`/`online` events. */
export function browserLiveArrivalEnvironment(): LiveArrivalEnvironment {
  const doc = (globalThis as { document?: Document }).document;
  const win = (globalThis as { window?: Window }).window;
  return {
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
    isVisible: () => doc?.visibilityState !== 'hidden',
    onVisibilityChange: (listener) => listen(doc, ['visibilitychange'], listener),
    onFocusOrOnline: (listener) => listen(win, ['focus', 'online'], listener),
  };
}

/** Starts the schedule; returns the function that stops it. */
export function startLiveArrival({
  check,
  pollIntervalMs = DEFAULT_POLL_INTERVAL_MS,
  subscribe,
  environment = browserLiveArrivalEnvironment(),
}: StartLiveArrivalInput): () => void {
  let timer: unknown;
  let errors = 0;
  let running = false;
  let again = false;
  let stopped = false;

  const schedule = () => {
    if (timer !== undefined) environment.clearTimeout(timer);
    timer = undefined;
    if (stopped || pollIntervalMs === false || !environment.isVisible()) return;
    const delay = Math.min(pollIntervalMs * 2 ** Math.min(errors, 16), Math.max(pollIntervalMs, MAX_POLL_BACKOFF_MS));
    timer = environment.setTimeout(run, delay);
  };

  function run(): void {
    if (stopped) return;
    // One check at a time; a signal during one runs another right after it.
    if (running) {
      again = true;
      return;
    }
    running = true;
    check().then(
      () => (errors = 0),
      () => (errors += 1),
    ).finally(() => {
      running = false;
      if (again && !stopped) {
        again = false;
        run();
      } else schedule();
    });
  }

  const unsubscribes = [
    environment.onVisibilityChange(() => (environment.isVisible() ? run() : schedule())),
    environment.onFocusOrOnline(() => {
      if (environment.isVisible()) run();
    }),
    subscribe?.(run) ?? (() => {}),
  ];
  schedule();
  return () => {
    stopped = true;
    if (timer !== undefined) environment.clearTimeout(timer);
    for (const unsubscribe of unsubscribes) unsubscribe();
  };
}
