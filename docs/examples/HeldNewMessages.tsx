// New messages held back until the reader asks for them, in an inbox of your own markup:
// `useLiveArrival`'s `onArrivals` keeps them aside instead of putting them into the list, and the
// button puts them in by asking the service again for the subscriber's lists. The unread count
// takes them in at once. docs/hooks.md shows this file verbatim; `npm run typecheck` compiles it.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { inboxKeys, useLiveArrival, useMessageCounts, useMessages, type FeedMessage } from 'inbox-kit';

export interface HeldNewMessagesProps {
  subscriberId: string;
  /** The app's push channel: calls `onChange` when the service says something changed. */
  subscribe?: (onChange: () => void) => () => void;
}

export function HeldNewMessages({ subscriberId, subscribe }: HeldNewMessagesProps) {
  const queryClient = useQueryClient();
  const { messages } = useMessages({ subscriberId });
  const { unread } = useMessageCounts({ subscriberId });
  const [held, setHeld] = useState<FeedMessage[]>([]);

  useLiveArrival({
    subscriberId,
    subscribe,
    // Instead of the default insertion: keep them aside (each arrives once, newest first) ...
    onArrivals: (arrivals) => {
      setHeld((before) => [...arrivals, ...before]);
      // ... and ask for the counts again, so the unread count includes them now.
      void queryClient.invalidateQueries({ queryKey: inboxKeys.counts(subscriberId) });
    },
  });

  // A refetch may have brought some in already (one after the reader's own change, say).
  const waiting = held.filter((message) => !messages.some((shown) => shown._id === message._id));

  function showHeld() {
    setHeld([]);
    // Every loaded page of the subscriber's lists, and the counts, asked again: the held messages
    // come in at the top. Pending changes stay applied on top of what comes back.
    void queryClient.invalidateQueries({ queryKey: inboxKeys.messages(subscriberId) });
  }

  return (
    <section aria-label="My notifications">
      <p>{unread === undefined ? 'Counting…' : `${unread} unread`}</p>
      {waiting.length > 0 ? (
        <button type="button" onClick={showHeld}>
          Show {waiting.length} new
        </button>
      ) : null}
      <ul>
        {messages.map((message) => (
          <li key={message._id} data-message-id={message._id}>
            {message.subject ?? message.title ?? message._id}
          </li>
        ))}
      </ul>
    </section>
  );
}
