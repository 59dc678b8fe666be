'use client';

// One message in the list: checkbox, avatar, body (./MessageBody, or the app's `renderMessage`)
// and its own menu, with the row's state as data attributes and its place in the list for
// assistive technology.
import { memo, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import type { FeedMessage, MarkAs } from '../../../api/types';
import { Button } from '../../../ui/Button';
import { Checkbox } from '../../../ui/Checkbox';
import { ErrorBoundary } from '../../../ui/ErrorBoundary';
import type { MarkAsChange } from '../feedback';
import type { InboxLabels } from '../inboxLabels';
import { MarkAsMenu } from '../toolbar';
import { MessageAvatar } from './MessageAvatar';
import { MessageBody, type MessageBodyProps } from './MessageBody';
import { messageName } from './messageText';

/** What `renderMessage` receives to draw a row's body. */
export interface InboxRenderMessageArgs {
  message: FeedMessage;
  selected: boolean;
  labels: InboxLabels;
  locale: string | undefined;
  /** The default body, to wrap or extend instead of replacing it. */
  defaultBody: ReactNode;
}

export interface MessageRowProps extends MessageBodyProps {
  index: number;
  setSize: number;
  selected: boolean;
  /** The row that takes part in Tab order (roving focus). */
  tabbable: boolean;
  measureRef: Ref<HTMLLIElement>;
  onSelectChange: (id: string, extend: boolean) => void;
  onCheckboxKeyDown: (event: KeyboardEvent<HTMLInputElement>, id: string) => void;
  onMarkAs: (change: MarkAsChange) => void;
  renderMessage: ((args: InboxRenderMessageArgs) => ReactNode) | undefined;
}

/**
 * The sender's picture: the feed item's `actor` when it is a user (its `data` is the URL); else
 * the placeholder. Not the item's `subscriber`: every version of the service fills that in with the
 * recipient (the feed populates `_subscriberId`), whose own face would show on every row.
 */
function senderAvatarUrl(message: FeedMessage): string | undefined {
  const actor = message.actor;
  return actor?.type === 'user' && typeof actor.data === 'string' ? actor.data : undefined;
}

/**
 * What every row is, shown or failed: its place in the list and in Tab order, and the ref that
 * measures it (the list puts it in place: ../list/MessageList).
 */
function rowAttributes({ index, setSize, tabbable, measureRef }: MessageRowProps) {
  return {
    ref: measureRef,
    'data-index': index,
    'data-slot': 'inbox-row',
    'aria-setsize': setSize,
    'aria-posinset': index + 1,
    tabIndex: tabbable ? 0 : -1,
    className: 'ik-inbox-row',
  };
}

/**
 * A row that cannot render (an app's `renderMessage` threw, or the cache holds data the checks
 * never saw) shows its id in its place; the other rows stay.
 */
export const MessageRow = memo(function MessageRow(props: MessageRowProps) {
  return (
    <ErrorBoundary resetKey={props.message} fallback={() => <FailedMessageRow {...props} />}>
      <MessageRowContent {...props} />
    </ErrorBoundary>
  );
});

function FailedMessageRow(props: MessageRowProps) {
  const id = typeof props.message?._id === 'string' ? props.message._id : '';
  return (
    <li {...rowAttributes(props)} data-message-id={id} data-state="failed">
      <p role="note" className="ik-inbox-row__body">
        {props.labels.messageFailed(id)}
      </p>
    </li>
  );
}

function MessageRowContent(props: MessageRowProps) {
  const { message, selected, labels, locale, onSelectChange, onCheckboxKeyDown, onMarkAs, renderMessage } = props;
  const id = message._id;
  const name = messageName(message, labels.untitled);
  const defaultBody = <MessageBody {...props} />;
  const rowActions: MarkAs[] = [message.read ? 'unread' : 'read', message.seen ? 'unseen' : 'seen'];
  return (
    <li
      {...rowAttributes(props)}
      data-message-id={id}
      data-read={String(message.read)}
      data-seen={String(message.seen)}
      data-status={message.status}
      data-state={selected ? 'selected' : 'unselected'}
    >
      <span className="ik-inbox-row__select">
        <Checkbox
          data-slot="inbox-row-checkbox"
          aria-label={labels.selectMessage(name)}
          checked={selected}
          onChange={(event) => {
            const native = event.nativeEvent;
            onSelectChange(id, native instanceof MouseEvent && native.shiftKey);
          }}
          onKeyDown={(event) => onCheckboxKeyDown(event, id)}
        />
      </span>
      <MessageAvatar url={senderAvatarUrl(message)} />
      <div data-slot="inbox-row-body" className="ik-inbox-row__body">
        {renderMessage ? renderMessage({ message, selected, labels, locale, defaultBody }) : defaultBody}
      </div>
      <span className="ik-inbox-row__menu">
        <MarkAsMenu
          slot="inbox-row-menu"
          labels={labels}
          actions={rowActions}
          onMarkAs={(markAs) => onMarkAs({ messageIds: [id], markAs })}
          trigger={
            <Button
              variant="ghost"
              size="sm"
              data-slot="inbox-row-menu-trigger"
              className="ik-inbox-row__menu-trigger"
              aria-label={labels.rowActions(name)}
            >
              <span aria-hidden="true">⋯</span>
            </Button>
          }
        />
      </span>
    </li>
  );
}
