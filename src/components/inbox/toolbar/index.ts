// The toolbar: the filter tabs, the header actions, select all, the bulk "Mark as" menu, and the selection model.
export { InboxFilterTabs, inboxTabId } from './InboxFilterTabs';
export { InboxToolbar } from './InboxToolbar';
export { MarkAsMenu } from './MarkAsMenu';
export { selectAllState } from './selectionModel';
export type { SelectionAction } from './selectionModel';
export { useMessageSelection, useSelectionState } from './useMessageSelection';
export type { UseMessageSelectionOptions, UseMessageSelectionResult } from './useMessageSelection';
export { InboxHeader } from './InboxHeader';
export type { InboxRenderHeaderArgs } from './InboxHeader';
