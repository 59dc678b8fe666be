// Browser commands the visual run needs from Playwright itself:
// - the colour scheme the page reports to `prefers-color-scheme`, so a story is seen light and dark
//   exactly as an app in a light or dark OS sees it (no theme class added by the test);
// - a shot compared byte for byte with its baseline. Chromium encodes the same pixels into the same
//   PNG bytes, so a shot whose bytes are the baseline's is equal to it, with no PNG decoded and no
//   pixel compared (Vitest's matcher decodes both images for each of the 240 shots). Anything else
//   (other bytes, no baseline) is left to Vitest's `toMatchScreenshot`, which compares pixels,
//   waits for a stable shot, writes diffs and fails on a missing baseline as before.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { BrowserCommand } from 'vitest/node';
import { VISUAL_SCREENSHOT_OPTIONS, VISUAL_TARGET } from './screenshotOptions.ts';
import { baselinePath } from './visualConfig.ts';

export type ColorScheme = 'light' | 'dark';

/**
 * - `same`: the shot's bytes are the baseline's.
 * - `written`: (`--update` only) the baseline differed or was missing and now holds the shot,
 *   taken once two shots in a row came out the same.
 * - `missing`: there is no baseline and this run may not write one (CI): the shot fails at once,
 *   saying how to make it, instead of waiting for the matcher's stable shot until the hook times out.
 * - `other`: neither; Vitest's matcher decides.
 */
export type BaselineBytes = 'same' | 'written' | 'missing' | 'other';

/** Shots an update takes at most while waiting for two in a row to agree. */
const UPDATE_ATTEMPTS = 10;

function playwrightOf<Context extends { provider: { name: string } }>(context: Context, command: string): Context {
  if (context.provider.name !== 'playwright') {
    throw new Error(`${command} needs the playwright provider, not ${context.provider.name}`);
  }
  return context;
}

export const emulateColorScheme: BrowserCommand<[scheme: ColorScheme]> = async (context, scheme) => {
  await playwrightOf(context, 'emulateColorScheme').page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
};

export const matchBaselineBytes: BrowserCommand<[name: string]> = async (context, name): Promise<BaselineBytes> => {
  const { iframe, project } = playwrightOf(context, 'matchBaselineBytes');
  const path = baselinePath(name);
  const target = iframe.locator(VISUAL_TARGET).first();
  const shoot = () => target.screenshot(VISUAL_SCREENSHOT_OPTIONS);
  const baseline = await readFile(path).catch(() => null);
  const update = project.serializedConfig.snapshotOptions.updateSnapshot;
  if (baseline === null && update === 'none') return 'missing';
  if (update !== 'all') {
    return baseline !== null && (await shoot()).equals(baseline) ? 'same' : 'other';
  }
  let previous = await shoot();
  for (let attempt = 1; attempt < UPDATE_ATTEMPTS; attempt += 1) {
    const shot = await shoot();
    if (shot.equals(previous)) {
      if (baseline !== null && shot.equals(baseline)) return 'same';
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, shot);
      return 'written';
    }
    previous = shot;
  }
  return 'other';
};

declare module 'vitest/browser' {
  interface BrowserCommands {
    emulateColorScheme: (scheme: ColorScheme) => Promise<void>;
    matchBaselineBytes: (name: string) => Promise<BaselineBytes>;
  }
}
