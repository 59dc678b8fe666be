'use client';

// The provider's `offline` option, for the hooks that deliver changes.
import { createContext, useContext } from 'react';
import type { OfflineChangesOptions } from './offlineOutbox';

/** `false` turns waiting off: a change that cannot reach the service fails at once, like every other failure. */
export type OfflineChangesSetting = OfflineChangesOptions | false;

export const OfflineChangesContext = createContext<OfflineChangesSetting | undefined>(undefined);

/** The nearest provider's `offline` option (undefined: the defaults). */
export function useOfflineChangesSetting(): OfflineChangesSetting | undefined {
  return useContext(OfflineChangesContext);
}
