// What the docs' examples take from the prose around them, for the check of .ci/doc-types.mjs.
// Each block compiles as a module of its own; a name it uses without declaring it is one its page
// imported or made before it, or an app's own helper. A block's own import or declaration of a
// name shadows these. Library names are typed as the library exports them, so their use is checked.
import type { dehydrate as Dehydrate, QueryClient } from '@tanstack/react-query';
import type { ReactNode, useEffect as UseEffect } from 'react';
import type * as Kit from 'inbox-kit';
import type { ProxyHandler } from 'inbox-kit/server';

declare global {
  // Imported earlier on the page.
  const Inbox: typeof Kit.Inbox;
  const InboxBell: typeof Kit.InboxBell;
  const NotificationActivity: typeof Kit.NotificationActivity;
  const useMessages: typeof Kit.useMessages;
  const useMessageCounts: typeof Kit.useMessageCounts;
  const useMarkMessagesAs: typeof Kit.useMarkMessagesAs;
  const useMarkAllMessagesAs: typeof Kit.useMarkAllMessagesAs;
  const useMarkSeenOnView: typeof Kit.useMarkSeenOnView;
  const useMessageSelection: typeof Kit.useMessageSelection;
  const useOfflineChanges: typeof Kit.useOfflineChanges;
  const useLiveArrival: typeof Kit.useLiveArrival;
  const useNotification: typeof Kit.useNotification;
  const useNotificationList: typeof Kit.useNotificationList;
  const useNotificationStats: typeof Kit.useNotificationStats;
  const useNotificationGraph: typeof Kit.useNotificationGraph;
  const useInboxKitClient: typeof Kit.useInboxKitClient;
  const useEffect: typeof UseEffect;
  const dehydrate: typeof Dehydrate;

  // Made earlier on the page.
  const client: Kit.InboxKitClient;
  const serverClient: Kit.InboxKitClient;
  const queryClient: QueryClient;
  const handler: ProxyHandler;
  const subscriberId: string;
  const notificationId: string;
  const ids: string[];
  const orderedIds: string[];
  const isPending: boolean;
  const retain: ReturnType<typeof Kit.useMessageSelection>['retain'];
  const subscribe: (onChange: () => void) => () => void;
  let html: string;

  // The app's own.
  const Providers: (props: { children?: ReactNode }) => ReactNode;
  const router: { push(href: string): void };
  const analytics: { track(event: string, data?: object): void };
  function handleAction(message: Kit.FeedMessage, button: unknown): void;
  function setSelected(notificationId: string): void;
  function getSessionToken(): Promise<string>;
  function getUser(request: Request): Promise<{ id: string } | null>;
  function reportToYourErrorTracker(details: object): void;
  function report(...details: unknown[]): void;
  function offerUndo(undo: () => void): void;
  function toast(text: string): void;
}
