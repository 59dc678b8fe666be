// Offline: the outbox a change waits in while the service cannot be reached (stored, sent in call
// order with its original key when the connection is back), and the signals that say it is back.
// The outbox's code loads on first use (./outboxModule says when); only ./outboxModule imports it.
export { OfflineChangesContext, useOfflineChangesSetting } from './offlineChangesContext';
export type { OfflineChangesSetting } from './offlineChangesContext';
export type { ConnectionSource } from './offlineConnection';
export type { OfflineChangesOptions, OfflineRefusal } from './offlineOutbox';
export type { OfflineStorage, StoredChange } from './offlineRecord';
export {
  deliverChange,
  hasStoredChanges,
  loadedOutboxModule,
  loadOutboxModule,
  offlineOutbox,
  preloadOfflineOutbox,
  setOutboxLoading,
  subscribeToOutboxModule,
} from './outboxModule';
export type { OutboxModule } from './outboxModule';
export { reportServiceAnswer } from './serviceAnswers';
