'use client';

// The current state of a subscriber's mark-as ledger, as a render input: as the lists and counts
// of one feed see it (feedRule.ts), the whole inbox's by default.
import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { FeedKey } from '../inboxKeys';
import { ledgerInFeed } from './feedRule';
import { markAsLedger, type LedgerSnapshot } from './markAsLedger';

/** Re-renders whenever a change of `subscriberId` starts or settles. */
export function useMarkAsLedgerSnapshot(subscriberId: string, feed?: FeedKey): LedgerSnapshot {
  const ledger = markAsLedger(useQueryClient(), subscriberId);
  return ledgerInFeed(useSyncExternalStore(ledger.subscribe, ledger.getSnapshot, ledger.getSnapshot), feed);
}
