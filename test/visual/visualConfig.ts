// Where the visual run keeps its baselines and how strictly it compares: one folder of PNGs named
// by story, width and theme, so a changed baseline is one file in a review and one name in a note.
import { fileURLToPath } from 'node:url';
import type { BrowserConfigOptions } from 'vitest/node';
import { VISUAL_MAX_HEIGHT } from './visualSizes.ts';

export const BASELINE_DIR = fileURLToPath(new URL('./baselines/', import.meta.url));
const DIFF_DIR = fileURLToPath(new URL('../../.vitest-attachments/visual/', import.meta.url));

/**
 * A shot's baseline, by the name the run gives it (story id, width and scheme: `[a-z0-9-]` only),
 * spelled as Vitest's matcher spells its file: a run of `-` becomes one (`inbox-inbox--default`
 * is `inbox-inbox-default`).
 */
export function baselinePath(name: string): string {
  if (!/^[\w-]+$/.test(name)) throw new Error(`Not a baseline name: ${JSON.stringify(name)}`);
  return `${BASELINE_DIR}${name.replace(/-{2,}/g, '-')}.png`;
}

/**
 * Exact comparison: the fonts, the clock, the zone and the browser are pinned, so any pixel that
 * moves is a real change. pixelmatch's per-pixel colour threshold stays at its default (0.1) only
 * to absorb anti-aliasing noise; not one differing pixel is allowed past it.
 */
export const visualExpect: NonNullable<BrowserConfigOptions['expect']> = {
  toMatchScreenshot: {
    comparatorName: 'pixelmatch',
    comparatorOptions: { threshold: 0.1, allowedMismatchedPixels: 0 },
    resolveScreenshotPath: ({ arg, ext }) => `${BASELINE_DIR}${arg}${ext}`,
    resolveDiffPath: ({ arg, ext }) => `${DIFF_DIR}${arg}${ext}`,
  },
};


/**
 * The same zone and language on every machine: dates and number formats are part of the pixels.
 * The window is larger than any story's viewport, or Vitest scales the story's frame down to fit
 * it and the screenshots come out at that scale.
 */
export const visualContextOptions = {
  timezoneId: 'UTC',
  locale: 'en-US',
  viewport: { width: 1300, height: VISUAL_MAX_HEIGHT + 100 },
} as const;
