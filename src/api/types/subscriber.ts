// A subscriber and its channel settings (SPEC.md §2.2, §2.3), as a message carries it. As the client
// reads it (API.md §1, tolerant reader) no field is sure to be there: each is present only when the
// service sent it with its type. Its channel settings are not read by the library and stay as sent
// (`channels` is `JsonObject[]`); `ChannelSettings` says what SPEC.md puts in them.
import type { JsonObject } from './common';
import type { ChatOrPushProviderId } from './providers';

export interface ChannelCredentials {
  webhookUrl?: string;
  channel?: string;
  deviceTokens?: string[];
  alertUid?: string;
  title?: string;
  imageUrl?: string;
  state?: string;
  externalUrl?: string;
}

/** What SPEC.md §2.3 puts in each of `Subscriber.channels`, for code that checks them itself. */
export interface ChannelSettings {
  providerId?: ChatOrPushProviderId;
  integrationIdentifier?: string;
  credentials?: ChannelCredentials;
  _integrationId?: string;
}

export interface Subscriber {
  _id?: string;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phone?: string | null;
  avatar?: string | null;
  locale?: string | null;
  /**
   * The subscriber's channel settings and provider credentials (SPEC.md §2.3's `ChannelSettings`),
   * as the service sent them: the library reads nothing of them, so their fields are not checked.
   */
  channels?: JsonObject[];
  /** @deprecated The service marks `topics` of a subscriber as deprecated. */
  topics?: string[];
  isOnline?: boolean | null;
  lastOnlineAt?: string | null;
  __v?: number;
  data?: JsonObject | null;
  timezone?: string | null;
  subscriberId?: string;
  _organizationId?: string;
  _environmentId?: string;
  deleted?: boolean;
  createdAt?: string;
  updatedAt?: string;
}
