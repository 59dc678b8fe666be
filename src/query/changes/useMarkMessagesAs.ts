'use client';

// The optimistic mark-as mutation of one subscriber (API.md §2).
import type { UseMutationResult } from '@tanstack/react-query';
import type { Message } from '../../api/types';
import {
  beginMarkAs,
  markMessagesAsMutationOptions,
  type MarkMessagesAsVariables,
} from './markMessagesAsMutationOptions';
import type { UndoableChange } from './undoMarkAs';
import { useChangeMutation, type ChangeMutationKind } from './useChangeMutation';

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

const MARK_AS: ChangeMutationKind<Message[], MarkMessagesAsVariables> = {
  options: markMessagesAsMutationOptions,
  begin: beginMarkAs,
  touched: (variables) => variables.messageIds,
  changed: (answered) => answered.length,
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
  return useChangeMutation(typeof input === 'string' ? input : input.subscriberId, MARK_AS);
}
