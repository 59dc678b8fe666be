// The drawings of the status icons (16 × 16 paths), one constant each, so a component that shows
// one status (an alert) carries only its own drawing into an app's bundle.

/** Check in a circle. */
export const SUCCESS_PATH = 'M8 1.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13Zm3.1 4.6-3.8 4.3a.75.75 0 0 1-1.1 0L4.9 9a.75.75 0 1 1 1.1-1l.8.9 3.2-3.8a.75.75 0 1 1 1.1 1Z';
/** Cross in a circle. */
export const DANGER_PATH = 'M8 1.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13Zm2.5 8a.75.75 0 1 1-1 1.1L8 9.1l-1.5 1.5a.75.75 0 1 1-1-1.1L6.9 8 5.5 6.5a.75.75 0 1 1 1-1L8 6.9l1.5-1.5a.75.75 0 1 1 1 1L9.1 8l1.4 1.5Z';
/** Exclamation in a triangle. */
export const WARNING_PATH = 'M8.9 2.2a1 1 0 0 0-1.8 0L1.4 12.6A1 1 0 0 0 2.3 14h11.4a1 1 0 0 0 .9-1.4L8.9 2.2ZM8.75 11.25a.75.75 0 1 1-1.5 0 .75.75 0 0 1 1.5 0ZM8 5a.75.75 0 0 1 .75.75v3a.75.75 0 0 1-1.5 0v-3A.75.75 0 0 1 8 5Z';
/** A circle three-quarters drawn: work in progress. */
export const RUNNING_PATH = 'M8 1.5a6.5 6.5 0 1 0 6.5 6.5h-1.5A5 5 0 1 1 8 3V1.5Zm0 3.25a.75.75 0 0 1 .75.75v2.2l1.6 1a.75.75 0 1 1-.8 1.3l-2-1.3A.75.75 0 0 1 7.25 8V5.5A.75.75 0 0 1 8 4.75Z';
/** An hourglass: waiting. */
export const PENDING_PATH = 'M4 1.5h8a.75.75 0 0 1 0 1.5h-.5v1.6a3 3 0 0 1-1.2 2.4L9.1 8l1.2.99a3 3 0 0 1 1.2 2.41V13h.5a.75.75 0 0 1 0 1.5H4A.75.75 0 0 1 4 13h.5v-1.6a3 3 0 0 1 1.2-2.41L6.9 8 5.7 7a3 3 0 0 1-1.2-2.4V3H4a.75.75 0 0 1 0-1.5Zm2 1.5v1.6c0 .47.22.9.6 1.2L8 7l1.4-1.2c.38-.3.6-.73.6-1.2V3H6Z';
/** A dash in a circle: settled without success or failure (skipped, canceled, merged). */
export const NEUTRAL_PATH = 'M8 1.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13ZM5 7.25h6a.75.75 0 0 1 0 1.5H5a.75.75 0 0 1 0-1.5Z';
/** Play-to-bar: the step was passed over. */
export const SKIPPED_PATH = 'M3.5 3.2a.75.75 0 0 1 1.15-.63l6 4.2a.75.75 0 0 1 0 1.23l-6 4.2a.75.75 0 0 1-1.15-.62V3.2ZM11.25 3a.75.75 0 0 1 .75.75v8.5a.75.75 0 0 1-1.5 0v-8.5A.75.75 0 0 1 11.25 3Z';
/** A slashed ring: stopped before it ran. */
export const CANCELED_PATH = 'M8 1.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13ZM3 8a5 5 0 0 1 8.05-3.96l-7 7A4.98 4.98 0 0 1 3 8Zm2 3.96 7-7a5 5 0 0 1-7 7Z';
/** Two paths joining into one: folded into another notification's digest. */
export const MERGED_PATH = 'M4.75 2a.75.75 0 0 1 .75.75v2.4l2.5 2.5 2.5-2.5v-2.4a.75.75 0 0 1 1.5 0v2.71a.75.75 0 0 1-.22.53L8.75 9.06v4.19a.75.75 0 0 1-1.5 0V9.06L4.22 6a.75.75 0 0 1-.22-.53V2.75A.75.75 0 0 1 4.75 2Z';
/** A question mark in a circle. */
export const UNKNOWN_PATH = 'M8 1.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13Zm0 9.25a.85.85 0 1 1 0 1.7.85.85 0 0 1 0-1.7ZM8 4a2.25 2.25 0 0 1 .75 4.37v.38a.75.75 0 0 1-1.5 0V7.75A.75.75 0 0 1 8 7a.75.75 0 1 0-.75-.75.75.75 0 0 1-1.5 0A2.25 2.25 0 0 1 8 4Z';
