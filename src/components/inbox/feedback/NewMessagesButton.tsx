// The button above a list the reader is busy with: "3 new notifications". Activating it inserts them
// and scrolls to the top (useArrivals.ts).
import { Button } from '../../../ui/Button';
import { countArgs, type InboxLabels } from '../inboxLabels';

export interface NewMessagesButtonProps {
  count: number;
  labels: InboxLabels;
  locale: string;
  onShow: () => void;
}

export function NewMessagesButton({ count, labels, locale, onShow }: NewMessagesButtonProps) {
  return (
    <div data-slot="inbox-new-messages" className="ik-inbox-new-messages">
      <Button size="sm" variant="primary" onClick={onShow}>
        {labels.newMessages(countArgs(count, locale))}
      </Button>
    </div>
  );
}
