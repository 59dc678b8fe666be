// The mount bench's peers table (bench/mount/peers.run.ts), as issue 26 draws it: for each answer
// latency, render() → first rows and navigation → first rows of each library (medians of the
// timed runs) and the ratio ours ÷ the fastest peer, beside the issue's goals; the same in the
// main thread's own CPU time; the spread of the runs; where each page's time goes over the
// network; and what each page loaded and asked.
//
// Where the time goes, from one run's marks and the times of the request its first rows are made
// of, its first page of messages (Contender.rowsRequest; the moments follow each other, so the
// steps add up to render() → first rows):
//   before the request       render() → that request sent (the first render, the commit, the
//                            effects: whatever runs before it leaves);
//   the answer's wait        → its answer handed to the page: the latency, or longer when the
//                            main thread is busy when the answer is due (at 0 ms, that alone);
//   after the answer         → the first rows laid out (reading the answer, and anything else the
//                            page waits for, the render of the rows, style and layout).
// "Beyond the wait" is the first and the last together: what a faster network would not remove.
import type { Contender, MainThreadCpu } from './contender';
import type { PageRun } from './pageRun';
import { requestsBeforeRows } from './breakdown';
import { ms, spread, textTable } from './textTable';
import { mainThreadCpuMs, pageThread, readTrace } from './trace';

/** Issue 26's goals for ours ÷ the fastest peer. */
const goalOf = {
  render: (latencyMs: number) => (latencyMs === 0 ? 1.05 : 1),
  navigation: () => 0.9,
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

/** The figures of one run of `contender`, in ms. */
export function runFigures(contender: Pick<Contender, 'rowsRequest'>, run: PageRun): {
  navigationToRows: number;
  renderToRows: number;
  navigationToRender: number;
  beforeRequests: number;
  answersWait: number;
  afterAnswers: number;
} {
  const rows = run.marks['ik:rows'] ?? Number.NaN;
  const render = run.marks['ik:render'] ?? Number.NaN;
  const page = requestsBeforeRows(run).find(contender.rowsRequest);
  const sent = Math.max(render, page?.at ?? Number.NaN);
  const answered = Math.min(rows, Math.max(sent, page?.answeredAt ?? Number.NaN));
  return {
    navigationToRows: rows,
    renderToRows: rows - render,
    navigationToRender: render,
    beforeRequests: sent - render,
    answersWait: answered - sent,
    afterAnswers: rows - answered,
  };
}

type Figure = keyof ReturnType<typeof runFigures>;

/** A timed run's main-thread CPU time (bench/mount/trace.ts mainThreadCpuMs), from its light trace. */
export function mainThreadCpu(contender: Pick<Contender, 'rowsRequest'>, run: PageRun): MainThreadCpu {
  if (!run.trace) throw new Error('A timed run of the peers table is traced (lightly)');
  const events = readTrace(run.trace);
  const thread = pageThread(events);
  const rows = thread.marks['ik:rows'] ?? Number.NaN;
  const render = thread.marks['ik:render'] ?? Number.NaN;
  // The page's times (ms since navigation) on the trace's clock (µs).
  const at = (ms: number) => thread.navigationTs + ms * 1000;
  const figures = runFigures(contender, run);
  const sent = at(figures.navigationToRender + figures.beforeRequests);
  const answered = sent + figures.answersWait * 1000;
  return {
    navigationToRows: mainThreadCpuMs(events, thread, thread.navigationTs, rows),
    renderToRows: mainThreadCpuMs(events, thread, render, rows),
    beforeRequest: mainThreadCpuMs(events, thread, render, sent),
    afterAnswer: mainThreadCpuMs(events, thread, answered, rows),
  };
}

const medianOf = (contender: Contender, runs: readonly PageRun[], figure: Figure) => spread(runs.map((run) => runFigures(contender, run)[figure])).median;
const rangeOf = (contender: Contender, runs: readonly PageRun[], figure: Figure) => {
  const values = runs.map((run) => runFigures(contender, run)[figure]);
  return `${ms(Math.min(...values))}–${ms(Math.max(...values))}`;
};

/** A request's URL without the peer's host, its credentials' values left out. */
function shortUrl(url: string): string {
  const parsed = new URL(url);
  for (const name of ['api_key', 'token', 'user_token']) if (parsed.searchParams.has(name)) parsed.searchParams.set(name, '…');
  const path = `${parsed.pathname}${parsed.search}`.replace(/%E2%80%A6/g, '…').replace(/^\/v1\/subscribers\/[^/]+/, '/v1/subscribers/…');
  return parsed.protocol.startsWith('ws') ? `${parsed.origin}${path}` : path;
}

export function peersReport({ contenders, latencies }: { contenders: readonly Contender[]; latencies: readonly number[] }): string[] {
  const out: string[] = [];
  const section = (title: string, body: string) => out.push('', title, body);
  const [ours, ...peers] = contenders;
  if (!ours) return out;
  const runsOf = (contender: Contender, latencyMs: number) => contender.runs.get(latencyMs) ?? [];
  const count = Math.min(...contenders.flatMap((contender) => latencies.map((latencyMs) => runsOf(contender, latencyMs).length)));

  // --- the table ---
  const ratio = (latencyMs: number, figure: 'renderToRows' | 'navigationToRows', goal: number) => {
    const fastest = Math.min(...peers.map((peer) => medianOf(peer, runsOf(peer, latencyMs), figure)));
    return `${(medianOf(ours, runsOf(ours, latencyMs), figure) / fastest).toFixed(2)}× (goal ≤ ${goal.toFixed(2)}×)`;
  };
  section(
    `First rows, side by side (ms, medians of ${count} runs each; ratio = ours ÷ the fastest peer, issue 26's goal beside it)`,
    textTable(
      [
        'answer latency',
        'render() → first rows: ours',
        ...peers.map((peer) => peer.name),
        'ratio',
        'navigation → first rows: ours',
        ...peers.map((peer) => peer.name),
        'ratio',
      ],
      latencies.map((latencyMs) => [
        `${latencyMs} ms`,
        ...contenders.map((contender) => ms(medianOf(contender, runsOf(contender, latencyMs), 'renderToRows'))),
        ratio(latencyMs, 'renderToRows', goalOf.render(latencyMs)),
        ...contenders.map((contender) => ms(medianOf(contender, runsOf(contender, latencyMs), 'navigationToRows'))),
        ratio(latencyMs, 'navigationToRows', goalOf.navigation()),
      ]),
    ),
  );
  const cpuOf = (contender: Contender, latencyMs: number, figure: keyof MainThreadCpu) =>
    spread(runsOf(contender, latencyMs).map((run) => contender.cpu.get(run)?.[figure] ?? Number.NaN)).median;
  const cpuRatio = (latencyMs: number, figure: keyof MainThreadCpu) =>
    `${(cpuOf(ours, latencyMs, figure) / Math.min(...peers.map((peer) => cpuOf(peer, latencyMs, figure)))).toFixed(2)}×`;
  section(
    "The main thread's own CPU time, side by side (ms, medians): what each page ran, without the waiting (the answers' latency, the cores taken by other processes), so the steadier comparison on a loaded machine",
    textTable(
      ['answer latency', 'render() → first rows: ours', ...peers.map((peer) => peer.name), 'ratio', 'navigation → first rows: ours', ...peers.map((peer) => peer.name), 'ratio'],
      latencies.map((latencyMs) => [
        `${latencyMs} ms`,
        ...contenders.map((contender) => ms(cpuOf(contender, latencyMs, 'renderToRows'))),
        cpuRatio(latencyMs, 'renderToRows'),
        ...contenders.map((contender) => ms(cpuOf(contender, latencyMs, 'navigationToRows'))),
        cpuRatio(latencyMs, 'navigationToRows'),
      ]),
    ),
  );
  section(
    'The spread of the runs (ms: median, and min–max)',
    textTable(
      ['answer latency', 'library', 'render() → first rows', 'range', 'navigation → first rows', 'range'],
      latencies.flatMap((latencyMs) =>
        contenders.map((contender) => {
          const runs = runsOf(contender, latencyMs);
          return [`${latencyMs} ms`, contender.name, ms(medianOf(contender, runs, 'renderToRows')), rangeOf(contender, runs, 'renderToRows'), ms(medianOf(contender, runs, 'navigationToRows')), rangeOf(contender, runs, 'navigationToRows')];
        }),
      ),
    ),
  );

  // --- where the time goes ---
  section(
    'Where the time goes over the network (ms, medians), around the request for the first page of messages: the three steps add up to render() → first rows; "beyond the wait" is the first and the last together; then the main thread\'s own CPU time in the first and the last',
    textTable(
      ['answer latency', 'library', 'navigation → render()', "render() → the first page's request sent", "its answer's wait", 'its answer → first rows', 'beyond the wait', 'CPU: before the request', 'CPU: after the answer'],
      latencies.flatMap((latencyMs) =>
        contenders.map((contender) => {
          const runs = runsOf(contender, latencyMs);
          const beyond = spread(runs.map((run) => runFigures(contender, run).beforeRequests + runFigures(contender, run).afterAnswers)).median;
          return [
            `${latencyMs} ms`,
            contender.name,
            ms(medianOf(contender, runs, 'navigationToRender')),
            ms(medianOf(contender, runs, 'beforeRequests')),
            ms(medianOf(contender, runs, 'answersWait')),
            ms(medianOf(contender, runs, 'afterAnswers')),
            ms(beyond),
            ms(cpuOf(contender, latencyMs, 'beforeRequest')),
            ms(cpuOf(contender, latencyMs, 'afterAnswer')),
          ];
        }),
      ),
    ),
  );

  // --- what each page loaded and asked ---
  const lines: string[] = [];
  const atEach = (values: (latencyMs: number) => number) => latencies.map((latencyMs) => `+${ms(values(latencyMs))}`).join(' / ');
  for (const contender of contenders) {
    const first = contender.bundle.scripts.filter((script) => script.firstPaint);
    const lazy = contender.bundle.scripts.filter((script) => !script.firstPaint);
    lines.push(
      `${contender.name} (${contender.version}): first paint ${kb(first.reduce((sum, script) => sum + script.bytes, 0))} of script in ${first.length} file(s)` +
        (lazy.length ? `, ${kb(lazy.reduce((sum, script) => sum + script.bytes, 0))} more on first use` : '') +
        ' (minified, not compressed)',
    );
    const sample = runsOf(contender, latencies[0]!)[0];
    if (!sample) continue;
    requestsBeforeRows(sample).forEach((request, index) => {
      // The same request in each run (by method and URL: the order may differ from run to run).
      const timeOf = (latencyMs: number, of: 'at' | 'answeredAt') =>
        spread(
          runsOf(contender, latencyMs).map((run) => {
            const same = requestsBeforeRows(run).find((other) => other.method === request.method && other.url === request.url);
            return (same?.[of] ?? Number.NaN) - (run.marks['ik:render'] ?? 0);
          }).filter(Number.isFinite),
        ).median;
      lines.push(
        `  request ${index + 1}${contender.rowsRequest(request) ? ' (the first page)' : ''}: ${request.method} ${shortUrl(request.url)}  sent at render() ${atEach((latencyMs) => timeOf(latencyMs, 'at'))} ms, answered ${atEach((latencyMs) => timeOf(latencyMs, 'answeredAt'))} ms`,
      );
    });
    const sockets = sample.sockets.filter((socket) => socket.at <= (sample.marks['ik:rows'] ?? Infinity));
    for (const socket of sockets) lines.push(`  WebSocket ${shortUrl(socket.url)}  opened at render() +${ms(socket.at - (sample.marks['ik:render'] ?? 0))} ms, held connecting`);
    if (sockets.length === 0) lines.push('  no WebSocket before the first rows');
    const shown = sample.rowsShown;
    lines.push(`  at the first rows: ${shown.rows} rows in the DOM, ${shown.listed} messages listed; the first: "${shown.firstRowText.slice(0, 80)}"`);
  }
  section(
    `What each page loaded, and its requests before the first rows (times from render(), medians at ${latencies.map((latencyMs) => `${latencyMs}`).join(' / ')} ms latency)`,
    lines.join('\n'),
  );
  return out;
}
