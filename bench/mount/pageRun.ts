// One load of a bench page, as a first visit: a new browser context (no cache, no storage, a
// renderer of its own) and a new page, the service answered by bench/mount/pageRuntime.ts, traced
// from before the navigation until the first rows are laid out.
import type { Browser } from 'playwright';
import { installBenchPage, type AskAnswer, type BenchPageSetup, type PageRequest, type PageSocket, type RowsShown } from './pageRuntime';

export interface PageRun {
  /** Each `ik:*` mark, in ms since the navigation started. */
  marks: Record<string, number>;
  /** The document's and each subresource's end of response, in ms since the navigation started. */
  loaded: Record<string, number>;
  requests: PageRequest[];
  /** The WebSockets the page opened (each held connecting). */
  sockets: PageSocket[];
  rowsShown: RowsShown;
  intl: Record<string, number>;
  trace: Buffer | undefined;
}

const ROWS_TIMEOUT_MS = 60_000;

export async function runPage({
  browser,
  url,
  setup,
  ask,
  categories,
  screenshot,
}: {
  browser: Browser;
  url: string;
  setup: BenchPageSetup;
  ask: AskAnswer;
  /** Trace categories, or undefined for no trace. */
  categories: string[] | undefined;
  /** A file to save a screenshot of the page in, once the first rows are shown (untimed). */
  screenshot?: string;
}): Promise<PageRun> {
  const context = await browser.newContext();
  let tracing = false;
  try {
    const page = await context.newPage();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let onShown: (shown: RowsShown) => void = () => undefined;
    const shown = new Promise<RowsShown>((resolve, reject) => {
      onShown = resolve;
      page.on('pageerror', reject);
      page.on('crash', () => reject(new Error(`The page crashed: ${url}`)));
      timer = setTimeout(() => reject(new Error(`No rows within ${ROWS_TIMEOUT_MS} ms: ${url}`)), ROWS_TIMEOUT_MS);
    });
    await page.exposeFunction('__ikBenchRowsShown', (rows: RowsShown) => onShown(rows));
    await page.exposeFunction('__ikBenchAsk', ask);
    await page.addInitScript(installBenchPage, setup);
    if (categories) {
      await browser.startTracing(page, { categories });
      tracing = true;
    }
    await page.goto(url, { waitUntil: 'commit' });
    const rowsShown = await shown.finally(() => clearTimeout(timer));
    const trace = tracing ? await browser.stopTracing() : undefined;
    tracing = false;
    const seen = await page.evaluate(() => ({
      marks: Object.fromEntries(performance.getEntriesByType('mark').map((mark) => [mark.name, mark.startTime])),
      loaded: Object.fromEntries(
        [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].map((entry) => [
          entry.entryType === 'navigation' ? 'document' : new URL(entry.name).pathname.split('/').pop() ?? entry.name,
          (entry as PerformanceResourceTiming).responseEnd,
        ]),
      ),
      requests: globalThis.__ikBench.requests,
      sockets: globalThis.__ikBench.sockets,
      intl: globalThis.__ikBench.intl,
    }));
    if (screenshot) await page.screenshot({ path: screenshot });
    return { ...seen, rowsShown, trace };
  } finally {
    if (tracing) await browser.stopTracing().catch(() => undefined);
    await context.close();
  }
}
