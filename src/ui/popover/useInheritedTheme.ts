'use client';

// What a portalled layer (menu, popover) must carry over from where it was opened: content moved
// to <body> leaves the `data-theme` and `dir` of its origin behind.
import { useCallback, useState } from 'react';

export interface InheritedTheme {
  /** The nearest ancestor's `data-theme` (`light`, `dark`, …), if any. */
  theme?: string;
  dir: 'ltr' | 'rtl';
}

/** Reads the theme and direction at `element` (at call time: call it when a layer opens). */
export function readInheritedTheme(element: Element | null): InheritedTheme {
  if (!element) return { dir: 'ltr' };
  const theme = element.closest('[data-theme]')?.getAttribute('data-theme') ?? undefined;
  const dir = getComputedStyle(element).direction === 'rtl' ? 'rtl' : 'ltr';
  return theme === undefined ? { dir } : { theme, dir };
}

/**
 * `[theme, capture]`: call `capture(element)` when a layer opens (e.g. in `onOpenChange`) and pass
 * `theme` to the layer's content.
 */
export function useInheritedTheme(): [InheritedTheme, (element: Element | null) => void] {
  const [theme, setTheme] = useState<InheritedTheme>({ dir: 'ltr' });
  const capture = useCallback((element: Element | null) => {
    const next = readInheritedTheme(element);
    setTheme((prev) => (prev.theme === next.theme && prev.dir === next.dir ? prev : next));
  }, []);
  return [theme, capture];
}
