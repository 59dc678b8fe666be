// The jobs: the timeline of steps, each with its metadata in words and its details.
export { JobItem } from './JobItem';
export type { JobItemProps } from './JobItem';
export { JobTimeline } from './JobTimeline';
export type { JobExpansion } from './jobExpansion';
