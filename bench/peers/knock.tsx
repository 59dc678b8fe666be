// Knock's React feed on the mount bench's page (bench/mount/peers.run.ts): its README's basic
// example with the inline feed instead of the popover (KnockProvider with a user id, then
// KnockFeedProvider, NotificationFeedContainer and NotificationFeed), and its stylesheet. What
// it talks to is set up by bench/mount/pageRuntime.ts before this runs; the marks are the same as
// bench/mount/app.tsx's.
import { createRoot } from 'react-dom/client';
import { KnockFeedProvider, KnockProvider, NotificationFeed, NotificationFeedContainer } from '@knocklabs/react';
import '@knocklabs/react/dist/index.css';

// The first statement after every imported module has been evaluated.
performance.mark('ik:evaluated');

const bench = globalThis.__ikBench;
const container = document.getElementById('app')!;
bench.watchRows(container);

performance.mark('ik:render');
createRoot(container).render(
  <KnockProvider apiKey={bench.peer.apiKey} userId={bench.subscriberId}>
    <KnockFeedProvider feedId={bench.peer.feedId}>
      <NotificationFeedContainer>
        <NotificationFeed />
      </NotificationFeedContainer>
    </KnockFeedProvider>
  </KnockProvider>,
);
