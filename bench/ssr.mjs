// Figures of the server prefetch (issue 19), in headless Chromium against the Next.js example
// served locally, built and started as CI's drive does (.ci/exampleApps.mjs), its service (the
// mock) answering in-process at once:
//   navigation start → first rows   `/` (prefetched on the server, rows in the HTML) beside
//                                   `/without-prefetch` (the browser asks once its scripts ran),
//                                   each a first visit (a fresh context: nothing cached);
//   requests before a click         feed or count requests the page sent on its own;
//   the HTML                        of `/` with the first page (20 rows): bytes, and gzip -9.
// Times are figures, never assertions (a loaded machine is slower); the sizes and the rows in the
// HTML are checked. Run after `npm run build` (`npm run bench` does).
import { gzipSync } from 'node:zlib';
import { installAndBuild, launchChromium, pack, removeTarball, startExample } from '../.ci/exampleApps.mjs';

const EXAMPLE = 'nextjs-app-router';
const RUNS = 10;
const PAGES = [
  { name: 'first rows, prefetched on the server', path: '/' },
  { name: 'first rows, client only', path: '/without-prefetch' },
];

/** One first visit: ms from navigation start until a row is in the DOM, and the feed requests sent. */
async function firstVisit(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  let feedRequests = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/notifications/feed')) feedRequests += 1;
  });
  // Watches the document from before its first byte: the moment the first row is inserted, by the
  // HTML parser or by React.
  await page.addInitScript(() => {
    new globalThis.MutationObserver((_, observer) => {
      if (!document.querySelector('[data-slot="inbox-row"]')) return;
      globalThis.__firstRowAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => typeof globalThis.__firstRowAt === 'number', null, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const ms = await page.evaluate(() => globalThis.__firstRowAt);
  await context.close();
  return { ms, feedRequests };
}

const percentile = (sorted, p) => sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1))];

pack();
let app;
const browser = await launchChromium();
try {
  installAndBuild(EXAMPLE);
  app = await startExample(EXAMPLE);
  const response = await fetch(app.url);
  const html = Buffer.from(await response.arrayBuffer());
  const rowsInHtml = (html.toString('utf8').match(/<li[^>]*data-slot="inbox-row"/g) ?? []).length;
  if (rowsInHtml !== 20) throw new Error(`the HTML of / holds ${rowsInHtml} rows, not the first page's 20`);
  console.log(`ssr: the HTML of / with ${rowsInHtml} rows: ${html.length} B, ${gzipSync(html, { level: 9 }).length} B gzip -9`);
  for (const { name, path } of PAGES) {
    const url = new URL(path, app.url).href;
    await firstVisit(browser, url); // warms the server (its first render compiles nothing, but loads modules)
    const visits = [];
    for (let run = 0; run < RUNS; run += 1) visits.push(await firstVisit(browser, url));
    const times = visits.map((visit) => visit.ms).sort((a, b) => a - b);
    const requests = Math.max(...visits.map((visit) => visit.feedRequests));
    console.log(
      `ssr: ${`navigation start → ${name}`.padEnd(58)} median ${percentile(times, 50).toFixed(0).padStart(5)} ms  p95 ${percentile(times, 95).toFixed(0).padStart(5)} ms  (${RUNS} first visits; feed requests on its own: ${requests})`,
    );
  }
} finally {
  app?.stop();
  await browser.close();
  removeTarball();
}
