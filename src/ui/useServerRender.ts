'use client';

// Whether this render must draw the server's HTML: on the server, and in the browser while it
// hydrates what the server sent. What differs between the two (the clock, the time zone, the size
// of the viewport) is drawn from what both know then, and from the browser's own right after.
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

export function useServerRender(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

/**
 * The zone dates are drawn in: the app's, else UTC in the server's HTML and its hydration (the
 * server does not know the reader's), and the browser's (undefined) right after.
 */
export function drawnZone(timeZone: string | undefined, serverRender: boolean): string | undefined {
  return timeZone ?? (serverRender ? 'UTC' : undefined);
}
