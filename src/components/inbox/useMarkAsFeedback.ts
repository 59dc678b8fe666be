'use client';

// Runs mark-as changes through the optimistic mutation and turns their outcome into words: a
// status line for what succeeded, an alert (with the same change to retry) for what failed.
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { PartialFailureError } from '../../api/errors';
import type { MarkAs } from '../../api/types';
import { useMarkMessagesAs } from '../../query/useMarkMessagesAs';
import { describeMarkError } from './describeMarkError';
import { countArgs, type InboxLabels } from './inboxLabels';

export interface MarkAsChange {
  messageIds: string[];
  markAs: MarkAs;
}

export interface MarkAsFailure extends MarkAsChange {
  /** Grows with every failure, so a new failure of the same change is still a new alert. */
  serial: number;
  text: string;
}

export interface MarkAsOptions {
  /** Say "N messages marked as …" on success (off for implicit changes such as marking seen). */
  announce?: boolean;
}

export interface MarkAsFeedback {
  mark: (change: MarkAsChange, options?: MarkAsOptions) => void;
  /** The live region's text. */
  status: string;
  failure: MarkAsFailure | null;
  /** Shows the alert of a change that failed elsewhere (one stored before a reload and refused). */
  fail: (change: MarkAsChange, error: unknown) => void;
  retry: () => void;
  dismiss: () => void;
}

export function useMarkAsFeedback(
  subscriberId: string,
  labels: InboxLabels,
  locale: string | undefined,
): MarkAsFeedback {
  const { mutateAsync } = useMarkMessagesAs({ subscriberId });
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState<MarkAsFailure | null>(null);
  const serial = useRef(0);
  // The latest labels, so that a change that settles after a re-render speaks in current words.
  const labelsRef = useRef(labels);
  const localeRef = useRef(locale);
  useLayoutEffect(() => {
    labelsRef.current = labels;
    localeRef.current = locale;
  }, [labels, locale]);

  const announce = useCallback((count: number, markAs: MarkAs) => {
    const text = labelsRef.current.marked({ ...countArgs(count, localeRef.current), markAs });
    // The same sentence twice in a row is still news: a zero-width space makes the text differ.
    setStatus((previous) => (previous === text ? `${text}\u200b` : text));
  }, []);

  const fail = useCallback((change: MarkAsChange, error: unknown) => {
    const failedIds = error instanceof PartialFailureError ? error.unappliedIds : change.messageIds;
    const current = labelsRef.current;
    serial.current += 1;
    setFailure({
      messageIds: failedIds,
      markAs: change.markAs,
      serial: serial.current,
      text: current.markFailed({
        ...countArgs(failedIds.length, localeRef.current),
        markAs: change.markAs,
        reason: describeMarkError(error, current),
      }),
    });
  }, []);

  const mark = useCallback(
    (change: MarkAsChange, options: MarkAsOptions = {}) => {
      const { messageIds, markAs } = change;
      if (messageIds.length === 0) return;
      const speak = options.announce ?? true;
      mutateAsync({ messageIds, markAs }).then(
        () => {
          if (speak) announce(messageIds.length, markAs);
        },
        (error: unknown) => {
          if (error instanceof PartialFailureError && speak && error.appliedIds.length > 0) {
            announce(error.appliedIds.length, markAs);
          }
          fail({ messageIds, markAs }, error);
        },
      );
    },
    [mutateAsync, announce, fail],
  );

  const retry = useCallback(() => {
    if (!failure) return;
    setFailure(null);
    mark({ messageIds: failure.messageIds, markAs: failure.markAs });
  }, [failure, mark]);

  const dismiss = useCallback(() => setFailure(null), []);

  return { mark, status, failure, fail, retry, dismiss };
}
