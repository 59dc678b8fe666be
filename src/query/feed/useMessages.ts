'use client';

// A subscriber's messages as an infinite list, with pending mark-as changes applied.
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { FeedFilter } from '../../api/client';
import type { FeedMessage } from '../../api/types';
import type { MessagesFilter } from '../inboxKeys';
import { flattenMessages, projectInfiniteMessages, type ConfirmedMessagesPage } from '../ledger';
import { useFeedQuery } from './useFeedQuery';

export interface UseMessagesOptions {
  subscriberId: string;
  /** `all` (default), `unread` or `unseen`. */
  filter?: MessagesFilter;
  /** Messages per page, 1 to 100. Default 20. */
  pageSize?: number;
  /**
   * One feed of the subscriber's messages: `{ feedIdentifier }` and/or `{ payload }`, as the
   * service's feed filters them (a tab of `<Inbox tabs>`). Default the whole inbox. Each feed is
   * a query of its own (`inboxKeys.messageList(subscriberId, filter, pageSize, feed)`).
   */
  feed?: FeedFilter;
}

export type UseMessagesResult = UseInfiniteQueryResult<InfiniteData<ConfirmedMessagesPage, number>, Error> & {
  /** Every loaded message, in feed order, each id once, with pending changes applied. */
  messages: FeedMessage[];
};

/**
 * The subscriber's feed, page by page (`fetchNextPage`, `hasNextPage`, …). `data` and `messages`
 * show pending mark-as changes; in a filtered list (`unread`, `unseen`) a row that no longer
 * matches disappears at once, and one that starts to match appears after the refetch that follows
 * the change.
 */
export function useMessages({ subscriberId, filter, pageSize, feed }: UseMessagesOptions): UseMessagesResult {
  const { query } = useFeedQuery({ subscriberId, filter, pageSize, feed, project: projectInfiniteMessages });
  const messages = useMemo(() => flattenMessages(query.data), [query.data]);
  return { ...query, messages };
}
