'use client';

// Mark all (API.md §2): one request for every message of a subscriber, shown at once as a pending
// change by rule in the ledger (markAsLedger.ts), so it covers every loaded row of every filter
// and the counts, composes in call order with the id-based changes around it, and rolls back
// exactly (just this entry) on failure. Made offline, it waits like every other change
// (offlineOutbox.ts): pending as a rule, stored, and sent with its original key.
import type { UseMutationResult } from '@tanstack/react-query';
import {
  beginMarkAll,
  markAllFeedIdentifier,
  markAllMessagesAsMutationOptions,
  type MarkAllMessagesAsVariables,
} from './markAllMessagesAsMutationOptions';
import type { UndoableChange } from './undoMarkAs';
import { useChangeMutation, type ChangeMutationKind } from './useChangeMutation';

export type { MarkAllMessagesAsVariables } from './markAllMessagesAsMutationOptions';

/** The number of messages the service changed. */
export type UseMarkAllMessagesAsResult = UseMutationResult<number, Error, MarkAllMessagesAsVariables> & {
  /**
   * Like `mutateAsync`, and resolves to what undoes this change for the messages this cache had
   * loaded (the service answers a count, not ids: messages never loaded keep the new state).
   */
  mutateWithUndo: (variables: MarkAllMessagesAsVariables) => Promise<UndoableChange>;
};

export interface UseMarkAllMessagesAsOptions {
  subscriberId: string;
}

const MARK_ALL: ChangeMutationKind<number, MarkAllMessagesAsVariables> = {
  options: markAllMessagesAsMutationOptions,
  begin: beginMarkAll,
  touched: () => 'all',
  touchedFeed: (variables) => markAllFeedIdentifier(variables.feed),
  changed: (count) => count,
};

/**
 * Marks every message of `subscriberId` as `markAs` with one request: `mutate({ markAs })`, or
 * every message of one feed: `mutate({ markAs, feed: { feedIdentifier } })`. Every loaded row of
 * every list (of that feed) and the counts show it in the same tick as the call; a failure removes
 * just this change; a success resolves to the number of messages the service changed. Messages the
 * service dated later than the call keep their state.
 */
export function useMarkAllMessagesAs({ subscriberId }: UseMarkAllMessagesAsOptions): UseMarkAllMessagesAsResult {
  return useChangeMutation(subscriberId, MARK_ALL);
}
