'use client';

// What `useMarkMessagesAs` and `useMarkAllMessagesAs` share: a React Query mutation whose `mutate`
// and `mutateAsync` begin the change in the call's tick (./beginChange), before React Query runs
// it, and `mutateWithUndo`, which reads the touched messages' states as the lists show them at the
// call and resolves to what undoes the change (./undoMarkAs).
import {
  useMutation,
  useQueryClient,
  type MutateOptions,
  type QueryClient,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import type { InboxKitClient } from '../../api/client';
import type { MarkAs } from '../../api/types';
import { useInboxKitClient } from '../InboxKitProvider';
import { useOfflineChangesSetting, type OfflineChangesSetting } from '../offline';
import { captureMessageStates, createUndoableChange, type MessageFlags, type UndoableChange } from './undoMarkAs';

export interface ChangeMutationKind<TData, TVariables> {
  options: (input: { client: InboxKitClient; subscriberId: string; offline: OfflineChangesSetting | undefined }) => UseMutationOptions<TData, Error, TVariables>;
  begin: (queryClient: QueryClient, subscriberId: string, variables: TVariables) => TVariables;
  /** The ids the change touches, `'all'` for mark all; anything else touches no known message. */
  touched: (variables: TVariables) => unknown;
  /** A mark all of a feed: the identifiers of the feed it touches. */
  touchedFeed?: (variables: TVariables) => readonly string[] | undefined;
  /** How many messages the service says the change touched. */
  changed: (data: TData) => number;
}

export type ChangeMutationResult<TData, TVariables> = UseMutationResult<TData, Error, TVariables> & {
  mutateWithUndo: (variables: TVariables) => Promise<UndoableChange>;
};

export function useChangeMutation<TData, TVariables extends { markAs: MarkAs }>(
  subscriberId: string,
  { options, begin, touched, touchedFeed, changed }: ChangeMutationKind<TData, TVariables>,
): ChangeMutationResult<TData, TVariables> {
  const client = useInboxKitClient();
  const queryClient = useQueryClient();
  const offline = useOfflineChangesSetting();
  const mutation = useMutation(options({ client, subscriberId, offline }));
  const { mutate: mutateLater, mutateAsync: mutateAsyncLater } = mutation;
  type Callbacks = MutateOptions<TData, Error, TVariables>;
  const mutate = useCallback(
    (variables: TVariables, callbacks?: Callbacks) => mutateLater(begin(queryClient, subscriberId, variables), callbacks),
    [mutateLater, begin, queryClient, subscriberId],
  );
  const mutateAsync = useCallback(
    (variables: TVariables, callbacks?: Callbacks) => mutateAsyncLater(begin(queryClient, subscriberId, variables), callbacks),
    [mutateAsyncLater, begin, queryClient, subscriberId],
  );
  const mutateWithUndo = useCallback(
    async (variables: TVariables) => {
      // Read before the change enters the ledger: what the lists showed at the call.
      const messageIds = touched(variables);
      let feedIdentifier: readonly string[] | undefined;
      try {
        feedIdentifier = touchedFeed?.(variables);
      } catch {
        // A feed the client refuses: the change fails, touching nothing.
      }
      const prior =
        messageIds === 'all' || Array.isArray(messageIds)
          ? captureMessageStates({ queryClient, subscriberId, messageIds, feedIdentifier })
          : new Map<string, MessageFlags>();
      const data = await mutateAsync(variables);
      return createUndoableChange({ client, queryClient, subscriberId, markAs: variables.markAs, changed: changed(data), prior, offline });
    },
    [mutateAsync, touched, touchedFeed, changed, client, queryClient, subscriberId, offline],
  );
  return { ...mutation, mutate, mutateAsync, mutateWithUndo } as ChangeMutationResult<TData, TVariables>;
}
