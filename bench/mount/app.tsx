// The bench page's app, bundled against each build of the package (it imports `inbox-kit` as an
// app does; bench/mount/pageBundle.ts resolves it to one build or the other). The same source for
// "before" and "after": only the package differs. What it talks to is set up by
// bench/mount/pageRuntime.ts before this runs.
import { createRoot } from 'react-dom/client';
import { createClient, Inbox, InboxKitProvider } from 'inbox-kit';
import 'inbox-kit/styles.css';

// The first statement after every imported module has been evaluated.
performance.mark('ik:evaluated');

const bench = globalThis.__ikBench;
const client = createClient({ baseUrl: bench.baseUrl, apiKey: bench.apiKey, fetch: bench.fetch });
const container = document.getElementById('app')!;
bench.watchRows(container);
// As an app that formatted a date before the inbox renders (MOUNT_INTL=loaded): the language's
// data is loaded by then, outside render() → first rows.
if (bench.intlLoaded) new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(bench.now);

performance.mark('ik:render');
createRoot(container).render(
  <InboxKitProvider client={client}>
    <Inbox subscriberId={bench.subscriberId} pageSize={bench.pageSize} now={bench.now} />
  </InboxKitProvider>,
);
