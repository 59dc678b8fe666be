// A feed item (SERVER-NOTES.md §5): what the subscriber's feed lists. Not SPEC.md's Message: the
// service's feed-item model has nullable fields where Message has optional ones, `archived` and
// `_jobId`, and the sender (`actor`) that a row shows as its avatar.
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

/** The subscriber as a feed item carries it (a subset of SPEC.md's Subscriber). */
export interface FeedSubscriber {
  _id?: string;
  firstName?: string;
  lastName?: string;
  avatar?: string;
  subscriberId: string;
}

export interface FeedMessage {
  _id: string;
  _templateId: string;
  _environmentId: string;
  _messageTemplateId?: string;
  _organizationId: string;
  _notificationId: string;
  _subscriberId: string;
  _feedId?: string | null;
  _jobId: string;
  /** May be null: the row then shows no time; the page is never refused for it. */
  createdAt?: string | null;
  updatedAt?: string | null;
  actor?: FeedActor;
  subscriber?: FeedSubscriber;
  transactionId: string;
  templateIdentifier?: string | null;
  providerId?: ProviderId | null;
  /**
   * Text, per the service's feed-item model. A list of EmailBlocks is accepted too, since a
   * stored in_app message may hold blocks and the row renders them safely.
   */
  content: string | EmailBlock[];
  subject?: string | null;
  channel: ChannelType;
  read: boolean;
  seen: boolean;
  archived: boolean;
  deviceTokens?: string[] | null;
  cta: MessageCTA;
  status: MessageStatus;
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

/** One page of the subscriber's feed (SERVER-NOTES.md §5). `totalCount` is not a true total. */
export interface MessagesPage {
  data: FeedMessage[];
  page: number;
  pageSize: number;
  hasMore: boolean;
  totalCount?: number;
}
