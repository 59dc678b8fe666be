// The page: the inbox of the signed-in subscriber, talking to the same-origin proxy only.
import { createRoot } from 'react-dom/client';
import { createClient, Inbox, InboxKitProvider } from 'inbox-kit';
import 'inbox-kit/styles.css';

const client = createClient({ baseUrl: '/api/inbox' });
// The signed-in user's id, as your page knows it (the proxy checks it against the session).
const subscriberId = document.querySelector('meta[name="subscriber-id"]').content;

createRoot(document.getElementById('root')).render(
  <InboxKitProvider client={client}>
    <Inbox subscriberId={subscriberId} />
  </InboxKitProvider>,
);
