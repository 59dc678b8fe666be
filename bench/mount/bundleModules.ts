// Which source module each line of an unminified esbuild bundle came from: esbuild writes a
// `// path/of/the/module.js` comment before each module's code. The profile names a function by
// its script and line; this turns that into `inbox-kit/components/inbox/row/MessageRow.js` or
// `react-dom/cjs/react-dom-client.production.js`.
import { readFileSync, realpathSync } from 'node:fs';
import { resolve, sep } from 'node:path';

export interface BundleModules {
  /**
   * The module whose code holds `line` (0-based): `app` for the bench's own entry, `(bundler
   * runtime)` for esbuild's helpers before the first module (the CommonJS wrappers of React).
   */
  moduleAt: (line: number) => string;
  /** `module:line` of a bundle line (0-based), the line counted from the module's comment. */
  placeOf: (line: number) => string;
  /** The bundle's text at `line` (0-based), trimmed. */
  textAt: (line: number) => string;
}

const MODULE_COMMENT = /^\/\/ (\S+\.(?:[cm]?js|tsx?|css))$/;

/**
 * `file` is a chunk written into a page of bench/mount/pageBundle.ts, `appDir` the scratch app it
 * was bundled from (esbuild's comments are relative to it), `packageDir` the package's build.
 */
export function bundleModules({ file, appDir, packageDir }: { file: string; appDir: string; packageDir: string }): BundleModules {
  const packageDist = `${realpathSync(packageDir)}${sep}dist${sep}`;
  const name = (commentPath: string): string => {
    const absolute = resolve(appDir, commentPath);
    if (absolute.startsWith(packageDist)) return `inbox-kit/${absolute.slice(packageDist.length)}`;
    const inModules = absolute.lastIndexOf(`node_modules${sep}`);
    if (inModules >= 0) return absolute.slice(inModules + `node_modules${sep}`.length);
    return 'app';
  };
  const lines = readFileSync(file, 'utf8').split('\n');
  const starts: Array<[number, string]> = [[-1, '(bundler runtime)']];
  lines.forEach((line, index) => {
    const match = MODULE_COMMENT.exec(line);
    if (match?.[1]) starts.push([index, name(match[1])]);
  });
  const startOf = (line: number): [number, string] => {
    let found = starts[0]!;
    for (const start of starts) {
      if (start[0] > line) break;
      found = start;
    }
    return found;
  };
  return {
    moduleAt: (line) => startOf(line)[1],
    placeOf(line) {
      const [start, module] = startOf(line);
      return `${module}:${line - start}`;
    },
    textAt: (line) => (lines[line] ?? '').trim(),
  };
}

/** A module's group in the tables: the package's folder, or the dependency's name. */
export function moduleGroup(module: string): string {
  if (module === 'app' || module === '(bundler runtime)') return module;
  if (module.startsWith('inbox-kit/')) {
    const parts = module.split('/');
    return parts.slice(0, Math.min(parts.length - 1, 4)).join('/');
  }
  const parts = module.split('/');
  return module.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? module);
}
