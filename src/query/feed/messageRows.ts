// The rows of a list as <Inbox> draws them: the ids of every row, and each row's message with the
// ledger applied, worked out only for the rows asked for (the ones on screen). A change over
// 10,000 cached messages (mark all) then copies a screenful of messages, not 10,000, and the ids
// of an unfiltered list stay the very same array, so the rows' layout and the selection are not
// redone (bench/cost.bench.tsx). `useMessages` keeps projecting every message: its `messages` is
// a plain array an app may read whole.
import type { InfiniteData } from '@tanstack/react-query';
import type { FeedMessage } from '../../api/types';
import type { MessagesFilter } from '../inboxKeys';
import type { LedgerSnapshot } from '../ledger';
import {
  confirmedEntries,
  matchesFilter,
  projectMessage,
  projectState,
  type ConfirmedEntry,
  type ConfirmedMessagesPage,
} from '../ledger';

export interface MessageRows {
  /** The rows' message ids in feed order; the same array while the rows are the same. */
  readonly ids: readonly string[];
  /** The message of row `index` as shown (pending changes applied); the same object while it is. */
  at(index: number): FeedMessage | undefined;
  /** The message of the row with this id, as `at` gives it; `undefined` for no such row. */
  get(id: string): FeedMessage | undefined;
}

const NO_ROWS: MessageRows = { ids: [], at: () => undefined, get: () => undefined };

const idsOfEntries = new WeakMap<readonly ConfirmedEntry[], readonly string[]>();

function idsOf(entries: readonly ConfirmedEntry[]): readonly string[] {
  let ids = idsOfEntries.get(entries);
  if (!ids) {
    ids = entries.map((entry) => entry.message._id);
    idsOfEntries.set(entries, ids);
  }
  return ids;
}

// Per confirmed message: how it was last shown and under which ledger state, so that asking again
// (another render, the same row scrolled back) gives the same object.
const shownMessages = new WeakMap<FeedMessage, { ledger: LedgerSnapshot; asOf: number; shown: FeedMessage }>();

function shown(entry: ConfirmedEntry, ledger: LedgerSnapshot): FeedMessage {
  const known = shownMessages.get(entry.message);
  if (known?.ledger === ledger && known.asOf === entry.asOf) return known.shown;
  const message = projectMessage(entry.message, entry.asOf, ledger);
  shownMessages.set(entry.message, { ledger, asOf: entry.asOf, shown: message });
  return message;
}

/**
 * The rows of a cached list with `filter` under `ledger`. A filtered list drops the rows that no
 * longer match at once (their state alone is worked out, no message is copied); one that starts to
 * match appears after the refetch that follows the change, as with `useMessages`.
 */
export function messageRows(
  data: InfiniteData<ConfirmedMessagesPage, number> | undefined,
  filter: MessagesFilter,
  ledger: LedgerSnapshot,
): MessageRows {
  if (!data) return NO_ROWS;
  const all = confirmedEntries(data);
  const entries =
    filter === 'all'
      ? all
      : all.filter((entry) => matchesFilter(projectState(entry.message, entry.asOf, ledger), filter));
  const ids = entries.length === all.length ? idsOf(all) : entries.map((entry) => entry.message._id);
  const at = (index: number) => {
    const entry = entries[index];
    return entry ? shown(entry, ledger) : undefined;
  };
  // Built when first asked for (rows in view, with markSeenOnView), once per rows.
  let indexes: Map<string, number> | undefined;
  const get = (id: string) => {
    indexes ??= new Map(ids.map((rowId, index) => [rowId, index]));
    const index = indexes.get(id);
    return index === undefined ? undefined : at(index);
  };
  return { ids, at, get };
}
