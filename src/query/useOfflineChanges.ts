'use client';

// The changes of a subscriber that wait for the connection: how many, and the ones stored before
// a reload, resumed once per QueryClient so that they show at once and are sent when they can.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { useInboxKitClient } from './InboxKitProvider';
import { markAsLedger } from './markAsLedger';
import { runMarkAs } from './markMessagesAsMutationOptions';
import { useOfflineChangesSetting } from './offlineChangesContext';
import { offlineOutbox, type OfflineRefusal } from './offlineOutbox';

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
  /** Changes that will be sent when the connection returns; 0 while nothing waits. */
  waiting: number;
}

const NOTHING_WAITS = { waiting: 0 };

export function useOfflineChanges({ subscriberId, onRefusal }: UseOfflineChangesOptions): UseOfflineChangesResult {
  const client = useInboxKitClient();
  const queryClient = useQueryClient();
  const offline = useOfflineChangesSetting();
  const outbox = offline === false ? null : offlineOutbox(queryClient, subscriberId, offline);
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

  // Before the first paint: a stored change shows as soon as the rows do.
  useLayoutEffect(() => {
    outbox?.restore((change) => {
      // Mark all is not stored; a record naming it comes from elsewhere and is skipped.
      if (change.messageIds === 'all') return;
      const variables = { messageIds: change.messageIds, markAs: change.markAs };
      const mark = markAsLedger(queryClient, subscriberId).begin({ ...variables, now: new Date(change.at) });
      runMarkAs({ client, queryClient, subscriberId, variables, mark, offline, restoredKey: change.key }).catch(
        (error: unknown) => outbox.reportRefusal({ change, error }),
      );
    });
  }, [outbox, client, queryClient, subscriberId, offline]);

  return snapshot;
}

function noSubscription(): () => void {
  return () => {};
}

function nothingWaits(): UseOfflineChangesResult {
  return NOTHING_WAITS;
}
