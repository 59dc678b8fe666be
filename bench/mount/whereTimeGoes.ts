// The profile's samples sorted into the kinds of work issue 17 asks about, so the answer to
// "where does the time go" is one short table: each sample goes to the nearest frame of its stack,
// from the leaf up, that belongs to a kind. Nearest, because the callers above are the same for
// everything (React calls the components, which call the formatters, which call Intl): a sample in
// `Intl.NumberFormat` is a formatter's time even though React's render is on its stack.
import type { BundleModules } from './bundleModules';
import type { CpuProfile } from './cpuProfile';

export const KIND = {
  browser: "browser's own work outside script (HTML and CSS parsing, compiling, style, layout, paint)",
  evaluation: 'evaluating modules (top-level code, CommonJS wrappers)',
  requests: 'the first requests (sending, reading the bodies, JSON.parse, validating the items)',
  formatters: 'formatters (Intl constructors and formatting, the package’s format/)',
  measuring: 'measuring rows (the virtual list, its layout reads included)',
  react: 'React render and commit (react-dom, react, scheduler)',
  query: 'the query cache (React Query)',
  components: "the package's components and hooks (their own code)",
  bench: "the bench page's own runtime (fetch stub, row watch)",
  gc: 'garbage collection',
  other: 'other (other dependencies, built-ins outside these)',
} as const;

interface Frame {
  functionName: string;
  url?: string;
  lineNumber?: number;
}

/** The kind a frame belongs to, or undefined for one that does not decide (a built-in). */
function kindOf(frame: Frame, scripts: ReadonlyMap<string, BundleModules>): string | undefined {
  const name = frame.functionName;
  if (name === '(garbage collector)') return KIND.gc;
  if (name === '(program)') return KIND.browser;
  const modules = frame.url ? scripts.get(frame.url) : undefined;
  if (!modules) {
    // An init script's frame (no URL, a line): the bench's runtime; its Intl counter stands for
    // the constructor it wraps, its fetch stub for the browser's fetch.
    if (frame.url || (frame.lineNumber ?? -1) < 0) return undefined;
    if (name === 'construct' || name === 'counted') return KIND.formatters;
    return name === 'benchFetch' ? KIND.requests : KIND.bench;
  }
  // esbuild's wrappers: a CommonJS module's factory is named by its path, `init_*` runs an ES
  // module's top level on first use, and a chunk's own top level has neither name nor line.
  if ((!name && !frame.lineNumber) || /\.[cm]?js$/.test(name) || name.startsWith('init_')) return KIND.evaluation;
  const module = modules.moduleAt(frame.lineNumber ?? 0);
  if (module === '(bundler runtime)') return KIND.evaluation;
  if (module.startsWith('inbox-kit/format/')) return KIND.formatters;
  if (module.startsWith('inbox-kit/api/')) return KIND.requests;
  // The virtual list moved into ui/virtual/ after 16a15f7, which has it at ui/'s root.
  if (/^inbox-kit\/ui\/(virtual\/|useVirtualList|virtualRange)/.test(module)) return KIND.measuring;
  if (module.startsWith('inbox-kit/')) return KIND.components;
  if (/^(react|react-dom|scheduler)\//.test(module)) return KIND.react;
  if (module.startsWith('@tanstack/')) return KIND.query;
  return module === 'app' ? KIND.bench : KIND.other;
}

/** Self time of the samples in [from, to] (trace µs) by kind of work, in ms. */
export function whereTimeGoes(profile: CpuProfile, scripts: ReadonlyMap<string, BundleModules>, from: number, to: number): Record<string, number> {
  const kinds: Record<string, number> = {};
  for (const { ts, ms, node } of profile.samples) {
    if (ts < from || ts >= to || node.callFrame.functionName === '(idle)') continue;
    let kind: string | undefined;
    for (let frame: typeof node | undefined = node; frame && kind === undefined; frame = frame.parent === undefined ? undefined : profile.nodes.get(frame.parent)) {
      kind = kindOf(frame.callFrame, scripts);
    }
    kinds[kind ?? KIND.other] = (kinds[kind ?? KIND.other] ?? 0) + ms;
  }
  return kinds;
}
