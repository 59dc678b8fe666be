// Whether the browser has a connection, behind a small interface so an app (or a test) can bring
// its own source, such as a service worker's or a native shell's view of the network.

/** Says whether there is a connection now, and calls back when that may have changed. */
export interface ConnectionSource {
  isOnline(): boolean;
  /** Returns the unsubscribe. */
  subscribe(onChange: () => void): () => void;
}

interface NavigatorWindow {
  navigator?: { onLine?: boolean };
  addEventListener?: (type: string, listener: () => void) => void;
  removeEventListener?: (type: string, listener: () => void) => void;
}

/**
 * `navigator.onLine` with the `online` and `offline` events. Where there is no window (a server
 * render) it says online: nothing is sent from there anyway.
 */
export const browserConnection: ConnectionSource = {
  isOnline: () => (globalThis as NavigatorWindow).navigator?.onLine !== false,
  subscribe: (onChange) => {
    const win = globalThis as NavigatorWindow;
    if (typeof win.addEventListener !== 'function') return () => {};
    win.addEventListener('online', onChange);
    win.addEventListener('offline', onChange);
    return () => {
      win.removeEventListener?.('online', onChange);
      win.removeEventListener?.('offline', onChange);
    };
  },
};
