// The first requests leave while <Inbox> and <InboxBell> first render (issue 26): the first page of
// the list and the counts are asked for during the render, through the option factories the
// hooks read, so each query is asked for once: the hooks' observers mount on the fetch in flight or
// on its outcome, under StrictMode too, whether the answer comes before or after the mount; a
// failure is retried by the client as ever, and not once more by the mount. Rendered bare with
// `createRoot`, as an app renders (no act()), and ordered against the commit's own effects.
import { IsRestoringProvider } from '@tanstack/react-query';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { StrictMode, Suspense, use, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { afterEach, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Inbox } from '../../../src/components/inbox/Inbox';
import { InboxBell } from '../../../src/components/inbox/InboxBell';
import { MOCK_EPOCH, MOCK_IDS } from '../../../src/mock';
import { messageCountsQueryOptions, messagesInfiniteQueryOptions } from '../../../src/query/feed';
import { inboxKeys } from '../../../src/query/inboxKeys';
import { InboxKitProvider } from '../../../src/query/InboxKitProvider';
import { createHarness, type Harness, type WireRequest } from '../../support/harness';

const NOW = new Date(MOCK_EPOCH);
const { default: ada } = MOCK_IDS.subscribers;

let root: Root | null = null;
let container: HTMLElement | null = null;
afterEach(() => {
  root?.unmount();
  container?.remove();
  root = container = null;
});

function inProvider(harness: Harness, ui: ReactNode) {
  return (
    <InboxKitProvider client={harness.client} queryClient={harness.queryClient}>
      {ui}
    </InboxKitProvider>
  );
}

/**
 * Renders `ui` in the harness's provider with `createRoot`, as an app does; `strict`: the app in
 * StrictMode, whose development build mounts, unmounts and mounts again each new component.
 */
function mount(harness: Harness, ui: ReactNode, { strict = false } = {}): void {
  container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  root.render(strict ? <StrictMode>{inProvider(harness, ui)}</StrictMode> : inProvider(harness, ui));
}

/** The feed's requests by their query (`?page=0&limit=20`): what tells them apart. */
const feedRequests = (requests: readonly WireRequest[]) =>
  requests.filter((request) => request.url.pathname.endsWith('/notifications/feed')).map((request) => request.url.search);

const LIST = '?page=0&limit=20';
const UNREAD = '?page=0&limit=100&read=false';
const UNSEEN = '?page=0&limit=100&seen=false';

interface Seen {
  /** The requests sent when the probe's layout effect first ran. */
  layout?: string[];
  /** Times its passive effect ran. */
  passiveRuns: number;
}

/** What an EffectsProbe saw, and the callbacks it reports through. */
function probe(harness: Harness) {
  const seen: Seen = { passiveRuns: 0 };
  const onLayoutEffect = () => {
    seen.layout ??= feedRequests(harness.requests);
  };
  const onEffect = () => {
    seen.passiveRuns += 1;
  };
  return Object.assign(seen, { onLayoutEffect, onEffect });
}

/**
 * Reports its first layout effect and each passive effect. Rendered first, its effects are its
 * commit's first: everything after it has rendered by then and no effect has run. Rendered last,
 * its passive effect runs after the others of its commit: every request a mount's effects send has
 * been sent by then (the client's first attempt leaves in its caller's tick).
 */
function EffectsProbe({ seen }: { seen: ReturnType<typeof probe> }) {
  const { onLayoutEffect, onEffect } = seen;
  useLayoutEffect(onLayoutEffect, [onLayoutEffect]);
  useEffect(onEffect, [onEffect]);
  return null;
}

/**
 * Every mount of the commit `last` closes has run its effects (StrictMode's second mount too: it
 * runs in the same task as the first), and every request sent is answered: whatever a mount asks
 * for has been asked.
 */
async function mountsSettled(harness: Harness, last: Seen): Promise<void> {
  await expect.poll(() => last.passiveRuns).toBeGreaterThan(0);
  await expect.poll(() => harness.queryClient.isFetching()).toBe(0);
}

const rowsShown = () => document.querySelectorAll('[data-slot="inbox-row"]').length;
const unreadTabCount = () =>
  document.querySelector('[data-slot="inbox-tab"][data-filter="unread"] [data-slot="inbox-tab-count"]')?.textContent?.trim();

test("<Inbox>'s first page and counts leave while it first renders, before any effect of that commit", async () => {
  const harness = createHarness();
  const first = probe(harness);
  const last = probe(harness);
  mount(
    harness,
    <>
      <EffectsProbe seen={first} />
      <Inbox subscriberId={ada} now={NOW} pollIntervalMs={false} />
      <EffectsProbe seen={last} />
    </>,
  );
  await expect.poll(() => first.layout).toBeDefined();
  expect(first.layout).toEqual([LIST, UNREAD, UNSEEN]);
  await expect.poll(rowsShown).toBeGreaterThan(0);
  await expect.poll(unreadTabCount).toBeDefined();
  // The first rows carry their times, formatted as they are drawn.
  for (const time of document.querySelectorAll('[data-slot="inbox-time"]')) expect(time.textContent).not.toBe('');
  await mountsSettled(harness, last);
  expect(feedRequests(harness.requests)).toEqual([LIST, UNREAD, UNSEEN]);
});

test("<InboxBell>'s counts leave while it first renders; opened, its inbox's first page leaves before the inbox's effects", async () => {
  const harness = createHarness();
  const first = probe(harness);
  // Drawn inside the inbox, after the inbox itself rendered: its layout effect is among the
  // first of the inbox's commit.
  const header = probe(harness);
  const bell = (
    <InboxBell
      subscriberId={ada}
      now={NOW}
      pollIntervalMs={false}
      renderHeader={({ defaultHeader }) => (
        <>
          <EffectsProbe seen={header} />
          {defaultHeader}
        </>
      )}
    />
  );
  mount(
    harness,
    <>
      <EffectsProbe seen={first} />
      {bell}
    </>,
  );
  await expect.poll(() => first.layout).toBeDefined();
  expect(first.layout).toEqual([UNREAD, UNSEEN]);
  const button = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect.element(button).toBeVisible();

  await userEvent.click(button);
  await expect.poll(() => header.layout).toBeDefined();
  // (The counts may have been asked again by then: a click's focus refetches stale counts.)
  expect(header.layout).toContain(LIST);
  await expect.poll(rowsShown).toBeGreaterThan(0);
  await mountsSettled(harness, header);
  expect(feedRequests(harness.requests).filter((request) => request === LIST)).toHaveLength(1);
});

test('under StrictMode, with the answers held until both have mounted, each query is asked for once; React warns of nothing', async () => {
  // A fetch started while rendering must not update another component during that render.
  const warned: unknown[][] = [];
  for (const method of ['error', 'warn'] as const) vi.spyOn(console, method).mockImplementation((...args: unknown[]) => warned.push(args));
  const harness = createHarness();
  const gate = harness.holdRequests(() => true);
  const last = probe(harness);
  mount(
    harness,
    <>
      <InboxBell subscriberId={ada} now={NOW} pollIntervalMs={false} />
      <Inbox subscriberId={ada} now={NOW} pollIntervalMs={false} />
      <EffectsProbe seen={last} />
    </>,
    { strict: true },
  );
  // Mounted twice over (StrictMode), every answer still held.
  await expect.poll(() => last.passiveRuns).toBeGreaterThan(0);
  expect(gate.held()).toBe(3);
  gate.open();
  await expect.poll(rowsShown).toBeGreaterThan(0);
  await expect.poll(unreadTabCount).toBeDefined();
  await mountsSettled(harness, last);
  expect(feedRequests(harness.requests)).toEqual([UNREAD, UNSEEN, LIST]);
  expect(warned).toEqual([]);
});

/** Suspends until `until` resolves: what is rendered beside it does not mount before. */
function Hold({ until }: { until: Promise<void> }): null {
  use(until);
  return null;
}

/**
 * The bell and the inbox under StrictMode beside a suspended `Hold`: they render (their requests
 * leave), and mount only once `release` is called.
 */
function renderHeld(harness: Harness, last: ReturnType<typeof probe>): { release: () => void } {
  let release!: () => void;
  const until = new Promise<void>((resolve) => (release = resolve));
  mount(
    harness,
    <Suspense fallback={null}>
      <InboxBell subscriberId={ada} now={NOW} pollIntervalMs={false} />
      <Inbox subscriberId={ada} now={NOW} pollIntervalMs={false} />
      <Hold until={until} />
      <EffectsProbe seen={last} />
    </Suspense>,
    { strict: true },
  );
  return { release };
}

/** The status of the first page's query and of the counts' query. */
function queryStates({ client, queryClient }: Harness): Array<string | undefined> {
  return [
    queryClient.getQueryState(messagesInfiniteQueryOptions({ client, subscriberId: ada }).queryKey)?.status,
    queryClient.getQueryState(messageCountsQueryOptions({ client, subscriberId: ada }).queryKey)?.status,
  ];
}

test("answers that came before the mount are the mount's: nothing is asked again (StrictMode)", async () => {
  const harness = createHarness();
  const last = probe(harness);
  const { release } = renderHeld(harness, last);
  await expect.poll(() => queryStates(harness)).toEqual(['success', 'success']);
  expect(rowsShown()).toBe(0);
  release();
  await expect.poll(rowsShown).toBeGreaterThan(0);
  await expect.poll(unreadTabCount).toBeDefined();
  await mountsSettled(harness, last);
  expect(feedRequests(harness.requests)).toEqual([UNREAD, UNSEEN, LIST]);
});

test('a failure that came before the mount is retried by the client as ever, and not again by the mount (StrictMode)', async () => {
  const harness = createHarness({
    // One retry of a 503, at once: the client sends each query's request twice.
    client: { retry: { retries: 1, baseDelayMs: 0 } },
    setup: (service) => service.failNext(6, { route: 'feed', status: 503 }),
  });
  const last = probe(harness);
  const { release } = renderHeld(harness, last);
  await expect.poll(() => queryStates(harness)).toEqual(['error', 'error']);
  expect(feedRequests(harness.requests).sort()).toEqual([LIST, LIST, UNREAD, UNREAD, UNSEEN, UNSEEN].sort());
  release();
  await expect.element(page.getByRole('alert')).toHaveTextContent('Notifications could not be loaded.');
  await mountsSettled(harness, last);
  expect(feedRequests(harness.requests)).toHaveLength(6);

  // The reader's Retry asks again, as ever.
  await userEvent.click(page.getByRole('button', { name: 'Retry' }));
  await expect.poll(rowsShown).toBeGreaterThan(0);
  expect(feedRequests(harness.requests).slice(6)).toContain(LIST);
});

test('an inbox mounted again after a failed load asks again on mount, as it always has', async () => {
  // A 400 is never retried by the client.
  const harness = createHarness({ setup: (service) => service.failNext(3, { route: 'feed', status: 400 }) });
  const ui = <Inbox subscriberId={ada} now={NOW} pollIntervalMs={false} />;
  mount(harness, ui);
  await expect.element(page.getByRole('alert')).toHaveTextContent('Notifications could not be loaded.');
  root!.render(inProvider(harness, null));
  await expect.poll(() => container!.childElementCount).toBe(0);
  expect(feedRequests(harness.requests)).toHaveLength(3);
  root!.render(inProvider(harness, ui));
  await expect.poll(rowsShown).toBeGreaterThan(0);
  expect(feedRequests(harness.requests).slice(3)).toContain(LIST);
});

/** The bell and the inbox, with a probe whose passive effect runs after both have mounted. */
function bellAndInbox(last: ReturnType<typeof probe>): ReactNode {
  return (
    <>
      <InboxBell subscriberId={ada} now={NOW} pollIntervalMs={false} />
      <Inbox subscriberId={ada} now={NOW} pollIntervalMs={false} />
      <EffectsProbe seen={last} />
    </>
  );
}

/** Mounts `ui` and checks that nothing was asked, at render or at mount. */
async function mountAskingNothing(harness: Harness, ui: ReactNode, last: Seen): Promise<void> {
  mount(harness, ui);
  await mountsSettled(harness, last);
  expect(harness.requests).toEqual([]);
}

/** Renders `ui` again, once asking is allowed: the rows and counts show, each query asked once. */
async function askedOnceEach(harness: Harness, ui: ReactNode): Promise<void> {
  root!.render(inProvider(harness, ui));
  await expect.poll(rowsShown).toBeGreaterThan(0);
  await expect.poll(unreadTabCount).toBeDefined();
  await expect.poll(() => harness.queryClient.isFetching()).toBe(0);
  expect(feedRequests(harness.requests).sort()).toEqual([LIST, UNREAD, UNSEEN].sort());
}

test('while a persisted cache is restored nothing is asked, as React Query waits too; then the mount asks', async () => {
  const harness = createHarness();
  const last = probe(harness);
  const ui = (restoring: boolean) => <IsRestoringProvider value={restoring}>{bellAndInbox(last)}</IsRestoringProvider>;
  await mountAskingNothing(harness, ui(true), last);
  await askedOnceEach(harness, ui(false));
});

test("an app's QueryClient that keeps queries off by default (`enabled: false`): nothing is asked at render or at mount; turned on, each query once", async () => {
  const harness = createHarness();
  harness.queryClient.setDefaultOptions({ queries: { retry: false, enabled: false } });
  const last = probe(harness);
  await mountAskingNothing(harness, bellAndInbox(last), last);
  harness.queryClient.setDefaultOptions({ queries: { retry: false, enabled: true } });
  await askedOnceEach(harness, <>{bellAndInbox(last)}</>);
});

test("the same with the off default set for the inbox's keys alone (`setQueryDefaults`)", async () => {
  const harness = createHarness();
  harness.queryClient.setQueryDefaults(inboxKeys.subscriber(ada), { enabled: false });
  const last = probe(harness);
  await mountAskingNothing(harness, bellAndInbox(last), last);
});

test("drawing the server's HTML asks for nothing: prefetchInbox fills the cache there", () => {
  const harness = createHarness();
  const html = renderToString(
    inProvider(
      harness,
      <>
        <InboxBell subscriberId={ada} now={NOW} pollIntervalMs={false} />
        <Inbox subscriberId={ada} now={NOW} pollIntervalMs={false} />
      </>,
    ),
  );
  expect(html).toContain('data-slot="inbox-skeleton"');
  // The client's first attempt leaves in its caller's tick: a request would be recorded by now.
  expect(harness.requests).toEqual([]);
  expect(harness.queryClient.getQueryCache().getAll().map((query) => query.state.fetchStatus)).toEqual(['idle', 'idle']);
});
