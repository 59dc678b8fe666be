'use client';

// <InboxBell>: a button naming the unread count ("Notifications, 3 unread") that opens the
// <Inbox> in a popover. Focus moves in on open; Escape (once the selection is cleared) and an
// outside click close it; focus returns to the bell.
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useMessageCounts } from '../../query/feed';
import { Badge } from '../../ui/Badge';
import { cx } from '../../ui/cx';
import { Popover, PopoverContent, PopoverTrigger, useInheritedTheme } from '../../ui/popover';
import { Inbox, type InboxProps } from './Inbox';
import { countArgs, resolveInboxLabels } from './inboxLabels';

/** Above this the badge shows `99+`; the accessible name still says the number. */
const BADGE_MAX = 99;

export interface InboxBellProps extends InboxProps {
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
  ...inboxProps
}: InboxBellProps) {
  const { subscriberId, labels: labelOverrides } = inboxProps;
  const labels = useMemo(() => resolveInboxLabels(labelOverrides), [labelOverrides]);
  const locale = inboxProps.locale ?? labels.locale;
  const counts = useMessageCounts({ subscriberId });
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const open = controlledOpen ?? ownOpen;
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [theme, captureTheme] = useInheritedTheme();
  // Every opening path (a click, `defaultOpen`, a controlled `open`) carries the theme into the
  // portal before paint.
  useLayoutEffect(() => {
    if (open) captureTheme(triggerRef.current);
  }, [open, captureTheme]);

  const unread = counts.unread ?? 0;
  const capped = counts.unreadIsCapped;
  const name = labels.bell({ ...countArgs(unread, locale), capped });
  const badge =
    unread > BADGE_MAX || (capped && unread >= BADGE_MAX)
      ? labels.cappedCount(countArgs(BADGE_MAX, locale))
      : capped
        ? labels.cappedCount(countArgs(unread, locale))
        : countArgs(unread, locale).formatted;

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
        data-unread={unread > 0 ? 'true' : 'false'}
        className={cx('ik-root', 'ik-inbox-bell', bellClassName)}
      >
        <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20" fill="currentColor">
          <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z" />
        </svg>
        {unread > 0 ? (
          <Badge tone="danger" aria-hidden="true" data-slot="inbox-bell-count" className="ik-inbox-bell__count">
            {badge}
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
