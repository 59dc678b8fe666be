// A feed item (SERVER-NOTES.md §5): what the subscriber's feed lists. Not SPEC.md's Message: the
// service's feed-item model has nullable fields where Message has optional ones, `archived` and
// `_jobId`, and the sender (`actor`) that a row shows as its avatar.
// As the client reads it (API.md §1, tolerant reader): only `_id`, `read` and `seen` are sure to be
// there, whatever the service's model calls required (an older service sends no `archived`,
// SERVER-NOTES.md §8); every other field is present only when the service sent it with its type.
import type { JsonObject, OpenString } from './common';
import type { ChannelType, MessageStatus } from './enums';
import type { EmailBlock, MessageCTA } from './message';
import type { ProviderId } from './providers';

/** Who a feed item is from: `user` carries an avatar URL in `data`; the others show an icon. */
export const ACTOR_TYPES = ['none', 'user', 'system_icon', 'system_custom'] as const;
export type ActorType = OpenString<(typeof ACTOR_TYPES)[number]>;

export interface FeedActor {
  type: ActorType;
  /** For `user`, the avatar's URL; for the system types, the icon's name; else null. */
  data: string | null;
}

/**
 * The subscriber as a feed item carries it (a subset of SPEC.md's Subscriber): the recipient, whose
 * messages these are (the service populates the item's `_subscriberId`), not the sender (`actor`).
 */
export interface FeedSubscriber {
  _id?: string;
  firstName?: string | null;
  lastName?: string | null;
  avatar?: string | null;
  subscriberId?: string;
}

export interface FeedMessage {
  _id: string;
  _templateId?: string;
  _environmentId?: string;
  _messageTemplateId?: string;
  _organizationId?: string;
  _notificationId?: string;
  _subscriberId?: string;
  _feedId?: string | null;
  _jobId?: string;
  /** May be null or absent: the row then shows no time; the page is never refused for it. */
  createdAt?: string | null;
  updatedAt?: string | null;
  actor?: FeedActor;
  subscriber?: FeedSubscriber;
  transactionId?: string;
  templateIdentifier?: string | null;
  providerId?: ProviderId | null;
  /**
   * Text, per the service's feed-item model. A list of EmailBlocks is accepted too, since a
   * stored in_app message may hold blocks and the row renders them safely. Absent: an empty body.
   */
  content?: string | EmailBlock[];
  subject?: string | null;
  channel?: ChannelType;
  read: boolean;
  seen: boolean;
  /** An older service does not send it (SERVER-NOTES.md §8). */
  archived?: boolean;
  deviceTokens?: string[] | null;
  /** Absent: no call to action. */
  cta?: MessageCTA;
  status?: MessageStatus;
  payload?: JsonObject;
  data?: JsonObject | null;
  overrides?: JsonObject;
  tags?: string[] | null;

  // The feed item is the stored message: these fields of it arrive too, outside the model.
  title?: string;
  lastSeenDate?: string;
  lastReadDate?: string;
  deliveredAt?: string[];
  snoozedUntil?: string;
  errorId?: string;
  errorText?: string;
}

/**
 * One page of the subscriber's feed (SERVER-NOTES.md §5). `totalCount` is not a true total. An
 * older service sends no `hasMore` (SERVER-NOTES.md §8): the client then derives it from the page's
 * size, and a missing `page` or `pageSize` is the one the request asked for.
 */
export interface MessagesPage {
  /** The items the client could use; one it could not is left out and reported (`onMalformedItem`). */
  data: FeedMessage[];
  page: number;
  pageSize: number;
  hasMore: boolean;
  totalCount?: number;
}
