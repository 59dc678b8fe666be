// A custom inbox from inbox-kit's hooks alone: the app's own markup over the library's messages,
// counts, optimistic changes, mark all with undo, selection rules and safe content renderer.
// docs/headless.md shows this file verbatim; `npm run typecheck` compiles it.
import { useEffect, useMemo, useState, type MouseEvent } from 'react';
import {
  MessageContent,
  PartialFailureError,
  useMarkAllMessagesAs,
  useMarkMessagesAs,
  useMessageCounts,
  useMessageSelection,
  useMessages,
  useOfflineChanges,
  type FeedMessage,
  type MarkAs,
  type MessagesFilter,
  type UndoableChange,
} from 'inbox-kit';

const FILTERS: readonly MessagesFilter[] = ['all', 'unread', 'unseen'];

function titleOf(message: FeedMessage): string {
  return message.subject ?? message.title ?? (typeof message.content === 'string' ? message.content : message._id);
}

/** Why a change failed. It has been rolled back already, except the part a split list applied. */
function failureText(error: unknown): string {
  if (error instanceof PartialFailureError) {
    return `${error.appliedIds.length} messages were changed; ${error.unappliedIds.length} could not be and are as before.`;
  }
  return `The change failed and was undone: ${error instanceof Error ? error.message : 'unknown error'}`;
}

export interface HeadlessInboxProps {
  subscriberId: string;
}

export function HeadlessInbox({ subscriberId }: HeadlessInboxProps) {
  const [filter, setFilter] = useState<MessagesFilter>('all');
  const list = useMessages({ subscriberId, filter });
  const counts = useMessageCounts({ subscriberId });
  const markMessages = useMarkMessagesAs({ subscriberId });
  const markAll = useMarkAllMessagesAs({ subscriberId });
  // How many changes wait for the connection; mounted, it also sends those stored before a reload.
  const { waiting } = useOfflineChanges({ subscriberId });
  const selection = useMessageSelection();
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState('');
  const [undoable, setUndoable] = useState<UndoableChange | null>(null);

  const { messages, isPending } = list;
  const orderedIds = useMemo(() => messages.map((message) => message._id), [messages]);
  // Ids that left the list (another filter, or marked out of this one) leave the selection, so a
  // bulk change never acts on rows the reader cannot see. Not before the first page is there.
  const { retain } = selection;
  useEffect(() => {
    if (!isPending) retain(orderedIds);
  }, [isPending, orderedIds, retain]);
  const selectedIds = orderedIds.filter((id) => selection.isSelected(id));

  function onCheckboxClick(event: MouseEvent<HTMLInputElement>, id: string) {
    // Shift extends from the anchor (the last toggled row) to this one, in list order.
    if (event.shiftKey) selection.extend(id, orderedIds);
    else selection.toggle(id);
  }

  // Each call awaits its own outcome: `mutate`'s per-call callbacks would fire for the latest only.
  async function markSelected(markAs: MarkAs) {
    const messageIds = selectedIds;
    selection.clear();
    try {
      const change = await markMessages.mutateWithUndo({ messageIds, markAs });
      setStatus(`${messageIds.length} marked as ${markAs}`);
      setUndoable(change);
    } catch (error) {
      setProblem(failureText(error));
    }
  }

  async function markAllRead() {
    try {
      const change = await markAll.mutateWithUndo({ markAs: 'read' });
      setStatus(`All marked as read (${change.changed} changed)`);
      // Undo restores the messages this page had loaded; with none loaded there is nothing to offer.
      setUndoable(change.prior.size > 0 ? change : null);
    } catch (error) {
      setProblem(failureText(error));
    }
  }

  async function undo(change: UndoableChange) {
    setUndoable(null);
    try {
      await change.undo();
      setStatus(`Undone: ${change.prior.size} notifications restored`);
    } catch (error) {
      setProblem(failureText(error));
    }
  }

  const unread = counts.unread === undefined ? '' : ` (${counts.unread}${counts.unreadIsCapped ? '+' : ''})`;
  return (
    <section aria-label="My notifications">
      <div role="group" aria-label="Show">
        {FILTERS.map((name) => (
          <button key={name} type="button" aria-pressed={filter === name} onClick={() => setFilter(name)}>
            {name === 'unread' ? `unread${unread}` : name}
          </button>
        ))}
      </div>
      <button type="button" disabled={!counts.unread} onClick={() => void markAllRead()}>
        Mark all as read
      </button>
      <button type="button" disabled={selectedIds.length === 0} onClick={() => void markSelected('read')}>
        Mark {selectedIds.length} selected as read
      </button>
      <button type="button" disabled={selectedIds.length === 0} onClick={() => void markSelected('unread')}>
        Mark {selectedIds.length} selected as unread
      </button>
      <p role="status">
        {status}{' '}
        {undoable ? (
          <button type="button" onClick={() => void undo(undoable)}>
            Undo
          </button>
        ) : null}
      </p>
      {problem ? (
        <p role="alert">
          {problem}{' '}
          <button type="button" onClick={() => setProblem('')}>
            Dismiss
          </button>
        </p>
      ) : null}
      {waiting > 0 ? <p>{waiting} changes will be sent when you are back online.</p> : null}
      {isPending ? <p>Loading…</p> : null}
      {list.isError && messages.length === 0 ? (
        <p role="alert">
          The messages could not be loaded.{' '}
          <button type="button" onClick={() => void list.refetch()}>
            Retry
          </button>
        </p>
      ) : null}
      <ul>
        {messages.map((message) => (
          <li key={message._id} data-message-id={message._id}>
            <label>
              <input
                type="checkbox"
                checked={selection.isSelected(message._id)}
                onClick={(event) => onCheckboxClick(event, message._id)}
                // The click decides (it knows about Shift); the checkbox shows the selection.
                onChange={() => undefined}
              />{' '}
              {message.read ? null : <strong>Unread: </strong>}
              {titleOf(message)}
            </label>
            <MessageContent content={message.content} />
          </li>
        ))}
      </ul>
      {list.hasNextPage ? (
        <button type="button" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          Load more
        </button>
      ) : null}
    </section>
  );
}
