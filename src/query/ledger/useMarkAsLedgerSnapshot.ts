'use client';

// The current state of a subscriber's mark-as ledger, as a render input.
import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { markAsLedger, type LedgerSnapshot } from './markAsLedger';

/** Re-renders whenever a change of `subscriberId` starts or settles. */
export function useMarkAsLedgerSnapshot(subscriberId: string): LedgerSnapshot {
  const ledger = markAsLedger(useQueryClient(), subscriberId);
  return useSyncExternalStore(ledger.subscribe, ledger.getSnapshot, ledger.getSnapshot);
}
