// Changes: mark-as and mark all (optimistic, in call order, each with one idempotency key for its
// life), undo, marking seen on view, and the changes that wait while the service cannot be reached.
export { markMessagesAsMutationOptions } from './markMessagesAsMutationOptions';
export type { MarkMessagesAsMutationInput, MarkMessagesAsVariables } from './markMessagesAsMutationOptions';
export type { MessageFlags, UndoableChange } from './undoMarkAs';
export { useMarkAllMessagesAs } from './useMarkAllMessagesAs';
export type { MarkAllMessagesAsVariables, UseMarkAllMessagesAsOptions, UseMarkAllMessagesAsResult } from './useMarkAllMessagesAs';
export { useMarkMessagesAs } from './useMarkMessagesAs';
export type { UseMarkMessagesAsOptions, UseMarkMessagesAsResult } from './useMarkMessagesAs';
export { MARK_SEEN_DELAY_MS, useMarkSeenOnView } from './useMarkSeenOnView';
export type { UseMarkSeenOnViewOptions } from './useMarkSeenOnView';
export { useOfflineChanges } from './useOfflineChanges';
export type { UseOfflineChangesOptions, UseOfflineChangesResult } from './useOfflineChanges';
