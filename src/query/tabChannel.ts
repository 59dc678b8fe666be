// Keeps every open tab of one subscriber in agreement without a request per tab: a tab that gets
// the service's answer to a change posts the confirmed messages (not a "refetch" signal) on a
// BroadcastChannel named after the subscriber, and every other tab folds them into its cache
// through the same confirmation path as its own answers (markAsLedger + writeConfirmations), so
// lists and counts agree. Where BroadcastChannel is missing, a `storage` event carries them.
import type { QueryClient } from '@tanstack/react-query';
import type { Message } from '../api/types';
import { isRecord } from '../api/isRecord';
import { markAsLedger } from './markAsLedger';
import { writeConfirmations } from './writeConfirmations';

/** What one tab tells the others. */
export interface TabNews {
  kind: 'confirmed';
  messages: Message[];
}

/** The part of BroadcastChannel the tab channel uses, so tests can inject one. */
export interface TabBroadcastChannel {
  postMessage(message: unknown): void;
  close(): void;
  onmessage: ((event: { data: unknown }) => void) | null;
}

/** The part of `window` the storage-event fallback uses. */
export interface TabStorageTransport {
  localStorage: Pick<Storage, 'setItem' | 'removeItem'>;
  addEventListener(type: 'storage', listener: (event: { key: string | null; newValue: string | null }) => void): void;
  removeEventListener(type: 'storage', listener: (event: { key: string | null; newValue: string | null }) => void): void;
}

export interface OpenTabChannelInput {
  queryClient: QueryClient;
  subscriberId: string;
  /** Separates apps on one origin that talk to different services (e.g. their base URL). Default ''. */
  scope?: string;
  /** Default `globalThis.BroadcastChannel`; `null` forces the storage fallback. */
  createChannel?: ((name: string) => TabBroadcastChannel) | null;
  /** Default `globalThis.window` when it has localStorage. */
  storage?: TabStorageTransport;
}

interface OpenChannel {
  subscriberId: string;
  post(news: TabNews): void;
  close(): void;
  users: number;
}

const channels = new WeakMap<QueryClient, Map<string, OpenChannel>>();

/** The channel's name: one per subscriber (and scope), never shared between subscribers. */
export function tabChannelName(subscriberId: string, scope = ''): string {
  return `inbox-kit:${encodeURIComponent(scope)}:${encodeURIComponent(subscriberId)}`;
}

function isTabNews(value: unknown): value is TabNews {
  return (
    isRecord(value) &&
    value.kind === 'confirmed' &&
    Array.isArray(value.messages) &&
    value.messages.every((message) => isRecord(message) && typeof message._id === 'string')
  );
}

function receive(queryClient: QueryClient, subscriberId: string, data: unknown): void {
  // Another tab of this origin could post anything: only well-formed news is applied.
  if (!isTabNews(data) || data.messages.length === 0) return;
  markAsLedger(queryClient, subscriberId).confirm(data.messages);
  writeConfirmations(queryClient, subscriberId);
}

function defaultCreateChannel(): ((name: string) => TabBroadcastChannel) | undefined {
  const Channel = (globalThis as { BroadcastChannel?: new (name: string) => TabBroadcastChannel }).BroadcastChannel;
  return Channel ? (name) => new Channel(name) : undefined;
}

function defaultStorage(): TabStorageTransport | undefined {
  const win = (globalThis as { window?: TabStorageTransport }).window;
  try {
    return win?.localStorage ? win : undefined;
  } catch {
    // A sandboxed frame throws on reading localStorage.
    return undefined;
  }
}

function connect({ queryClient, subscriberId, scope, createChannel, storage }: OpenTabChannelInput): Pick<OpenChannel, 'post' | 'close'> {
  const name = tabChannelName(subscriberId, scope);
  const create = createChannel === null ? undefined : (createChannel ?? defaultCreateChannel());
  if (create) {
    const channel = create(name);
    channel.onmessage = (event) => receive(queryClient, subscriberId, event.data);
    return { post: (news) => channel.postMessage(news), close: () => channel.close() };
  }
  const transport = storage ?? defaultStorage();
  if (!transport) return { post: () => {}, close: () => {} };
  const listener = (event: { key: string | null; newValue: string | null }) => {
    if (event.key !== name || event.newValue === null) return;
    try {
      receive(queryClient, subscriberId, (JSON.parse(event.newValue) as { news?: unknown }).news);
    } catch {
      // Not ours or not JSON: ignored, like any malformed news.
    }
  };
  transport.addEventListener('storage', listener);
  let counter = 0;
  return {
    post: (news) => {
      try {
        // A fresh value each time (the event fires on change only), removed at once: nothing stays stored.
        transport.localStorage.setItem(name, JSON.stringify({ n: ++counter, at: Math.random(), news }));
        transport.localStorage.removeItem(name);
      } catch {
        // Storage full or denied: the other tabs catch up at their next refetch.
      }
    },
    close: () => transport.removeEventListener('storage', listener),
  };
}

/**
 * Opens (or joins) the tab channel of `subscriberId` in `queryClient`; returns the function that
 * leaves it. One channel per QueryClient and subscriber however many components use it.
 */
export function openTabChannel(input: OpenTabChannelInput): () => void {
  const key = tabChannelName(input.subscriberId, input.scope);
  let byName = channels.get(input.queryClient);
  if (!byName) {
    byName = new Map();
    channels.set(input.queryClient, byName);
  }
  let open = byName.get(key);
  if (!open) {
    open = { ...connect(input), subscriberId: input.subscriberId, users: 0 };
    byName.set(key, open);
  }
  open.users += 1;
  const joined = open;
  let left = false;
  return () => {
    if (left) return;
    left = true;
    joined.users -= 1;
    if (joined.users === 0) {
      joined.close();
      byName.delete(key);
    }
  };
}

/** Tells the other tabs what the service confirmed, on every open channel of the subscriber. */
export function announceToTabs(queryClient: QueryClient, subscriberId: string, messages: readonly Message[]): void {
  if (messages.length === 0) return;
  for (const open of channels.get(queryClient)?.values() ?? []) {
    if (open.subscriberId === subscriberId) open.post({ kind: 'confirmed', messages: [...messages] });
  }
}
