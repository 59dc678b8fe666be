'use client';

// Joins the subscriber's tab channel while a component showing its messages is mounted, so
// changes confirmed in another tab show here too (tabChannel.ts).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { openTabChannel } from './tabChannel';

export function useTabAgreement(subscriberId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => openTabChannel({ queryClient, subscriberId }), [queryClient, subscriberId]);
}
