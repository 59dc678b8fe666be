// A status as a shape as well as a colour (never by colour alone): one icon per tone, and the
// glyphs' paths for the places that draw them inline.
export { StatusGlyph, StatusIcon } from './StatusIcon';
export type { StatusIconProps, StatusTone } from './StatusIcon';
export { DANGER_PATH } from './statusPaths';
