// The mark-as mutation: its key, its function and the synchronous start that makes a change
// visible in the same tick as the call. The ledger (markAsLedger.ts) explains the model.
import { mutationOptions, type Query, type QueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { InboxKitClient } from '../api/client';
import { PartialFailureError } from '../api/errors';
import type { MarkAs, Message } from '../api/types';
import { markAsEffect } from '../api/applyMarkAs';
import { inboxKeys } from './inboxKeys';
import { markAsLedger, type PendingMark } from './markAsLedger';
import { announceToTabs } from './tabChannel';
import { writeConfirmations } from './writeConfirmations';

/** What `useMarkMessagesAs().mutate` takes. */
export interface MarkMessagesAsVariables {
  messageIds: readonly string[];
  markAs: MarkAs;
}

interface Registration {
  subscriberId: string;
  /** `null` for an input the client will refuse (nothing to show, nothing sent). */
  mark: PendingMark | null;
  /** Sent only once this settles well; a rejection rolls the change back unsent (undo's later step). */
  onlyAfter?: Promise<unknown>;
}

// Keyed by the variables object the mutation runs with: TanStack hands that very object to the
// mutation function, which is how a change begun at call time meets its request.
const registrations = new WeakMap<MarkMessagesAsVariables, Registration>();

/** A refetch (not a next page, not a first load) is running: its answer predates the change. */
function isRefetchInFlight(query: Query): boolean {
  return query.state.fetchStatus === 'fetching' && query.state.data !== undefined && !query.state.fetchMeta?.fetchMore;
}

/**
 * Starts a change now: records it in the subscriber's ledger (every list and count shows it from
 * this tick on) and cancels refetches in flight. Returns the variables to run the mutation with.
 * `useMarkMessagesAs` calls it for you.
 */
export function beginMarkAs(
  queryClient: QueryClient,
  subscriberId: string,
  variables: MarkMessagesAsVariables,
  { onlyAfter }: { onlyAfter?: Promise<unknown> } = {},
): MarkMessagesAsVariables {
  const registered: MarkMessagesAsVariables = { messageIds: variables.messageIds, markAs: variables.markAs };
  const valid = Array.isArray(variables.messageIds) && markAsEffect(variables.markAs) !== undefined;
  const mark = valid
    ? markAsLedger(queryClient, subscriberId).begin({ messageIds: variables.messageIds, markAs: variables.markAs, now: new Date() })
    : null;
  registrations.set(registered, { subscriberId, mark, ...(onlyAfter && { onlyAfter }) });
  if (mark) {
    void queryClient.cancelQueries({ queryKey: inboxKeys.messages(subscriberId), predicate: isRefetchInFlight });
  }
  return registered;
}

export interface MarkMessagesAsMutationInput {
  client: InboxKitClient;
  subscriberId: string;
}

/**
 * Options of the mark-as mutation of one subscriber (key `inboxKeys.markAs(subscriberId)`).
 * Run through `useMarkMessagesAs`, which starts the change in the same tick; used directly with
 * `useMutation`, the change shows once the mutation function starts.
 */
// Spelled out so the emitted types name only `@tanstack/react-query` (an app's strict package
// layout cannot resolve the `@tanstack/query-core` it would otherwise infer).
export type MarkMessagesAsMutationOptions = UseMutationOptions<Message[], Error, MarkMessagesAsVariables>;

export function markMessagesAsMutationOptions({ client, subscriberId }: MarkMessagesAsMutationInput): MarkMessagesAsMutationOptions {
  return mutationOptions<Message[], Error, MarkMessagesAsVariables>({
    mutationKey: inboxKeys.markAs(subscriberId),
    // The client retries what is worth retrying, with the same idempotency key; a second run of
    // the mutation function would be a second change.
    retry: false,
    mutationFn: async (variables, { client: queryClient }) => {
      let registration = registrations.get(variables);
      if (!registration) {
        const registered = beginMarkAs(queryClient, subscriberId, variables);
        registration = registrations.get(registered)!;
      }
      return runMarkAs(client, queryClient, variables, registration);
    },
  });
}

async function runMarkAs(
  client: InboxKitClient,
  queryClient: QueryClient,
  variables: MarkMessagesAsVariables,
  { subscriberId, mark, onlyAfter }: Registration,
): Promise<Message[]> {
  const ledger = markAsLedger(queryClient, subscriberId);
  let confirmed: readonly Message[] = [];
  try {
    // Changes on the same messages reach the service in call order.
    if (onlyAfter) await onlyAfter;
    if (mark) await mark.after;
    const messages = await client.markMessagesAs({
      subscriberId,
      messageIds: variables.messageIds,
      markAs: variables.markAs,
    });
    confirmed = messages;
    return messages;
  } catch (error) {
    // A split list that failed half-way: the applied part is confirmed, the rest rolls back.
    if (error instanceof PartialFailureError) confirmed = error.appliedMessages;
    throw error;
  } finally {
    registrations.delete(variables);
    if (mark) ledger.settle(mark, confirmed);
    writeConfirmations(queryClient, subscriberId);
    announceToTabs(queryClient, subscriberId, confirmed);
    // Only after the last overlapping change: an earlier refetch would show a half-done state.
    if (ledger.getSnapshot().pending.length === 0) {
      void queryClient
        .invalidateQueries({ queryKey: inboxKeys.messages(subscriberId) })
        .then(() => writeConfirmations(queryClient, subscriberId));
    }
  }
}
