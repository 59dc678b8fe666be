// The visual regression run: after each story's test (its render, play function and axe check) in
// the `storybook` project, the story is photographed at each width in each colour scheme and
// compared with its committed baseline in test/visual/baselines/. One page per story: the story
// is rendered once and only the viewport and the emulated `prefers-color-scheme` change between
// the shots. `npm run test:visual -- --update` rewrites the baselines.
import './pinnedFonts.css';
import { afterEach, expect, vi } from 'vitest';
import { commands, page } from 'vitest/browser';
import { currentQueryClient, currentService } from '../../stories/support/mockService';
import { VISUAL_SCREENSHOT_OPTIONS, VISUAL_TARGET } from './screenshotOptions';
import type { ColorScheme } from './visualCommands';
import { VISUAL_MAX_HEIGHT, VISUAL_VIEWPORT_HEIGHT, VISUAL_WIDTHS } from './visualSizes';

const SCHEMES: readonly ColorScheme[] = ['light', 'dark'];
const SETTLE_TIMEOUT_MS = 15_000;
/**
 * Up to four settles and four shots per story, each shot retried until two in a row agree: on a
 * busy two-core machine that outlasts Vitest's default 30 s hook bound, which is not a failure.
 */
const SHOTS_TIMEOUT_MS = 120_000;

/**
 * What a story may say about its screenshots, as `parameters.visual`.
 * - `skip`: not photographed (say why beside it).
 * - `pending`: the story's state is a request that never ends (loading): do not wait for quiet.
 * - `ready`: the story is ready to photograph once this returns true (a state reached over time).
 */
export interface VisualParameters {
  skip?: boolean;
  pending?: boolean;
  ready?: (canvasElement: HTMLElement) => boolean;
}

interface StoryUnderTest {
  id: string;
  parameters: { visual?: VisualParameters; theme?: string };
}

/** Storybook's composed story (a function carrying `id` and `parameters`), as its test leaves it. */
function isStoryUnderTest(value: unknown): value is StoryUnderTest {
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null) return false;
  const story = value as Partial<StoryUnderTest>;
  return typeof story.id === 'string' && typeof story.parameters === 'object' && story.parameters !== null;
}

function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}

/** No request open on the mock and nothing fetching or mutating in the story's QueryClient. */
function quiet(): boolean {
  const client = currentQueryClient;
  return currentService.pendingRequests === 0 && (!client || (client.isFetching() === 0 && client.isMutating() === 0));
}

async function settle(root: HTMLElement, visual: VisualParameters): Promise<void> {
  await vi.waitFor(
    () => {
      if (!visual.pending && !quiet()) throw new Error('The story still has requests in flight.');
      if (visual.ready && !visual.ready(root)) throw new Error('The story is not in its ready state yet.');
    },
    { timeout: SETTLE_TIMEOUT_MS, interval: 25 },
  );
  await document.fonts.ready;
  // Two frames: the layout of the last render (and of a viewport change) has been painted.
  await nextFrame();
  await nextFrame();
}

/**
 * Which story's shots are being taken. A hook that outlives its bound keeps running after Vitest
 * has moved on to the next story, and its shots and its closing `emulateColorScheme('light')` then
 * land in that story's (a dark shot taken light): each step first checks that its story is still
 * the current one, so one slow story fails alone.
 */
let currentShots = 0;

afterEach(async (context) => {
  currentShots += 1;
  const shots = currentShots;
  const story: unknown = (context as { story?: unknown }).story;
  if (!isStoryUnderTest(story) || context.task.result?.state === 'fail') return;
  const stillCurrent = () => {
    if (shots !== currentShots) throw new Error(`The shots of ${story.id} outlived their bound; the next story's are being taken.`);
  };
  const visual = story.parameters.visual ?? {};
  if (visual.skip) return;
  const root = document.querySelector<HTMLElement>(VISUAL_TARGET);
  if (!root) throw new Error(`Story ${story.id} rendered no [data-story-root] to photograph.`);
  // A story that fixes its theme looks the same in both schemes: one set of shots is enough.
  const forced = story.parameters.theme;
  const schemes: readonly ColorScheme[] = forced === 'light' || forced === 'dark' ? [forced] : SCHEMES;
  // Cut at the cap: what a reader sees first, and PNGs that stay small. Clipping changes nothing
  // above the cut (no scroll container, no reflow).
  root.style.maxBlockSize = `${VISUAL_MAX_HEIGHT}px`;
  root.style.overflow = 'clip';
  try {
    for (const width of VISUAL_WIDTHS) {
      stillCurrent();
      await page.viewport(width, VISUAL_VIEWPORT_HEIGHT);
      await settle(root, visual);
      // A story taller than the screen gets a screen as tall as it (up to the cap), so all of what
      // is photographed is laid out and painted as on a screen.
      const height = Math.min(VISUAL_MAX_HEIGHT, Math.ceil(root.getBoundingClientRect().bottom + window.scrollY));
      if (height > VISUAL_VIEWPORT_HEIGHT) await page.viewport(width, height);
      for (const scheme of schemes) {
        stillCurrent();
        await commands.emulateColorScheme(scheme);
        await settle(root, visual);
        stillCurrent();
        const name = `${story.id}-${width}px-${scheme}`;
        // The same bytes as the baseline: equal, with nothing decoded (visualCommands.ts).
        const bytes = await commands.matchBaselineBytes(name);
        if (bytes === 'missing') {
          throw new Error(`No baseline for ${name} in test/visual/baselines: run \`npm run test:visual -- --update\` and commit it.`);
        }
        if (bytes !== 'other') continue;
        await expect.element(root).toMatchScreenshot(name, { screenshotOptions: VISUAL_SCREENSHOT_OPTIONS });
      }
    }
  } finally {
    if (shots === currentShots) await commands.emulateColorScheme('light');
  }
}, SHOTS_TIMEOUT_MS);
