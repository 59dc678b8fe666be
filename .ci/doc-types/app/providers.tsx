// The app's providers module that docs/server-rendering.md imports ('use client').
'use client';
import type { ReactNode } from 'react';
import { createClient, InboxKitProvider } from 'inbox-kit';

const client = createClient({ baseUrl: '/api/inbox' });

export function Providers({ children }: { children: ReactNode }) {
  return <InboxKitProvider client={client}>{children}</InboxKitProvider>;
}
