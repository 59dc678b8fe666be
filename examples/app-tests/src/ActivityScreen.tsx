import { createClient, InboxKitProvider, NotificationActivity } from 'inbox-kit';

// A support screen: the proxy allows the notification route to support staff only
// (`allowNotification` of `createProxyHandler`).
const client = createClient({ baseUrl: '/api/inbox' });

export function ActivityScreen({ notificationId }: { notificationId: string }) {
  return (
    <InboxKitProvider client={client}>
      <NotificationActivity notificationId={notificationId} />
    </InboxKitProvider>
  );
}
