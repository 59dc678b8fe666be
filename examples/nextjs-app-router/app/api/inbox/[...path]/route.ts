// The proxy: the browser's client calls /api/inbox/…, this route adds the secret key and lets
// through only what the signed-in subscriber may do. Here the service is the package's mock.
import { createProxyHandler } from 'inbox-kit/server';
import { currentSubscriberId } from '../../../session';
import { SERVICE_API_KEY, SERVICE_URL, serviceFetch } from '../../../service';

const handler = createProxyHandler({
  apiBaseUrl: SERVICE_URL,
  apiKey: SERVICE_API_KEY,
  basePath: '/api/inbox',
  authorize: async () => ({ subscriberId: await currentSubscriberId() }),
  fetch: serviceFetch, // leave out for the real service
});

export { handler as GET, handler as POST };
