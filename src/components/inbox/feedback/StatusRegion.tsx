'use client';

// The inbox's live region: the newest news, whichever came last of a change's status and an
// arrival, and the Undo offered after a bulk change.
import { useState } from 'react';
import { countArgs, type InboxLabels } from '../inboxLabels';
import type { Arrivals } from './useArrivals';
import type { MarkAsFeedback } from './useMarkAsFeedback';
import { UndoButton } from './UndoButton';

export interface StatusRegionProps {
  feedback: MarkAsFeedback;
  announced: Arrivals['announced'];
  labels: InboxLabels;
  locale: string;
}

export function StatusRegion({ feedback, announced, labels, locale }: StatusRegionProps) {
  const { status, undoOffer } = feedback;
  // An arrival is said over the change's status it came after, until a newer status replaces it.
  const [arrivalStatus, setArrivalStatus] = useState<{ serial: number; over: string } | null>(null);
  if (announced && announced.serial !== arrivalStatus?.serial) {
    setArrivalStatus({ serial: announced.serial, over: status });
  }
  return (
    <div role="status" data-slot="inbox-status-region" className="ik-inbox-status-region">
      {announced && arrivalStatus?.over === status ? labels.arrived(countArgs(announced.count, locale)) : status}
      {undoOffer ? (
        <>
          {' '}
          <UndoButton
            key={undoOffer.serial}
            label={labels.undo}
            onUndo={feedback.undo}
            onExpire={() => feedback.expireUndo(undoOffer.serial)}
          />
        </>
      ) : null}
    </div>
  );
}
