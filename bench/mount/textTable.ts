// The mount bench's printed tables: medians and 90th percentiles of runs, and columns aligned as
// plain text (first column to the left, the figures to the right), so a terminal and a report
// show the same thing.
import { percentile } from '../measure';

export interface Spread {
  median: number;
  p90: number;
}

export function spread(values: readonly number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: percentile(sorted, 50), p90: percentile(sorted, 90) };
}

/** The median of each key over runs (a key missing from a run counts as 0 there). */
export function medianByKey(runs: ReadonlyArray<Record<string, number>>): Record<string, number> {
  const keys = new Set(runs.flatMap((run) => Object.keys(run)));
  return Object.fromEntries([...keys].map((key) => [key, spread(runs.map((run) => run[key] ?? 0)).median]));
}

export const ms = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? '-' : value.toFixed(1));

export function textTable(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ').trimEnd();
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}
