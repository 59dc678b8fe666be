// The mount bench's arithmetic (bench/mount), on hand-made traces and profiles: its figures are
// printed, never asserted, so these tests are what says the figures mean what their titles say.
import { describe, expect, test } from 'vitest';
import type { BundleModules } from '../../bench/mount/bundleModules';
import type { CpuProfile } from '../../bench/mount/cpuProfile';
import { mainThreadCpuMs, mainThreadMs, type PageThread, type TraceEvent } from '../../bench/mount/trace';
import { KIND, whereTimeGoes } from '../../bench/mount/whereTimeGoes';

const thread: PageThread = { pid: 1, tid: 1, navigationTs: 0, marks: {} };
const task = (ts: number, dur: number, tdur: number, tid = 1): TraceEvent => ({
  name: 'ThreadControllerImpl::RunTask',
  cat: 'toplevel',
  ph: 'X',
  ts,
  dur,
  tdur,
  pid: 1,
  tid,
});

describe('mainThreadCpuMs', () => {
  test("sums the outermost tasks' thread time, a task cut by the window by its share inside", () => {
    const events = [
      task(0, 10_000, 4_000),
      task(2_000, 1_000, 1_000), // nested in the first: counted in it, not again
      task(20_000, 10_000, 10_000), // half inside the window below
      task(0, 50_000, 50_000, 2), // another thread
    ];
    expect(mainThreadCpuMs(events, thread, 0, 25_000)).toBe(4 + 5);
    // Wall time counts what the thread's tasks took, CPU time what it ran: a preempted task differs.
    expect(mainThreadMs(events, thread, 0, 25_000)).toBe(10 + 5);
  });
});

describe('whereTimeGoes', () => {
  // One bundle whose lines 0-9 are react-dom, 10-19 the virtual list, 20-29 a formatter, 30-39 a component.
  const modules: BundleModules = {
    moduleAt: (line) =>
      ['react-dom/cjs/react-dom-client.production.js', 'inbox-kit/ui/virtual/useVirtualList.js', 'inbox-kit/format/intl.js', 'inbox-kit/components/inbox/Inbox.js'][Math.floor(line / 10)] ?? 'app',
    placeOf: (line) => String(line),
    textAt: () => '',
  };
  const scripts = new Map([['http://bench/entry.js', modules]]);
  const frame = (functionName: string, lineNumber?: number) =>
    lineNumber === undefined ? { functionName } : { functionName, url: 'http://bench/entry.js', lineNumber };
  const profileOf = (stacks: ReadonlyArray<ReadonlyArray<ReturnType<typeof frame>>>): CpuProfile => {
    const nodes: CpuProfile['nodes'] = new Map();
    const samples: CpuProfile['samples'] = [];
    let id = 0;
    stacks.forEach((stack, index) => {
      let parent: number | undefined;
      for (const callFrame of stack) {
        id += 1;
        nodes.set(id, { id, parent, callFrame });
        parent = id;
      }
      samples.push({ ts: index * 1000, ms: 1, node: nodes.get(id)!, line: undefined });
    });
    return { nodes, samples };
  };

  test('gives each sample the nearest kind on its stack, from the leaf up', () => {
    const profile = profileOf([
      [frame('performWork', 1), frame('Inbox', 30), frame('numberFormat', 20), frame('NumberFormat')],
      [frame('commitAttachRef', 2), frame('record', 12), frame('getBoundingClientRect')],
      [frame('performWork', 1), frame('Inbox', 30)],
      [frame('performWork', 1), frame('Inbox', 30), frame('useState', 3)],
      [frame('(garbage collector)')],
      [frame('(program)')],
      [frame('(idle)')],
    ]);
    expect(whereTimeGoes(profile, scripts, 0, 10_000)).toEqual({
      [KIND.formatters]: 1,
      [KIND.measuring]: 1,
      [KIND.components]: 1,
      [KIND.react]: 1,
      [KIND.gc]: 1,
      [KIND.browser]: 1,
    });
  });

  test('counts only the samples inside the window', () => {
    const profile = profileOf([[frame('(program)')], [frame('(program)')], [frame('(program)')]]);
    expect(whereTimeGoes(profile, scripts, 1000, 2000)).toEqual({ [KIND.browser]: 1 });
  });
});
