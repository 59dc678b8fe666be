// MagicBell's API as its React inbox (@magicbell/react, through magicbell-js/user-client) asks it
// on mount, answering from the served messages, in the shapes the client validates (magicbell-js
// dist/esm/user-client/services/*/models):
//   GET /v2/notifications[?limit&starting_after] → { data: Notification[], links: { first, next,
//       prev } }, a page of `limit` (the API's default: 50) after the id `starting_after`, newest
//       first; the inbox asks the next page (links.next) 500 ms after a page arrives, so the
//       first page alone usually comes before its first rows (every page is recorded anyway);
//   PUT /v2/channels/in_app/inbox/tokens → { token, connection_id } (the realtime socket's token:
//       its reconnecting socket, made while the provider first renders, asks it as it first
//       connects, and opens once it is answered).
// Every request must carry `Authorization: Bearer <the user's JWT>` (401 otherwise); anything
// else is a 404, which the bench's checks count as a failure before the first rows.
// The realtime socket (wss://ws.magicbell.com) is held connecting by the page runtime.
import type { FeedMessage } from '../../../src/api/types';
import type { AskAnswer } from '../pageRuntime';
import { escapeHtml, jsonAnswer, shiftedTime, textOf } from './servedMessages';

export const MAGICBELL_API = 'https://api.magicbell.com/v2';
const DEFAULT_LIMIT = 50;

interface MagicBellApiOptions {
  messages: readonly FeedMessage[];
  /** The user's JWT (magicBellToken). */
  token: string;
  userId: string;
  /** Moves every time of the messages (bench/mount/peers/servedMessages.ts shiftedTime). */
  shiftMs: number;
}

/** A JWT as the inbox reads it (payload only; nothing in the browser checks the signature). */
export function magicBellToken({ userId, apiKey }: { userId: string; apiKey: string }): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64').replace(/=+$/, '');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ user_external_id: userId, api_key: apiKey })}.${part({ signature: 'none' })}`;
}

/** The notification of one message: its headline as the title, the rest as the content. */
function notificationOf(message: FeedMessage, shiftMs: number, userId: string) {
  const { headline, body } = textOf(message);
  const sent = shiftedTime(message.createdAt, shiftMs) ?? new Date(shiftMs).toISOString();
  return {
    id: message._id,
    title: escapeHtml(headline),
    content: body ? escapeHtml(body) : null,
    action_url: message.cta?.data?.url ?? null,
    category: null,
    topic: null,
    custom_attributes: message.payload ?? null,
    created_at: sent,
    sent_at: sent,
    updated_at: shiftedTime(message.updatedAt, shiftMs) ?? sent,
    read_at: message.read ? (shiftedTime(message.lastReadDate, shiftMs) ?? sent) : null,
    seen_at: message.seen ? (shiftedTime(message.lastSeenDate, shiftMs) ?? sent) : null,
    archived_at: null,
    discarded_at: null,
    user_id: userId,
  };
}

export function magicBellApi({ messages, token, userId, shiftMs }: MagicBellApiOptions): AskAnswer {
  return async (method, url, headers, body) => {
    const { pathname, searchParams } = new URL(url);
    const authorization = headers.find(([name]) => name.toLowerCase() === 'authorization')?.[1];
    if (!url.startsWith(`${MAGICBELL_API}/`)) return jsonAnswer(404, { errors: [{ message: `No such host in the bench: ${url}` }] });
    if (authorization !== `Bearer ${token}`) return jsonAnswer(401, { errors: [{ code: 'unauthorized', message: 'Invalid token' }] });
    const path = pathname.replace(/^\/v2/, '');
    if (method === 'GET' && path === '/notifications') {
      const limit = Math.min(DEFAULT_LIMIT, Number(searchParams.get('limit') ?? DEFAULT_LIMIT) || DEFAULT_LIMIT);
      const after = searchParams.get('starting_after');
      const start = after ? messages.findIndex((message) => message._id === after) + 1 : 0;
      const page = messages.slice(start, start + limit);
      const last = page.at(-1);
      const next = start + limit < messages.length && last ? `${MAGICBELL_API}/notifications?limit=${limit}&starting_after=${last._id}` : null;
      return jsonAnswer(200, {
        data: page.map((message) => notificationOf(message, shiftMs, userId)),
        links: { first: `${MAGICBELL_API}/notifications?limit=${limit}`, next, prev: null },
      });
    }
    if (method === 'PUT' && path === '/channels/in_app/inbox/tokens') {
      const sent = JSON.parse(body ?? '{}') as { token?: unknown };
      return jsonAnswer(200, { token: typeof sent.token === 'string' ? sent.token : '', connection_id: null });
    }
    return jsonAnswer(404, { errors: [{ message: `Not served by the bench: ${method} ${pathname}` }] });
  };
}
