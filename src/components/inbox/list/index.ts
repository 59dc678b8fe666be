// The list: the virtualized rows, loading ahead, the skeleton, and what is in view.
export { InboxSkeleton } from './InboxSkeleton';
export { MessageList } from './MessageList';
export { useSeenOnView } from './useSeenOnView';
