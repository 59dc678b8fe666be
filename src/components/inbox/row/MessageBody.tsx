'use client';

// A row's default body: the read marker, the heading (a link when the message redirects), the
// unseen badge and the time, the content, the status and snooze markers (never by colour alone)
// and the CTA buttons. An app's `renderMessage` may wrap or replace it; the row around it stays.
import type { MouseEvent } from 'react';
import type { FeedMessage } from '../../../api/types';
import { formatDateTime } from '../../../format/formatDateTime';
import { Badge } from '../../../ui/Badge';
import { cx } from '../../../ui/cx';
import { safeUrl } from '../../../ui/safeUrl';
import type { InboxLabels } from '../inboxLabels';
import { MessageActions, type InboxActionClickArgs } from './MessageActions';
import { MessageContent } from './MessageContent';
import { messageHeading } from './messageText';
import { rowTime } from './rowTime';

export interface MessageBodyProps {
  message: FeedMessage;
  labels: InboxLabels;
  locale: string | undefined;
  timeZone: string | undefined;
  now: number;
  onOpen: (message: FeedMessage, event: MouseEvent<HTMLElement>) => void;
  onActionClick: ((args: InboxActionClickArgs) => void) | undefined;
  /** Whether a heading without a link is still a button (someone listens to `onMessageClick`). */
  openable: boolean;
}

function ClockIcon() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="12" height="12" className="ik-inbox-snoozed__icon">
      <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M8 4.5V8l2.5 1.5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}

function StatusMarker({ message, labels }: Pick<MessageBodyProps, 'message' | 'labels'>) {
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

/** The first line: `lead`, else "Open" when the message can be opened. */
function Heading({ message, lead, labels, openable, onOpen }: Pick<MessageBodyProps, 'message' | 'labels' | 'openable' | 'onOpen'> & { lead: string | undefined }) {
  const href = safeUrl(message.cta?.data?.url);
  const text = lead ?? (href || openable ? labels.open : undefined);
  if (text === undefined) return null;
  const common = {
    // Text from the service may be in any script: let it pick its own direction.
    dir: 'auto' as const,
    'data-slot': 'inbox-title',
    className: cx('ik-inbox-title', lead === undefined && 'ik-inbox-title--open'),
  };
  if (href) {
    return (
      <a {...common} data-row-primary="" href={href} onClick={(event) => onOpen(message, event)}>
        {text}
      </a>
    );
  }
  if (openable) {
    return (
      <button {...common} data-row-primary="" type="button" onClick={(event) => onOpen(message, event)}>
        {text}
      </button>
    );
  }
  return <span {...common}>{text}</span>;
}

export function MessageBody(props: MessageBodyProps) {
  const { message, labels, locale, timeZone, now, onActionClick } = props;
  const { content } = message;
  const heading = messageHeading(message);
  // The subject or title leads; without one, a plain-text content stands alone as the first line
  // (and is not repeated below). EmailBlocks never lead: they may hold links of their own.
  const contentLeads = heading === undefined && typeof content === 'string';
  const lead = heading ?? (contentLeads && content.trim() !== '' ? content : undefined);
  const createdAt = typeof message.createdAt === 'string' ? message.createdAt : undefined;
  const time = createdAt === undefined ? undefined : rowTime(createdAt, { locale, timeZone, now });
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
          <Heading {...props} lead={lead} />
          {message.seen ? null : (
            <>
              {'\u00a0'}
              <Badge tone="accent" data-slot="inbox-unseen" className="ik-inbox-unseen">
                {labels.unseen}
              </Badge>
            </>
          )}
        </span>
        {time === undefined ? null : (
          <time data-slot="inbox-time" className="ik-inbox-time" dateTime={createdAt} title={time.title} dir="auto">
            {time.text}
          </time>
        )}
      </div>
      {contentLeads ? null : <MessageContent content={content} />}
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
