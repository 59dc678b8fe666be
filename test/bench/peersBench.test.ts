// The mount bench's peers table (bench/mount/peers.run.ts): the fakes of the peers' APIs answer
// what each peer's client asks with the shapes it reads, and the report's steps add up to what
// they split. Its figures are printed, never asserted; these tests say they mean what they say.
import { describe, expect, test } from 'vitest';
import type { FeedMessage } from '../../src/api/types';
import type { PageRun } from '../../bench/mount/pageRun';
import type { AskAnswer, PageRequest, RecordedAnswer } from '../../bench/mount/pageRuntime';
import { KNOCK_HOST, knockApi } from '../../bench/mount/peers/knockApi';
import { MAGICBELL_API, magicBellApi, magicBellToken } from '../../bench/mount/peers/magicBellApi';
import { peerPages } from '../../bench/mount/peers/peerPages';
import { isOurFirstPage, servedMessages, textOf } from '../../bench/mount/peers/servedMessages';
import { mainThreadCpu, runFigures } from '../../bench/mount/peersReport';
import type { TraceEvent } from '../../bench/mount/trace';

const EPOCH = Date.parse('2026-11-01T09:00:00.000Z');
/** 100 messages, newest first, a minute apart; the first 10 unread, the first 20 unseen; #3 has no subject. */
const messages: FeedMessage[] = Array.from({ length: 100 }, (_, index) => ({
  _id: `m${String(index).padStart(3, '0')}`,
  createdAt: new Date(EPOCH - index * 60_000).toISOString(),
  subject: index === 3 ? null : `Subject <${index}> & more`,
  content: `Body ${index}`,
  read: index >= 10,
  seen: index >= 20,
  cta: { type: 'redirect', data: { url: `/tasks/${index}` } },
}));

const json = async (answer: RecordedAnswer | Promise<RecordedAnswer>) => JSON.parse((await answer).body) as Record<string, unknown>;
const get = (api: AskAnswer, url: string, authorization: string) => api('GET', url, [['authorization', authorization]], null);

describe('knockApi', () => {
  const api = knockApi({ messages, apiKey: 'pk_test', userId: 'user one', feedId: 'feed-1', shiftMs: 1000 });
  const feed = `${KNOCK_HOST}/v1/users/user%20one/feeds/feed-1`;

  test('answers the first page of 50 with the counts of all, and the next page from its cursor', async () => {
    const first = await json(get(api, `${feed}?archived=exclude&mode=compact&status=all`, 'Bearer pk_test'));
    const entries = first.entries as Array<Record<string, unknown>>;
    expect(entries).toHaveLength(50);
    expect(first.meta).toMatchObject({ total_count: 100, unread_count: 10, unseen_count: 20 });
    expect(entries[0]).toMatchObject({ id: 'm000', inserted_at: new Date(EPOCH + 1000).toISOString(), read_at: null, seen_at: null, archived_at: null });
    expect(entries[0]!.blocks).toEqual([
      { name: 'body', type: 'markdown', content: '**Subject <0> & more**\n\nBody 0', rendered: '<p><strong>Subject &#60;0&#62; &#38; more</strong></p>\n<p>Body 0</p>' },
      { name: 'action_url', type: 'text', content: '/tasks/0', rendered: '/tasks/0' },
    ]);
    const after = (first.page_info as { after: string }).after;
    const second = await json(get(api, `${feed}?archived=exclude&mode=compact&status=all&after=${encodeURIComponent(after)}`, 'Bearer pk_test'));
    expect((second.entries as Array<{ id: string }>).map((entry) => entry.id)).toEqual(messages.slice(50).map((message) => message._id));
    expect(second.page_info).toMatchObject({ after: null, page_size: 50 });
  });

  test('filters by status, and answers the settings', async () => {
    const unread = await json(get(api, `${feed}?status=unread`, 'Bearer pk_test'));
    expect(unread.entries).toHaveLength(10);
    expect(unread.meta).toMatchObject({ total_count: 10 });
    expect(await json(get(api, `${feed}/settings`, 'Bearer pk_test'))).toEqual({ features: { branding_required: false } });
  });

  test('refuses a request without the public key, and knows no other path', async () => {
    expect((await get(api, feed, 'Bearer pk_other')).status).toBe(401);
    expect((await get(api, `${KNOCK_HOST}/v1/users/user%20one/preferences`, 'Bearer pk_test')).status).toBe(404);
  });
});

describe('magicBellApi', () => {
  const token = magicBellToken({ userId: 'user one', apiKey: 'pk_bell' });
  const api = magicBellApi({ messages, token, userId: 'user one', shiftMs: 0 });

  test('the token carries what the inbox reads from it', () => {
    expect(JSON.parse(atob(token.split('.')[1]!))).toEqual({ user_external_id: 'user one', api_key: 'pk_bell' });
  });

  test('answers pages of 50, newest first, each with the next one linked; a message without a subject has a title', async () => {
    const first = await json(get(api, `${MAGICBELL_API}/notifications`, `Bearer ${token}`));
    const data = first.data as Array<Record<string, unknown>>;
    expect(data).toHaveLength(50);
    expect(data[0]).toMatchObject({ id: 'm000', title: 'Subject &#60;0&#62; &#38; more', content: 'Body 0', action_url: '/tasks/0', read_at: null, user_id: 'user one' });
    expect(data[3]).toMatchObject({ title: 'Body 3', content: null });
    const next = (first.links as { next: string }).next;
    const after = new URL(next).searchParams.get('starting_after');
    expect(after).toBe('m049');
    const second = await json(get(api, `${MAGICBELL_API}/notifications?starting_after=${after}`, `Bearer ${token}`));
    expect((second.data as unknown[]).length).toBe(50);
    expect((second.links as { next: unknown }).next).toBeNull();
  });

  test("answers the socket's token, and refuses another token", async () => {
    const sent = 'x'.repeat(64);
    const answer = await api('PUT', `${MAGICBELL_API}/channels/in_app/inbox/tokens`, [['authorization', `Bearer ${token}`]], JSON.stringify({ token: sent }));
    expect(JSON.parse(answer.body)).toEqual({ token: sent, connection_id: null });
    expect((await get(api, `${MAGICBELL_API}/notifications`, 'Bearer other')).status).toBe(401);
  });

  test('its page records every page the inbox walks through, as the inbox asks them', async () => {
    const asked: string[] = [];
    const magicBell = peerPages({ subscriberId: 'user one' }).find((page) => page.name === 'MagicBell')!;
    const pageApi = magicBell.api({ messages, subscriberId: 'user one', shiftMs: 0 });
    await magicBell.prerecord!((method, url, headers, body) => {
      asked.push(`${method} ${url}`);
      return pageApi(method, url, headers, body);
    });
    expect(asked).toEqual([`GET ${MAGICBELL_API}/notifications`, `GET ${MAGICBELL_API}/notifications?starting_after=m049`]);
  });
});

describe('servedMessages', () => {
  const answer = (data: unknown[]): RecordedAnswer => ({ status: 200, headers: [], body: JSON.stringify({ data, page: 0 }) });
  const base = 'https://service.mock/v1/subscribers/s/notifications/feed';

  test("takes our page's first page of messages, not the counts' filtered feeds", () => {
    const recorded = {
      [`GET ${base}?page=0&limit=100`]: answer(messages),
      [`GET ${base}?page=0&limit=100&read=false`]: answer(messages.slice(0, 10)),
      [`GET ${base}?page=0&limit=100&seen=false`]: answer(messages.slice(0, 20)),
    };
    expect(servedMessages(recorded)).toHaveLength(100);
    expect(isOurFirstPage({ method: 'GET', url: `${base}?page=1&limit=100` })).toBe(false);
    expect(() => servedMessages({})).toThrow(/first page/);
  });

  test('a message without a subject is headed by its content', () => {
    expect(textOf(messages[3]!)).toEqual({ headline: 'Body 3', body: '' });
    expect(textOf(messages[0]!)).toEqual({ headline: 'Subject <0> & more', body: 'Body 0' });
  });
});

describe('runFigures', () => {
  const request = (url: string, at: number, answeredAt: number): PageRequest => ({ method: 'GET', url, at, answeredAt, status: 200, answer: 'recorded' });
  const run = (requests: PageRequest[]): PageRun => ({
    marks: { 'ik:render': 100, 'ik:rows': 400 },
    loaded: {},
    requests,
    sockets: [],
    rowsShown: { rows: 1, listed: 1, firstRowText: '', tabs: [] },
    intl: {},
    trace: undefined,
  });
  const contender = { rowsRequest: ({ url }: { url: string }) => url.endsWith('/feed') };

  test('splits render() → first rows around the request for the first page', () => {
    const figures = runFigures(contender, run([request('https://x/settings', 150, 330), request('https://x/feed', 160, 220), request('https://x/feed?page=2', 300, 350)]));
    expect(figures).toEqual({ navigationToRows: 400, renderToRows: 300, navigationToRender: 100, beforeRequests: 60, answersWait: 60, afterAnswers: 180 });
    expect(figures.beforeRequests + figures.answersWait + figures.afterAnswers).toBe(figures.renderToRows);
  });
});

describe('mainThreadCpu', () => {
  // Trace times in µs: the navigation at 1,000,000, render() 100 ms later, the first rows at 400 ms.
  const mark = (name: string, ms: number): TraceEvent => ({ name, cat: 'blink.user_timing', ph: 'R', ts: 1_000_000 + ms * 1000, pid: 1, tid: 1, args: { data: { startTime: ms } } });
  const task = (fromMs: number, wallMs: number, cpuMs: number): TraceEvent => ({
    name: 'ThreadControllerImpl::RunTask',
    cat: 'toplevel',
    ph: 'X',
    ts: 1_000_000 + fromMs * 1000,
    dur: wallMs * 1000,
    tdur: cpuMs * 1000,
    pid: 1,
    tid: 1,
  });

  test("counts the page's main-thread CPU from the navigation and from render() to the first rows, and around the first page's request", () => {
    const events = [mark('ik:render', 100), mark('ik:rows', 400), task(10, 50, 40), task(120, 100, 30), task(300, 40, 40), task(390, 20, 20)];
    const feed: PageRequest = { method: 'GET', url: 'https://x/feed', at: 170, answeredAt: 320, status: 200, answer: 'recorded' };
    const run = { marks: { 'ik:render': 100, 'ik:rows': 400 }, requests: [feed], trace: Buffer.from(JSON.stringify({ traceEvents: events })) } as unknown as PageRun;
    // The task from 120 to 220 ms is cut by the request sent at 170 (half before), the one from 300
    // to 340 by the answer at 320 (half after), the last one at the first rows (half inside).
    expect(mainThreadCpu({ rowsRequest: ({ url }) => url.endsWith('/feed') }, run)).toEqual({
      navigationToRows: 40 + 30 + 40 + 10,
      renderToRows: 30 + 40 + 10,
      beforeRequest: 15,
      afterAnswer: 20 + 10,
    });
  });
});
