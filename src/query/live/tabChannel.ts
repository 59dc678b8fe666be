// Keeps every open tab of one subscriber in agreement without a request per tab: a tab that gets
// the service's answer to a change posts what the service confirmed (not a "refetch" signal) on a
// BroadcastChannel named after the subscriber, and every other tab folds it into its cache
// through the same path as its own answers, so lists and counts agree:
// - `confirmed`: mark-as answers (undo's included), through markAsLedger + writeConfirmations,
//   with the ids the answer left out as the change's presumed effect (markAsLedger.ts), so that
//   every tab keeps the change on those messages too; only the tab that made the change refetches;
// - `rule`: a confirmed mark-all, as the same confirmation by rule a settled mark-all records (of its
//   feed, with the `_feedId`s the tab that made it had seen: ledger/feedRule.ts);
// - `arrived`: new messages found by live arrival, handed to the tab's own arrival handler (which
//   holds them behind "N new notifications" while the reader is busy) or inserted.
// Every browser React Query supports has BroadcastChannel (Safari since 15.4); where it is missing
// (an old browser, a server), the tabs do not hear each other and catch up at their next refetch.
import type { QueryClient } from '@tanstack/react-query';
import type { FeedMessage, MarkAs, Message } from '../../api/types';
import { isRecord } from '../../api/isRecord';
import { markAsEffect } from '../../api/applyMarkAs';
import { insertArrivals, unknownMessages } from './liveArrival';
import { markAsLedger, type FeedRule, type PresumedEffect, type PresumedNews } from '../ledger';
import { writeConfirmations } from '../ledger';
import { perSubscriber } from '../perSubscriber';

/** What one tab tells the others. */
export type TabNews =
  | { kind: 'confirmed'; messages: readonly Message[]; presumed?: { messageIds: string[]; markAs: MarkAs; at: string } }
  | { kind: 'rule'; markAs: MarkAs; at: string; feed?: FeedRule }
  | { kind: 'arrived'; messages: FeedMessage[] };

/** The part of BroadcastChannel the tab channel uses, so tests can inject one. */
export interface TabBroadcastChannel {
  postMessage(message: unknown): void;
  close(): void;
  onmessage: ((event: { data: unknown }) => void) | null;
}

export interface OpenTabChannelInput {
  queryClient: QueryClient;
  subscriberId: string;
  /** Separates apps on one origin that talk to different services (e.g. their base URL). Default ''. */
  scope?: string;
  /** Default `globalThis.BroadcastChannel`; `null`: none (the tabs do not hear each other). */
  createChannel?: ((name: string) => TabBroadcastChannel) | null;
}

interface OpenChannel {
  post(news: TabNews): void;
  close(): void;
  users: number;
}

/** A subscriber's open channels in a QueryClient, by name (one per scope). */
const openChannels = perSubscriber(() => new Map<string, OpenChannel>());

/** The channel's name: one per subscriber (and scope), never shared between subscribers. */
export function tabChannelName(subscriberId: string, scope = ''): string {
  return `inbox-kit:${encodeURIComponent(scope)}:${encodeURIComponent(subscriberId)}`;
}

type ArrivalHandler = (messages: FeedMessage[]) => void;
const arrivalHandlers = perSubscriber(() => new Set<ArrivalHandler>());

/**
 * Hands new messages that another tab found to `onArrivals` (instead of inserting them) while
 * subscribed; returns the unsubscribe. `useLiveArrival` uses it so that they take its own path.
 */
export function listenToTabArrivals(queryClient: QueryClient, subscriberId: string, onArrivals: ArrivalHandler): () => void {
  const handlers = arrivalHandlers(queryClient, subscriberId);
  handlers.add(onArrivals);
  return () => void handlers.delete(onArrivals);
}

function isConfirmedNews(value: Record<string, unknown>): boolean {
  return Array.isArray(value.messages) && value.messages.every((message) => isRecord(message) && typeof message._id === 'string');
}

function isChangeAt(value: Record<string, unknown>): value is Record<string, unknown> & { markAs: MarkAs; at: string } {
  return (
    typeof value.markAs === 'string' &&
    markAsEffect(value.markAs as MarkAs) !== undefined &&
    typeof value.at === 'string' &&
    !Number.isNaN(Date.parse(value.at))
  );
}

const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/** A rule's feed as it travels; undefined for none, null when malformed (the rule is then dropped, never widened). */
function feedOf(value: unknown): FeedRule | undefined | null {
  if (value === undefined) return undefined;
  return isRecord(value) && isStringList(value.feedIdentifier) && value.feedIdentifier.length > 0 && isStringList(value.feedIds)
    ? { feedIdentifier: value.feedIdentifier, feedIds: value.feedIds }
    : null;
}

/** The presumed effect of confirmed news, or undefined when absent or malformed (it costs only itself). */
function presumedOf(value: unknown): PresumedNews | undefined {
  if (!isRecord(value) || !isChangeAt(value) || !Array.isArray(value.messageIds)) return undefined;
  const messageIds = value.messageIds.filter((id: unknown): id is string => typeof id === 'string');
  return { messageIds, markAs: value.markAs, at: value.at };
}

function receive(queryClient: QueryClient, subscriberId: string, data: unknown): void {
  // Another tab of this origin could post anything: only well-formed news is applied.
  if (!isRecord(data)) return;
  const ledger = markAsLedger(queryClient, subscriberId);
  if (data.kind === 'confirmed' && isConfirmedNews(data)) {
    ledger.confirm(data.messages as Message[], presumedOf(data.presumed));
  } else if (data.kind === 'rule' && isChangeAt(data) && feedOf(data.feed) !== null) {
    const feed = feedOf(data.feed);
    ledger.confirmRule({ markAs: data.markAs, at: data.at, ...(feed && { feed }) });
  } else if (data.kind === 'arrived' && Array.isArray(data.messages)) {
    // The tab that posted them checked them as the service's answer; here only the fields the
    // cache is keyed and counted by are required (each row guards its own fields when shown).
    const valid = data.messages.filter(
      (message: unknown): message is FeedMessage =>
        isRecord(message) && typeof message._id === 'string' && typeof message.read === 'boolean' && typeof message.seen === 'boolean',
    );
    const fresh = unknownMessages(queryClient, subscriberId, valid);
    if (fresh.length === 0) return;
    const handlers = [...arrivalHandlers(queryClient, subscriberId)];
    if (handlers.length === 0) insertArrivals(queryClient, subscriberId, fresh);
    for (const handler of handlers) handler(fresh);
    return;
  } else {
    return;
  }
  writeConfirmations(queryClient, subscriberId);
}

function defaultCreateChannel(): ((name: string) => TabBroadcastChannel) | undefined {
  const Channel = (globalThis as { BroadcastChannel?: new (name: string) => TabBroadcastChannel }).BroadcastChannel;
  return Channel ? (name) => new Channel(name) : undefined;
}

function connect({ queryClient, subscriberId, scope, createChannel }: OpenTabChannelInput): Pick<OpenChannel, 'post' | 'close'> {
  const create = createChannel === null ? undefined : (createChannel ?? defaultCreateChannel());
  if (!create) return { post: () => {}, close: () => {} };
  const channel = create(tabChannelName(subscriberId, scope));
  channel.onmessage = (event) => receive(queryClient, subscriberId, event.data);
  return { post: (news) => channel.postMessage(news), close: () => channel.close() };
}

/**
 * Opens (or joins) the tab channel of `subscriberId` in `queryClient`; returns the function that
 * leaves it. One channel per QueryClient and subscriber however many components use it.
 */
export function openTabChannel(input: OpenTabChannelInput): () => void {
  const key = tabChannelName(input.subscriberId, input.scope);
  const byName = openChannels(input.queryClient, input.subscriberId);
  const open = byName.get(key) ?? { ...connect(input), users: 0 };
  byName.set(key, open);
  open.users += 1;
  let left = false;
  return () => {
    if (left) return;
    left = true;
    if (--open.users === 0) {
      open.close();
      byName.delete(key);
    }
  };
}

/** Tells the other tabs of the subscriber `news`, on every open channel of it in `queryClient`. */
export function postToTabs(queryClient: QueryClient, subscriberId: string, news: TabNews): void {
  if (news.kind !== 'rule' && news.messages.length === 0 && !(news.kind === 'confirmed' && news.presumed)) return;
  for (const open of openChannels(queryClient, subscriberId).values()) open.post(news);
}

/**
 * Tells the other tabs what the service confirmed, and what the change presumably did to the ids
 * its answer left out, on every open channel of the subscriber.
 */
export function announceToTabs(queryClient: QueryClient, subscriberId: string, messages: readonly Message[], presumed?: PresumedEffect): void {
  postToTabs(queryClient, subscriberId, {
    kind: 'confirmed',
    messages,
    // Plain ids: the other tab accepts news of plain, checkable shapes only (`receive`).
    ...(presumed && { presumed: { ...presumed, messageIds: [...presumed.messageIds] } }),
  });
}
