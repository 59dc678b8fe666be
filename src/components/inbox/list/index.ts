// The list: the virtualized rows, loading ahead, the skeleton, the empty state, and what is in view.
export { EmptyState } from './EmptyState';
export type { InboxRenderEmptyArgs } from './EmptyState';
export { InboxSkeleton } from './InboxSkeleton';
export { MessageList } from './MessageList';
export { useSeenOnView } from './useSeenOnView';
