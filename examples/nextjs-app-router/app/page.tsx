// A server component: it imports <Inbox> and renders it inside the client provider.
import { Inbox } from 'inbox-kit';
import { Providers } from './providers';
import { currentSubscriberId } from './session';

export const dynamic = 'force-dynamic';

export default async function Page() {
  const subscriberId = await currentSubscriberId();
  return (
    <main>
      <Providers>
        <Inbox subscriberId={subscriberId} />
      </Providers>
    </main>
  );
}
