// What the bench page has before any of its own scripts run (a Playwright init script, identical
// for every page: the "before" and "after" builds and the peer inboxes): the service as a fetch
// that answers from answers recorded beforehand (at once, or after the set latency), a record of
// every request and of when its answer arrived, WebSockets held connecting, and the watch that
// marks the first rows.
//
// The fetch is handed to our client (`createClient({ fetch })`) and is also the page's global
// `fetch`, which is what the peers' clients call: every request of every page, to any host, goes
// through it, so none reaches a network and each is recorded. WebSocket is replaced for every
// page alike by one that stays connecting (never opens, never fails) until the page closes it: a
// realtime connection neither costs nor brings anything before the first rows, and no page's
// retry timers run. The attempts are recorded (`sockets`).
//
// `installBenchPage` is serialized into the page (`page.addInitScript(fn, arg)`), so it uses
// nothing from outside its own body.

/** One recorded answer of the service. */
export interface RecordedAnswer {
  status: number;
  headers: Array<[string, string]>;
  body: string;
}

/** Answers a request missing from the recorded table (in the bench's process). */
export type AskAnswer = (method: string, url: string, headers: Array<[string, string]>, body: string | null) => Promise<RecordedAnswer>;

/** A request the page made, with when (ms since navigation) and how it was answered. */
export interface PageRequest {
  method: string;
  url: string;
  at: number;
  /** When its answer was handed to the page (ms since navigation), and its status; absent until then. */
  answeredAt?: number;
  status?: number;
  /** `recorded`: at once from the table; `asked`: not in the table, answered through the bench. */
  answer: 'recorded' | 'asked';
}

/** A WebSocket the page opened (held connecting), with when (ms since navigation). */
export interface PageSocket {
  url: string;
  at: number;
}

/**
 * How a page's first rows are found: the first element matching `rowSelector` inside the app's
 * container, and how many messages the list holds then: `attribute` of the element matching
 * `listSelector` (the row itself when absent), or the number of rows in the DOM when `listed` is
 * `rows` (a list that renders every message it holds).
 */
export interface RowsRule {
  rowSelector: string;
  listed: { attribute: string; listSelector?: string } | 'rows';
}

/** Our <Inbox>'s rows: each row carries the list's length as `aria-setsize`. */
export const INBOX_ROWS: RowsRule = { rowSelector: '[data-slot="inbox-row"]', listed: { attribute: 'aria-setsize' } };

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
  rows: RowsRule;
  /** What a peer's page is given besides: its public key, feed id or user token. */
  peer: Record<string, string>;
  /**
   * Our page formats a date before `render()`, as an app that has used Intl already: the
   * runtime's locale data is loaded before the inbox renders (`MOUNT_INTL=loaded`).
   */
  intlLoaded?: boolean;
}

/** What the page reports once its first rows are laid out. */
export interface RowsShown {
  /** Rows in the DOM. */
  rows: number;
  /** The messages the list holds, by the page's rule (`RowsRule.listed`). */
  listed: number;
  /** The first row's text, for checking that it shows the first message served. */
  firstRowText: string;
  /** Text of the filter tabs (the counts show there) at that moment; none on a page without. */
  tabs: string[];
}

export interface BenchPage extends BenchPageSetup {
  fetch: typeof fetch;
  requests: PageRequest[];
  sockets: PageSocket[];
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
  var __ikBenchAsk: AskAnswer | undefined;
}

export function installBenchPage(setup: BenchPageSetup): void {
  const requests: PageRequest[] = [];
  const sockets: PageSocket[] = [];
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
  // A network hands a page bytes, not a string: the recorded bodies are encoded now, before the
  // page's scripts run, so that an answer's arrival does not encode 100 KB of text on the main
  // thread (a cost no real network puts there, and larger the more a page reads).
  const encoder = new TextEncoder();
  const recordedAnswers = new Map(
    Object.entries(setup.answers).map(([key, answer]) => [key, { ...answer, body: encoder.encode(answer.body) }]),
  );
  const benchFetch: typeof fetch = (input, init) => {
    const request = new Request(input, init);
    const recorded = recordedAnswers.get(`${request.method} ${request.url}`);
    const record: PageRequest = { method: request.method, url: request.url, at: performance.now(), answer: recorded ? 'recorded' : 'asked' };
    requests.push(record);
    const answer = recorded ? Promise.resolve(recorded) : ask(request);
    return Promise.all([answer, arrival()]).then(([{ status, headers, body }]) => {
      record.answeredAt = performance.now();
      record.status = status;
      return new Response(status === 204 ? null : body, { status, headers });
    });
  };
  globalThis.fetch = benchFetch;

  // A WebSocket that stays connecting: no open, no error, no message; close() closes it as a
  // browser closes a socket that never connected (code 1006, not clean).
  class HeldWebSocket extends EventTarget {
    static readonly CONNECTING = 0;
    static readonly OPEN = 1;
    static readonly CLOSING = 2;
    static readonly CLOSED = 3;
    readonly CONNECTING = 0;
    readonly OPEN = 1;
    readonly CLOSING = 2;
    readonly CLOSED = 3;
    readonly url: string;
    readonly protocol = '';
    readonly extensions = '';
    readonly bufferedAmount = 0;
    binaryType: BinaryType = 'blob';
    readyState = 0;
    onopen: ((event: Event) => void) | null = null;
    onmessage: ((event: MessageEvent) => void) | null = null;
    onerror: ((event: Event) => void) | null = null;
    onclose: ((event: CloseEvent) => void) | null = null;
    constructor(url: string | URL) {
      super();
      this.url = String(url);
      sockets.push({ url: this.url, at: performance.now() });
    }
    send(): void {
      throw new DOMException("Failed to execute 'send' on 'WebSocket': Still in CONNECTING state.", 'InvalidStateError');
    }
    close(): void {
      if (this.readyState >= 2) return;
      this.readyState = 2;
      setTimeout(() => {
        this.readyState = 3;
        const event = new CloseEvent('close', { code: 1006, reason: '', wasClean: false });
        this.onclose?.(event);
        this.dispatchEvent(event);
      }, 0);
    }
  }
  Object.defineProperty(globalThis, 'WebSocket', { value: HeldWebSocket, configurable: true, writable: true });

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

  // The first rows: the first row element in the container, laid out (the same rule for every
  // page; only the row's selector differs).
  function watchRows(container: Element) {
    const { rowSelector, listed } = setup.rows;
    const observer = new MutationObserver(() => {
      const first = container.querySelector(rowSelector);
      if (!first) return;
      observer.disconnect();
      // Style and layout of what just rendered, as the next frame would need them.
      void document.body.offsetHeight;
      performance.mark('ik:rows');
      const rows = container.querySelectorAll(rowSelector).length;
      const list = listed === 'rows' ? undefined : listed.listSelector ? container.querySelector(listed.listSelector) : first;
      const shown: RowsShown = {
        rows,
        listed: listed === 'rows' ? rows : Number(list?.getAttribute(listed.attribute)),
        firstRowText: (first.textContent ?? '').replace(/\s+/g, ' ').trim(),
        tabs: [...container.querySelectorAll('[role="tab"]')].map((tab) => (tab.textContent ?? '').trim()),
      };
      page.rowsShown = shown;
      // The bench is told in a task of its own, after the figure's end.
      setTimeout(() => globalThis.__ikBenchRowsShown?.(shown), 0);
    });
    observer.observe(container, { childList: true, subtree: true });
  }

  const page: BenchPage = { ...setup, fetch: benchFetch, requests, sockets, intl, watchRows };
  globalThis.__ikBench = page;
}
