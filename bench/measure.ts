// A tiny harness: run a piece of work repeatedly in the real browser and print its median and
// 95th percentile against a budget. Budgets are targets to watch, not assertions: a slow CI
// machine must not turn a test red, so nothing here fails on time.

export interface Figure {
  name: string;
  medianMs: number;
  p95Ms: number;
  budgetMs: number;
  runs: number;
}

const figures: Figure[] = [];

/** The `p`th percentile of ascending `sorted` (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

/**
 * Times `run` `runs` times after `warmup` untimed runs. `setup` runs before each timed run and
 * is not timed; its result is handed to `run`.
 */
export async function measure<T>(
  name: string,
  options: { budgetMs: number; runs?: number; warmup?: number; setup?: () => T | Promise<T> },
  run: (input: T) => unknown,
): Promise<Figure> {
  const { budgetMs, runs = 20, warmup = 3 } = options;
  const setup = options.setup ?? (() => undefined as T);
  for (let i = 0; i < warmup; i += 1) await run(await setup());
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const input = await setup();
    const start = performance.now();
    await run(input);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const figure = { name, medianMs: percentile(times, 50), p95Ms: percentile(times, 95), budgetMs, runs };
  figures.push(figure);
  report(figure);
  return figure;
}

/** A count (DOM nodes, requests) against a ceiling. */
export function count(name: string, value: number, ceiling: number): void {
  const verdict = value <= ceiling ? 'within' : 'OVER';
  console.log(`${name.padEnd(58)} ${String(value).padStart(9)}        ceiling ${String(ceiling).padStart(7)}   ${verdict}`);
}

function report({ name, medianMs, p95Ms, budgetMs }: Figure): void {
  const verdict = p95Ms <= budgetMs ? 'within' : 'OVER';
  console.log(
    `${name.padEnd(58)} median ${medianMs.toFixed(2).padStart(8)} ms  p95 ${p95Ms.toFixed(2).padStart(8)} ms  budget ${String(budgetMs).padStart(5)} ms   ${verdict}`,
  );
}

/** Resolves once `done()` holds, checking after every task (a MessageChannel turn, well under 1 ms). */
export async function until(done: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  const channel = new MessageChannel();
  try {
    while (!done()) {
      if (performance.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
      await new Promise<void>((resolve) => {
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
    }
  } finally {
    channel.port1.close();
  }
  // Style and layout of what just rendered, as the next frame would need them.
  void document.body.offsetHeight;
}
