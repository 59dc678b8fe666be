// Offline: the outbox a change waits in while the service cannot be reached (stored, sent in call
// order with its original key when the connection is back), and the signals that say it is back.
export { OfflineChangesContext, useOfflineChangesSetting } from './offlineChangesContext';
export type { OfflineChangesSetting } from './offlineChangesContext';
export type { ConnectionSource } from './offlineConnection';
export { offlineOutbox } from './offlineOutbox';
export type { OfflineChangesOptions, OfflineRefusal } from './offlineOutbox';
export type { OfflineStorage, StoredChange } from './offlineRecord';
export { reportServiceAnswer } from './serviceAnswers';
