// The feed: a subscriber's message lists (infinite queries per filter) and their counts, each drawn
// through the ledger so a change shows in the same tick everywhere.
export { messageCountsQueryOptions } from './messageCountsQueryOptions';
export type { MessageCountsQueryInput } from './messageCountsQueryOptions';
export type { MessageRows } from './messageRows';
export { DEFAULT_PAGE_SIZE, messagesInfiniteQueryOptions } from './messagesInfiniteQueryOptions';
export type { MessagesQueryInput } from './messagesInfiniteQueryOptions';
export { useFirstRequests } from './useFirstRequests';
export type { UseFirstRequestsOptions } from './useFirstRequests';
export { useMessageCounts } from './useMessageCounts';
export type { MessageCounts, UseMessageCountsOptions } from './useMessageCounts';
export { useMessageRows } from './useMessageRows';
export { useMessages } from './useMessages';
export type { UseMessagesOptions, UseMessagesResult } from './useMessages';
