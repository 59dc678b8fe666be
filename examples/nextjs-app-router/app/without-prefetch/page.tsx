// The same inbox without the server's prefetch, for comparison (`npm run bench` in the library
// measures both): the HTML holds the inbox's loading state, and the browser asks for the first
// page once its scripts have run.
import { Inbox } from 'inbox-kit';
import { Providers } from '../providers';
import { currentSubscriberId } from '../session';

export const dynamic = 'force-dynamic';

export default async function WithoutPrefetch() {
  const subscriberId = await currentSubscriberId();
  return (
    <main>
      <Providers>
        <Inbox subscriberId={subscriberId} />
      </Providers>
    </main>
  );
}
