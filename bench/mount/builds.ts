// One build of the package in the mount bench ("before" or "after"): its two pages (minified for
// the timed runs, unminified for the profile's names), the answers its loads are served, and the
// runs made with it. Shared by the bench and its report.
import type { BundleModules } from './bundleModules';
import type { MockAnswers } from './mockAnswers';
import type { PageBundle } from './pageBundle';
import type { PageRun } from './pageRun';

export interface Build {
  label: 'before' | 'after';
  packageDir: string;
  timed: PageBundle;
  profiled: PageBundle;
  /** The profiled page's scripts by URL, with the modules of each line. */
  scripts: Map<string, BundleModules>;
  answers: MockAnswers;
  runs: { timed: PageRun[]; timeline: PageRun[]; profile: PageRun[] };
}

/** The files a page loads before its first paint: the moment "received" in the phases waits for. */
export const firstPaintFiles = (bundle: PageBundle) => [...bundle.scripts.filter((script) => script.firstPaint).map((script) => script.file), 'entry.css'];
