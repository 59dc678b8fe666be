'use client';

// Mark all (API.md §2): one request for every message of a subscriber, shown at once as a pending
// change by rule in the ledger (markAsLedger.ts), so it covers every loaded row of every filter
// and the counts, composes in call order with the id-based changes around it, and rolls back
// exactly (just this entry) on failure.
import { mutationOptions, useMutation, useQueryClient, type QueryClient, type UseMutationResult } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { InboxKitClient } from '../api/client';
import type { MarkAs } from '../api/types';
import { markAsEffect } from '../api/applyMarkAs';
import { useInboxKitClient } from './InboxKitProvider';
import { inboxKeys } from './inboxKeys';
import { markAsLedger, type PendingMark } from './markAsLedger';
import { refetchAfterChange } from './refetchAfterChange';
import { postToTabs } from './tabChannel';
import { captureMessageStates, createUndoableChange, type UndoableChange } from './undoMarkAs';
import { writeConfirmations } from './writeConfirmations';

/** What `useMarkAllMessagesAs().mutate` takes. */
export interface MarkAllMessagesAsVariables {
  markAs: MarkAs;
}

/** The number of messages the service changed. */
export type UseMarkAllMessagesAsResult = UseMutationResult<number, Error, MarkAllMessagesAsVariables> & {
  /**
   * Like `mutateAsync`, and resolves to what undoes this change for the messages this cache had
   * loaded (the service answers a count, not ids: messages never loaded keep the new state).
   */
  mutateWithUndo: (variables: MarkAllMessagesAsVariables) => Promise<UndoableChange>;
};

const begun = new WeakMap<MarkAllMessagesAsVariables, PendingMark | null>();

function beginMarkAll(queryClient: QueryClient, subscriberId: string, variables: MarkAllMessagesAsVariables): MarkAllMessagesAsVariables {
  const registered = { markAs: variables.markAs };
  const mark =
    markAsEffect(variables.markAs) === undefined
      ? null
      : markAsLedger(queryClient, subscriberId).begin({ messageIds: 'all', markAs: variables.markAs, now: new Date() });
  begun.set(registered, mark);
  if (mark) {
    // A refetch in flight predates the change; the ledger covers it anyway, but it is wasted.
    void queryClient.cancelQueries({
      queryKey: inboxKeys.messages(subscriberId),
      predicate: (query) => query.state.fetchStatus === 'fetching' && query.state.data !== undefined && !query.state.fetchMeta?.fetchMore,
    });
  }
  return registered;
}

function markAllMutationOptions({ client, subscriberId }: { client: InboxKitClient; subscriberId: string }) {
  return mutationOptions<number, Error, MarkAllMessagesAsVariables>({
    mutationKey: inboxKeys.markAs(subscriberId),
    retry: false,
    mutationFn: async (variables, { client: queryClient }) => {
      const mark = begun.has(variables) ? begun.get(variables)! : begun.get(beginMarkAll(queryClient, subscriberId, variables))!;
      const ledger = markAsLedger(queryClient, subscriberId);
      let confirmed = false;
      try {
        if (mark) await mark.after;
        const changed = await client.markAllMessagesAs({ subscriberId, markAs: variables.markAs });
        confirmed = true;
        return changed;
      } finally {
        begun.delete(variables);
        if (mark) ledger.settle(mark, confirmed ? 'all' : []);
        writeConfirmations(queryClient, subscriberId);
        // The rule is already laid over every loaded page: only what it can have moved beyond
        // what the inbox knows is asked for (at most one list's first page, or the counts).
        void refetchAfterChange({ queryClient, subscriberId, markAs: variables.markAs, confirmed: confirmed ? 'all' : [] });
        // The other tabs apply the same rule through their own ledgers: no request there.
        if (mark && confirmed) postToTabs(queryClient, subscriberId, { kind: 'rule', markAs: mark.markAs, at: mark.startedAt });
      }
    },
  });
}

/**
 * Marks every message of `subscriberId` as `markAs` with one request: `mutate({ markAs })`.
 * Every loaded row of every list and the counts show it in the same tick as the call; a failure
 * removes just this change; a success resolves to the number of messages the service changed.
 * Messages the service dated later than the call keep their state.
 */
export function useMarkAllMessagesAs({ subscriberId }: { subscriberId: string }): UseMarkAllMessagesAsResult {
  const client = useInboxKitClient();
  const queryClient = useQueryClient();
  const mutation = useMutation(markAllMutationOptions({ client, subscriberId }));
  const { mutate: mutateLater, mutateAsync: mutateAsyncLater } = mutation;
  const mutate: UseMarkAllMessagesAsResult['mutate'] = useCallback(
    (variables, options) => mutateLater(beginMarkAll(queryClient, subscriberId, variables), options),
    [mutateLater, queryClient, subscriberId],
  );
  const mutateAsync: UseMarkAllMessagesAsResult['mutateAsync'] = useCallback(
    (variables, options) => mutateAsyncLater(beginMarkAll(queryClient, subscriberId, variables), options),
    [mutateAsyncLater, queryClient, subscriberId],
  );
  const mutateWithUndo = useCallback(
    async (variables: MarkAllMessagesAsVariables) => {
      // Read before the rule enters the ledger: what the lists showed at the call.
      const prior = captureMessageStates({ queryClient, subscriberId, messageIds: 'all' });
      const changed = await mutateAsync(variables);
      return createUndoableChange({ client, queryClient, subscriberId, markAs: variables.markAs, changed, prior });
    },
    [mutateAsync, client, queryClient, subscriberId],
  );
  return { ...mutation, mutate, mutateAsync, mutateWithUndo };
}
