// The unread and unseen counts as a query. The feed's `totalCount` is not a true total
// (SERVER-NOTES.md §5), so the counts come from the ids themselves: one `read=false` and one
// `seen=false` page of up to 100. Ids rather than numbers, so that a mark-as can move exactly the
// messages it touches in or out of the count (projectMessages.ts) and a count beyond one page is
// reported as capped ("99+") instead of guessed.
import type { DataTag, Query, QueryFunction } from '@tanstack/react-query';
import type { FeedFilter, InboxKitClient } from '../../api/client';
import { DATE_OF } from '../../api/applyMarkAs';
import type { MessagesPage } from '../../api/types';
import { feedKeyOf, inboxKeys } from '../inboxKeys';
import { markAsLedger, messageKey, PREFETCHED_AS_OF } from '../ledger';
import type { MessageCountsData, MessageIdSample } from '../ledger';

/** How many unread (or unseen) ids the counts fetch; more is reported as capped. */
export const COUNT_SAMPLE_SIZE = 100;

export interface MessageCountsQueryInput {
  client: InboxKitClient;
  subscriberId: string;
  /** One feed's counts (a tab's); default the whole inbox's. */
  feed?: FeedFilter | undefined;
}

function sampleOf(page: MessagesPage, field: 'read' | 'seen'): MessageIdSample {
  const matching = page.data.filter((message) => !message[field]);
  const dates: Record<string, string> = {};
  const feeds: Record<string, string> = {};
  for (const message of matching) {
    const key = messageKey(message._id);
    const date = message[DATE_OF[field]];
    if (typeof date === 'string') dates[key] = date;
    if (typeof message._feedId === 'string') feeds[key] = message._feedId;
  }
  return { ids: matching.map((message) => message._id), complete: !page.hasMore, dates, feeds };
}

/** Options of the subscriber's unread and unseen counts (of one feed), as id samples, for `useQuery` and friends. */
type CountsKey = ReturnType<typeof inboxKeys.counts>;

/** What `messageCountsQueryOptions` returns (spelled out: the emitted types name only react-query). */
export interface MessageCountsQueryOptions {
  queryKey: DataTag<CountsKey, MessageCountsData, Error>;
  queryFn: QueryFunction<MessageCountsData, CountsKey>;
  retry: false;
  /** Counts that came with the page (prefetched on the server) are not fetched again on mount. */
  refetchOnMount: (query: Query<MessageCountsData, Error, MessageCountsData, CountsKey>) => boolean;
}

export function messageCountsQueryOptions({ client, subscriberId, feed }: MessageCountsQueryInput): MessageCountsQueryOptions {
  const feedKey = feedKeyOf(feed);
  return {
    // Tagged with the data type, as React Query's `queryOptions` does, so `getQueryData` is typed.
    queryKey: inboxKeys.counts(subscriberId, feedKey) as MessageCountsQueryOptions['queryKey'],
    // The client already retried what is worth retrying: one retry policy, the client's.
    retry: false,
    // Counts that came with the page (prefetched on the server, `asOf` 0) are as fresh as the page:
    // not asked for again when a component mounts, only on a focus, a reconnect or a change.
    refetchOnMount: (query) => query.state.data?.asOf !== PREFETCHED_AS_OF,
    queryFn: async ({ signal, client: queryClient }): Promise<MessageCountsData> => {
      const asOf = markAsLedger(queryClient, subscriberId).nextSeq();
      const [unread, unseen] = await Promise.all([
        client.listMessages({ subscriberId, page: 0, limit: COUNT_SAMPLE_SIZE, read: false, ...feedKey }, { signal }),
        client.listMessages({ subscriberId, page: 0, limit: COUNT_SAMPLE_SIZE, seen: false, ...feedKey }, { signal }),
      ]);
      return { unread: sampleOf(unread, 'read'), unseen: sampleOf(unseen, 'seen'), asOf };
    },
  };
}
