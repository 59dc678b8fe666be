// The subscriber a message or a feed item carries (SPEC.md §2.2, §2.3; a feed item's is a subset),
// as a shape for the tolerant reader (fieldKinds.ts): every field narrowed, none required.
import { boolean, listOf, nullable, number, object, record, string, type ShapeOf } from './fieldKinds';
import type { ChannelCredentials, ChannelSettings, Subscriber } from './types';

const channelSettings = object({
  providerId: string,
  integrationIdentifier: string,
  _integrationId: string,
  credentials: object({
    webhookUrl: string,
    channel: string,
    alertUid: string,
    title: string,
    imageUrl: string,
    state: string,
    externalUrl: string,
    deviceTokens: listOf(string),
  } satisfies ShapeOf<ChannelCredentials>),
} satisfies ShapeOf<ChannelSettings>);

export const subscriber = object({
  _id: string,
  subscriberId: string,
  _environmentId: string,
  _organizationId: string,
  createdAt: string,
  updatedAt: string,
  firstName: nullable(string),
  lastName: nullable(string),
  email: nullable(string),
  phone: nullable(string),
  avatar: nullable(string),
  locale: nullable(string),
  lastOnlineAt: nullable(string),
  timezone: nullable(string),
  channels: listOf(channelSettings),
  topics: listOf(string),
  isOnline: nullable(boolean),
  deleted: boolean,
  __v: number,
  data: nullable(record),
} satisfies ShapeOf<Subscriber>);
