// Knock's API as its React feed (@knocklabs/react, through @knocklabs/client) asks it on mount,
// answering from the served messages, in the shapes the client reads (@knocklabs/client
// src/clients/feed/interfaces.ts, src/api.ts):
//   GET /v1/users/{user}/feeds/{feed}?archived=exclude&mode=compact&status=all
//       → { entries: FeedItem[], meta: { total_count, unread_count, unseen_count },
//           page_info: { after, before, page_size } }, a page of `page_size` (the API's default
//           and the client store's: 50) from the cursor `after`, filtered by `status`;
//   GET /v1/users/{user}/feeds/{feed}/settings → { features: { branding_required } }
//       (false: a plan without the "Powered by Knock" line);
//   PUT /v1/users/{user} → the user (the inline identify; asked only when a `user` object is given).
// Every request must carry `Authorization: Bearer <public key>` (401 otherwise); anything else is
// a 404, which the bench's checks count as a failure before the first rows.
// The realtime socket (wss://api.knock.app/ws/v1/websocket) is held connecting by the page runtime.
import type { FeedMessage } from '../../../src/api/types';
import type { AskAnswer } from '../pageRuntime';
import { escapeHtml, jsonAnswer, shiftedTime, textOf } from './servedMessages';

export const KNOCK_HOST = 'https://api.knock.app';
const DEFAULT_PAGE_SIZE = 50;

interface KnockApiOptions {
  messages: readonly FeedMessage[];
  apiKey: string;
  userId: string;
  feedId: string;
  /** Moves every time of the messages (bench/mount/peers/servedMessages.ts shiftedTime). */
  shiftMs: number;
}

/**
 * The feed item of one message (`position` in the listed messages: its cursor): its headline and
 * text as the body block, its link as action_url.
 */
function feedItemOf(message: FeedMessage, position: number, shiftMs: number, userId: string) {
  const { headline, body } = textOf(message);
  const sent = shiftedTime(message.createdAt, shiftMs) ?? new Date(shiftMs).toISOString();
  const url = message.cta?.data?.url ?? '';
  const markdown = body ? `**${headline}**\n\n${body}` : `**${headline}**`;
  const rendered = `<p><strong>${escapeHtml(headline)}</strong></p>${body ? `\n<p>${escapeHtml(body)}</p>` : ''}`;
  return {
    __cursor: Buffer.from(`cursor:${position}`).toString('base64'),
    __typename: 'FeedItem',
    id: message._id,
    activities: undefined,
    actors: [],
    blocks: [
      { name: 'body', type: 'markdown', content: markdown, rendered },
      { name: 'action_url', type: 'text', content: url, rendered: url },
    ],
    data: message.payload ?? null,
    inserted_at: sent,
    updated_at: shiftedTime(message.updatedAt, shiftMs) ?? sent,
    read_at: message.read ? (shiftedTime(message.lastReadDate, shiftMs) ?? sent) : null,
    seen_at: message.seen ? (shiftedTime(message.lastSeenDate, shiftMs) ?? sent) : null,
    clicked_at: null,
    interacted_at: null,
    link_clicked_at: null,
    archived_at: null,
    total_actors: 0,
    source: { __typename: 'NotificationSource', key: message.templateIdentifier ?? 'workflow', version_id: '00000000-0000-4000-8000-000000000000', categories: [] },
    tenant: null,
    recipient: userId,
  };
}

const STATUS: Record<string, (message: FeedMessage) => boolean> = {
  all: () => true,
  unread: (message) => !message.read,
  read: (message) => message.read,
  unseen: (message) => !message.seen,
  seen: (message) => message.seen,
};

export function knockApi({ messages, apiKey, userId, feedId, shiftMs }: KnockApiOptions): AskAnswer {
  const user = encodeURIComponent(userId);
  const feedPath = `/v1/users/${user}/feeds/${feedId}`;
  return async (method, url, headers) => {
    const { origin, pathname, searchParams } = new URL(url);
    const authorization = headers.find(([name]) => name.toLowerCase() === 'authorization')?.[1];
    if (origin !== KNOCK_HOST) return jsonAnswer(404, { code: 'resource_missing', message: `No such host in the bench: ${origin}` });
    if (authorization !== `Bearer ${apiKey}`) return jsonAnswer(401, { code: 'api_key_invalid', message: 'The API key provided is invalid.' });
    if (method === 'GET' && pathname === feedPath) {
      const status = searchParams.get('status') ?? 'all';
      const archived = searchParams.get('archived') ?? 'exclude';
      const keep = STATUS[status];
      if (!keep) return jsonAnswer(422, { code: 'invalid_params', message: `status: ${status}` });
      const listed = archived === 'only' ? [] : messages.filter(keep);
      const pageSize = Math.min(DEFAULT_PAGE_SIZE, Number(searchParams.get('page_size') ?? DEFAULT_PAGE_SIZE) || DEFAULT_PAGE_SIZE);
      const after = searchParams.get('after');
      const start = after ? Number(Buffer.from(after, 'base64').toString('utf8').replace('cursor:', '')) + 1 : 0;
      const entries = listed.slice(start, start + pageSize).map((message, offset) => feedItemOf(message, start + offset, shiftMs, userId));
      const last = entries.at(-1);
      return jsonAnswer(200, {
        entries,
        meta: {
          __typename: 'FeedMetadata',
          total_count: listed.length,
          unread_count: messages.filter((message) => !message.read).length,
          unseen_count: messages.filter((message) => !message.seen).length,
        },
        page_info: { __typename: 'PageInfo', after: start + pageSize < listed.length && last ? last.__cursor : null, before: null, page_size: pageSize },
      });
    }
    if (method === 'GET' && pathname === `${feedPath}/settings`) return jsonAnswer(200, { features: { branding_required: false } });
    if (method === 'PUT' && pathname === `/v1/users/${user}`) {
      return jsonAnswer(200, { __typename: 'User', id: userId, name: null, email: null, phone_number: null, avatar: null, created_at: null, updated_at: new Date().toISOString() });
    }
    return jsonAnswer(404, { code: 'resource_missing', message: `Not served by the bench: ${method} ${pathname}` });
  };
}
