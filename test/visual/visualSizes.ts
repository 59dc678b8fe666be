// The sizes the visual run photographs at, shared by the config (node) and the run (browser).

/** A phone and a laptop. */
export const VISUAL_WIDTHS = [375, 1280] as const;

/** The screen's height unless a story is taller. */
export const VISUAL_VIEWPORT_HEIGHT = 900;

/** The tallest a story is photographed: a longer one is cut there (the PNGs stay small). */
export const VISUAL_MAX_HEIGHT = 1600;
