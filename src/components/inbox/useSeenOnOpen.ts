'use client';

// `markAllSeenOnOpen`: every message of the subscriber marked seen once each time the inbox is
// shown, as soon as the whole inbox's counts say there is something unseen; silent on success.
// With tabs, the counts of the tab shown do not say that (it may have none unseen while the other
// tabs have some), so the whole inbox's are read apart (`SeenOnOpen`, only then).
import { useEffect, useRef } from 'react';
import { useMessageCounts } from '../../query/feed';
import type { MarkAsFeedback } from './feedback';

export interface UseSeenOnOpenInput {
  /** The whole inbox's unseen count; undefined until known. */
  unseen: number | undefined;
  enabled: boolean;
  mark: MarkAsFeedback['mark'];
}

export function useSeenOnOpen({ unseen, enabled, mark }: UseSeenOnOpenInput): void {
  const done = useRef(false);
  useEffect(() => {
    if (!enabled || done.current || unseen === undefined) return;
    done.current = true;
    if (unseen > 0) mark({ messageIds: 'all', markAs: 'seen' }, { announce: false, undoable: false });
  }, [enabled, unseen, mark]);
}

/** `markAllSeenOnOpen` of an inbox with tabs, by the whole inbox's counts. Draws nothing. */
export function SeenOnOpen({ subscriberId, mark }: { subscriberId: string; mark: MarkAsFeedback['mark'] }) {
  useSeenOnOpen({ unseen: useMessageCounts({ subscriberId }).unseen, enabled: true, mark });
  return null;
}
