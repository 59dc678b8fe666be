// A server component: it resolves who is signed in, prefetches their inbox with the server's own
// client (the secret key stays here), and renders <Inbox> inside the dehydrated state. The first
// rows are then in this page's HTML, and the browser asks the service for nothing on mount.
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { Inbox, prefetchInbox } from 'inbox-kit';
import { Providers } from './providers';
import { serverClient } from './service';
import { currentSubscriberId } from './session';

export const dynamic = 'force-dynamic';

export default async function Page() {
  const subscriberId = await currentSubscriberId();
  // One QueryClient per request: nothing of one reader's inbox reaches another's page.
  const queryClient = new QueryClient();
  // Never throws: when the service is down the page still renders, and the inbox loads in the browser.
  const prefetched = await prefetchInbox(queryClient, { client: serverClient, subscriberId });
  if (!prefetched.ok) console.warn('inbox-kit: no prefetch, the browser loads the inbox:', prefetched.error);
  return (
    <main>
      <Providers>
        <HydrationBoundary state={dehydrate(queryClient)}>
          <Inbox subscriberId={subscriberId} />
        </HydrationBoundary>
      </Providers>
    </main>
  );
}
