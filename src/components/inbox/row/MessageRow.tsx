'use client';

// One message in the list: checkbox, avatar, heading (a link when the message redirects), content,
// time, read/seen/status markers that never rely on colour alone, CTA buttons and its own menu.
import {
  memo,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import type { FeedMessage, MarkAs } from '../../../api/types';
import { formatDateTime } from '../../../format/formatDateTime';
import { formatRelativeTime } from '../../../format/formatRelativeTime';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Checkbox } from '../../../ui/Checkbox';
import { cx } from '../../../ui/cx';
import { ErrorBoundary } from '../../../ui/ErrorBoundary';
import { safeUrl } from '../../../ui/safeUrl';
import type { InboxLabels } from '../inboxLabels';
import { MarkAsMenu } from '../toolbar';
import { MessageActions, type InboxActionClickArgs } from './MessageActions';
import { MessageAvatar } from './MessageAvatar';
import { MessageContent } from './MessageContent';
import { messageHeading, messageName } from './messageText';

/** What `renderMessage` receives to draw a row's body. */
export interface InboxRenderMessageArgs {
  message: FeedMessage;
  selected: boolean;
  labels: InboxLabels;
  locale: string | undefined;
  /** The default body, to wrap or extend instead of replacing it. */
  defaultBody: ReactNode;
}

export interface MessageRowProps {
  message: FeedMessage;
  index: number;
  setSize: number;
  selected: boolean;
  /** The row that takes part in Tab order (roving focus). */
  tabbable: boolean;
  labels: InboxLabels;
  locale: string | undefined;
  timeZone: string | undefined;
  now: number;
  style: CSSProperties;
  measureRef: Ref<HTMLLIElement>;
  onSelectChange: (id: string, extend: boolean) => void;
  onCheckboxKeyDown: (event: KeyboardEvent<HTMLInputElement>, id: string) => void;
  onMarkAs: (ids: string[], markAs: MarkAs) => void;
  onOpen: (message: FeedMessage, event: MouseEvent<HTMLElement>) => void;
  onActionClick: ((args: InboxActionClickArgs) => void) | undefined;
  /** Whether a heading without a link is still a button (someone listens to `onMessageClick`). */
  openable: boolean;
  renderMessage: ((args: InboxRenderMessageArgs) => ReactNode) | undefined;
}

function ClockIcon() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="12" height="12" className="ik-inbox-snoozed__icon">
      <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M8 4.5V8l2.5 1.5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}

function StatusMarker({ message, labels }: { message: FeedMessage; labels: InboxLabels }) {
  const status = message.status;
  if (!status || status === 'sent') return null;
  const known = status === 'error' || status === 'warning';
  const word = status === 'error' ? labels.statusError : status === 'warning' ? labels.statusWarning : status;
  const errorText = message.errorText?.trim();
  return (
    <p data-slot="inbox-status" data-status={status} className="ik-inbox-status">
      <Badge tone={status === 'error' ? 'danger' : known ? 'warning' : 'neutral'}>
        <span aria-hidden="true" className="ik-inbox-status__icon">
          {status === 'error' ? '✕' : '!'}
        </span>
        {known ? word : <bdi>{word}</bdi>}
      </Badge>
      {errorText ? (
        <span dir="auto" className="ik-inbox-status__text">
          {errorText}
        </span>
      ) : null}
    </p>
  );
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
 * The row's first line: the subject or title, else a plain-text content, which then stands alone
 * (and is not repeated below). EmailBlocks never lead: they may hold links of their own.
 */
function leadText(message: FeedMessage): string | undefined {
  const heading = messageHeading(message);
  if (heading !== undefined) return heading;
  const content = message.content;
  return typeof content === 'string' && content.trim() !== '' ? content : undefined;
}

function Heading({
  message,
  labels,
  openable,
  onOpen,
}: {
  message: FeedMessage;
  labels: InboxLabels;
  openable: boolean;
  onOpen: MessageRowProps['onOpen'];
}) {
  const heading = leadText(message);
  const href = safeUrl(message.cta?.data?.url);
  const text = heading ?? (href || openable ? labels.open : undefined);
  if (text === undefined) return null;
  const common = {
    // Text from the service may be in any script: let it pick its own direction.
    dir: 'auto' as const,
    'data-slot': 'inbox-title',
    'data-row-primary': '',
    className: cx('ik-inbox-title', heading === undefined && 'ik-inbox-title--open'),
  };
  if (href) {
    return (
      <a {...common} href={href} onClick={(event) => onOpen(message, event)}>
        {text}
      </a>
    );
  }
  if (openable) {
    return (
      <button {...common} type="button" onClick={(event) => onOpen(message, event)}>
        {text}
      </button>
    );
  }
  return <span {...common}>{text}</span>;
}

function RowBody({
  message,
  labels,
  locale,
  timeZone,
  now,
  openable,
  onOpen,
  onActionClick,
}: Pick<
  MessageRowProps,
  'message' | 'labels' | 'locale' | 'timeZone' | 'now' | 'openable' | 'onOpen' | 'onActionClick'
>) {
  const createdAt = typeof message.createdAt === 'string' ? message.createdAt : undefined;
  return (
    <>
      <div className="ik-inbox-row__head">
        <span className="ik-inbox-row__heading">
          {message.read ? (
            <span className="ik-visually-hidden">{labels.read} </span>
          ) : (
            <span data-slot="inbox-unread" className="ik-inbox-unread">
              <span aria-hidden="true" className="ik-inbox-unread__dot">●</span>
              <span className="ik-visually-hidden">{labels.unread} </span>
            </span>
          )}
          {/* A word joiner, and a no-break space before the badge: the dot and the badge stay on
              the title's first and last lines, never on lines of their own. */}
          {message.read ? null : '\u2060'}
          <Heading message={message} labels={labels} openable={openable} onOpen={onOpen} />
          {message.seen ? null : (
            <>
              {'\u00a0'}
              <Badge tone="accent" data-slot="inbox-unseen" className="ik-inbox-unseen">
                {labels.unseen}
              </Badge>
            </>
          )}
        </span>
        {createdAt === undefined ? null : (
          <time
            data-slot="inbox-time"
            className="ik-inbox-time"
            dateTime={createdAt}
            title={formatDateTime(createdAt, { locale, timeZone })}
            dir="auto"
          >
            {formatRelativeTime(createdAt, { locale, now })}
          </time>
        )}
      </div>
      {messageHeading(message) === undefined && typeof message.content === 'string' ? null : (
        <MessageContent content={message.content} />
      )}
      <StatusMarker message={message} labels={labels} />
      {message.snoozedUntil ? (
        <p data-slot="inbox-snoozed" className="ik-inbox-snoozed" lang={labels.locale} dir={labels.dir}>
          <ClockIcon />
          {labels.snoozedUntil(formatDateTime(message.snoozedUntil, { locale, timeZone }))}
        </p>
      ) : null}
      <MessageActions message={message} onActionClick={onActionClick} />
    </>
  );
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

function FailedMessageRow({ message, index, setSize, tabbable, labels, style, measureRef }: MessageRowProps) {
  const id = typeof message?._id === 'string' ? message._id : '';
  return (
    <li
      ref={measureRef}
      data-index={index}
      data-slot="inbox-row"
      data-message-id={id}
      data-state="failed"
      aria-setsize={setSize}
      aria-posinset={index + 1}
      tabIndex={tabbable ? 0 : -1}
      style={style}
      className="ik-inbox-row"
    >
      <p role="note" className="ik-inbox-row__body">
        {labels.messageFailed(id)}
      </p>
    </li>
  );
}

function MessageRowContent(props: MessageRowProps) {
  const {
    message,
    index,
    setSize,
    selected,
    tabbable,
    labels,
    locale,
    style,
    measureRef,
    onSelectChange,
    onCheckboxKeyDown,
    onMarkAs,
    renderMessage,
  } = props;
  const id = message._id;
  const name = messageName(message, labels.untitled);
  const defaultBody = <RowBody {...props} />;
  const body = renderMessage
    ? renderMessage({ message, selected, labels, locale, defaultBody })
    : defaultBody;
  const rowActions: MarkAs[] = [message.read ? 'unread' : 'read', message.seen ? 'unseen' : 'seen'];
  return (
    <li
      ref={measureRef}
      data-index={index}
      data-slot="inbox-row"
      data-message-id={id}
      data-read={String(message.read)}
      data-seen={String(message.seen)}
      data-status={message.status}
      data-state={selected ? 'selected' : 'unselected'}
      aria-setsize={setSize}
      aria-posinset={index + 1}
      tabIndex={tabbable ? 0 : -1}
      style={style}
      className="ik-inbox-row"
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
        {body}
      </div>
      <span className="ik-inbox-row__menu">
        <MarkAsMenu
          slot="inbox-row-menu"
          labels={labels}
          actions={rowActions}
          onMarkAs={(markAs) => onMarkAs([id], markAs)}
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
