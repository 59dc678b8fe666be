// The subscriber a message or a feed item carries (SPEC.md §2.2; a feed item's is a subset), as a
// shape for the tolerant reader (fieldKinds.ts): every field narrowed, none required.
import { boolean, listOf, nullable, number, object, record, string, type ShapeOf } from './fieldKinds';
import type { Subscriber } from '../types';

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
  // Provider credentials (SPEC.md §2.3): nothing reads them, so they are kept as sent (JsonObjects).
  channels: listOf(record),
  topics: listOf(string),
  isOnline: nullable(boolean),
  deleted: boolean,
  __v: number,
  data: nullable(record),
} satisfies ShapeOf<Subscriber>);
