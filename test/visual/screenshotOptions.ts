// How every visual shot is taken, shared by the run in the browser (Vitest's `toMatchScreenshot`)
// and the byte check in node (visualCommands.ts): both must photograph exactly alike.
export const VISUAL_SCREENSHOT_OPTIONS = { animations: 'disabled', caret: 'hide', scale: 'css' } as const;

/** What the visual run photographs: the story's root, set by .storybook/preview.tsx. */
export const VISUAL_TARGET = '[data-story-root]';
