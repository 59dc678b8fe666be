// The size ceilings of the built package: what an app pays, measured as a user's bundler would:
// esbuild `--bundle --splitting --minify` of a tiny app entry that imports `inbox-kit`, react and
// react-dom external, each output chunk gzip -9. Two figures per entry:
//   first paint  the entry's chunk and every chunk it imports statically: what is downloaded,
//                parsed and run before the first row shows;
//   everything   every chunk the entry can ever load, its dynamic `import()`s included.
// Every app calls `createClient`, so each app entry imports it beside the components (the own-code
// line alone measures the components' own code without the client).
//
// A limit is a ceiling set by an issue, with room under it (issue 23). Nobody raises one, and nobody
// lowers one to a new measurement either: the room is what lets the next feature land. A feature an
// issue asks for may spend the room (its note says how much); a cut is worth making where it also
// makes the code simpler or faster, never for bytes alone. Sizes are deterministic (unlike times),
// so CI checks them: `node bench/size.mjs --check` fails past a ceiling.
//
//   node bench/size.mjs                       the table, against this checkout's build (dist/)
//   node bench/size.mjs --check               the same, exit 1 past a ceiling
//   node bench/size.mjs --chunks              also every chunk of every entry, with its inputs
//   node bench/size.mjs --before <dir>        "before" columns: another built checkout
//
// Run after `npm run build`: the entries resolve `inbox-kit` through its package.json `exports`,
// exactly as an app that installed the tarball.
import { existsSync, mkdtempSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const KB = 1024;
const root = resolve(fileURLToPath(new URL('..', import.meta.url)));

const REACT = ['react', 'react-dom', 'react/*', 'react-dom/*'];
const EVERY_DEPENDENCY = [...REACT, '@radix-ui/*', '@tanstack/*', 'msw', 'msw/*'];

/**
 * Each entry with its two ceilings (bytes of gzip -9), set by issue 23. Measured when they were set
 * (246898a, before tabs): createClient 6,103; createClient + provider + <Inbox> 38,713 / 70,182; the
 * same with <InboxBell> and <NotificationActivity> 57,802 / 89,271; own code 23,371 / 24,599. The
 * admin's page set by issue 27: 43,604 / 43,604 when set.
 */
export const BUDGETS = [
  {
    name: 'createClient',
    code: `export { createClient } from 'inbox-kit';`,
    external: REACT,
    firstPaint: 6.5 * KB,
    everything: 6.5 * KB,
  },
  {
    name: 'createClient + provider + <Inbox>',
    code: `export { createClient, InboxKitProvider, Inbox } from 'inbox-kit';`,
    external: REACT,
    firstPaint: 42 * KB,
    everything: 74 * KB,
  },
  {
    name: 'the same + <InboxBell> + <NotificationActivity>',
    code: `export { createClient, InboxKitProvider, Inbox, InboxBell, NotificationActivity } from 'inbox-kit';`,
    external: REACT,
    firstPaint: 62 * KB,
    everything: 96 * KB,
  },
  {
    name: "the admin's page: createClient + provider + listNotifications + <NotificationActivityFeed> + <NotificationStats>",
    code: `export { createClient, InboxKitProvider, listNotifications, NotificationActivityFeed, NotificationStats } from 'inbox-kit';`,
    external: REACT,
    // Set by issue 27 at about a tenth above its measure (43,604 / 43,604 B, the record's view
    // included: it cannot load on first use, see components/activity/feed), as issue 23 set the others.
    firstPaint: 48 * KB,
    everything: 52 * KB,
  },
  {
    name: 'own code of provider + <Inbox> (every dependency external)',
    code: `export { InboxKitProvider, Inbox } from 'inbox-kit';`,
    external: EVERY_DEPENDENCY,
    firstPaint: 27 * KB,
    everything: 28.5 * KB,
  },
];

/** Links `node_modules/inbox-kit` of a scratch app to a built package, as an install would. */
function scratchApp(packageDir) {
  const app = mkdtempSync(join(tmpdir(), 'inbox-kit-size-'));
  mkdirSync(join(app, 'node_modules'));
  symlinkSync(packageDir, join(app, 'node_modules', 'inbox-kit'), 'dir');
  return app;
}

/** A module's path with the checkout's place cut off: `dist/...` for the package's own. */
const fromPackage = (input) => (input.includes('node_modules/') ? input : input.replace(/^(\.\.\/)+.*?\/dist\//, 'dist/'));

/** The package-relative names of the modules in one output chunk. */
const packageModules = (output) =>
  Object.keys(output.inputs)
    .map((input) => fromPackage(input).replace(/^.*node_modules\//, ''))
    .filter((input) => input !== 'entry.js');

/**
 * esbuild names each chunk it splits off by a hash that covers its inputs' paths, so the same package
 * built in another directory gets other chunk names, and the gzip of the chunks that import them
 * moved by a byte or two (a fresh clone on CI measured 2 B more than the same commit here). Each
 * hash is replaced by a name of the same length taken from the chunk's modules alone (its rank
 * among the chunks, sorted by their package-relative module lists), so a size is the package's,
 * wherever it lies.
 */
function placeIndependent(bytes, outputs) {
  const hashOf = (path) => /-([A-Z0-9]{8})\.js$/.exec(path)?.[1];
  const ranked = [...bytes.keys()]
    .filter((path) => hashOf(path) !== undefined)
    .map((path) => ({ path, key: packageModules(outputs[path]).sort().join('\n') }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const renames = ranked.map(({ path }, rank) => [hashOf(path), String(rank).padStart(8, '0')]);
  const placed = new Map();
  for (const [path, contents] of bytes) {
    let text = Buffer.from(contents).toString('utf8');
    for (const [hash, name] of renames) text = text.replaceAll(`-${hash}.js`, `-${name}.js`);
    placed.set(path, Buffer.from(text, 'utf8'));
  }
  return placed;
}

/**
 * One budget's entry bundled against the package in `packageDir`: every output chunk with its
 * gzip -9 size, whether a first paint loads it, and the package modules in it.
 */
async function measure(packageDir, budget) {
  const app = scratchApp(packageDir);
  try {
    const entry = join(app, 'entry.js');
    writeFileSync(entry, `${budget.code}\n`);
    const outdir = join(app, 'out');
    const result = await build({
      entryPoints: [entry],
      absWorkingDir: app,
      bundle: true,
      splitting: true,
      minify: true,
      format: 'esm',
      platform: 'browser',
      outdir,
      external: budget.external,
      // The package's own dependencies resolve from where it is installed (its real path).
      nodePaths: [join(packageDir, 'node_modules')],
      metafile: true,
      write: false,
      logLevel: 'silent',
    });
    const outputs = result.metafile.outputs;
    const bytes = placeIndependent(new Map(result.outputFiles.map((file) => [relative(app, file.path), file.contents])), outputs);
    const entryOut = Object.keys(outputs).find((path) => outputs[path].entryPoint !== undefined);
    if (entryOut === undefined) throw new Error(`esbuild wrote nothing for ${budget.name}`);
    const reached = (start, kinds) => {
      const seen = new Set();
      const walk = (path) => {
        if (seen.has(path) || outputs[path] === undefined) return;
        seen.add(path);
        for (const imported of outputs[path].imports) if (!imported.external && kinds.includes(imported.kind)) walk(imported.path);
      };
      walk(start);
      return seen;
    };
    const initial = reached(entryOut, ['import-statement']);
    const everything = reached(entryOut, ['import-statement', 'dynamic-import']);
    const chunks = [...everything].filter((path) => path.endsWith('.js')).map((path) => ({
      chunk: path === entryOut ? 'entry' : basename(path),
      firstPaint: initial.has(path),
      gzip: gzipSync(bytes.get(path), { level: 9 }).length,
      modules: packageModules(outputs[path]),
    }));
    const sum = (list) => list.reduce((total, chunk) => total + chunk.gzip, 0);
    return { firstPaint: sum(chunks.filter((chunk) => chunk.firstPaint)), everything: sum(chunks), chunks };
  } finally {
    rmSync(app, { recursive: true, force: true });
  }
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/** The installed version of a dependency as the package in `packageDir` resolves it. */
function resolvedVersion(packageDir, name) {
  const manifest = join(packageDir, 'node_modules', name, 'package.json');
  return existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')).version : 'absent';
}
const WEIGHED_DEPENDENCIES = [
  '@tanstack/react-query',
  '@tanstack/query-core',
  '@radix-ui/react-dropdown-menu',
  '@radix-ui/react-popper',
];

/** The room left under a ceiling, or `FAIL` past it. */
const verdict = (size, ceiling) => (size > ceiling ? 'FAIL' : `${ceiling - size} B room`);

async function main() {
  const args = process.argv.slice(2);
  const check = args.includes('--check');
  const showChunks = args.includes('--chunks');
  const beforeIndex = args.indexOf('--before');
  const beforeDir = beforeIndex >= 0 ? resolve(args[beforeIndex + 1] ?? '') : undefined;
  for (const dir of [root, beforeDir].filter(Boolean)) {
    if (!existsSync(join(dir, 'dist'))) throw new Error(`${dir} has no dist/: run \`npm run build\` there first`);
  }

  const rows = [];
  let failed = false;
  for (const budget of BUDGETS) {
    const now = await measure(root, budget);
    const before = beforeDir === undefined ? undefined : await measure(beforeDir, budget);
    const firstPaint = verdict(now.firstPaint, budget.firstPaint);
    const everything = verdict(now.everything, budget.everything);
    failed ||= firstPaint === 'FAIL' || everything === 'FAIL';
    rows.push({
      entry: budget.name,
      ...(before && { 'first paint before': before.firstPaint }),
      'first paint': now.firstPaint,
      'ceiling (first)': budget.firstPaint,
      'room (first)': firstPaint,
      ...(before && { 'everything before': before.everything }),
      everything: now.everything,
      'ceiling (all)': budget.everything,
      'room (all)': everything,
      chunks: now.chunks.length,
    });
    if (showChunks) {
      console.log(`\n${budget.name}: first paint ${kb(now.firstPaint)}, everything ${kb(now.everything)}`);
      for (const chunk of now.chunks) {
        console.log(`  ${chunk.firstPaint ? 'first' : 'lazy '} ${String(chunk.gzip).padStart(6)} B  ${chunk.chunk}: ${chunk.modules.join(', ')}`);
      }
    }
  }
  console.log('gzip -9 of each chunk of esbuild --bundle --splitting --minify, react and react-dom external (bytes)');
  console.table(rows);
  console.log(`resolved: ${WEIGHED_DEPENDENCIES.map((name) => `${name}@${resolvedVersion(root, name)}`).join(', ')}`);
  if (check && failed) {
    console.error('size check failed: an entry grew past its ceiling (see bench/size.mjs BUDGETS)');
    process.exitCode = 1;
  }
}

await main();
