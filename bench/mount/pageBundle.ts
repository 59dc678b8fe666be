// The bench page for one build of the package, bundled as an app's bundler would (as
// bench/size.mjs does: esbuild with splitting, `inbox-kit` resolved through the package's
// `exports` from a scratch app that has it installed), except that React and everything else is
// bundled too and NODE_ENV is production: the page is an app, React's production build included.
// Its HTML preloads the chunks the entry imports statically (`<link rel="modulepreload">`), as
// Vite's HTML does, so a chunk is not discovered only once the entry has been parsed. The peer
// inboxes' pages (bench/peers/) are bundled the same way by `bundleApp`.
import { copyFileSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { build } from 'esbuild';

export interface PageBundle {
  /** The directory to serve: index.html, the entry, its chunks and its stylesheet. */
  dir: string;
  /** Every JavaScript file, with whether the first paint loads it and its gzip-free size. */
  scripts: Array<{ file: string; firstPaint: boolean; bytes: number }>;
}

/**
 * Bundles bench/mount/app.tsx against the package in `packageDir` into `outDir`. `minify: false`
 * keeps names and esbuild's `// path` comment before each module, for the profile's attribution.
 */
export async function bundlePage({
  root,
  packageDir,
  outDir,
  minify,
}: {
  root: string;
  packageDir: string;
  outDir: string;
  minify: boolean;
}): Promise<PageBundle> {
  rmSync(outDir, { recursive: true, force: true });
  const app = join(outDir, 'app');
  mkdirSync(join(app, 'node_modules'), { recursive: true });
  symlinkSync(packageDir, join(app, 'node_modules', 'inbox-kit'), 'dir');
  // The scratch app is a package of its own, with its own (empty) TypeScript settings: inside this
  // checkout, `inbox-kit` would otherwise resolve to this checkout itself (a package may import
  // itself by name) or to src/ (tsconfig.json's paths), whichever build was asked for.
  writeFileSync(join(app, 'package.json'), `${JSON.stringify({ name: 'inbox-kit-mount-bench-app', private: true, type: 'module' })}\n`);
  writeFileSync(join(app, 'tsconfig.json'), '{}\n');
  const entry = join(app, 'entry.tsx');
  copyFileSync(join(root, 'bench', 'mount', 'app.tsx'), entry);
  const bundle = await bundleApp({
    entry,
    outDir: join(outDir, 'page'),
    minify,
    // React and the package's dependencies resolve from this checkout (and so the same files for
    // both builds: the before build's node_modules is a link to this one's, or the same lockfile).
    nodePaths: [join(root, 'node_modules')],
    title: 'inbox-kit mount bench',
  });
  // React's development JSX runtime in a page means a build made with NODE_ENV=development or
  // test: not what an app ships, and 3-7 times slower.
  if (readFileSync(join(bundle.dir, 'entry.js'), 'utf8').includes('jsxDEV')) {
    throw new Error(`${packageDir}/dist is a development build (it calls jsxDEV): build it with \`npm run build\``);
  }
  return bundle;
}

/**
 * Bundles the app `entry` (its imports resolved from its own folder up, then `nodePaths`) into a
 * page in `outDir`: the entry, its chunks, its stylesheet and an index.html that loads them.
 */
export async function bundleApp({
  entry,
  outDir,
  minify,
  nodePaths = [],
  title,
}: {
  entry: string;
  outDir: string;
  minify: boolean;
  nodePaths?: string[];
  title: string;
}): Promise<PageBundle> {
  const dir = outDir;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const workingDir = dirname(entry);
  const result = await build({
    entryPoints: [entry],
    absWorkingDir: workingDir,
    bundle: true,
    splitting: true,
    minify,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    outdir: dir,
    entryNames: 'entry',
    nodePaths,
    metafile: true,
    logLevel: 'silent',
  });
  const outputs = result.metafile.outputs;
  const entryOut = Object.keys(outputs).find((path) => outputs[path]?.entryPoint !== undefined && path.endsWith('.js'));
  if (entryOut === undefined) throw new Error(`esbuild wrote no entry for ${entry}`);
  const staticChunks = new Set<string>();
  const walk = (path: string) => {
    if (staticChunks.has(path)) return;
    staticChunks.add(path);
    for (const imported of outputs[path]?.imports ?? []) if (imported.kind === 'import-statement' && !imported.external) walk(imported.path);
  };
  walk(entryOut);
  const fileOf = (path: string) => relative(dir, join(workingDir, path));
  const stylesheet = outputs[entryOut]?.cssBundle;

  const preloads = [...staticChunks]
    .filter((path) => path !== entryOut)
    .map((path) => `<link rel="modulepreload" href="./${fileOf(path)}">`);
  writeFileSync(
    join(dir, 'index.html'),
    [
      '<!doctype html>',
      '<html lang="en">',
      '<head>',
      '<meta charset="utf-8">',
      '<meta name="viewport" content="width=device-width, initial-scale=1">',
      `<title>${title}</title>`,
      ...(stylesheet ? [`<link rel="stylesheet" href="./${fileOf(stylesheet)}">`] : []),
      `<script type="module" src="./${fileOf(entryOut)}"></script>`,
      ...preloads,
      '</head>',
      '<body><div id="app"></div></body>',
      '</html>',
      '',
    ].join('\n'),
  );
  const scripts = Object.keys(outputs)
    .filter((path) => path.endsWith('.js'))
    .map((path) => ({ file: basename(path), firstPaint: staticChunks.has(path), bytes: outputs[path]?.bytes ?? 0 }));
  return { dir, scripts };
}
