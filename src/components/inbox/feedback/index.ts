// Feedback: what a change or an arrival tells the reader (status, alerts, Undo, "n new messages").
export { NewMessagesButton } from './NewMessagesButton';
export { UndoButton } from './UndoButton';
export { useArrivals } from './useArrivals';
export { useMarkAsFeedback } from './useMarkAsFeedback';
