// The two peer inboxes of the mount bench's peers table, each as its docs' basic example
// (bench/peers/knock.tsx, bench/peers/magicbell.tsx) served by a fake of its own API over the same
// messages as ours (knockApi.ts, magicBellApi.ts), and how its first rows are found: the same
// rule as ours (bench/mount/pageRuntime.ts watchRows: the first row element in the app's
// container, laid out), with each library's row element:
//   Knock      `.rnf-notification-cell`, a cell per item (it renders every item it holds, so the
//              rows in the DOM are the messages it lists);
//   MagicBell  `.magicbell--inbox-item`, the rows its virtual list renders; the list's length is
//              the inbox's `data-count`.
import type { FeedMessage } from '../../../src/api/types';
import type { AskAnswer, PageRequest, RowsRule } from '../pageRuntime';
import { knockApi } from './knockApi';
import { MAGICBELL_API, magicBellApi, magicBellToken } from './magicBellApi';

export interface PeerPage {
  name: 'Knock' | 'MagicBell';
  /** The page's app, in bench/peers/. */
  entry: string;
  /** The packages whose versions name it in the report. */
  packages: string[];
  rows: RowsRule;
  /** The request whose answer its first rows are made of: its first page of messages. */
  rowsRequest: (request: Pick<PageRequest, 'method' | 'url'>) => boolean;
  /** The messages its first page lists: its API's default page (both: 50). */
  pageSize: number;
  /** What its app is given (BenchPageSetup.peer). */
  peer: Record<string, string>;
  api: (options: { messages: readonly FeedMessage[]; subscriberId: string; shiftMs: number }) => AskAnswer;
  /**
   * Asks (and so records) what the page may ask before its first rows that its first load may
   * not: MagicBell asks each next page 500 ms after the one before, which a slow first load can
   * leave out.
   */
  prerecord?: (ask: AskAnswer) => Promise<void>;
}

const KNOCK_KEY = 'pk_test_inbox-kit-bench';
// A feed channel is a UUID in Knock (the client warns otherwise).
const KNOCK_FEED = '2b8f5e1c-4d7a-4c3e-9f1b-6a0d8e2c7b54';
const MAGICBELL_KEY = 'pk_inbox-kit-bench';

export function peerPages({ subscriberId }: { subscriberId: string }): PeerPage[] {
  const token = magicBellToken({ userId: subscriberId, apiKey: MAGICBELL_KEY });
  return [
    {
      name: 'Knock',
      entry: 'knock.tsx',
      packages: ['@knocklabs/react', '@knocklabs/react-core', '@knocklabs/client'],
      rows: { rowSelector: '.rnf-notification-cell', listed: 'rows' },
      rowsRequest: ({ method, url }) => method === 'GET' && new URL(url).pathname === `/v1/users/${encodeURIComponent(subscriberId)}/feeds/${KNOCK_FEED}` && !new URL(url).searchParams.has('after'),
      pageSize: 50,
      peer: { apiKey: KNOCK_KEY, feedId: KNOCK_FEED },
      api: ({ messages, shiftMs }) => knockApi({ messages, apiKey: KNOCK_KEY, userId: subscriberId, feedId: KNOCK_FEED, shiftMs }),
    },
    {
      name: 'MagicBell',
      entry: 'magicbell.tsx',
      packages: ['@magicbell/react', 'magicbell-js'],
      rows: { rowSelector: '.magicbell--inbox-item', listed: { attribute: 'data-count', listSelector: '.magicbell--inbox' } },
      rowsRequest: ({ method, url }) => method === 'GET' && url === `${MAGICBELL_API}/notifications`,
      pageSize: 50,
      peer: { token },
      api: ({ messages, shiftMs }) => magicBellApi({ messages, token, userId: subscriberId, shiftMs }),
      async prerecord(ask) {
        // Every page its inbox walks through, as it asks them: the first, then each with the
        // `starting_after` of the page before's links.next (magicbell-js leaves out `limit`).
        for (let url: string | undefined = `${MAGICBELL_API}/notifications`; url; ) {
          const answer = await ask('GET', url, [['authorization', `Bearer ${token}`]], null);
          const next = (JSON.parse(answer.body) as { links?: { next?: string | null } }).links?.next;
          const after = next ? new URL(next).searchParams.get('starting_after') : null;
          url = after ? `${MAGICBELL_API}/notifications?starting_after=${encodeURIComponent(after)}` : undefined;
        }
      },
    },
  ];
}
