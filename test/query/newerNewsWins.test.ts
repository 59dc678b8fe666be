// @vitest-environment jsdom
// Newer news wins (issue 7 §5): a mark-as answer is laid over data whose request left before the
// answer arrived, but where the service served that data after a newer change (another device),
// its own dates (`lastReadDate` / `lastSeenDate`) say which state is newer.
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarkAsLedger } from '../../src/query/ledger/markAsLedger';
import { projectIdSample, projectMessage } from '../../src/query/ledger';
import { useMarkMessagesAs } from '../../src/query/changes/useMarkMessagesAs';
import { useMessages } from '../../src/query/feed/useMessages';
import { type ServiceMessage, SERVICE_TIME, SUBSCRIBER, createFakeClient, createTestQueryClient, message, objectId, states, wrapperOf } from './fakeInboxClient';

const at = (second: number) => new Date(Date.UTC(2030, 0, 1, 0, 0, second)).toISOString();
const now = new Date(at(1));

/** The t4/t6 story: a page asked for at t3, our read answered at t4, another device's unread at t5, the page served at t6. */
function story(fetchedReadDate: string) {
  const ledger = new MarkAsLedger();
  const mark = ledger.begin({ messageIds: [objectId(1)], markAs: 'read', now });
  const asOf = ledger.nextSeq(); // t3: the page's request leaves
  ledger.settle(mark, [{ ...message(1, { read: true, seen: true }), lastReadDate: at(4), lastSeenDate: at(4) }]); // t4
  const fetched: ServiceMessage = { ...message(1, { read: false, seen: true }), lastReadDate: fetchedReadDate, lastSeenDate: fetchedReadDate };
  return { snapshot: ledger.getSnapshot(), asOf, fetched };
}

describe('a confirmation over a fetched message', () => {
  it('loses to a fetched state the service dated later (t5 unread over the t4 read)', () => {
    const { snapshot, asOf, fetched } = story(at(5));
    expect(projectMessage(fetched, asOf, snapshot)).toMatchObject({ read: false, lastReadDate: at(5), seen: true, lastSeenDate: at(5) });
  });

  it('wins over a fetched state the service dated earlier, or at the same time', () => {
    for (const date of [at(2), at(4)]) {
      const { snapshot, asOf, fetched } = story(date);
      expect(projectMessage(fetched, asOf, snapshot)).toMatchObject({ read: true, lastReadDate: at(4), lastSeenDate: at(4) });
    }
  });

  it('wins over a fetched message without dates (as before)', () => {
    const { snapshot, asOf } = story(at(5));
    expect(projectMessage(message(1), asOf, snapshot)).toMatchObject({ read: true, seen: true });
  });

  it('compares read and seen each by its own date', () => {
    const ledger = new MarkAsLedger();
    const asOf = ledger.nextSeq();
    const mark = ledger.begin({ messageIds: [objectId(1)], markAs: 'seen', now });
    // The seen answer at t4 leaves read and lastReadDate (t1) as they were.
    ledger.settle(mark, [{ ...message(1, { read: true, seen: true }), lastReadDate: at(1), lastSeenDate: at(4) }]);
    // Served at t6 after another device's unread at t5 (which also marks seen, state table).
    const fetched: ServiceMessage = { ...message(1, { read: false, seen: true }), lastReadDate: at(5), lastSeenDate: at(5) };
    expect(projectMessage(fetched, asOf, ledger.getSnapshot())).toMatchObject({ read: false, lastReadDate: at(5), seen: true, lastSeenDate: at(5) });
  });

  it('leaves a count sample alone where its own date is later', () => {
    const { snapshot, asOf } = story(at(5));
    const key = objectId(1).toLowerCase();
    expect(projectIdSample({ ids: [objectId(1)], complete: true, dates: { [key]: at(5) } }, 'read', asOf, snapshot).count).toBe(1);
    expect(projectIdSample({ ids: [objectId(1)], complete: true, dates: { [key]: at(3) } }, 'read', asOf, snapshot).count).toBe(0);
  });
});

describe('useMessages', () => {
  it('shows the newer state of a page served after another device changed it, though our answer landed later', async () => {
    const fake = createFakeClient([1, 2, 3].map((n) => message(n)));
    const queryClient = createTestQueryClient();
    const { result } = renderHook(
      () => ({ all: useMessages({ subscriberId: SUBSCRIBER }), mark: useMarkMessagesAs(SUBSCRIBER) }),
      { wrapper: wrapperOf(fake.client, queryClient) },
    );
    await waitFor(() => expect(result.current.all.isSuccess).toBe(true));
    fake.mode.lists = 'manual';
    act(() => {
      result.current.mark.mutate({ messageIds: [objectId(1)], markAs: 'read' });
      // Another change stays pending, so nothing refetches when the first is answered.
      result.current.mark.mutate({ messageIds: [objectId(3)], markAs: 'seen' });
    });
    await waitFor(() => expect(fake.markCalls).toHaveLength(2));
    // t3: a refetch leaves while both changes are pending.
    const sent = fake.listCalls.length;
    act(() => {
      void result.current.all.refetch();
    });
    await waitFor(() => expect(fake.listCalls).toHaveLength(sent + 1));
    const refetch = fake.listCalls[sent]!;
    // t4: our read is answered (the fake service stamps SERVICE_TIME).
    await act(async () => {
      fake.markCalls[0]!.answer();
    });
    expect(states(result.current.all.messages)['01']).toBe('read,seen');
    // t5: another device marks message 1 unread; t6: the service serves the page.
    const later = new Date(Date.parse(SERVICE_TIME) + 5_000).toISOString();
    fake.service.messages[0] = { ...fake.service.messages[0]!, read: false, seen: true, lastReadDate: later, lastSeenDate: later };
    await act(async () => {
      refetch.resolve(fake.pageOf(refetch.input));
    });
    await waitFor(() => expect(states(result.current.all.messages)['01']).toBe('unread,seen'));
  });
});
