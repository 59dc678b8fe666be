'use client';

// The current time for relative dates ("5 minutes ago"), refreshed each minute; a fixed `now`
// (stories, tests) stops the clock.
import { useEffect, useState } from 'react';

const MINUTE_MS = 60_000;

export function useNow(fixed: Date | number | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  const fixedMs = fixed === undefined ? undefined : +fixed;
  useEffect(() => {
    if (fixedMs !== undefined) return;
    const timer = setInterval(() => setNow(Date.now()), MINUTE_MS);
    return () => clearInterval(timer);
  }, [fixedMs]);
  return fixedMs ?? now;
}
