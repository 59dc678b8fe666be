'use client';

// <InboxBell>: a button naming the unread count ("Notifications, 3 unread"; or the unseen one, or
// both) that opens the <Inbox> in a popover. Focus moves in on open; Escape (once the selection is
// cleared) and an outside click close it; focus returns to the bell. While closed, the bell looks
// for new messages itself (the inbox does while open), so its badge follows them.
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useFirstRequests, useMessageCounts } from '../../query/feed';
import { useLiveArrival } from '../../query/live';
import { Badge } from '../../ui/Badge';
import { cx } from '../../ui/cx';
import { Popover, PopoverContent, PopoverTrigger, useInheritedTheme } from '../../ui/popover';
import { useServerRender } from '../../ui/useServerRender';
import { Inbox, type InboxProps } from './Inbox';
import { countArgs, resolveInboxLabels } from './inboxLabels';

/** Above this the badge shows `99+`; the accessible name still says the number. */
const BADGE_MAX = 99;

export interface InboxBellProps extends InboxProps {
  /**
   * What the bell counts: `unread` messages (default), `unseen` ones, or `both` (the accessible
   * name says both; the badge shows the unread count).
   */
  count?: 'unread' | 'unseen' | 'both';
  /**
   * With `tabs`: the `id` of the tab whose feed the bell counts. Default the whole inbox (every
   * message of the subscriber, whatever its feed).
   */
  countTab?: string;
  /** Class of the bell button; `className` goes to the inbox inside the popover. */
  bellClassName?: string;
  /** Class of the popover's content. */
  popoverClassName?: string;
  /** Controls whether the popover is open. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Where the popover opens, relative to the bell. Default `bottom`/`end`. */
  side?: 'top' | 'right' | 'bottom' | 'left';
  align?: 'start' | 'center' | 'end';
  /** Portal the popover into this element instead of `<body>`. */
  container?: HTMLElement | null;
}

export function InboxBell({
  bellClassName,
  popoverClassName,
  open: controlledOpen,
  defaultOpen = false,
  onOpenChange,
  side = 'bottom',
  align = 'end',
  container,
  count = 'unread',
  countTab,
  ...inboxProps
}: InboxBellProps) {
  const { subscriberId, labels: labelOverrides, pollIntervalMs, subscribe, onNewMessages, tabs } = inboxProps;
  const labels = useMemo(() => resolveInboxLabels(labelOverrides), [labelOverrides]);
  const locale = inboxProps.locale ?? labels.locale;
  const countsFeed = tabs?.find((tab) => tab.id === countTab);
  // Asked for now, not after this render's commit (the server's HTML has them from prefetchInbox).
  useFirstRequests({ subscriberId, countsFeed, enabled: !useServerRender() });
  const counts = useMessageCounts({ subscriberId, feed: countsFeed });
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const open = controlledOpen ?? ownOpen;
  useLiveArrival({ subscriberId, pollIntervalMs, subscribe, onNewMessages, enabled: !open });
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [theme, captureTheme] = useInheritedTheme();
  // Every opening path (a click, `defaultOpen`, a controlled `open`) carries the theme into the
  // portal before paint.
  useLayoutEffect(() => {
    if (open) captureTheme(triggerRef.current);
  }, [open, captureTheme]);

  const unread = countArgs(counts.unread ?? 0, locale, { capped: counts.unreadIsCapped });
  const unseen = countArgs(counts.unseen ?? 0, locale, { capped: counts.unseenIsCapped });
  const name = count === 'unread' ? labels.bell(unread) : labels.bellCounts(count === 'both' ? { unread, unseen } : { unseen });
  const shown = count === 'unseen' ? unseen : unread;

  function setOpen(next: boolean) {
    if (next) captureTheme(triggerRef.current);
    if (controlledOpen === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  }

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger
        ref={triggerRef}
        aria-label={name}
        data-slot="inbox-bell"
        data-state={open ? 'open' : 'closed'}
        data-unread={String(unread.count > 0)}
        className={cx('ik-root', 'ik-inbox-bell', bellClassName)}
      >
        <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20" fill="currentColor">
          <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z" />
        </svg>
        {shown.count > 0 ? (
          <Badge tone="danger" aria-hidden="true" data-slot="inbox-bell-count" className="ik-inbox-bell__count">
            {shown.capped || shown.count > BADGE_MAX
              ? labels.cappedCount(countArgs(Math.min(shown.count, BADGE_MAX), locale))
              : shown.formatted}
          </Badge>
        ) : null}
      </PopoverTrigger>
      <PopoverContent
        side={side}
        align={align}
        container={container}
        inheritedTheme={theme}
        aria-label={labels.title}
        role="dialog"
        data-slot="inbox-bell-popover"
        className={cx('ik-inbox-bell__popover', popoverClassName)}
        onEscapeKeyDown={(event) => {
          // The first Escape clears a selection inside the inbox; the next one closes.
          const target = event.target instanceof Element ? event.target : null;
          if (target?.closest('[data-slot="inbox"][data-has-selection="true"]')) event.preventDefault();
        }}
      >
        <Inbox {...inboxProps} />
      </PopoverContent>
    </Popover>
  );
}
