// Feedback: what a change or an arrival tells the reader (status, alerts, Undo, "n new notifications").
export { FailureAlert } from './FailureAlert';
export { NewMessagesButton } from './NewMessagesButton';
export { StatusRegion } from './StatusRegion';
export { UndoButton } from './UndoButton';
export { useArrivals } from './useArrivals';
export { useMarkAsFeedback } from './useMarkAsFeedback';
export type { InboxChange, InboxChangeCallbacks, MarkAsChange, MarkAsFeedback } from './useMarkAsFeedback';
