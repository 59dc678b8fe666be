// The bell in an app's header: it closes when a message is opened (the app's router takes over),
// marks everything seen each time it opens, and looks for new messages when the app's own push
// channel says so instead of polling.
import { useState } from 'react';
import { InboxBell, type FeedMessage, type InboxMessageClickDetails } from 'inbox-kit';

export interface HeaderBellProps {
  subscriberId: string;
  /** The app's router. */
  navigate: (href: string) => void;
  /**
   * The app's push channel (a WebSocket, server-sent events): calls `onChange` when the service
   * says something changed, returns the unsubscribe. Keep it the same function between renders.
   */
  subscribe: (onChange: () => void) => () => void;
}

export function HeaderBell({ subscriberId, navigate, subscribe }: HeaderBellProps) {
  const [open, setOpen] = useState(false);

  function openMessage(message: FeedMessage, _event: unknown, { href }: InboxMessageClickDetails) {
    // Controlled: the bell closes because the app says so; the title link does not navigate.
    setOpen(false);
    navigate(href ?? `/notifications/${message._id}`);
  }

  return (
    <InboxBell
      subscriberId={subscriberId}
      open={open}
      onOpenChange={setOpen}
      onMessageClick={openMessage}
      markAllSeenOnOpen
      subscribe={subscribe}
      pollIntervalMs={false}
    />
  );
}
