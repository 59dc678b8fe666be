// Browser commands the visual run needs from Playwright itself: the colour scheme the page reports
// to `prefers-color-scheme`, so a story is seen light and dark exactly as an app in a light or dark
// OS sees it (no theme class added by the test).
import type { BrowserCommand } from 'vitest/node';

export type ColorScheme = 'light' | 'dark';

export const emulateColorScheme: BrowserCommand<[scheme: ColorScheme]> = async (context, scheme) => {
  if (context.provider.name !== 'playwright') {
    throw new Error(`emulateColorScheme needs the playwright provider, not ${context.provider.name}`);
  }
  await context.page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
};

declare module 'vitest/browser' {
  interface BrowserCommands {
    emulateColorScheme: (scheme: ColorScheme) => Promise<void>;
  }
}
