'use client';

// A value an app may own (`value` given, even null) or leave to the component (`defaultValue`),
// told of every change either way: the feed's filters and its selection.
import { useCallback, useLayoutEffect, useRef, useState } from 'react';

export function useControlled<T>(
  value: T | undefined,
  defaultValue: T,
  onChange: ((next: T) => void) | undefined,
): [T, (next: T) => void] {
  const [own, setOwn] = useState(defaultValue);
  const controlled = value !== undefined;
  const latest = useRef(onChange);
  useLayoutEffect(() => {
    latest.current = onChange;
  });
  const set = useCallback(
    (next: T) => {
      if (!controlled) setOwn(next);
      latest.current?.(next);
    },
    [controlled],
  );
  return [controlled ? value : own, set];
}
