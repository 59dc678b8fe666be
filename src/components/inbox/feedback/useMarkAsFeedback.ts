'use client';

// Runs mark-as changes (and mark all) through the optimistic mutations and turns their outcome
// into words: a status line for what succeeded, an alert (with the same change to retry) for what
// failed, and, after a bulk change, the Undo offer (undoMarkAs.ts restores the prior states).
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { PartialFailureError } from '../../../api/errors';
import type { MarkAs } from '../../../api/types';
import type { UndoableChange } from '../../../query/changes';
import { useMarkAllMessagesAs } from '../../../query/changes';
import { useMarkMessagesAs } from '../../../query/changes';
import { describeMarkError } from './describeMarkError';
import { countArgs, type InboxLabels } from '../inboxLabels';

export interface MarkAsChange {
  messageIds: string[];
  markAs: MarkAs;
}

/** A change that failed elsewhere: ids, or `'all'` for a mark all. */
export interface RefusedChange {
  messageIds: readonly string[] | 'all';
  markAs: MarkAs;
}

export interface MarkAsFailure {
  /** Grows with every failure, so a new failure of the same change is still a new alert. */
  serial: number;
  text: string;
  /** The failed change, to run again. */
  again: FailedChange;
}

/** What a failure's Retry runs again. */
export type FailedChange =
  | { kind: 'mark'; change: MarkAsChange; options: MarkAsOptions }
  | { kind: 'markAll'; markAs: MarkAs; options: MarkAsOptions }
  | { kind: 'undo'; change: UndoableChange };

export interface MarkAsOptions {
  /** Say "N messages marked as …" on success (off for implicit changes such as marking seen). */
  announce?: boolean;
  /** Offer Undo after success (bulk changes). */
  undoable?: boolean;
}

/** The Undo on offer: one change, offered once. */
export interface UndoOffer {
  serial: number;
  change: UndoableChange;
}

export interface MarkAsFeedback {
  mark: (change: MarkAsChange, options?: MarkAsOptions) => void;
  /** Every message of the subscriber; announced and undoable unless told otherwise. */
  markAll: (markAs: MarkAs, options?: MarkAsOptions) => void;
  /** The live region's text. */
  status: string;
  failure: MarkAsFailure | null;
  /**
   * Shows the alert of a change that failed elsewhere (one stored before a reload and refused);
   * `messageIds: 'all'` for a mark all. Takes `useOfflineChanges`'s refusal as it comes.
   */
  fail: (refusal: { change: RefusedChange; error: unknown }) => void;
  retry: () => void;
  dismiss: () => void;
  undoOffer: UndoOffer | null;
  /** Runs the offered undo, and withdraws the offer. */
  undo: () => void;
  /** Withdraws the offer of `serial` (its time ran out). */
  expireUndo: (serial: number) => void;
}

export interface UseMarkAsFeedbackInput {
  subscriberId: string;
  labels: InboxLabels;
  locale: string | undefined;
}

export function useMarkAsFeedback({ subscriberId, labels, locale }: UseMarkAsFeedbackInput): MarkAsFeedback {
  const { mutateWithUndo } = useMarkMessagesAs({ subscriberId });
  const { mutateWithUndo: markAllWithUndo } = useMarkAllMessagesAs({ subscriberId });
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState<MarkAsFailure | null>(null);
  const [undoOffer, setUndoOffer] = useState<UndoOffer | null>(null);
  const serial = useRef(0);
  // The latest labels, so that a change that settles after a re-render speaks in current words.
  const labelsRef = useRef(labels);
  const localeRef = useRef(locale);
  useLayoutEffect(() => {
    labelsRef.current = labels;
    localeRef.current = locale;
  }, [labels, locale]);

  const say = useCallback((text: string) => {
    // The same sentence twice in a row is still news: a zero-width space makes the text differ.
    setStatus((previous) => (previous === text ? `${text}\u200b` : text));
  }, []);

  const failWith = useCallback((text: (current: InboxLabels, reason: string) => string, error: unknown, again: FailedChange) => {
    const current = labelsRef.current;
    serial.current += 1;
    setFailure({ serial: serial.current, text: text(current, describeMarkError(error, current, localeRef.current)), again });
  }, []);

  const failMark = useCallback(
    (change: MarkAsChange, error: unknown, options: MarkAsOptions = {}) => {
      const failedIds = error instanceof PartialFailureError ? error.unappliedIds : change.messageIds;
      const { markAs } = change;
      failWith(
        (current, reason) => current.markFailed({ ...countArgs(failedIds.length, localeRef.current), markAs, reason }),
        error,
        { kind: 'mark', change: { messageIds: failedIds, markAs }, options },
      );
    },
    [failWith],
  );
  const failAll = useCallback(
    (markAs: MarkAs, error: unknown, options: MarkAsOptions = {}) =>
      failWith((current, reason) => current.markAllFailed({ markAs, reason }), error, { kind: 'markAll', markAs, options }),
    [failWith],
  );
  const fail = useCallback(
    ({ change: { messageIds, markAs }, error }: { change: RefusedChange; error: unknown }) =>
      messageIds === 'all' ? failAll(markAs, error) : failMark({ messageIds: [...messageIds], markAs }, error),
    [failMark, failAll],
  );

  const offer = useCallback((change: UndoableChange) => {
    serial.current += 1;
    // A message the cache never loaded cannot be restored: no offer when none is known.
    setUndoOffer(change.prior.size > 0 ? { serial: serial.current, change } : null);
  }, []);

  const mark = useCallback(
    (change: MarkAsChange, options: MarkAsOptions = {}) => {
      const { messageIds, markAs } = change;
      if (messageIds.length === 0) return;
      const speak = options.announce ?? true;
      mutateWithUndo({ messageIds, markAs }).then(
        (undoable) => {
          if (speak) say(labelsRef.current.marked({ ...countArgs(messageIds.length, localeRef.current), markAs }));
          if (options.undoable) offer(undoable);
        },
        (error: unknown) => {
          if (error instanceof PartialFailureError && speak && error.appliedIds.length > 0) {
            say(labelsRef.current.marked({ ...countArgs(error.appliedIds.length, localeRef.current), markAs }));
          }
          failMark(change, error, options);
        },
      );
    },
    [mutateWithUndo, say, failMark, offer],
  );

  const markAll = useCallback(
    (markAs: MarkAs, options: MarkAsOptions = {}) => {
      const speak = options.announce ?? true;
      markAllWithUndo({ markAs }).then(
        (undoable) => {
          if (speak) say(labelsRef.current.markedAll({ ...countArgs(undoable.changed, localeRef.current), markAs }));
          if (options.undoable ?? true) offer(undoable);
        },
        (error: unknown) => failAll(markAs, error, options),
      );
    },
    [markAllWithUndo, say, failAll, offer],
  );

  const performUndo = useCallback(
    (change: UndoableChange) => {
      const count = change.prior.size;
      change.undo().then(
        () => say(labelsRef.current.undone(countArgs(count, localeRef.current))),
        (error: unknown) =>
          failWith(
            (current, reason) => current.undoFailed({ ...countArgs(count, localeRef.current), reason }),
            error,
            // The undo's changes rolled back: trying again restores the same prior states.
            { kind: 'undo', change },
          ),
      );
    },
    [say, failWith],
  );

  const undo = useCallback(() => {
    if (!undoOffer) return;
    // Offered once: gone as soon as it is used.
    setUndoOffer(null);
    performUndo(undoOffer.change);
  }, [undoOffer, performUndo]);

  const retry = useCallback(() => {
    if (!failure) return;
    setFailure(null);
    const { again } = failure;
    if (again.kind === 'mark') mark(again.change, again.options);
    else if (again.kind === 'markAll') markAll(again.markAs, again.options);
    else performUndo(again.change);
  }, [failure, mark, markAll, performUndo]);

  const dismiss = useCallback(() => setFailure(null), []);

  const expireUndo = useCallback((expired: number) => {
    setUndoOffer((current) => (current?.serial === expired ? null : current));
  }, []);

  return { mark, markAll, status, failure, fail, retry, dismiss, undoOffer, undo, expireUndo };
}
