// A subscriber and its channel settings (SPEC.md §2.2, §2.3), as a message carries it. As the client
// reads it (API.md §1, tolerant reader) no field is sure to be there: each is present only when the
// service sent it with its type.
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
  channels?: ChannelSettings[];
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
