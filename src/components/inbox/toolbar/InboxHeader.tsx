// The inbox's header actions: "Mark all as read" ("Mark loaded as read" in a tab the service's
// mark-all cannot take), or the app's `renderHeader`.
import type { ReactNode } from 'react';
import type { MessageCounts } from '../../../query/feed';
import type { MessagesFilter } from '../../../query/inboxKeys';
import { Button } from '../../../ui/Button';
import type { InboxLabels } from '../inboxLabels';

export interface InboxRenderHeaderArgs {
  filter: MessagesFilter;
  labels: InboxLabels;
  /** The subscriber's unread and unseen counts, as the tabs show them. */
  counts: MessageCounts;
  /**
   * Marks every message of the subscriber (of the shown tab's feed) read, as the default button does
   * (with its status, Undo and callbacks); in a tab with a `payload`, the tab's loaded messages.
   */
  markAllAsRead: () => void;
  /** The shown tab has a `payload`: the service cannot mark all of it, so the action covers the loaded messages. */
  loadedOnly: boolean;
  /** The default content (the "Mark all as read" button), to keep beside your own. */
  defaultHeader: ReactNode;
}

export interface InboxHeaderProps extends Omit<InboxRenderHeaderArgs, 'defaultHeader'> {
  renderHeader: ((args: InboxRenderHeaderArgs) => ReactNode) | undefined;
}

export function InboxHeader({ renderHeader, ...args }: InboxHeaderProps) {
  const defaultHeader = (
    <Button size="sm" variant="ghost" data-slot="inbox-mark-all" disabled={!args.counts.unread} onClick={args.markAllAsRead}>
      {args.loadedOnly ? args.labels.markLoadedAsRead : args.labels.markAllAsRead}
    </Button>
  );
  return (
    <div data-slot="inbox-header-actions" className="ik-inbox-header-actions">
      {renderHeader ? renderHeader({ ...args, defaultHeader }) : defaultHeader}
    </div>
  );
}
