// Live arrival in <Inbox>: a push notification (the same path as a poll) brings new messages;
// they appear at once when the reader is idle, and wait behind "N new notifications" when a row has
// focus, so neither focus nor the row under the reader moves.
import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { Inbox } from '../../../src/components/inbox/Inbox';
import { MOCK_EPOCH, MOCK_IDS } from '../../../src/mock';
import { InboxKitProvider, useInboxKitClient } from '../../../src/query/InboxKitProvider';
import { pushSource } from '../../support/pushSource';
import { listSettled, rows, renderWithKit } from '../../support/renderWithKit';

const { kinds } = MOCK_IDS.subscribers;
const NOW = new Date(MOCK_EPOCH);

/** A second "tab": its own QueryClient (its own cache and ledger), the same client and mock. */
function SecondTab({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const client = useInboxKitClient();
  return (
    <InboxKitProvider client={client} queryClient={queryClient}>
      {children}
    </InboxKitProvider>
  );
}

describe('Inbox live arrival', () => {
  test('an idle reader sees new messages at once; the arrival is announced once; only the first page is asked for', async () => {
    const push = pushSource();
    const { screen, service, requests } = await renderWithKit(
      <Inbox subscriberId={kinds} now={NOW} pollIntervalMs={false} subscribe={push.subscribe} />,
      { listMaxBlockSize: 'none' },
    );
    await listSettled();
    const before = rows().length;
    const sent = requests.length;
    const [arrived] = service.deliver(kinds, 1);
    push.notify();
    await expect.poll(() => rows()[0]?.dataset.messageId).toBe(arrived!._id);
    expect(rows().length).toBe(before + 1);
    await expect.element(screen.getByRole('status')).toHaveTextContent('1 new notification arrived');
    const arrivalRequests = requests.slice(sent).filter((request) => request.method === 'GET');
    expect(arrivalRequests).toHaveLength(1);
    expect(arrivalRequests[0]!.url.searchParams.get('page')).toBe('0');
  });

  test('with a row focused, new messages wait behind the button; focus and the row stay; the button inserts them', async () => {
    const push = pushSource();
    const { screen, service } = await renderWithKit(
      <Inbox subscriberId={kinds} now={NOW} pollIntervalMs={false} subscribe={push.subscribe} />,
      { listMaxBlockSize: 'none' },
    );
    await expect.poll(() => rows().length).toBeGreaterThan(0);
    const first = rows()[0]!;
    const firstId = first.dataset.messageId;
    first.focus();
    const focused = document.activeElement;
    const delivered = service.deliver(kinds, 3);
    push.notify();
    const button = screen.getByRole('button', { name: /^3 new notifications/ });
    await expect.element(button).toBeInTheDocument();
    expect(document.activeElement).toBe(focused);
    expect(rows()[0]!.dataset.messageId).toBe(firstId);
    // The same element, still first in the list: nothing was inserted under the reader.
    expect(rows()[0]).toBe(first);
    await userEvent.click(button);
    const deliveredIds = delivered.map((item) => item._id).sort();
    await expect.poll(() => rows().slice(0, 3).map((item) => item.dataset.messageId).sort()).toEqual(deliveredIds);
    await expect.element(screen.getByRole('button', { name: /new notification/ })).not.toBeInTheDocument();
  });

  test('two inboxes with their own caches, on a real BroadcastChannel, agree after a change in either without a request in the other', async () => {
    const other = new QueryClient();
    const { requests } = await renderWithKit(
      <>
        <Inbox subscriberId={kinds} now={NOW} pollIntervalMs={false} onMessageClick={() => {}} />
        <SecondTab queryClient={other}>
          <Inbox subscriberId={kinds} now={NOW} pollIntervalMs={false} onMessageClick={() => {}} />
        </SecondTab>
      </>,
      { listMaxBlockSize: 'none' },
    );
    const [tabA, tabB] = [...document.querySelectorAll<HTMLElement>('[data-slot="inbox"]')];
    const rowsOf = (tab: HTMLElement) => [...tab.querySelectorAll<HTMLElement>('[data-slot="inbox-row"]')];
    await expect.poll(() => rowsOf(tabA!).length > 0 && rowsOf(tabB!).length === rowsOf(tabA!).length).toBe(true);
    const rowIn = (tab: HTMLElement, id: string) => tab.querySelector<HTMLElement>(`[data-message-id="${CSS.escape(id)}"]`);

    for (const [from, to] of [[tabA!, tabB!], [tabB!, tabA!]] as const) {
      const target = rowsOf(from).find((item) => item.dataset.read === 'false' && item.querySelector('button[data-slot="inbox-title"]'));
      const id = target!.dataset.messageId!;
      const sentBefore = requests.length;
      await userEvent.click(target!.querySelector<HTMLElement>('button[data-slot="inbox-title"]')!);
      await expect.poll(() => rowIn(to, id)?.dataset.read, { timeout: 1_000 }).toBe('true');
      // The one mark-as request of the tab that made the change; its refetches are its own.
      expect(requests.slice(sentBefore).filter((request) => request.method !== 'GET')).toHaveLength(1);
    }
  });
});
