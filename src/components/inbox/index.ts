// <Inbox> and <InboxBell>, their labels and the parts an app may use on its own (the door of
// components/inbox: src/index.ts and the label packs import from here).
export { Inbox } from './Inbox';
export type { InboxChange, InboxChangeCallbacks, InboxMessageClickDetails, InboxProps, InboxRenderEmptyArgs, InboxRenderHeaderArgs, InboxTab } from './Inbox';
export { InboxBell } from './InboxBell';
export type { InboxBellProps } from './InboxBell';
export { defaultInboxLabels } from './inboxLabels';
export type { BellCountArgs, CountLabelArgs, InboxLabelOverrides, InboxLabels } from './inboxLabels';
export type { InboxActionClickArgs, InboxRenderMessageArgs, MessageContentProps } from './row';
export { MessageContent } from './row';
export { useMessageSelection } from './toolbar';
export type { UseMessageSelectionOptions, UseMessageSelectionResult } from './toolbar';
