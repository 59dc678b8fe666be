// The kinds of change the outbox model makes, each in one place: how the model generates one, how a
// page makes it (its hook), the request it becomes, what the service does with it and what the
// rows show while it is pending (one state table for both: the ledger follows the service's).
// A new kind of change (a mark all of one feed, say) is one more entry here, and its route in
// idempotentService.ts.
import fc from 'fast-check';
import { applyMarkAs, isChangedByMarkAll, markAsEffect, type MessageState } from '../../../src/api/applyMarkAs';
import { MARK_AS_VALUES, type MarkAs } from '../../../src/api/types';
import type { useMarkAllMessagesAs } from '../../../src/query/changes/useMarkAllMessagesAs';
import type { useMarkMessagesAs } from '../../../src/query/changes/useMarkMessagesAs';
import type { ServiceMessage } from '../fakeInboxClient';

export type Change =
  | { readonly kind: 'mark-as'; readonly messageIds: readonly string[]; readonly markAs: MarkAs }
  | { readonly kind: 'mark-all'; readonly markAs: MarkAs };

export type ChangeKindName = Change['kind'];

/** The hooks a page makes changes with. */
export interface ChangeHooks {
  markAs: ReturnType<typeof useMarkMessagesAs>;
  markAll: ReturnType<typeof useMarkAllMessagesAs>;
}

export type Flag = 'read' | 'seen';

interface ChangeKind<C extends Change> {
  /** Changes of this kind over the service's message ids. */
  arbitrary(messageIds: readonly string[]): fc.Arbitrary<C>;
  describe(change: C): string;
  /** Makes the change as an app does; the promise is that call's own outcome (`mutateAsync`). */
  make(hooks: ChangeHooks, change: C): Promise<unknown>;
  /** What its request carries besides the key: one key must never carry two bodies (the service answers 422). */
  body(change: C): string;
  /** Whether it may change the message `id` (a pending change shows there). */
  covers(change: C, id: string): boolean;
  /** The state it leaves a message in, by the service's table (the service and the pending view alike). */
  apply(state: MessageState, change: C, at: string): MessageState;
  /** The flags it sets on a message it covers whatever the message's state before, with their values. */
  fixes(change: C): Partial<Record<Flag, boolean>>;
  /** The service's answer, from the messages it changed: mark-as the messages, mark all a count. */
  answer(changed: readonly ServiceMessage[]): unknown;
}

const markAsValue = fc.constantFrom(...MARK_AS_VALUES);

const markAs: ChangeKind<Extract<Change, { kind: 'mark-as' }>> = {
  // 1 to 5 messages, mostly one or two (a row's menu, a small selection).
  arbitrary: (messageIds) =>
    fc
      .record({
        count: fc.oneof({ weight: 4, arbitrary: fc.constant(1) }, { weight: 2, arbitrary: fc.constant(2) }, fc.integer({ min: 3, max: 5 })),
        order: fc.shuffledSubarray([...messageIds], { minLength: 5, maxLength: 5 }),
        markAs: markAsValue,
      })
      .map(({ count, order, markAs: value }) => ({ kind: 'mark-as' as const, messageIds: order.slice(0, count), markAs: value })),
  describe: (change) => `mark ${change.messageIds.map((id) => id.slice(-2)).join(',')} ${change.markAs}`,
  make: (hooks, change) => hooks.markAs.mutateAsync({ messageIds: change.messageIds, markAs: change.markAs }),
  body: (change) => JSON.stringify({ route: 'mark-as', messageIds: change.messageIds, markAs: change.markAs }),
  covers: (change, id) => change.messageIds.includes(id),
  apply: (state, change, at) => applyMarkAs(state, change.markAs, at),
  fixes: (change) => {
    const effect = markAsEffect(change.markAs)!;
    return effect.read === undefined ? { seen: effect.seen } : { read: effect.read, seen: effect.seen };
  },
  answer: (changed) => changed.map((item) => ({ ...item })),
};

const markAll: ChangeKind<Extract<Change, { kind: 'mark-all' }>> = {
  arbitrary: () => markAsValue.map((value) => ({ kind: 'mark-all' as const, markAs: value })),
  describe: (change) => `mark all ${change.markAs}`,
  make: (hooks, change) => hooks.markAll.mutateAsync({ markAs: change.markAs }),
  body: (change) => JSON.stringify({ route: 'mark-all', markAs: change.markAs }),
  covers: () => true,
  // The service changes only the messages not yet in the state it sets (SERVER-NOTES.md §1b).
  apply: (state, change, at) => (isChangedByMarkAll(state, change.markAs) ? applyMarkAs(state, change.markAs, at) : state),
  // The flag its filter looks at; the other one only where the message was not in that state.
  fixes: (change) => {
    const effect = markAsEffect(change.markAs)!;
    return effect.read === undefined ? { seen: effect.seen } : { read: effect.read };
  },
  answer: (changed) => changed.length,
};

const kinds: { readonly [K in ChangeKindName]: ChangeKind<Extract<Change, { kind: K }>> } = { 'mark-as': markAs, 'mark-all': markAll };

/** The kind of `change`, typed for it. */
export function kindOf(change: Change): ChangeKind<Change> {
  return kinds[change.kind] as ChangeKind<Change>;
}

/** Every kind of change with how often the model makes one (a mark by ids is the common change). */
export function changeArbitraries(messageIds: readonly string[]): Array<{ weight: number; arbitrary: fc.Arbitrary<Change> }> {
  return [
    { weight: 4, arbitrary: markAs.arbitrary(messageIds) },
    { weight: 1, arbitrary: markAll.arbitrary(messageIds) },
  ];
}
