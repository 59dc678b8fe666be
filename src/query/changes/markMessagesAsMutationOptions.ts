// The mark-as mutation: its key, its function and the synchronous start that makes a change
// visible in the same tick as the call. The ledger (markAsLedger.ts) explains the model.
import { mutationOptions, type QueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { InboxKitClient } from '../../api/client';
import { PartialFailureError } from '../../api/errors';
import type { MarkAs, Message } from '../../api/types';
import { beginChange, begunChange } from './beginChange';
import { inboxKeys } from '../inboxKeys';
import { markAsLedger, type PendingMark } from '../ledger';
import type { OfflineChangesSetting } from '../offline';
import { announceToTabs } from '../live';
import { refetchAfterChange } from './refetchAfterChange';
import { sendChange } from './sendChange';
import { writeConfirmations } from '../ledger';

/** What `useMarkMessagesAs().mutate` takes. */
export interface MarkMessagesAsVariables {
  messageIds: readonly string[];
  markAs: MarkAs;
}

/**
 * Starts a change now: records it in the subscriber's ledger (every list and count shows it from
 * this tick on) and cancels refetches in flight (./beginChange). Returns the variables to run the
 * mutation with. `useMarkMessagesAs` calls it for you.
 */
export function beginMarkAs(
  queryClient: QueryClient,
  subscriberId: string,
  variables: MarkMessagesAsVariables,
  { onlyAfter }: { onlyAfter?: Promise<unknown> } = {},
): MarkMessagesAsVariables {
  const { messageIds, markAs } = variables;
  return beginChange(queryClient, subscriberId, { messageIds, markAs }, { messageIds, onlyAfter });
}

export interface MarkMessagesAsMutationInput {
  client: InboxKitClient;
  subscriberId: string;
  /** How a change waits while the service cannot be reached (InboxKitProvider's `offline`). */
  offline?: OfflineChangesSetting;
}

/**
 * Options of the mark-as mutation of one subscriber (key `inboxKeys.markAs(subscriberId)`).
 * Run through `useMarkMessagesAs`, which starts the change in the same tick; used directly with
 * `useMutation`, the change shows once the mutation function starts.
 */
// Spelled out so the emitted types name only `@tanstack/react-query` (an app's strict package
// layout cannot resolve the `@tanstack/query-core` it would otherwise infer).
export type MarkMessagesAsMutationOptions = UseMutationOptions<Message[], Error, MarkMessagesAsVariables>;

export function markMessagesAsMutationOptions({ client, subscriberId, offline }: MarkMessagesAsMutationInput): MarkMessagesAsMutationOptions {
  return mutationOptions<Message[], Error, MarkMessagesAsVariables>({
    mutationKey: inboxKeys.markAs(subscriberId),
    // The client retries what is worth retrying, with the same idempotency key; a second run of
    // the mutation function would be a second change.
    retry: false,
    // The offline outbox decides when a change is sent; React Query must not hold the function
    // back on its own idea of the network (the change would neither be sent nor stored).
    networkMode: 'always',
    mutationFn: async (variables, { client: queryClient }) => {
      const { mark, onlyAfter } = begunChange(variables, () => beginMarkAs(queryClient, subscriberId, variables));
      return runMarkAs({ client, queryClient, variables, mark, subscriberId, offline, onlyAfter });
    },
  });
}

export interface RunMarkAsInput {
  client: InboxKitClient;
  queryClient: QueryClient;
  subscriberId: string;
  variables: MarkMessagesAsVariables;
  /** The change in the ledger; null for an input the client will refuse. */
  mark: PendingMark | null;
  offline?: OfflineChangesSetting | undefined;
  /** A change read back from storage after a reload: sent with this, its original key. */
  restoredKey?: string;
  /** Sent only once this settles well; a rejection rolls the change back unsent (undo's later step). */
  onlyAfter?: Promise<unknown> | undefined;
}

/** Sends a begun change (sendChange.ts: through the offline outbox) and settles it in the ledger. */
export async function runMarkAs({
  client,
  queryClient,
  subscriberId,
  variables,
  mark,
  offline,
  restoredKey,
  onlyAfter,
}: RunMarkAsInput): Promise<Message[]> {
  const ledger = markAsLedger(queryClient, subscriberId);
  let confirmed: readonly Message[] = [];
  // The ids the service accepted: those its answer leaves out keep the change (markAsLedger.ts).
  let accepted: readonly string[] = [];
  try {
    if (onlyAfter) await onlyAfter;
    const messages = await sendChange({
      queryClient,
      subscriberId,
      mark,
      messageIds: variables.messageIds,
      markAs: variables.markAs,
      offline,
      restoredKey,
      send: (idempotencyKey) =>
        client.markMessagesAs({ subscriberId, messageIds: variables.messageIds, markAs: variables.markAs }, { idempotencyKey }),
    });
    confirmed = messages;
    accepted = variables.messageIds;
    return messages;
  } catch (error) {
    // A split list that failed half-way: the applied part is confirmed, the rest rolls back.
    if (error instanceof PartialFailureError) {
      confirmed = error.appliedMessages;
      accepted = error.appliedIds;
    }
    throw error;
  } finally {
    const presumed = mark ? ledger.settle(mark, confirmed, { accepted })?.presumed : undefined;
    writeConfirmations(queryClient, subscriberId);
    announceToTabs(queryClient, subscriberId, confirmed, presumed);
    // Only what the change can have moved (and the lists holding a presumed message), once the
    // last overlapping change has settled.
    void refetchAfterChange({
      queryClient,
      subscriberId,
      markAs: variables.markAs,
      confirmed,
      ...(presumed && { presumed: presumed.messageIds }),
    });
  }
}
