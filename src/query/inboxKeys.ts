// The one query-key factory, general to specific. Every key starts with the library's namespace
// because the library shares the host app's QueryClient.

/** Which messages a list shows. */
export type MessagesFilter = 'all' | 'unread' | 'unseen';

export const inboxKeys = {
  all: ['inbox-kit'] as const,
  subscriber: (subscriberId: string) => [...inboxKeys.all, 'subscriber', subscriberId] as const,
  /** Every message list and count of one subscriber: what a mark-as mutation touches. */
  messages: (subscriberId: string) => [...inboxKeys.subscriber(subscriberId), 'messages'] as const,
  messageList: (subscriberId: string, filter: MessagesFilter, pageSize: number) =>
    [...inboxKeys.messages(subscriberId), 'list', { filter, pageSize }] as const,
  counts: (subscriberId: string) => [...inboxKeys.messages(subscriberId), 'counts'] as const,
  /** Mutation key of a subscriber's mark-as mutations (for `isMutating`). */
  markAs: (subscriberId: string) => [...inboxKeys.subscriber(subscriberId), 'mark-as'] as const,
  notifications: () => [...inboxKeys.all, 'notification'] as const,
  notification: (notificationId: string) =>
    [...inboxKeys.notifications(), notificationId] as const,
};
