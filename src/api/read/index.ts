// The tolerant reader: an answer's shape is checked as a whole, each item needs only what the
// library uses, every other field is narrowed (kept when well-typed, absent otherwise), and an
// item that cannot be used is left out and reported once.
export { unwrapList, unwrapPage } from './envelope';
export { createMalformedItemReporter } from './malformedItemReporter';
export type { MalformedItemListener } from './malformedItemReporter';
export { parseMarkedCount } from './validateMarkAllResponse';
export { parseActivityNotification, parseMessages, parseMessagesPage } from './validateResponse';
export { parseNotificationGraph, parseNotificationsPage, parseNotificationStats } from './validateNotificationList';
