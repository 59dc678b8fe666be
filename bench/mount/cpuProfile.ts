// The V8 CPU profile a trace carries (category `disabled-by-default-v8.cpu_profiler`: a `Profile`
// event, then `ProfileChunk`s of nodes, samples and time deltas), put together for the page's main
// thread, and its samples in a window attributed to what ran: a module of the page's bundle, a
// built-in (JSON.parse, an Intl constructor, a DOM call) with the bundle function that called it,
// the browser's own work (`(program)`: style, layout, parsing, compiling) or garbage collection.
import type { BundleModules } from './bundleModules';
import { moduleGroup } from './bundleModules';
import type { PageThread, TraceEvent } from './trace';

interface CallFrame {
  functionName: string;
  url?: string;
  lineNumber?: number;
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: CallFrame;
}

interface Sample {
  ts: number;
  ms: number;
  node: ProfileNode;
  /** The line (1-based) the sample was taking in the leaf's script, when the profile says. */
  line: number | undefined;
}

export interface CpuProfile {
  nodes: Map<number, ProfileNode>;
  samples: Sample[];
}

interface ChunkData {
  cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
  timeDeltas?: number[];
  lines?: number[];
}

export function cpuProfileOf(events: readonly TraceEvent[], { pid, tid }: PageThread): CpuProfile {
  const start = events.find((event) => event.name === 'Profile' && event.pid === pid && event.tid === tid);
  const startTime = start?.args?.data?.startTime;
  if (!start || typeof startTime !== 'number') throw new Error('The trace has no CPU profile of the page');
  const nodes = new Map<number, ProfileNode>();
  const ids: number[] = [];
  const deltas: number[] = [];
  const lines: number[] = [];
  for (const event of events) {
    if (event.name !== 'ProfileChunk' || event.pid !== pid || event.id !== start.id) continue;
    const data = event.args?.data as ChunkData | undefined;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    ids.push(...(data?.cpuProfile?.samples ?? []));
    deltas.push(...(data?.timeDeltas ?? []));
    const count = data?.cpuProfile?.samples?.length ?? 0;
    lines.push(...(data?.lines ?? new Array<number>(count).fill(0)).slice(0, count));
  }
  const samples: Sample[] = [];
  let ts = startTime;
  for (let i = 0; i < ids.length; i += 1) {
    ts += deltas[i] ?? 0;
    const node = nodes.get(ids[i]!);
    // A sample stands for the time until the next one.
    if (node) samples.push({ ts, ms: (deltas[i + 1] ?? 0) / 1000, node, line: lines[i] || undefined });
  }
  return { nodes, samples };
}

export interface Attribution {
  /** Self time by group: a module group, `native <name>`, `(program)`, `(garbage collector)`. */
  groups: Record<string, number>;
  /** Self and total time by function: `name  module:line` (a built-in: `native name ← caller`). */
  functions: Record<string, { self: number; total: number }>;
  /** Self time by line of the bundle: `module:line  the line's code`. */
  lines: Record<string, number>;
}

const SPECIAL = new Set(['(program)', '(garbage collector)', '(idle)', '(root)']);

/**
 * Attributes the samples in [from, to] (trace µs). `scripts` maps each bundle chunk's URL to its
 * modules; a frame of an init script (no URL, a line) is the bench's own runtime: its Intl
 * counter (`construct`), which stands for the Intl constructor it wraps, or the fetch stub.
 */
export function attribute(profile: CpuProfile, scripts: ReadonlyMap<string, BundleModules>, from: number, to: number): Attribution {
  const groups: Record<string, number> = {};
  const functions: Record<string, { self: number; total: number }> = {};
  const lines: Record<string, number> = {};
  const describe = (frame: CallFrame): { key: string; group: string; inBundle: boolean } => {
    const name = frame.functionName || '(anonymous)';
    if (SPECIAL.has(frame.functionName)) return { key: name, group: name, inBundle: false };
    const modules = frame.url ? scripts.get(frame.url) : undefined;
    if (modules && !frame.functionName && !frame.lineNumber) {
      // The chunk's own top level: the evaluation of its modules (and the app's statements).
      return { key: '(top level of a chunk)', group: '(top level of a chunk)', inBundle: true };
    }
    if (modules) {
      const line = frame.lineNumber ?? 0;
      return { key: `${name}  ${modules.placeOf(line)}`, group: moduleGroup(modules.moduleAt(line)), inBundle: true };
    }
    if (!frame.url && (frame.lineNumber ?? -1) >= 0) {
      const group = frame.functionName === 'construct' ? 'native Intl constructors' : 'bench runtime (fetch stub, row watch)';
      return { key: group, group, inBundle: false };
    }
    return { key: `native ${name}`, group: `native ${name}`, inBundle: false };
  };
  for (const { ts, ms, node, line } of profile.samples) {
    if (ts < from || ts >= to || node.callFrame.functionName === '(idle)') continue;
    const leaf = describe(node.callFrame);
    const leafModules = node.callFrame.url ? scripts.get(node.callFrame.url) : undefined;
    if (leafModules && line !== undefined) {
      const key = `${leafModules.placeOf(line - 1)}  ${leafModules.textAt(line - 1).slice(0, 100)}`;
      lines[key] = (lines[key] ?? 0) + ms;
    }
    let leafKey = leaf.key;
    if (!leaf.inBundle && leaf.group.startsWith('native')) {
      // A built-in is named with the bundle function that called it.
      for (let parent = node.parent === undefined ? undefined : profile.nodes.get(node.parent); parent; parent = parent.parent === undefined ? undefined : profile.nodes.get(parent.parent)) {
        const caller = describe(parent.callFrame);
        if (caller.inBundle) {
          leafKey = `${leaf.key} ← ${caller.key}`;
          break;
        }
      }
    }
    groups[leaf.group] = (groups[leaf.group] ?? 0) + ms;
    const seen = new Set<string>();
    for (let current: ProfileNode | undefined = node; current; current = current.parent === undefined ? undefined : profile.nodes.get(current.parent)) {
      const key = current === node ? leafKey : describe(current.callFrame).key;
      if (key === '(root)' || seen.has(key)) continue;
      seen.add(key);
      const entry = (functions[key] ??= { self: 0, total: 0 });
      entry.total += ms;
      if (current === node) entry.self += ms;
    }
  }
  return { groups, functions, lines };
}
