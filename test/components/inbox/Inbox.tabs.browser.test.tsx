// Every tab in agreement (issue 10 §5): mark all, its undo and a live arrival made in one "tab"
// show in another within 1 s, without a request from the other. Two QueryClients (two caches and
// ledgers), each with its own client whose requests are recorded apart, on a real BroadcastChannel.
// A mark all of one feed (<Inbox tabs>) reaches the other browser tab as that feed's rule.
import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { expect, test, vi } from 'vitest';
import { createClient, type InboxKitClient } from '../../../src/api/client';
import { Inbox } from '../../../src/components/inbox/Inbox';
import { UndoTimerContext, type UndoTimer } from '../../../src/components/inbox/feedback/UndoButton';
import { MOCK_API_KEY, MOCK_EPOCH, MOCK_IDS } from '../../../src/mock';
import { InboxKitProvider } from '../../../src/query/InboxKitProvider';
import { mockFetch } from '../../support/mockFetch';
import { BASE_URL, renderWithKit, type Harness, type WireRequest } from '../../support/renderWithKit';

const NOW = new Date(MOCK_EPOCH);
const { many, kinds } = MOCK_IDS.subscribers;
vi.setConfig({ testTimeout: 45_000 });

// The offer never runs out by itself here.
const neverExpires: UndoTimer = () => () => {};

/** The second tab's own client, cache and request record, on the same mock service. */
function secondTab() {
  const requests: WireRequest[] = [];
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let client: InboxKitClient | undefined;
  const connect = (harness: Harness) => {
    const answer = mockFetch(harness.service.handlers);
    client = createClient({
      baseUrl: BASE_URL,
      apiKey: MOCK_API_KEY,
      retry: false,
      fetch: async (input, init) => {
        const request = new Request(input, init);
        requests.push({ method: request.method, url: new URL(request.url), headers: request.headers, body: undefined, at: Date.now() });
        return answer(request);
      },
    });
  };
  function Tab({ children }: { children: ReactNode }) {
    return (
      <InboxKitProvider client={client!} queryClient={queryClient}>
        {children}
      </InboxKitProvider>
    );
  }
  return { requests, connect, Tab };
}

function tabs(): [HTMLElement, HTMLElement] {
  const [a, b] = [...document.querySelectorAll<HTMLElement>('[data-slot="inbox"]')];
  return [a!, b!];
}

const rowsOf = (tab: HTMLElement) => [...tab.querySelectorAll<HTMLElement>('[data-slot="inbox-row"]')];
const readOf = (tab: HTMLElement) => rowsOf(tab).map((row) => [row.dataset.messageId, row.dataset.read, row.dataset.seen]);

function unreadCountOf(tab: HTMLElement): number {
  const text = tab.querySelector('[data-filter="unread"] [data-slot="inbox-tab-count"]')?.textContent ?? '';
  return Number(text.trim().replace(/\D/g, '') || '0');
}

test('mark all in one tab shows in another within 1 s (rows and count), and its undo too, with no request from the other', async () => {
  const other = secondTab();
  const kit = await renderWithKit(
    <UndoTimerContext value={neverExpires}>
      <Inbox subscriberId={many} now={NOW} pageSize={20} pollIntervalMs={false} />
      <other.Tab>
        <Inbox subscriberId={many} now={NOW} pageSize={20} pollIntervalMs={false} />
      </other.Tab>
    </UndoTimerContext>,
    { listMaxBlockSize: '40rem', beforeRender: async (harness) => other.connect(harness) },
  );
  const [tabA, tabB] = tabs();
  await expect.poll(() => rowsOf(tabA).length > 0 && unreadCountOf(tabB) > 0 && readOf(tabB).length === readOf(tabA).length).toBe(true);
  const before = readOf(tabB);
  const countBefore = unreadCountOf(tabB);
  expect(before.some(([, read]) => read === 'false')).toBe(true);
  const sentByB = other.requests.length;

  // A DOM click: a pointer click would focus the test's window, and a window focus makes every
  // tab look for news on its own (live arrival), which is not what is measured here.
  tabA.querySelector<HTMLElement>('[data-slot="inbox-mark-all"]')!.click();
  await expect.poll(() => readOf(tabB).every(([, read]) => read === 'true'), { timeout: 1_000 }).toBe(true);
  await expect.poll(() => unreadCountOf(tabB), { timeout: 1_000 }).toBe(0);
  expect(other.requests.slice(sentByB).map((request) => request.url.href)).toEqual([]);

  await expect.poll(() => tabA.querySelector('[data-slot="inbox-undo"]')).not.toBeNull();
  tabA.querySelector<HTMLElement>('[data-slot="inbox-undo"]')!.click();
  // The rows B had at the start (the rows beyond its first screen may have joined since).
  await expect.poll(() => readOf(tabB).filter(([id]) => before.some(([known]) => known === id)), { timeout: 1_000 }).toEqual(before);
  // The counts agree with the service: the restored loaded ones (the never-loaded stay read).
  const unreadOnService = () => kit.service.store.getMessages(many).filter((message) => !message.read).length;
  await expect.poll(unreadOnService).toBeGreaterThan(0);
  await expect.poll(() => unreadCountOf(tabB), { timeout: 1_000 }).toBe(unreadOnService());
  await expect.poll(() => unreadCountOf(tabA)).toBe(unreadOnService());
  expect(countBefore).toBeGreaterThanOrEqual(unreadOnService());
  expect(other.requests.slice(sentByB).map((request) => request.url.href)).toEqual([]);
});

test('a live arrival found by one tab shows in another within 1 s, without a request from the other', async () => {
  const other = secondTab();
  const listeners = new Set<() => void>();
  const subscribe = (onChange: () => void) => {
    listeners.add(onChange);
    return () => void listeners.delete(onChange);
  };
  const kit = await renderWithKit(
    <>
      <Inbox subscriberId={kinds} now={NOW} pollIntervalMs={false} subscribe={subscribe} />
      <other.Tab>
        <Inbox subscriberId={kinds} now={NOW} pollIntervalMs={false} />
      </other.Tab>
    </>,
    { listMaxBlockSize: 'none', beforeRender: async (harness) => other.connect(harness) },
  );
  const [tabA, tabB] = tabs();
  await expect.poll(() => rowsOf(tabA).length > 0 && rowsOf(tabB).length === rowsOf(tabA).length).toBe(true);
  const sentByB = other.requests.length;
  const [arrived] = kit.service.deliver(kinds, 1);
  for (const listener of listeners) listener();
  await expect.poll(() => rowsOf(tabA)[0]?.dataset.messageId).toBe(arrived!._id);
  await expect.poll(() => rowsOf(tabB)[0]?.dataset.messageId, { timeout: 1_000 }).toBe(arrived!._id);
  expect(rowsOf(tabB)).toHaveLength(rowsOf(tabA).length);
  expect(other.requests.length).toBe(sentByB);
});

test('a mark all of one feed in one tab shows in another on that feed only: its rows there and in the All tab, its count, with no request from the other', async () => {
  const { default: ada } = MOCK_IDS.subscribers;
  const feedTabs = [
    { id: 'all', label: 'All' },
    { id: 'mentions', label: 'Mentions', feedIdentifier: 'mentions' },
    { id: 'billing', label: 'Billing', feedIdentifier: 'billing' },
  ];
  const other = secondTab();
  const kit = await renderWithKit(
    <>
      <Inbox subscriberId={ada} now={NOW} tabs={feedTabs} defaultTab="billing" pollIntervalMs={false} />
      <other.Tab>
        <Inbox subscriberId={ada} now={NOW} tabs={feedTabs} pollIntervalMs={false} />
      </other.Tab>
    </>,
    // A screenful each: no page is loaded ahead while the test watches B's requests.
    { listMaxBlockSize: '40rem', beforeRender: async (harness) => other.connect(harness) },
  );
  const [tabA, tabB] = tabs();
  const feedCountOf = (tab: HTMLElement, id: string) =>
    Number(tab.querySelector(`[data-slot="inbox-feed-tab"][data-tab="${id}"] [data-slot="inbox-tab-count"]`)?.textContent?.trim() || '0');
  const billingRowsOf = (tab: HTMLElement) => rowsOf(tab).filter((row) => kit.service.store.getMessage(ada, row.dataset.messageId!)?._feedId === MOCK_IDS.feeds.billing);
  const otherRowsOf = (tab: HTMLElement) => rowsOf(tab).filter((row) => kit.service.store.getMessage(ada, row.dataset.messageId!)?._feedId !== MOCK_IDS.feeds.billing);
  await expect
    .poll(() => rowsOf(tabA).length > 0 && billingRowsOf(tabB).length > 0 && ['all', 'billing', 'mentions'].every((id) => feedCountOf(tabB, id) > 0))
    .toBe(true);
  await expect.poll(() => kit.queryClient.isFetching()).toBe(0);
  const [allBefore, billingBefore, mentionsBefore] = [feedCountOf(tabB, 'all'), feedCountOf(tabB, 'billing'), feedCountOf(tabB, 'mentions')];
  const othersBefore = new Map(otherRowsOf(tabB).map((row) => [row.dataset.messageId, row.dataset.read]));
  const sentByB = other.requests.length;

  tabA.querySelector<HTMLElement>('[data-slot="inbox-mark-all"]')!.click();
  // B shows its All tab: the billing rows there turn read, the others stay.
  await expect.poll(() => billingRowsOf(tabB).every((row) => row.dataset.read === 'true')).toBe(true);
  await expect.poll(() => feedCountOf(tabB, 'billing')).toBe(0);
  await expect.poll(() => feedCountOf(tabB, 'all')).toBe(allBefore - billingBefore);
  expect(feedCountOf(tabB, 'mentions')).toBe(mentionsBefore);
  // The rows of other feeds B had before stay as they were (more may have joined since).
  const othersAfter = otherRowsOf(tabB).filter((row) => othersBefore.has(row.dataset.messageId));
  expect(othersAfter.length).toBe(othersBefore.size);
  expect(othersAfter.map((row) => row.dataset.read)).toEqual(othersAfter.map((row) => othersBefore.get(row.dataset.messageId)));
  expect(other.requests.slice(sentByB).map((request) => request.url.href)).toEqual([]);
});
