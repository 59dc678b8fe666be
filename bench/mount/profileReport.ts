// The mount bench's report, its CPU profile part: first where the main thread's time goes by the
// kinds of work issue 17 names (bench/mount/whereTimeGoes.ts), before and after, then the detail
// for "after" (by folder and phase, by layer against before, by function and by line), the path
// from the first page's answer to the first rows before and after (by what ran, by function), and
// the Intl formatters constructed before the first rows.
import { AFTER_ANSWER, KIND_WINDOWS, PROFILE_PHASES, profileFigures } from './breakdown';
import { firstPaintFiles, type Build } from './builds';
import { medianByKey, ms, textTable } from './textTable';

export function profileReport({ builds, profileRuns }: { builds: readonly [Build, Build]; profileRuns: number }): string[] {
  const out: string[] = [];
  const section = (title: string, body: string) => out.push('', title, body);

  // --- profile ---
  const profiles = builds.map((build) => {
    const runs = build.runs.profile.map((run) => profileFigures(run, build.scripts, firstPaintFiles(build.profiled)));
    return {
      kinds: Object.fromEntries(KIND_WINDOWS.map(({ name }) => [name, medianByKey(runs.map((run) => run.kinds[name] ?? {}))])),
      groups: Object.fromEntries(PROFILE_PHASES.map(({ name }) => [name, medianByKey(runs.map((run) => run.groups[name] ?? {}))])),
      self: medianByKey(runs.map((run) => run.self)),
      total: medianByKey(runs.map((run) => run.total)),
      lines: medianByKey(runs.map((run) => run.lines)),
      afterAnswer: medianByKey(runs.map((run) => run.afterAnswer)),
    };
  });
  // Where the time goes, the answer first: by kind of work, before and after, in both windows.
  const kindNames = Object.keys({ ...profiles[0]!.kinds['nav → rows'], ...profiles[1]!.kinds['nav → rows'] }).sort(
    (a, b) => (profiles[1]!.kinds['nav → rows']?.[b] ?? 0) - (profiles[1]!.kinds['nav → rows']?.[a] ?? 0),
  );
  section(
    `Where the main thread's time goes (CPU profile: self time by kind of work, the nearest kind on each sample's stack; ms, medians of ${profileRuns} profiled runs of the unminified page, which the sampler slows down: compare shares)`,
    textTable(
      ['kind of work', ...KIND_WINDOWS.flatMap(({ name }) => [`before ${name}`, `after ${name}`, 'share'])],
      kindNames.map((kind) => [
        kind,
        ...KIND_WINDOWS.flatMap(({ name }) => {
          const [b, a] = [profiles[0]!.kinds[name]?.[kind] ?? 0, profiles[1]!.kinds[name]?.[kind] ?? 0];
          const total = Object.values(profiles[1]!.kinds[name] ?? {}).reduce((sum, value) => sum + value, 0);
          return [ms(b), ms(a), `${((a / total) * 100).toFixed(0)}%`];
        }),
      ]),
    ),
  );
  const afterGroups = profiles[1]!.groups;
  const whole = 'nav → rows';
  const byWhole = (figures: Record<string, number> | undefined) => (a: string, b: string) => (figures?.[b] ?? 0) - (figures?.[a] ?? 0);
  const groupNames = Object.keys(afterGroups[whole] ?? {}).sort(byWhole(afterGroups[whole]));
  section(
    `CPU profile (after): main-thread self time by what ran, per phase (ms, medians of ${profileRuns} profiled runs of the unminified page; the sampler slows everything down, so compare shares; (program) is the browser's own work outside script, compiling included)`,
    textTable(
      ['what ran', ...PROFILE_PHASES.map(({ name }) => name)],
      groupNames
        .filter((group) => (afterGroups[whole]?.[group] ?? 0) >= 0.5)
        .map((group) => [group, ...PROFILE_PHASES.map(({ name }) => ms(afterGroups[name]?.[group]))]),
    ),
  );
  // The path from the answer to the rows, before and after: what a change that shortens it cuts.
  const answerGroups = profiles.map((profile) => profile.groups[AFTER_ANSWER] ?? {});
  section(
    `CPU profile: main-thread self time by what ran from the first page's answer to the first rows (${AFTER_ANSWER}), before and after (ms, medians)`,
    textTable(
      ['what ran', 'before', 'after'],
      Object.keys({ ...answerGroups[0], ...answerGroups[1] })
        .sort((a, b) => Math.max(answerGroups[0]![b] ?? 0, answerGroups[1]![b] ?? 0) - Math.max(answerGroups[0]![a] ?? 0, answerGroups[1]![a] ?? 0))
        .filter((group) => Math.max(answerGroups[0]![group] ?? 0, answerGroups[1]![group] ?? 0) >= 0.5)
        .map((group) => [group, ms(answerGroups[0]![group] ?? 0), ms(answerGroups[1]![group] ?? 0)]),
    ),
  );
  // The layout of src/ changed between the two: compared by layer, not by folder.
  const layers = profiles.map((profile) => {
    const byLayer: Record<string, number> = {};
    for (const [group, value] of Object.entries(profile.groups[whole] ?? {})) {
      const layer = group.startsWith('inbox-kit/') ? group.split('/').slice(0, 2).join('/') : group.startsWith('native ') && group !== 'native Intl constructors' ? 'native (DOM, timers, …)' : group;
      byLayer[layer] = (byLayer[layer] ?? 0) + value;
    }
    return byLayer;
  });
  section(
    'CPU profile: main-thread self time by layer, navigation → first rows, before and after (ms, medians)',
    textTable(
      ['what ran', 'before', 'after'],
      Object.keys({ ...layers[0], ...layers[1] })
        .sort(byWhole(layers[1]))
        .filter((layer) => (layers[0]?.[layer] ?? 0) + (layers[1]?.[layer] ?? 0) >= 0.5)
        .map((layer) => [layer, ms(layers[0]?.[layer] ?? 0), ms(layers[1]?.[layer] ?? 0)]),
    ),
  );
  const top = (figures: Record<string, number>, count: number, only: (key: string) => boolean = () => true) =>
    Object.entries(figures)
      .filter(([key]) => only(key))
      .sort((a, b) => b[1] - a[1])
      .slice(0, count);
  section(
    'CPU profile (after): the functions with the most self time, navigation → first rows (ms, medians; function  module:line)',
    textTable(['function  module:line', 'self', 'total'], top(profiles[1]!.self, 30).map(([key, value]) => [key, ms(value), ms(profiles[1]!.total[key])])),
  );
  section(
    "CPU profile (after): the package's functions with the most total time (their callees included), navigation → first rows",
    textTable(
      ['function  module:line', 'total', 'self'],
      top(profiles[1]!.total, 30, (key) => key.includes('inbox-kit/')).map(([key, value]) => [key, ms(value), ms(profiles[1]!.self[key])]),
    ),
  );
  section(
    `CPU profile: the package's functions with the most total time from the first page's answer to the first rows (${AFTER_ANSWER}; ms, medians)`,
    textTable(
      ['function  module:line', 'before', 'after'],
      [...new Set([...top(profiles[0]!.afterAnswer, 15, (key) => key.includes('inbox-kit/')), ...top(profiles[1]!.afterAnswer, 15, (key) => key.includes('inbox-kit/'))].map(([key]) => key))]
        .sort((a, b) => (profiles[1]!.afterAnswer[b] ?? 0) - (profiles[1]!.afterAnswer[a] ?? 0))
        .map((key) => [key, ms(profiles[0]!.afterAnswer[key]), ms(profiles[1]!.afterAnswer[key])]),
    ),
  );
  section(
    "CPU profile (after): the package's lines with the most self time (where the samples were; a DOM read's forced layout counts at its line)",
    textTable(['module:line  code', 'self'], top(profiles[1]!.lines, 20, (key) => key.startsWith('inbox-kit/')).map(([key, value]) => [key, ms(value)])),
  );

  // --- Intl ---
  const intl = builds.map((build) => medianByKey(build.runs.timeline.map((run) => run.intl)));
  const constructors = Object.keys(intl[1]!).filter((key) => !key.endsWith(' ms'));
  section(
    'Intl formatters constructed before the first rows (count, and ms inside the constructor; medians of the traced runs)',
    textTable(
      ['constructor', 'before count', 'ms', 'after count', 'ms'],
      constructors.map((name) => [name, String(intl[0]![name] ?? 0), ms(intl[0]![`${name} ms`]), String(intl[1]![name] ?? 0), ms(intl[1]![`${name} ms`])]),
    ),
  );

  return out;
}
