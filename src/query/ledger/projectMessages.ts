// What the hooks show: confirmed data (the cache) with the ledger on top. Pure functions; see
// markAsLedger.ts for why the view is computed rather than written into the cache.
import type { InfiniteData } from '@tanstack/react-query';
import type { FeedMessage, MarkAs, MessagesPage } from '../../api/types';
import { isRecord } from '../../api/isRecord';
import { DATE_OF, FLAGS, applyMarkAs, isChangedByMarkAll, withConfirmedState, writeMarkAs, type MessageState } from '../../api/applyMarkAs';
import type { MessagesFilter } from '../inboxKeys';
import { isInRule, messageKey, type ConfirmedRule, type LedgerSnapshot } from './markAsLedger';

/** A feed page as cached: the service's page plus the ledger sequence number of its request. */
export interface ConfirmedMessagesPage extends MessagesPage {
  /** Confirmations with a higher sequence number arrived after this page was requested. */
  asOf: number;
}

/**
 * The `asOf` of data fetched by another ledger: on the server, before the page's HTML (prefetchInbox).
 * Its sequence numbers mean nothing to the browser's ledger, which starts again at 1, so such data
 * counts as older than every confirmation here: one made right after hydration applies on top.
 */
export const PREFETCHED_AS_OF = 0;

/** The first ids of a subscriber's unread or unseen messages, as cached for the counts. */
export interface MessageIdSample {
  /** Ids of unread (or unseen) messages, at most one page of them. */
  ids: string[];
  /** Whether `ids` are all of them (the service said there is no further page). */
  complete: boolean;
  /**
   * By lower-cased id, the service's date of that state as fetched (`lastReadDate` for unread ids,
   * `lastSeenDate` for unseen ones), so that an older confirmation does not override it.
   */
  dates?: Readonly<Record<string, string>>;
  /** By lower-cased id, the message's `_feedId` where it has one: what a mark all of a feed covers here. */
  feeds?: Readonly<Record<string, string>>;
}

/** The counts query's data: samples of unread and unseen ids. */
export interface MessageCountsData {
  unread: MessageIdSample;
  unseen: MessageIdSample;
  asOf: number;
}


/** Whether cached data has the shape `messagesInfiniteQueryOptions` stores. */
export function isCachedMessageList(data: unknown): data is InfiniteData<ConfirmedMessagesPage, number> {
  return (
    isRecord(data) &&
    Array.isArray(data.pages) &&
    data.pages.every((page: unknown) => isRecord(page) && typeof page.asOf === 'number' && Array.isArray(page.data))
  );
}

/** Whether cached data has the shape `messageCountsQueryOptions` stores. */
export function isCachedMessageCounts(data: unknown): data is MessageCountsData {
  return isRecord(data) && typeof data.asOf === 'number' && isRecord(data.unread) && isRecord(data.unseen);
}

/**
 * Whether the service's date `fetched` is later than `confirmed`. A confirmation is only laid
 * over data requested before it, but the service may have served that data after a newer change
 * (from another device): then its own dates say which state is newer.
 */
export function isNewerServiceDate(fetched: string | null | undefined, confirmed: string | null | undefined): boolean {
  const fetchedAt = Date.parse(fetched ?? '');
  if (Number.isNaN(fetchedAt)) return false;
  const confirmedAt = Date.parse(confirmed ?? '');
  return Number.isNaN(confirmedAt) || fetchedAt > confirmedAt;
}

/**
 * A mark-as answer laid over a fetched message: the state only (the answer is a Message, the row a
 * feed item with fields of its own), except `read` and `seen` where the fetched message's
 * `lastReadDate` / `lastSeenDate` is the newer.
 */
export function mergeConfirmed<M extends MessageState>(fetched: M, confirmed: MessageState): M {
  const merged = withConfirmedState(fetched, confirmed);
  const state: MessageState = merged;
  for (const flag of FLAGS) {
    const date = DATE_OF[flag];
    if (isNewerServiceDate(fetched[date], confirmed[date])) {
      state[flag] = fetched[flag];
      state[date] = fetched[date];
    }
  }
  return merged;
}

/**
 * The state of `message` (`read`, `seen` and their dates) with the confirmations newer than `asOf`
 * and then every pending change applied: `message` itself when none applies, else a small object
 * of those four fields, never a copy of the whole message. What decides a filter or a count needs
 * no more, and a mark-all over 10,000 cached messages then copies only the rows on screen.
 */
export function projectState(message: FeedMessage, asOf: number, ledger: LedgerSnapshot): MessageState {
  // The id's key only when a change by ids can need it: a mark-all over 10,000 rows needs none.
  let key: string | undefined;
  const keyOf = () => (key ??= messageKey(message._id));
  let current: MessageState = message;
  for (const confirmation of ledger.confirmations) {
    if (confirmation.seq <= asOf) continue;
    const confirmed = confirmation.rule ? confirmRule(message, current, confirmation.rule) : confirmation.messages.get(keyOf());
    if (confirmed) current = mergeConfirmed(stateOf(current, message), confirmed);
    // Left out of a successful answer: the change's own effect, exactly as while it was pending.
    else if (confirmation.presumed?.messageIds.has(keyOf())) {
      current = withMarkAs(current, message, confirmation.presumed.markAs, confirmation.presumed.at);
    }
  }
  for (const mark of ledger.pending) {
    // A change by rule covers the messages (of its feed) it changes (the service's filter); one by ids, its own.
    const covered =
      mark.all === true ? isInRule(mark.feed, message._feedId) && isChangedByMarkAll(current, mark.markAs) : mark.messageIds.has(keyOf());
    if (covered) current = withMarkAs(current, message, mark.markAs, mark.startedAt);
  }
  return current;
}

/** `current` with `markAs` applied as of `at`, whatever its dates say (a change as it was made). */
function withMarkAs(current: MessageState, message: FeedMessage, markAs: MarkAs, at: string): MessageState {
  // Every state but `message` itself was made here: it is written in place.
  const state = stateOf(current, message);
  writeMarkAs(state, markAs, at);
  return state;
}

/** The four state fields of `message` alone, to change without copying the message. */
function stateOf(current: MessageState, message: FeedMessage): MessageState {
  return current !== message ? current : withConfirmedState({} as MessageState, message);
}

/** `message` with the confirmations newer than `asOf` and then every pending change applied. */
export function projectMessage(message: FeedMessage, asOf: number, ledger: LedgerSnapshot): FeedMessage {
  const state = projectState(message, asOf, ledger);
  return state === message ? message : { ...message, ...state };
}

/**
 * What a confirmed mark-all did to `message` (now in `state`), or nothing for a message created
 * after it (a page requested before the answer may have been served after it) or not known to be
 * of its feed. Dates the service set later than the mark-all win through `mergeConfirmed`.
 */
function confirmRule(message: FeedMessage, state: MessageState, rule: ConfirmedRule): MessageState | undefined {
  if (!isInRule(rule.feed, message._feedId) || isNewerServiceDate(message.createdAt, rule.at) || !isChangedByMarkAll(state, rule.markAs)) return undefined;
  return applyMarkAs(stateOf(state, message), rule.markAs, rule.at);
}

/** Whether a message belongs in a list with `filter`. */
export function matchesFilter(message: MessageState, filter: MessagesFilter): boolean {
  if (filter === 'unread') return !message.read;
  if (filter === 'unseen') return !message.seen;
  return true;
}

// A page as shown, kept per page, filter and ledger state: every `useMessages` of one list shares
// one projection, and the pages already shown are not projected again when the next page arrives.
const projectedPages = new WeakMap<ConfirmedMessagesPage, Map<MessagesFilter, { ledger: LedgerSnapshot; page: ConfirmedMessagesPage }>>();

/** A cached page as shown: projected, and rows that no longer match the filter dropped. */
export function projectPage<P extends ConfirmedMessagesPage>(page: P, filter: MessagesFilter, ledger: LedgerSnapshot): P {
  if (ledger.pending.length === 0 && !ledger.confirmations.some((c) => c.seq > page.asOf) && filter === 'all') {
    return page;
  }
  let byFilter = projectedPages.get(page);
  const known = byFilter?.get(filter);
  if (known?.ledger === ledger) return known.page as P;
  const data: FeedMessage[] = [];
  let unchanged = true;
  for (const message of page.data) {
    const shown = projectMessage(message, page.asOf, ledger);
    if (!matchesFilter(shown, filter)) {
      unchanged = false;
      continue;
    }
    if (shown !== message) unchanged = false;
    data.push(shown);
  }
  const projected = unchanged ? page : { ...page, data };
  if (!byFilter) projectedPages.set(page, (byFilter = new Map()));
  byFilter.set(filter, { ledger, page: projected });
  return projected;
}

const projectedLists = new WeakMap<
  InfiniteData<ConfirmedMessagesPage, number>,
  Map<MessagesFilter, { ledger: LedgerSnapshot; data: InfiniteData<ConfirmedMessagesPage, number> }>
>();

/** An infinite list as shown (one object per list, filter and ledger state, like its pages). */
export function projectInfiniteMessages(
  data: InfiniteData<ConfirmedMessagesPage, number>,
  filter: MessagesFilter,
  ledger: LedgerSnapshot,
): InfiniteData<ConfirmedMessagesPage, number> {
  let byFilter = projectedLists.get(data);
  const known = byFilter?.get(filter);
  if (known?.ledger === ledger) return known.data;
  const pages = data.pages.map((page) => projectPage(page, filter, ledger));
  const projected = pages.every((page, index) => page === data.pages[index]) ? data : { ...data, pages };
  if (!byFilter) projectedLists.set(data, (byFilter = new Map()));
  byFilter.set(filter, { ledger, data: projected });
  return projected;
}

/** Each message of all pages in order, each id once (pages of a changing feed can overlap). */
function eachMessageOnce<P extends MessagesPage, T>(data: InfiniteData<P, number>, take: (message: FeedMessage, page: P) => T): T[] {
  const seen = new Set<string>();
  const taken: T[] = [];
  for (const page of data.pages) {
    for (const message of page.data) {
      const key = messageKey(message._id);
      if (seen.has(key)) continue;
      seen.add(key);
      taken.push(take(message, page));
    }
  }
  return taken;
}

const flattened = new WeakMap<InfiniteData<MessagesPage, number>, FeedMessage[]>();

/** The messages of all pages in order, each id once (pages of a changing feed can overlap). */
export function flattenMessages(data: InfiniteData<MessagesPage, number> | undefined): FeedMessage[] {
  if (!data) return [];
  let messages = flattened.get(data);
  if (!messages) {
    messages = eachMessageOnce(data, (message) => message);
    flattened.set(data, messages);
  }
  return messages;
}

/** The lower-cased ids of the messages loaded in a cached list. */
export function loadedKeys(data: InfiniteData<MessagesPage, number>): Set<string> {
  return new Set(data.pages.flatMap((page) => page.data.map((message) => messageKey(message._id))));
}

/** A loaded message as the service confirmed it, with the sequence number of its page's request. */
export interface ConfirmedEntry {
  readonly message: FeedMessage;
  readonly asOf: number;
}

const entriesOfList = new WeakMap<InfiniteData<ConfirmedMessagesPage, number>, ConfirmedEntry[]>();

/**
 * The confirmed messages of all pages in order, each id once (like `flattenMessages`), each with
 * its page's `asOf` so that it can be projected later, alone (one list of entries per cached list).
 */
export function confirmedEntries(data: InfiniteData<ConfirmedMessagesPage, number>): ConfirmedEntry[] {
  let entries = entriesOfList.get(data);
  if (!entries) {
    entries = eachMessageOnce(data, (message, page) => ({ message, asOf: page.asOf }));
    entriesOfList.set(data, entries);
  }
  return entries;
}
