import { createClient, Inbox, InboxBell, InboxKitProvider } from 'inbox-kit';

// The browser never holds the secret key: it talks to your same-origin proxy
// (`createProxyHandler` from `inbox-kit/server`); the tests serve the mock there.
const client = createClient({ baseUrl: '/api/inbox' });

export interface AppProps {
  /** The signed-in user's id, as your app knows it. */
  subscriberId: string;
}

/** The app's shell: the bell in the header, the inbox as the page. */
export function App({ subscriberId }: AppProps) {
  return (
    <InboxKitProvider client={client}>
      <header>
        <h1>Acme</h1>
        <InboxBell subscriberId={subscriberId} />
      </header>
      <main>
        <Inbox subscriberId={subscriberId} />
      </main>
    </InboxKitProvider>
  );
}
