import { createClient, Inbox, InboxKitProvider } from 'inbox-kit';

// The browser never holds the secret key: it talks to your same-origin proxy
// (`createProxyHandler` from `inbox-kit/server`), here played by the mock.
const client = createClient({ baseUrl: '/api/inbox' });

// The signed-in user's id, as your app knows it.
const SUBSCRIBER_ID = 'subscriber-ada';

export function App() {
  return (
    <InboxKitProvider client={client}>
      <Inbox subscriberId={SUBSCRIBER_ID} />
    </InboxKitProvider>
  );
}
