// MagicBell's React inbox on the mount bench's page (bench/mount/peers.run.ts): its README's
// Inbox example (ContextProvider with the user's token, then Inbox) and its stylesheet. What it
// talks to is set up by bench/mount/pageRuntime.ts before this runs; the marks are the same as
// bench/mount/app.tsx's.
import { createRoot } from 'react-dom/client';
import '@magicbell/react/styles/inbox.css';
import Provider from '@magicbell/react/context-provider';
import Inbox from '@magicbell/react/inbox';

// The first statement after every imported module has been evaluated.
performance.mark('ik:evaluated');

const bench = globalThis.__ikBench;
const container = document.getElementById('app')!;
bench.watchRows(container);

performance.mark('ik:render');
createRoot(container).render(
  <Provider token={bench.peer.token!}>
    <Inbox />
  </Provider>,
);
