// One library in the mount bench's peers table (bench/mount/peers.run.ts): its page, what it is
// served, how its first rows are found, and its runs. Shared by the bench and its report.
import type { MockAnswers } from './mockAnswers';
import type { PageBundle } from './pageBundle';
import type { PageRun } from './pageRun';
import type { PageRequest, RowsRule } from './pageRuntime';

export interface Contender {
  name: 'inbox-kit' | 'Knock' | 'MagicBell';
  /** The versions of its packages, as the report names them. */
  version: string;
  bundle: PageBundle;
  rows: RowsRule;
  /** The request whose answer its first rows are made of: its first page of messages. */
  rowsRequest: (request: Pick<PageRequest, 'method' | 'url'>) => boolean;
  /** The messages its first rows must list. */
  listed: number;
  peer: Record<string, string>;
  answers: MockAnswers;
  /** Timed runs by answer latency (ms). */
  runs: Map<number, PageRun[]>;
  /** The main thread's CPU time of each timed run (read from its trace, which is then dropped). */
  cpu: Map<PageRun, MainThreadCpu>;
}

/**
 * The CPU time the page's main thread ran, in ms: from navigation and from render() to the first
 * rows, and the two parts of the latter around the first page's request (before it is sent, after
 * its answer).
 */
export interface MainThreadCpu {
  navigationToRows: number;
  renderToRows: number;
  beforeRequest: number;
  afterAnswer: number;
}
