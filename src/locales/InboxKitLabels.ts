// A complete label pack: every string of the components, in one language. English is the
// default; `inbox-kit/locales/de` and `inbox-kit/locales/ar` ship German and Arabic. A pack is
// typed as this whole interface, so a translation that lacks a key does not compile.
import type { NotificationActivityLabels, NotificationAdminLabels } from '../components/activity';
import type { InboxLabels } from '../components/inbox';
import type { LabelLanguage } from '../format/phrases';

export interface InboxKitLabels extends LabelLanguage {
  /** For `<Inbox labels>` and `<InboxBell labels>`. */
  inbox: InboxLabels;
  /** For `<NotificationActivity labels>`; its `format` holds the step-setting sentences. */
  activity: NotificationActivityLabels;
  /** For `<NotificationActivityFeed labels>` and `<NotificationStats labels>` (with `activityLabels={pack.activity}`). */
  admin: NotificationAdminLabels;
}
