// A stored message as the feed serves it (SERVER-NOTES.md §5): the same document, with the
// feed item's required fields filled in when a record put into the store lacks them.
import type { FeedMessage, Message } from '../api/types';

/** What a stored record may carry beyond SPEC.md's Message (the fixtures set these). */
export type StoredMessage = Message & Partial<Omit<FeedMessage, keyof Message>>;

export function feedItemOf(message: StoredMessage): FeedMessage {
  const { content, _templateId, _messageTemplateId, subscriber, ...rest } = message;
  return {
    ...rest,
    _templateId: _templateId ?? '',
    ...(_messageTemplateId != null && { _messageTemplateId }),
    ...(subscriber && {
      subscriber: {
        subscriberId: subscriber.subscriberId,
        ...(subscriber._id !== undefined && { _id: subscriber._id }),
        ...(subscriber.firstName != null && { firstName: subscriber.firstName }),
        ...(subscriber.lastName != null && { lastName: subscriber.lastName }),
        ...(subscriber.avatar != null && { avatar: subscriber.avatar }),
      },
    }),
    // The feed lists in_app messages, whose content is never null.
    content: content ?? '',
    _jobId: message._jobId ?? message._id,
    archived: message.archived ?? false,
  };
}
