// How a begun change reaches the service, mark-as and mark all alike: one idempotency key for its
// whole life (a resend after the connection returns, or after a reload, gets the first answer
// replayed), and, unless the app turned waiting off, through the subscriber's offline outbox, which
// keeps call order, queues and stores it while the service cannot be reached (its code loads with
// the first change that needs it, unless it is there already: ../offline).
import type { QueryClient } from '@tanstack/react-query';
import type { MarkAs } from '../../api/types';
import { newIdempotencyKey } from '../../api/idempotencyKey';
import type { PendingMark } from '../ledger';
import { deliverChange, type OfflineChangesSetting } from '../offline';

export interface SendChangeInput<T> {
  queryClient: QueryClient;
  subscriberId: string;
  /** The change in the ledger; null for an input the client will refuse (sent at once, to fail). */
  mark: PendingMark | null;
  /** `'all'` for mark all. */
  messageIds: readonly string[] | 'all';
  markAs: MarkAs;
  offline?: OfflineChangesSetting | undefined;
  /** A change read back from storage after a reload: sent with this, its original key. */
  restoredKey?: string | undefined;
  /** Sends the change with this idempotency key. */
  send: (idempotencyKey: string) => Promise<T>;
}

export function sendChange<T>({ queryClient, subscriberId, mark, messageIds, markAs, offline, restoredKey, send }: SendChangeInput<T>): Promise<T> {
  const key = restoredKey ?? newIdempotencyKey();
  if (!mark || offline === false) {
    // Changes on the same messages reach the service in call order.
    return (mark ? mark.after : Promise.resolve()).then(() => send(key));
  }
  return deliverChange(queryClient, subscriberId, offline, {
    mark,
    change: {
      key,
      messageIds: messageIds === 'all' ? 'all' : [...messageIds],
      markAs,
      at: mark.startedAt,
      ...(mark.feed && { feedIdentifier: mark.feed.feedIdentifier }),
    },
    send,
    restored: restoredKey !== undefined,
  });
}
