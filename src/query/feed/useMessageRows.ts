'use client';

// The feed as <Inbox> draws it: the query, and rows whose messages are projected one by one as
// they are drawn (messageRows.ts), not all at once as `useMessages` does.
import { useMemo } from 'react';
import type { FeedFilter } from '../../api/client';
import type { MessagesFilter } from '../inboxKeys';
import { messageRows, type MessageRows } from './messageRows';
import { useFeedQuery, type FeedQueryResult } from './useFeedQuery';

export interface UseMessageRowsOptions {
  subscriberId: string;
  filter?: MessagesFilter;
  pageSize?: number;
  feed?: FeedFilter | undefined;
}

/** `data` is the confirmed data here; `rows` shows the pending changes. */
export type UseMessageRowsResult = FeedQueryResult & { rows: MessageRows };

export function useMessageRows({ subscriberId, filter = 'all', pageSize, feed }: UseMessageRowsOptions): UseMessageRowsResult {
  const { query, ledger } = useFeedQuery({ subscriberId, filter, pageSize, feed });
  const rows = useMemo(() => messageRows(query.data, filter, ledger), [query.data, filter, ledger]);
  return { ...query, rows };
}
