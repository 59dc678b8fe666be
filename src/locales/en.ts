// The English pack: the components' defaults, gathered for apps that switch packs at run time.
import { defaultActivityLabels, defaultAdminLabels } from '../components/activity';
import { defaultInboxLabels } from '../components/inbox';
import type { InboxKitLabels } from './InboxKitLabels';

export const en = {
  locale: 'en',
  dir: 'ltr',
  inbox: defaultInboxLabels,
  activity: defaultActivityLabels,
  admin: defaultAdminLabels,
} as const satisfies InboxKitLabels;
