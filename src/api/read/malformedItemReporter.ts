// The one place where the app hears of an item the client left out of an answer (API.md §1,
// tolerant reader): `onMalformedItem`, and a console warning in development builds. Each item is
// told once per client: a poll that brings the same broken item again every few seconds must not
// flood the app's error tracker or the console.
import { isRecord } from '../isRecord';
import type { MalformedItemReport } from '../types';

export type MalformedItemListener = (report: MalformedItemReport) => void;

export interface MalformedItemReporterOptions {
  /** The app's listener (`createClient({ onMalformedItem })`). */
  onMalformedItem?: MalformedItemListener;
  /** How many items are remembered as told; the oldest is forgotten first. Default 1000. */
  memory?: number;
}

const DEFAULT_MEMORY = 1000;

// The library is built without Node's types: `process` is whatever the app's runtime or bundler
// provides (see isProductionBuild).
declare const process: { env: { NODE_ENV?: string } };

/**
 * A listener that tells `onMalformedItem` (and, outside production builds, the console) of each
 * item once: the same operation, item (its string `_id`, else its JSON text) and reason are told
 * only the first time.
 */
export function createMalformedItemReporter(options: MalformedItemReporterOptions): MalformedItemListener {
  const memory = options.memory ?? DEFAULT_MEMORY;
  // A Set iterates in insertion order: its first key is the oldest.
  const told = new Set<string>();
  return (report) => {
    const { operation, reason, item } = report;
    // Known by the operation, the reason and the item's string `_id`, else the item itself as JSON.
    // An id and an item cannot be taken for each other: an item without a string `_id` is an object
    // (JSON `{…}`, never a string) or is not an object, which the reader refuses with a reason of
    // its own (`expected object, got string`) that no object gets.
    const key = JSON.stringify([operation, reason, isRecord(item) && typeof item._id === 'string' ? item._id : item]);
    if (told.has(key)) return;
    told.add(key);
    if (told.size > memory) told.delete(told.values().next().value as string);
    if (!isProductionBuild()) {
      console.warn(`inbox-kit: left out ${report.path} of the ${operation} answer: ${reason}`, item);
    }
    try {
      options.onMalformedItem?.(report);
    } catch (error) {
      // The app's listener runs inside the read of an answer: a listener that throws must not turn
      // the answer into a failure, so its error is thrown again on its own, where the app's error
      // handling sees it.
      queueMicrotask(() => {
        throw error;
      });
    }
  };
}

/**
 * Bundlers replace `process.env.NODE_ENV` with a literal in an app's build; where nothing replaced
 * it and there is no `process` (a browser without a bundler), reading it throws: a development
 * build then.
 */
function isProductionBuild(): boolean {
  try {
    return process.env.NODE_ENV === 'production';
  } catch {
    return false;
  }
}
