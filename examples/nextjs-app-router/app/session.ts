// Who is signed in: replace with your auth (cookies(), a session library…). The page and the
// proxy both ask here, so the proxy lets a browser act only for its own subscriber.
import { MOCK_IDS } from 'inbox-kit/mock';

export async function currentSubscriberId(): Promise<string> {
  return MOCK_IDS.subscribers.default;
}
