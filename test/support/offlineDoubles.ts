// Test doubles of what an offline change depends on: a connection the test turns on and off, and a
// storage that survives a "reload" (a new provider and QueryClient over the same object).
import type { ConnectionSource } from '../../src/query/offline/offlineConnection';
import type { OfflineStorage } from '../../src/query/offline/offlineRecord';

export interface ManualConnection extends ConnectionSource {
  set(online: boolean): void;
}

export function manualConnection(online: boolean): ManualConnection {
  let current = online;
  const listeners = new Set<() => void>();
  return {
    isOnline: () => current,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set: (next) => {
      current = next;
      for (const listener of [...listeners]) listener();
    },
  };
}

export function memoryStorage(): OfflineStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}
