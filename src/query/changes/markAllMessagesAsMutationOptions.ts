// The mark-all mutation: its key, its function and the synchronous start that makes the rule
// visible in the same tick as the call (API.md §2). Mark all is sent like every other change
// (sendChange.ts): one idempotency key for its life, through the offline outbox, so made offline
// (or when the service cannot be reached) it stays pending as a rule, is stored, survives a reload
// and is sent in call order with its original key. Limited to a feed (`feed`), it is one request
// with that `feedIdentifier`, and a rule of that feed in the ledger (ledger/feedRule.ts).
import { mutationOptions, type QueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { FeedFilter, InboxKitClient } from '../../api/client';
import { InputError } from '../../api/errors';
import type { MarkAs } from '../../api/types';
import { checkFeedIdentifier } from '../../api/validateInput';
import { beginChange, begunChange } from './beginChange';
import { inboxKeys } from '../inboxKeys';
import { feedRuleOf, markAsLedger, type PendingMark } from '../ledger';
import type { OfflineChangesSetting } from '../offline';
import { refetchAfterChange } from './refetchAfterChange';
import { sendChange } from './sendChange';
import { postToTabs } from '../live';
import { writeConfirmations } from '../ledger';

/** What `useMarkAllMessagesAs().mutate` takes. */
export interface MarkAllMessagesAsVariables {
  markAs: MarkAs;
  /**
   * Only the messages of this feed: its `feedIdentifier` (the service's mark-all takes no payload
   * filter, so a feed with a `payload` is refused with InputError; mark its loaded messages by id).
   * Default: every message of the subscriber.
   */
  feed?: FeedFilter | undefined;
}

/**
 * The identifiers a mark all of `feed` sends (undefined: the whole inbox). Throws InputError for
 * what the service's mark-all cannot take: a payload filter, an identifier that is no non-empty string.
 */
export function markAllFeedIdentifier(feed: FeedFilter | undefined): string[] | undefined {
  if (feed?.payload !== undefined) {
    throw new InputError('feed', 'must have no payload: the service marks all of a feed by its identifier only.');
  }
  const identifiers = checkFeedIdentifier(feed?.feedIdentifier);
  return identifiers === undefined ? undefined : [identifiers].flat();
}

/**
 * Starts a mark-all now: records the rule in the subscriber's ledger (every list and count shows it
 * from this tick on; of its feed only, when limited to one) and cancels refetches in flight
 * (./beginChange). Returns the variables to run the mutation with. An input the client will
 * refuse begins nothing: the mutation fails at once.
 */
export function beginMarkAll(queryClient: QueryClient, subscriberId: string, variables: MarkAllMessagesAsVariables): MarkAllMessagesAsVariables {
  const { markAs, feed } = variables;
  let feedIdentifier: string[] | undefined;
  try {
    feedIdentifier = markAllFeedIdentifier(feed);
  } catch {
    return beginChange(queryClient, subscriberId, { markAs, feed }, { messageIds: undefined });
  }
  return beginChange(queryClient, subscriberId, { markAs, feed }, {
    messageIds: 'all',
    feed: feedIdentifier && feedRuleOf(queryClient, subscriberId, feedIdentifier),
  });
}

export interface MarkAllMessagesAsMutationInput {
  client: InboxKitClient;
  subscriberId: string;
  /** How a change waits while the service cannot be reached (InboxKitProvider's `offline`). */
  offline?: OfflineChangesSetting | undefined;
}

// Spelled out so the emitted types name only `@tanstack/react-query`, as for mark-as.
export type MarkAllMessagesAsMutationOptions = UseMutationOptions<number, Error, MarkAllMessagesAsVariables>;

/** Options of the mark-all mutation of one subscriber; run through `useMarkAllMessagesAs`. */
export function markAllMessagesAsMutationOptions({ client, subscriberId, offline }: MarkAllMessagesAsMutationInput): MarkAllMessagesAsMutationOptions {
  return mutationOptions<number, Error, MarkAllMessagesAsVariables>({
    mutationKey: inboxKeys.markAs(subscriberId),
    // The client retries what is worth retrying, with the same idempotency key.
    retry: false,
    // The offline outbox decides when a change is sent, not React Query's idea of the network.
    networkMode: 'always',
    mutationFn: async (variables, { client: queryClient }) => {
      const { mark } = begunChange(variables, () => beginMarkAll(queryClient, subscriberId, variables));
      return runMarkAll({ client, queryClient, subscriberId, markAs: variables.markAs, feed: variables.feed, mark, offline });
    },
  });
}

export interface RunMarkAllInput {
  client: InboxKitClient;
  queryClient: QueryClient;
  subscriberId: string;
  markAs: MarkAs;
  /** The feed the mark all is limited to (its identifiers are sent). */
  feed?: FeedFilter | undefined;
  /** The rule in the ledger; null for an input the client will refuse. */
  mark: PendingMark | null;
  offline?: OfflineChangesSetting | undefined;
  /** A mark-all read back from storage after a reload: sent with this, its original key. */
  restoredKey?: string;
}

/** Sends a begun mark-all (sendChange.ts) and settles it in the ledger; resolves to the service's count. */
export async function runMarkAll({ client, queryClient, subscriberId, markAs, feed, mark, offline, restoredKey }: RunMarkAllInput): Promise<number> {
  let confirmed = false;
  // The rule's time once confirmed: the service marks what it holds when the request arrives, so
  // an earlier change it dated after the call (it waited, or it went first) is covered too.
  let sentAt: string | undefined;
  try {
    const changed = await sendChange({
      queryClient,
      subscriberId,
      mark,
      messageIds: 'all',
      markAs,
      offline,
      restoredKey,
      send: (idempotencyKey) => {
        // Checked again here: a refused feed began nothing and is sent at once, to fail.
        const feedIdentifier = markAllFeedIdentifier(feed);
        sentAt = new Date().toISOString();
        return client.markAllMessagesAs({ subscriberId, markAs, feedIdentifier }, { idempotencyKey });
      },
    });
    confirmed = true;
    return changed;
  } finally {
    const at = sentAt ?? mark?.startedAt;
    if (mark) markAsLedger(queryClient, subscriberId).settle(mark, confirmed ? 'all' : [], { sentAt: at });
    writeConfirmations(queryClient, subscriberId);
    // The rule is already laid over every loaded page: only what it can have moved beyond
    // what the inbox knows is asked for (at most one list's first page, or the counts).
    void refetchAfterChange({ queryClient, subscriberId, markAs, confirmed: confirmed ? 'all' : [], feed: mark?.feed });
    // The other tabs apply the same rule through their own ledgers: no request there.
    if (mark && confirmed && at) postToTabs(queryClient, subscriberId, { kind: 'rule', markAs, at, ...(mark.feed && { feed: mark.feed }) });
  }
}
