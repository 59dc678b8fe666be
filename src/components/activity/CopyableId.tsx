'use client';

// An id from the service with a button that copies it and says "Copied" (a status region): ids
// are what a support ticket needs, and selecting 24 hex digits by hand is error-prone.
import { CopyButton } from '../../ui/CopyButton';
import { useActivitySettings } from './ActivityContext';

export interface CopyableIdProps {
  id: string | undefined;
  /** What the id is ("Job ID"): names the button, "Copy Job ID". */
  name: string;
  /** The button's whole accessible name, when a label says it better than `copyNamed(name)`. */
  copyLabel?: string;
}

export function CopyableId({ id, name, copyLabel }: CopyableIdProps) {
  const { labels } = useActivitySettings();
  // An empty id is still what the service sent: shown, as before, so the record reads as sent.
  if (typeof id !== 'string') return null;
  return (
    <span className="ik-activity__copyable" data-slot="activity-copyable-id">
      <code dir="auto" className="ik-activity-id">
        {id}
      </code>
      <CopyButton
        text={id}
        aria-label={copyLabel ?? labels.copyNamed(name)}
        labels={labels}
      />
    </span>
  );
}
