'use client';

// Mark all (API.md §2): one request for every message of a subscriber, shown at once as a pending
// change by rule in the ledger (markAsLedger.ts), so it covers every loaded row of every filter
// and the counts, composes in call order with the id-based changes around it, and rolls back
// exactly (just this entry) on failure. Made offline, it waits like every other change
// (offlineOutbox.ts): pending as a rule, stored, and sent with its original key.
import { useMutation, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useInboxKitClient } from '../InboxKitProvider';
import {
  beginMarkAll,
  markAllMessagesAsMutationOptions,
  type MarkAllMessagesAsVariables,
} from './markAllMessagesAsMutationOptions';
import { useOfflineChangesSetting } from '../offline';
import { captureMessageStates, createUndoableChange, type UndoableChange } from './undoMarkAs';

export type { MarkAllMessagesAsVariables } from './markAllMessagesAsMutationOptions';

/** The number of messages the service changed. */
export type UseMarkAllMessagesAsResult = UseMutationResult<number, Error, MarkAllMessagesAsVariables> & {
  /**
   * Like `mutateAsync`, and resolves to what undoes this change for the messages this cache had
   * loaded (the service answers a count, not ids: messages never loaded keep the new state).
   */
  mutateWithUndo: (variables: MarkAllMessagesAsVariables) => Promise<UndoableChange>;
};

/**
 * Marks every message of `subscriberId` as `markAs` with one request: `mutate({ markAs })`.
 * Every loaded row of every list and the counts show it in the same tick as the call; a failure
 * removes just this change; a success resolves to the number of messages the service changed.
 * Messages the service dated later than the call keep their state.
 */
export interface UseMarkAllMessagesAsOptions {
  subscriberId: string;
}

export function useMarkAllMessagesAs({ subscriberId }: UseMarkAllMessagesAsOptions): UseMarkAllMessagesAsResult {
  const client = useInboxKitClient();
  const queryClient = useQueryClient();
  const offline = useOfflineChangesSetting();
  const mutation = useMutation(markAllMessagesAsMutationOptions({ client, subscriberId, offline }));
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
      return createUndoableChange({ client, queryClient, subscriberId, markAs: variables.markAs, changed, prior, offline });
    },
    [mutateAsync, client, queryClient, subscriberId, offline],
  );
  return { ...mutation, mutate, mutateAsync, mutateWithUndo };
}
