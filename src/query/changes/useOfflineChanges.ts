'use client';

// The changes of a subscriber that wait for the connection: how many, and the ones stored before
// a reload, resumed once per QueryClient so that they show at once and are sent when they can.
// A stored mark all is resumed as what it was: a pending rule (every row, counts 0; of its feed when
// it had one) sent as one mark-all request with its original key, in its place among the other changes.
// The outbox's code loads on first use (../offline): until then nothing waits. A look at storage
// on mount loads it at once when changes stored before a reload are there to resume.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { useInboxKitClient } from '../InboxKitProvider';
import { feedRuleOf, markAsLedger } from '../ledger';
import { runMarkAll } from './markAllMessagesAsMutationOptions';
import { runMarkAs } from './markMessagesAsMutationOptions';
import {
  hasStoredChanges,
  loadedOutboxModule,
  offlineOutbox,
  preloadOfflineOutbox,
  subscribeToOutboxModule,
  useOfflineChangesSetting,
  type OfflineRefusal,
} from '../offline';

export interface UseOfflineChangesOptions {
  /** The subscriber's external id. */
  subscriberId: string;
  /**
   * A change stored before a reload that the service refused once it was sent (it has rolled
   * back). Changes made on this page reject their own `mutateAsync` instead.
   */
  onRefusal?: (refusal: OfflineRefusal) => void;
}

export interface UseOfflineChangesResult {
  /** Changes that will be sent when the connection returns; 0 while nothing waits. While any waits, those in flight count too. */
  waiting: number;
}

const NOTHING_WAITS = { waiting: 0 };

export function useOfflineChanges({ subscriberId, onRefusal }: UseOfflineChangesOptions): UseOfflineChangesResult {
  const client = useInboxKitClient();
  const queryClient = useQueryClient();
  const offline = useOfflineChangesSetting();
  const loaded = useSyncExternalStore(subscribeToOutboxModule, loadedOutboxModule, notLoadedOnServer);
  const outbox = offline === false || !loaded ? null : offlineOutbox(queryClient, subscriberId, offline);
  const snapshot = useSyncExternalStore(
    outbox ? outbox.subscribe : noSubscription,
    outbox ? outbox.getSnapshot : nothingWaits,
    outbox ? outbox.getSnapshot : nothingWaits,
  );

  const onRefusalRef = useRef(onRefusal);
  useLayoutEffect(() => {
    onRefusalRef.current = onRefusal;
  });
  useEffect(() => outbox?.onRefusal((refusal) => onRefusalRef.current?.(refusal)), [outbox]);

  // Before the first paint: a stored change shows as soon as the rows do (once the outbox's code,
  // which its presence starts loading, is there).
  useLayoutEffect(() => {
    if (!outbox) {
      if (offline !== false && hasStoredChanges(subscriberId, offline)) void preloadOfflineOutbox();
      return;
    }
    outbox.restore((change) => {
      const { messageIds, markAs, key: restoredKey, feedIdentifier } = change;
      // Begun at the time of the call, in the order of the calls: it shows as it did before the reload.
      const feed = feedIdentifier && feedRuleOf(queryClient, subscriberId, feedIdentifier);
      const mark = markAsLedger(queryClient, subscriberId).begin({ messageIds, markAs, now: new Date(change.at), feed });
      const input = { client, queryClient, subscriberId, mark, offline, restoredKey };
      const sent =
        messageIds === 'all'
          ? runMarkAll({ ...input, markAs, feed: feedIdentifier && { feedIdentifier } })
          : runMarkAs({ ...input, variables: { messageIds, markAs } });
      sent.catch((error: unknown) => outbox.reportRefusal({ change, error }));
    });
  }, [outbox, client, queryClient, subscriberId, offline]);

  return snapshot;
}

function notLoadedOnServer(): undefined {
  return undefined;
}

function noSubscription(): () => void {
  return () => {};
}

function nothingWaits(): UseOfflineChangesResult {
  return NOTHING_WAITS;
}
