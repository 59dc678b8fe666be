// The enumerations copied into our source are the service's real values: the official SDK's
// (a development dependency; the library never loads it at run time).
import {
  ActivityNotificationJobResponseDtoType,
  ActorTypeEnum,
  ChannelTypeEnum,
  ChatOrPushProviderEnum,
  ProvidersIdEnum,
  ResourceOriginEnum,
} from '@novu/api/models/components';
import { expect, test } from 'vitest';
import {
  ACTOR_TYPES,
  CHANNEL_TYPES,
  CHAT_OR_PUSH_PROVIDER_IDS,
  KNOWN_PROVIDER_IDS,
  STEP_TYPES,
  TEMPLATE_ORIGINS,
} from '../../../src/api/types';
import { labelOf } from '../../../src/components/activity/activityLabels';
import { defaultActivityLabels } from '../../../src/components/activity/defaultActivityLabels';

const sorted = (values: Iterable<string>) => [...values].sort();

test('origins, providers, channels, step and actor types are the SDK\'s', () => {
  expect(sorted(TEMPLATE_ORIGINS)).toEqual(sorted(Object.values(ResourceOriginEnum)));
  expect(sorted(KNOWN_PROVIDER_IDS)).toEqual(sorted(Object.values(ProvidersIdEnum)));
  expect(KNOWN_PROVIDER_IDS).toHaveLength(94);
  expect(sorted(CHAT_OR_PUSH_PROVIDER_IDS)).toEqual(sorted(Object.values(ChatOrPushProviderEnum)));
  expect(CHAT_OR_PUSH_PROVIDER_IDS).toHaveLength(25);
  expect(sorted(CHANNEL_TYPES)).toEqual(sorted(Object.values(ChannelTypeEnum)));
  expect(sorted(STEP_TYPES)).toEqual(sorted(Object.values(ActivityNotificationJobResponseDtoType)));
  expect(sorted(ACTOR_TYPES)).toEqual(sorted(Object.values(ActorTypeEnum)));
});

test('every known provider and origin has a display name; an unknown one shows as sent', () => {
  for (const id of KNOWN_PROVIDER_IDS) expect(labelOf(defaultActivityLabels.providers, id)).not.toBe('');
  expect(labelOf(defaultActivityLabels.providers, 'sendgrid')).toBe('SendGrid');
  expect(labelOf(defaultActivityLabels.providers, 'carrier-pigeon')).toBe('carrier-pigeon');
  expect(sorted(Object.keys(defaultActivityLabels.origins))).toEqual(sorted(TEMPLATE_ORIGINS));
  expect(labelOf(defaultActivityLabels.origins, 'novu-cloud')).toBe('Dashboard');
  expect(labelOf(defaultActivityLabels.origins, 'novu-cloud-v9')).toBe('novu-cloud-v9');
});
