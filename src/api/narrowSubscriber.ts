// The subscriber a message or a feed item carries (SPEC.md §2.2, §2.3; a feed item's is a subset):
// every field narrowed, none required (responseChecks.ts says how).
import {
  optionalBoolean,
  optionalNumber,
  optionalObject,
  optionalObjectList,
  optionalRecord,
  optionalStringList,
  optionalStringLists,
  optionalStrings,
} from './responseChecks';

type Fields = Record<string, unknown>;

const NULLABLE_STRINGS = ['firstName', 'lastName', 'email', 'phone', 'avatar', 'locale', 'lastOnlineAt', 'timezone'] as const;
const STRINGS = ['_id', 'subscriberId', '_organizationId', '_environmentId', 'createdAt', 'updatedAt'] as const;
const CREDENTIAL_STRINGS = ['webhookUrl', 'channel', 'alertUid', 'title', 'imageUrl', 'state', 'externalUrl'] as const;

export function narrowSubscriber(subscriber: Fields): void {
  optionalStrings(subscriber, STRINGS);
  optionalStrings(subscriber, NULLABLE_STRINGS, true);
  optionalStringLists(subscriber, ['topics']);
  optionalBoolean(subscriber, 'isOnline', true);
  optionalBoolean(subscriber, 'deleted');
  optionalNumber(subscriber, '__v');
  optionalRecord(subscriber, 'data', true);
  optionalObjectList(subscriber, 'channels', narrowChannelSettings);
}

function narrowChannelSettings(settings: Fields): void {
  optionalStrings(settings, ['providerId', 'integrationIdentifier', '_integrationId']);
  optionalObject(settings, 'credentials', (credentials) => {
    optionalStrings(credentials, CREDENTIAL_STRINGS);
    optionalStringList(credentials, 'deviceTokens');
  });
}
