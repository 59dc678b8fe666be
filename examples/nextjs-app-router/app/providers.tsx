'use client';
// The client side of the inbox: the client talks to this app's own proxy (app/api/inbox), so the
// browser never holds the service's secret key.
import { createClient, InboxKitProvider } from 'inbox-kit';
import type { ReactNode } from 'react';

const client = createClient({ baseUrl: '/api/inbox' });

export function Providers({ children }: { children: ReactNode }) {
  return <InboxKitProvider client={client}>{children}</InboxKitProvider>;
}
