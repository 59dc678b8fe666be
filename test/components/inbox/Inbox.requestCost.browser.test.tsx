// What a reader's actions cost the service (SERVER-NOTES.md §4b: the feed and mark-as share one
// rate-limited category), counted by method, path and query from the wire record of the mock.
import { expect, test } from 'vitest';
import { Inbox } from '../../../src/components/inbox/Inbox';
import { MOCK_EPOCH, MOCK_IDS } from '../../../src/mock';
import { rows, renderWithKit, type WireRequest } from '../../support/renderWithKit';

const NOW = new Date(MOCK_EPOCH);
const { many } = MOCK_IDS.subscribers;

/** `GET /v1/…/notifications/feed?page=0&limit=20` and the like: what tells two requests apart. */
function requestLine({ method, url }: WireRequest): string {
  return `${method} ${url.pathname}${url.search}`;
}

/** Requests sent more than once, with how many times each was sent. */
function repeated(requests: readonly WireRequest[]): Record<string, number> {
  const times = new Map<string, number>();
  for (const request of requests) times.set(requestLine(request), (times.get(requestLine(request)) ?? 0) + 1);
  return Object.fromEntries([...times].filter(([, n]) => n > 1));
}

const isListPage = (request: WireRequest) =>
  request.method === 'GET' && request.url.pathname.endsWith('/notifications/feed') && request.url.searchParams.get('limit') === '20';

const shownSize = () => Number(rows()[0]?.getAttribute('aria-setsize') ?? 0);

function scroller(): HTMLElement {
  return document.querySelector<HTMLElement>('[data-slot="inbox-scroller"]')!;
}

/** Scrolls to the end of the loaded rows until `total` rows are loaded (the list loads ahead by itself). */
async function pageThrough(total: number): Promise<void> {
  while (shownSize() < total) {
    const before = shownSize();
    scroller().scrollTop = scroller().scrollHeight;
    await expect
      .poll(() => shownSize() > before && document.querySelector('[data-slot="inbox-loading-more"]') === null, { timeout: 10_000, interval: 5 })
      .toBe(true);
  }
}

test('paging through 1,000 messages asks for each page once', { timeout: 120_000 }, async () => {
  const kit = await renderWithKit(<Inbox subscriberId={many} now={NOW} pageSize={20} pollIntervalMs={false} />, {
    listMaxBlockSize: '30rem',
  });
  await expect.poll(shownSize).toBe(20);
  await pageThrough(1000);
  expect(shownSize()).toBe(1000);
  const pages = kit.requests.filter(isListPage);
  expect(pages.map((request) => Number(request.url.searchParams.get('page')))).toEqual(Array.from({ length: 50 }, (_, n) => n));
  expect(repeated(kit.requests)).toEqual({});
  // Back to the top and down again: everything is loaded, nothing is asked again.
  scroller().scrollTop = 0;
  await expect.poll(() => rows()[0]?.getAttribute('aria-posinset')).toBe('1');
  scroller().scrollTop = scroller().scrollHeight;
  await expect.poll(() => rows().some((row) => row.getAttribute('aria-posinset') === '1000')).toBe(true);
  expect(repeated(kit.requests)).toEqual({});
});
