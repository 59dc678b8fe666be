// What the bench page has before any of its own scripts run (a Playwright init script, identical
// for the "before" and "after" builds): the service as a fetch that answers at once from answers
// recorded beforehand, a record of every request, and the watch that marks the first rows.
//
// `installBenchPage` is serialized into the page (`page.addInitScript(fn, arg)`), so it uses
// nothing from outside its own body.

/** One recorded answer of the service. */
export interface RecordedAnswer {
  status: number;
  headers: Array<[string, string]>;
  body: string;
}

/** A request the page made, with when (ms since navigation) and how it was answered. */
export interface PageRequest {
  method: string;
  url: string;
  at: number;
  /** `recorded`: at once from the table; `asked`: not in the table, answered through the bench. */
  answer: 'recorded' | 'asked';
}

export interface BenchPageSetup {
  baseUrl: string;
  apiKey: string;
  subscriberId: string;
  pageSize: number;
  now: number;
  /** Answers by `METHOD url`. */
  answers: Record<string, RecordedAnswer>;
  /** Count the Intl constructors called (the profile run only: the wrappers cost a little). */
  countIntl: boolean;
  /** Each answer arrives this long after its request (ms): the network an app has. 0: at once. */
  latencyMs: number;
}

/** What the page reports once its first rows are laid out. */
export interface RowsShown {
  /** Rows in the DOM. */
  rows: number;
  /** `aria-setsize` of the first row: the messages the list holds. */
  setSize: number;
  /** Text of the filter tabs (the counts show there) at that moment. */
  tabs: string[];
}

export interface BenchPage extends BenchPageSetup {
  fetch: typeof fetch;
  requests: PageRequest[];
  intl: Record<string, number>;
  /** Starts the watch on the app's container; marks `ik:rows` once a row is in it, laid out. */
  watchRows: (container: Element) => void;
  rowsShown?: RowsShown;
}

declare global {
  var __ikBench: BenchPage;
  /** Exposed by the bench (Playwright binding): tells it the rows are shown. */
  var __ikBenchRowsShown: ((shown: RowsShown) => void) | undefined;
  /** Exposed by the bench (Playwright binding): answers a request missing from the table. */
  var __ikBenchAsk: ((method: string, url: string, headers: Array<[string, string]>, body: string | null) => Promise<RecordedAnswer>) | undefined;
}

export function installBenchPage(setup: BenchPageSetup): void {
  const requests: PageRequest[] = [];
  const intl: Record<string, number> = {};

  async function ask(request: Request): Promise<RecordedAnswer> {
    const headers: Array<[string, string]> = [];
    request.headers.forEach((value, name) => headers.push([name, value]));
    const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.text();
    if (!globalThis.__ikBenchAsk) throw new TypeError(`No answer recorded for ${request.method} ${request.url}`);
    return globalThis.__ikBenchAsk(request.method, request.url, headers, body);
  }

  // Answers at once (a resolved promise of a Response, as if the network took no time), or after
  // `latencyMs`, a timer per request as a network's round trip would be.
  const arrival = (): Promise<void> =>
    setup.latencyMs > 0 ? new Promise((resolve) => setTimeout(resolve, setup.latencyMs)) : Promise.resolve();
  const benchFetch: typeof fetch = (input, init) => {
    const request = new Request(input, init);
    const recorded = setup.answers[`${request.method} ${request.url}`];
    requests.push({ method: request.method, url: request.url, at: performance.now(), answer: recorded ? 'recorded' : 'asked' });
    const answer = recorded ? Promise.resolve(recorded) : ask(request);
    return Promise.all([answer, arrival()]).then(([{ status, headers, body }]) => new Response(status === 204 ? null : body, { status, headers }));
  };

  if (setup.countIntl) {
    for (const name of ['DateTimeFormat', 'RelativeTimeFormat', 'PluralRules', 'NumberFormat', 'ListFormat'] as const) {
      const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
      intl[name] = 0;
      intl[`${name} ms`] = 0;
      const Counted: typeof Original = new Proxy(Original, {
        construct(target, args, newTarget): object {
          intl[name] = (intl[name] ?? 0) + 1;
          const start = performance.now();
          try {
            return Reflect.construct(target, args, newTarget === Counted ? target : newTarget);
          } finally {
            intl[`${name} ms`] = (intl[`${name} ms`] ?? 0) + performance.now() - start;
          }
        },
      });
      Object.defineProperty(Intl, name, { value: Counted, configurable: true, writable: true });
    }
    const toLocale = ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'] as const;
    for (const name of toLocale) {
      const original = Date.prototype[name];
      intl[`Date#${name}`] = 0;
      Date.prototype[name] = function counted(this: Date, ...args: Parameters<typeof original>) {
        intl[`Date#${name}`] = (intl[`Date#${name}`] ?? 0) + 1;
        return original.apply(this, args);
      } as typeof original;
    }
  }

  function watchRows(container: Element) {
    const observer = new MutationObserver(() => {
      const first = container.querySelector('[data-slot="inbox-row"]');
      if (!first) return;
      observer.disconnect();
      // Style and layout of what just rendered, as the next frame would need them.
      void document.body.offsetHeight;
      performance.mark('ik:rows');
      const shown: RowsShown = {
        rows: container.querySelectorAll('[data-slot="inbox-row"]').length,
        setSize: Number(first.getAttribute('aria-setsize')),
        tabs: [...container.querySelectorAll('[role="tab"]')].map((tab) => (tab.textContent ?? '').trim()),
      };
      page.rowsShown = shown;
      // The bench is told in a task of its own, after the figure's end.
      setTimeout(() => globalThis.__ikBenchRowsShown?.(shown), 0);
    });
    observer.observe(container, { childList: true, subtree: true });
  }

  const page: BenchPage = { ...setup, fetch: benchFetch, requests, intl, watchRows };
  globalThis.__ikBench = page;
}
