'use client';

// Opening a message (its title clicked, or Enter on its row): the app's `onMessageClick` decides
// where a title link goes, and an unread message becomes read.
import { useCallback, type MouseEvent } from 'react';
import type { FeedMessage, MarkAs } from '../../../api/types';

/** What `onMessageClick` receives besides the message and the click. */
export interface InboxMessageClickDetails {
  /** The title link's address, when the message has a safe one (its CTA's URL). */
  href: string | undefined;
  /**
   * Lets the title link follow `href` after this handler. Without it a link does not navigate:
   * the app decides (e.g. `router.push`), and the story never lands on a page that does not exist.
   */
  allowNavigation: () => void;
}

export interface UseOpenMessageOptions {
  onMessageClick: ((message: FeedMessage, event: MouseEvent<HTMLElement>, details: InboxMessageClickDetails) => void) | undefined;
  markReadOnOpen: boolean;
  /** Marks the opened message read, silently. */
  mark: (change: { messageIds: string[]; markAs: MarkAs }, options: { announce: false }) => void;
}

/** A click with a modifier or another button opens a tab or window: the reader's own choice. */
function opensElsewhere(event: MouseEvent<HTMLElement>): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/** The rows' `onOpen`. */
export function useOpenMessage({ onMessageClick, markReadOnOpen, mark }: UseOpenMessageOptions) {
  return useCallback(
    (message: FeedMessage, event: MouseEvent<HTMLElement>) => {
      const link = event.currentTarget instanceof HTMLAnchorElement ? event.currentTarget : undefined;
      if (onMessageClick && !(link && opensElsewhere(event))) {
        let allowed = false;
        onMessageClick(message, event, {
          href: link?.href,
          allowNavigation: () => {
            allowed = true;
          },
        });
        if (link && !allowed) event.preventDefault();
      }
      if (markReadOnOpen && !message.read) {
        mark({ messageIds: [message._id], markAs: 'read' }, { announce: false });
      }
    },
    [onMessageClick, markReadOnOpen, mark],
  );
}
