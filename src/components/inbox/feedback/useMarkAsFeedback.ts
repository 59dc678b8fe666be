'use client';

// Runs mark-as changes (and mark all) through the optimistic mutations and turns their outcome
// into words: a status line for what succeeded, an alert (with the same change to retry) for what
// failed, and, after a bulk change, the Undo offer (undoMarkAs.ts restores the prior states).
// The app hears the same outcomes (InboxChangeCallbacks): once the service confirmed, or once a
// failure rolled back; a change waiting for the connection has not settled until it is sent.
import { useLayoutEffect, useRef, useState } from 'react';
import { PartialFailureError } from '../../../api/errors';
import type { MarkAs } from '../../../api/types';
import { useMarkAllMessagesAs, useMarkMessagesAs, type UndoableChange } from '../../../query/changes';
import type { InboxTab } from '../tabs';
import { describeMarkError } from './describeMarkError';
import { countArgs, type InboxLabels } from '../inboxLabels';

export interface MarkAsChange {
  /** `'all'`: every message of the subscriber (of `tab`'s feed), loaded or not (mark all). */
  messageIds: readonly string[] | 'all';
  markAs: MarkAs;
  /** With `'all'`: the tab whose feed it marks (its `feedIdentifier`); absent for the whole inbox. */
  tab?: InboxTab | undefined;
}

/** A change as `<Inbox>`'s callbacks report it. */
export interface InboxChange extends MarkAsChange {
  /** The change was an Undo: these messages went back to their own prior states before `markAs`. */
  undo?: boolean;
}

/** What `<Inbox>` tells the app about its changes (mark-as, mark all, undo), each once. */
export interface InboxChangeCallbacks {
  /** Messages changed, as the service confirmed (a split list's applied part, an undo too). */
  onMarkAs?: (change: InboxChange & { messageIds: readonly string[] }) => void;
  /**
   * Every message marked (of `tab`'s feed, in a tab of one), as the service confirmed; `changed` is
   * how many it changed.
   */
  onMarkAll?: (change: { markAs: MarkAs; changed: number; tab?: InboxTab }) => void;
  /** A change failed and rolled back; `change` is what failed (for a split list, its unapplied part). */
  onError?: (error: unknown, change: InboxChange) => void;
}

export interface MarkAsFailure {
  /** Grows with every failure, so a new failure of the same change is still a new alert. */
  serial: number;
  text: string;
  /** What Retry runs again: the failed change (its failed part), or the undo that failed. */
  again: { change: MarkAsChange; options: MarkAsOptions } | { undo: UndoableChange };
}

export interface MarkAsOptions {
  /** Say "N notifications marked as …" on success (off for implicit changes such as marking seen). */
  announce?: boolean;
  /** Offer Undo after success. Default: for a mark all only (a bulk change of ids asks for it). */
  undoable?: boolean;
}

/** The Undo on offer: one change, offered once. */
export interface UndoOffer {
  serial: number;
  change: UndoableChange;
}

export interface MarkAsFeedback {
  mark: (change: MarkAsChange, options?: MarkAsOptions) => void;
  /** The live region's text. */
  status: string;
  failure: MarkAsFailure | null;
  /**
   * Shows the alert of a change that failed elsewhere (one stored before a reload and refused).
   * Takes `useOfflineChanges`'s refusal as it comes.
   */
  fail: (refusal: { change: MarkAsChange; error: unknown }) => void;
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
  callbacks?: InboxChangeCallbacks;
}

export function useMarkAsFeedback({ subscriberId, labels, locale, callbacks }: UseMarkAsFeedbackInput): MarkAsFeedback {
  const { mutateWithUndo: markIds } = useMarkMessagesAs({ subscriberId });
  const { mutateWithUndo: markAll } = useMarkAllMessagesAs({ subscriberId });
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState<MarkAsFailure | null>(null);
  const [undoOffer, setUndoOffer] = useState<UndoOffer | null>(null);
  // The latest of what an outcome reads: a change that settles after a re-render speaks in
  // current words, and the functions below are made once (stable for the inbox's life).
  // Filled before any outcome can be read (a layout effect runs before any answer).
  const latest = useRef({} as Pick<UseMarkAsFeedbackInput, 'labels' | 'locale'> & InboxChangeCallbacks & { markIds: typeof markIds; markAll: typeof markAll });
  useLayoutEffect(() => {
    latest.current = { labels, locale, markIds, markAll, ...callbacks };
  });

  const [run] = useState(() => {
    let serial = 0;
    const count = (value: number) => countArgs(value, latest.current.locale);
    const say = (text: string) => {
      // The same sentence twice in a row is still news: a zero-width space makes the text differ.
      setStatus((previous) => (previous === text ? `${text}\u200b` : text));
    };
    const failWith = (text: (labels: InboxLabels, reason: string) => string, error: unknown, again: MarkAsFailure['again']) => {
      const { labels: current, locale: currentLocale } = latest.current;
      setFailure({ serial: ++serial, text: text(current, describeMarkError(error, current, currentLocale)), again });
    };
    const fail = ({ messageIds, markAs, tab }: MarkAsChange, error: unknown, options: MarkAsOptions = {}) => {
      // A split list that failed half-way: what was applied stays, the rest is what failed.
      const failed = messageIds === 'all' || !(error instanceof PartialFailureError) ? messageIds : error.unappliedIds;
      const change = { messageIds: failed, markAs, ...(failed === 'all' && tab && { tab }) };
      latest.current.onError?.(error, change);
      failWith(
        (current, reason) =>
          failed === 'all'
            ? current.markAllFailed({ markAs, reason, ...(tab && { tab: tab.label }) })
            : current.markFailed({ ...count(failed.length), markAs, reason }),
        error,
        { change, options },
      );
    };
    const mark = (change: MarkAsChange, options: MarkAsOptions = {}) => {
      const { messageIds, markAs, tab } = change;
      const all = messageIds === 'all';
      if (!all && messageIds.length === 0) return;
      const speak = options.announce ?? true;
      const { markIds: sendIds, markAll: sendAll } = latest.current;
      // Ids the service confirmed: the app hears them, the reader too unless the change is silent.
      const marked = (ids: readonly string[]) => {
        latest.current.onMarkAs?.({ messageIds: ids, markAs });
        if (speak) say(latest.current.labels.marked({ ...count(ids.length), markAs }));
      };
      (all ? sendAll({ markAs, feed: tab }) : sendIds({ messageIds, markAs })).then(
        (undoable) => {
          if (!all) marked(messageIds);
          else {
            latest.current.onMarkAll?.({ markAs, changed: undoable.changed, ...(tab && { tab }) });
            if (speak) say(latest.current.labels.markedAll({ ...count(undoable.changed), markAs, ...(tab && { tab: tab.label }) }));
          }
          // A message the cache never loaded cannot be restored: no offer when none is known.
          if (options.undoable ?? all) setUndoOffer(undoable.prior.size > 0 ? { serial: ++serial, change: undoable } : null);
        },
        (error: unknown) => {
          if (error instanceof PartialFailureError && error.appliedIds.length > 0) marked(error.appliedIds);
          fail(change, error, options);
        },
      );
    };
    const undo = (change: UndoableChange) => {
      const restored = change.prior.size;
      // An undo is a change of its own to the app: these messages, back from `markAs`.
      const undone = { messageIds: [...change.prior.keys()], markAs: change.markAs, undo: true };
      change.undo().then(
        () => {
          latest.current.onMarkAs?.(undone);
          say(latest.current.labels.undone(count(restored)));
        },
        // The undo's changes rolled back: trying again restores the same prior states.
        (error: unknown) => {
          latest.current.onError?.(error, undone);
          failWith((current, reason) => current.undoFailed({ ...count(restored), reason }), error, { undo: change });
        },
      );
    };
    return { mark, undo, fail: ({ change, error }: { change: MarkAsChange; error: unknown }) => fail(change, error) };
  });

  return {
    mark: run.mark,
    status,
    failure,
    fail: run.fail,
    retry: () => {
      if (!failure) return;
      setFailure(null);
      const { again } = failure;
      if ('undo' in again) run.undo(again.undo);
      else run.mark(again.change, again.options);
    },
    dismiss: () => setFailure(null),
    undoOffer,
    undo: () => {
      if (!undoOffer) return;
      // Offered once: gone as soon as it is used.
      setUndoOffer(null);
      run.undo(undoOffer.change);
    },
    expireUndo: (expired) => setUndoOffer((current) => (current?.serial === expired ? null : current)),
  };
}
