'use client';

// Puts the client in context, and a QueryClient unless the host app already provides one.
import {
  QueryClient,
  QueryClientContext,
  QueryClientProvider,
} from '@tanstack/react-query';
import { createContext, useContext, useState, type ReactNode } from 'react';
import type { InboxKitClient } from '../api/client';
import { OfflineChangesContext, type OfflineChangesSetting } from './offline';

const ClientContext = createContext<InboxKitClient | null>(null);

export interface InboxKitProviderProps {
  client: InboxKitClient;
  /** A QueryClient to use. Without it, an outer QueryClientProvider's client is used, else one is made. */
  queryClient?: QueryClient;
  /**
   * How changes wait while the service cannot be reached (offlineOutbox.ts): where they are kept
   * across reloads, the connection source, the scope. `false`: such a change fails at once.
   * Default: kept in `localStorage`, connection from `navigator.onLine`.
   */
  offline?: OfflineChangesSetting;
  children?: ReactNode;
}

export function InboxKitProvider({ client, queryClient, offline, children }: InboxKitProviderProps) {
  const outer = useContext(QueryClientContext);
  // Made once per provider, never at module level: two providers never share a cache by accident.
  const [own] = useState(() => (queryClient || outer ? null : new QueryClient()));
  const chosen = queryClient ?? outer ?? own;
  const content = (
    <ClientContext.Provider value={client}>
      <OfflineChangesContext.Provider value={offline}>{children}</OfflineChangesContext.Provider>
    </ClientContext.Provider>
  );
  if (chosen === outer && outer) return content;
  return <QueryClientProvider client={chosen!}>{content}</QueryClientProvider>;
}

/** The client of the nearest `InboxKitProvider`. */
export function useInboxKitClient(): InboxKitClient {
  const client = useContext(ClientContext);
  if (!client) {
    throw new Error('inbox-kit: wrap the component in <InboxKitProvider client={createClient(…)}>.');
  }
  return client;
}
