// A row: one message's checkbox, text, sender, call to action and actions menu, and "now" for its time.
export type { InboxActionClickArgs } from './MessageActions';
export { MessageContent } from './MessageContent';
export type { MessageContentProps } from './MessageContent';
export { MessageRow } from './MessageRow';
export type { InboxRenderMessageArgs } from './MessageRow';
export { prepareRowFormats } from './rowTime';
export { useNow } from './useNow';
export { useOpenMessage } from './useOpenMessage';
export type { InboxMessageClickDetails } from './useOpenMessage';
