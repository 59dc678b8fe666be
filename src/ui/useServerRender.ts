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
