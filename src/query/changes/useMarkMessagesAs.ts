'use client';

// The optimistic mark-as mutation of one subscriber (API.md §2).
import { useMutation, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Message } from '../../api/types';
import { useInboxKitClient } from '../InboxKitProvider';
import { useOfflineChangesSetting } from '../offline';
import { captureMessageStates, createUndoableChange, type MessageFlags, type UndoableChange } from './undoMarkAs';
import {
  beginMarkAs,
  markMessagesAsMutationOptions,
  type MarkMessagesAsVariables,
} from './markMessagesAsMutationOptions';

export interface UseMarkMessagesAsOptions {
  /** The subscriber's external id. */
  subscriberId: string;
}

export type UseMarkMessagesAsResult = UseMutationResult<Message[], Error, MarkMessagesAsVariables> & {
  /**
   * Like `mutateAsync`, and resolves to what undoes this change: the prior state of each touched
   * message this cache had loaded, and `undo()` (undoMarkAs.ts).
   */
  mutateWithUndo: (variables: MarkMessagesAsVariables) => Promise<UndoableChange>;
};

/**
 * Marks messages of `subscriberId` as read, unread, seen or unseen:
 * `mutate({ messageIds, markAs })`. Every list and count of the subscriber shows the change in the
 * same tick as the call, by the service's state table; a failure removes just this change (the
 * error is the client's: ApiError, NetworkError, InputError, MalformedResponseError, or
 * PartialFailureError, whose applied part stays); a success shows the service's messages. Lists
 * and counts are refetched once the last change of the subscriber settles. Calls may overlap
 * freely; changes on the same message are sent in call order, so the last call wins. As with any
 * React Query mutation, the per-call `onSuccess`/`onError` of `mutate` fire for the latest call
 * only: to handle each of several overlapping calls, await `mutateAsync` instead.
 */
export function useMarkMessagesAs(options: UseMarkMessagesAsOptions): UseMarkMessagesAsResult;
/** @deprecated Pass an options object: `useMarkMessagesAs({ subscriberId })`. Removed in 1.0. */
export function useMarkMessagesAs(subscriberId: string): UseMarkMessagesAsResult;
export function useMarkMessagesAs(input: UseMarkMessagesAsOptions | string): UseMarkMessagesAsResult {
  const subscriberId = typeof input === 'string' ? input : input.subscriberId;
  const client = useInboxKitClient();
  const queryClient = useQueryClient();
  const offline = useOfflineChangesSetting();
  const mutation = useMutation(markMessagesAsMutationOptions({ client, subscriberId, offline }));
  const { mutate: mutateLater, mutateAsync: mutateAsyncLater } = mutation;
  const mutate: UseMarkMessagesAsResult['mutate'] = useCallback(
    (variables, options) => mutateLater(beginMarkAs(queryClient, subscriberId, variables), options),
    [mutateLater, queryClient, subscriberId],
  );
  const mutateAsync: UseMarkMessagesAsResult['mutateAsync'] = useCallback(
    (variables, options) => mutateAsyncLater(beginMarkAs(queryClient, subscriberId, variables), options),
    [mutateAsyncLater, queryClient, subscriberId],
  );
  const mutateWithUndo = useCallback(
    async (variables: MarkMessagesAsVariables) => {
      // Read before the change enters the ledger: what the lists showed at the call.
      const prior = Array.isArray(variables.messageIds)
        ? captureMessageStates({ queryClient, subscriberId, messageIds: variables.messageIds })
        : new Map<string, MessageFlags>();
      const answered = await mutateAsync(variables);
      return createUndoableChange({ client, queryClient, subscriberId, markAs: variables.markAs, changed: answered.length, prior, offline });
    },
    [mutateAsync, client, queryClient, subscriberId, offline],
  );
  return { ...mutation, mutate, mutateAsync, mutateWithUndo };
}
