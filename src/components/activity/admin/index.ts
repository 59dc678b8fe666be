// What the admin's activity page shares between its list and its stats: its words.
export { resolveAdminLabels } from './adminLabels';
export type { AdminCountArgs, NotificationAdminLabelOverrides, NotificationAdminLabels } from './adminLabels';
export { defaultAdminLabels } from './defaultAdminLabels';
