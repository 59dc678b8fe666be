// API.md §2, the provider and hooks: an outer QueryClientProvider is used, `inboxKeys` name the
// cache entries, and `useMarkMessagesAs` shows confirmed state plus pending changes in call order.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { describe, expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import {
  createClient,
  Inbox,
  inboxKeys,
  InboxKitProvider,
  useMarkMessagesAs,
  useMessages,
  useNotification,
  type MarkAs,
  type FeedMessage,
} from 'inbox-kit';
import { createMockService, MOCK_API_KEY, MOCK_IDS, type MockService } from 'inbox-kit/mock';
import { mockFetch } from '../support/mockFetch';
import { BASE_URL } from '../support/renderWithKit';

const { default: ada } = MOCK_IDS.subscribers;

/**
 * A client over the mock whose mark-as requests wait at a gate until released, so a test can
 * look at the screen while a change has not reached the service.
 */
function gatedClient(service: MockService) {
  const answer = mockFetch(service.handlers);
  const held: Array<() => void> = [];
  let feedRequests = 0;
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    if (request.url.includes('/messages/mark-as')) await new Promise<void>((resolve) => held.push(resolve));
    if (request.url.includes('/notifications/feed')) feedRequests += 1;
    return answer(request);
  };
  const client = createClient({ baseUrl: BASE_URL, apiKey: MOCK_API_KEY, fetch, retry: false });
  return {
    client,
    /** Mark-as requests waiting at the gate. */
    held: () => held.length,
    /** Lets the oldest held request through. */
    releaseOne: () => held.shift()?.(),
    feedRequests: () => feedRequests,
  };
}

/** Lets held requests through until one change has failed and none is left waiting. */
async function releaseAll(gate: ReturnType<typeof gatedClient>, api: ProbeApi, queryClient: QueryClient) {
  // Until every change has settled, not only those already on the wire: a later change on the same
  // message leaves only once the earlier one has settled, so `held` can be 0 between the two.
  for (let i = 0; i < 200 && (api.errors.length === 0 || gate.held() > 0 || queryClient.isMutating() > 0); i += 1) {
    gate.releaseOne();
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

interface ProbeApi {
  mark: (messageIds: string[], markAs: MarkAs) => void;
  errors: unknown[];
}

/** What the mounted Probe offers the test. */
const probe: ProbeApi = { mark: () => undefined, errors: [] };

function Probe() {
  const { messages } = useMessages({ subscriberId: ada, pageSize: 10 });
  const { mutateAsync } = useMarkMessagesAs(ada);
  useEffect(() => {
    // mutateAsync, as per-call callbacks of `mutate` fire for the latest call only.
    probe.mark = (messageIds, markAs) => {
      mutateAsync({ messageIds, markAs }).catch((error: unknown) => probe.errors.push(error));
    };
  }, [mutateAsync]);
  return (
    <ul>
      {messages.map((m: FeedMessage) => (
        <li key={m._id} data-probe-id={m._id} data-read={String(m.read)} data-seen={String(m.seen)} />
      ))}
    </ul>
  );
}

function shown(id: string) {
  const element = document.querySelector<HTMLElement>(`[data-probe-id="${id}"]`);
  return element ? { read: element.dataset.read, seen: element.dataset.seen } : undefined;
}

async function renderProbe(setup?: (service: MockService) => void) {
  const service = createMockService();
  setup?.(service);
  const gate = gatedClient(service);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  probe.mark = () => undefined;
  probe.errors = [];
  const api = probe;
  await render(
    <InboxKitProvider client={gate.client} queryClient={queryClient}>
      <Probe />
    </InboxKitProvider>,
  );
  await expect.poll(() => document.querySelectorAll('[data-probe-id]').length).toBe(10);
  const messages = service.store.getFeed(ada, { limit: 10 }).data;
  return { service, gate, queryClient, api, messages };
}

describe('useMarkMessagesAs', () => {
  test('the change shows before the service has it; a success makes the service state the confirmed one', async () => {
    const { service, gate, api, messages, queryClient } = await renderProbe();
    const target = messages.find((m) => !m.read)!;
    api.mark([target._id!], 'read');
    await expect.poll(() => shown(target._id!)).toEqual({ read: 'true', seen: 'true' });
    expect(gate.held()).toBe(1);
    expect(service.store.getMessage(ada, target._id!)?.read).toBe(false);
    gate.releaseOne();
    await expect.poll(() => service.store.getMessage(ada, target._id!)?.read).toBe(true);
    await expect.poll(() => queryClient.isMutating() + queryClient.isFetching()).toBe(0);
    // The answer is the confirmed state: the "all" list it was shown in is not asked for again.
    expect(gate.feedRequests()).toBe(1);
    expect(shown(target._id!)).toEqual({ read: 'true', seen: 'true' });
  });

  test('a failure removes just that change; an overlapping one on the same message stays', async () => {
    const { service, gate, api, messages, queryClient } = await renderProbe();
    // Unread but seen: "read" and then "unseen" each leave a visible trace.
    const target = messages.find((m) => !m.read && m.seen);
    expect(target, 'an unread but seen message on the first page').toBeDefined();
    const id = target!._id!;
    service.failNext(1, { route: 'mark-as', status: 500 });
    api.mark([id], 'read');
    api.mark([id], 'unseen');
    await expect.poll(() => shown(id)).toEqual({ read: 'true', seen: 'false' });
    // The first change reaches the service and fails; the second goes through.
    await releaseAll(gate, api, queryClient);
    expect(api.errors).toHaveLength(1);
    await expect.poll(() => shown(id)).toEqual({ read: 'false', seen: 'false' });
    expect(service.store.getMessage(ada, id)).toMatchObject({ read: false, seen: false });
  });

  test('a failure on one message leaves an overlapping change on another applied', async () => {
    const { service, gate, api, messages, queryClient } = await renderProbe();
    const [a, b] = messages.filter((m) => !m.read);
    service.failNext(1, { route: 'mark-as', status: 500 });
    // Changes on different messages go out independently: the test holds a's request before b is
    // made, so a's is the oldest held one, reaches the service first and takes the failure.
    api.mark([a!._id!], 'read');
    await expect.poll(gate.held).toBe(1);
    api.mark([b!._id!], 'read');
    await expect.poll(gate.held).toBe(2);
    await expect.poll(() => [shown(a!._id!)?.read, shown(b!._id!)?.read]).toEqual(['true', 'true']);
    await releaseAll(gate, api, queryClient);
    await expect.poll(() => [shown(a!._id!)?.read, shown(b!._id!)?.read]).toEqual(['false', 'true']);
    expect(service.store.getMessage(ada, b!._id!)?.read).toBe(true);
  });

  test('a refetch in flight never overwrites a pending change', async () => {
    const { service, gate, api, messages, queryClient } = await renderProbe();
    const target = messages.find((m) => !m.read)!;
    api.mark([target._id!], 'read');
    await expect.poll(() => shown(target._id!)?.read).toBe('true');
    const before = gate.feedRequests();
    // The service still says unread: a refetch now brings the old state back.
    await queryClient.refetchQueries({ queryKey: inboxKeys.messages(ada) });
    expect(gate.feedRequests()).toBeGreaterThan(before);
    expect(service.store.getMessage(ada, target._id!)?.read).toBe(false);
    expect(shown(target._id!)?.read).toBe('true');
    gate.releaseOne();
    await expect.poll(() => service.store.getMessage(ada, target._id!)?.read).toBe(true);
    expect(shown(target._id!)?.read).toBe('true');
  });
});

describe('provider and cache interop', () => {
  test('InboxKitProvider uses an outer QueryClientProvider; entries live under inboxKeys', async () => {
    const service = createMockService();
    const client = createClient({ baseUrl: BASE_URL, apiKey: MOCK_API_KEY, fetch: mockFetch(service.handlers), retry: false });
    const outer = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await render(
      <QueryClientProvider client={outer}>
        <InboxKitProvider client={client}>
          <Inbox subscriberId={ada} />
        </InboxKitProvider>
      </QueryClientProvider>,
    );
    await expect.poll(() => document.querySelectorAll('[data-message-id]').length).toBeGreaterThan(0);
    const entries = outer.getQueryCache().findAll({ queryKey: inboxKeys.messages(ada) });
    expect(entries.length).toBeGreaterThan(0);
    expect(outer.getQueryCache().findAll({ queryKey: inboxKeys.all }).length).toBe(outer.getQueryCache().getAll().length);
  });

  test('useMessages filters; useNotification loads one record', async () => {
    const service = createMockService();
    const client = createClient({ baseUrl: BASE_URL, apiKey: MOCK_API_KEY, fetch: mockFetch(service.handlers), retry: false });
    function Both() {
      const unread = useMessages({ subscriberId: ada, filter: 'unread', pageSize: 5 });
      const unseen = useMessages({ subscriberId: ada, filter: 'unseen', pageSize: 5 });
      const record = useNotification(MOCK_IDS.notifications.delivered);
      return (
        <output
          data-unread={unread.messages.map((m) => String(m.read)).join()}
          data-unseen={unseen.messages.map((m) => String(m.seen)).join()}
          data-record={record.notification?._id ?? ''}
        />
      );
    }
    await render(
      <InboxKitProvider client={client} queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <Both />
      </InboxKitProvider>,
    );
    const output = () => document.querySelector('output')!;
    await expect.poll(() => output().dataset.record).toBe(MOCK_IDS.notifications.delivered);
    await expect.poll(() => output().dataset.unread).toMatch(/^false(,false){4}$/);
    await expect.poll(() => output().dataset.unseen).toMatch(/^false(,false){4}$/);
  });
});
