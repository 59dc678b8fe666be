// The alert of a change that failed: why, in words a reader can act on, with Retry (the same
// change again) and Dismiss. A new failure is a new alert, announced again.
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import type { InboxLabels } from '../inboxLabels';
import type { MarkAsFeedback } from './useMarkAsFeedback';

export interface FailureAlertProps {
  feedback: MarkAsFeedback;
  labels: InboxLabels;
}

export function FailureAlert({ feedback: { failure, retry, dismiss }, labels }: FailureAlertProps) {
  if (!failure) return null;
  return (
    <Alert
      data-slot="inbox-alert"
      className="ik-inbox-alert"
      key={failure.serial}
      title={failure.text}
      actions={
        <>
          <Button size="sm" variant="primary" data-slot="inbox-alert-retry" onClick={retry}>
            {labels.retry}
          </Button>
          <Button size="sm" variant="ghost" data-slot="inbox-alert-dismiss" onClick={dismiss}>
            {labels.dismiss}
          </Button>
        </>
      }
    />
  );
}
