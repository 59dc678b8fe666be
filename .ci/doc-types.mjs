#!/usr/bin/env node
// The TypeScript and TSX examples of README.md and docs/ compile, as an app's code, against the
// packed library: every ```ts and ```tsx block, each a module of its own (a block shown verbatim
// from a file under that file's path, so it finds the files beside it), type-checked strict with
// TypeScript 5.9 (the project's), 6.0 and 7.0 (the newest), under `moduleResolution` bundler and
// nodenext, with the Vitest globals and Testing Library's matchers an app's tests have. What a
// block takes from the prose around it (a `client` made above, the app's `./providers`) is declared
// in .ci/doc-types/ (prelude.d.ts, app/); a block that cannot compile by design says so on the line
// before it: `<!-- not compiled: why -->`. Then the package's own declaration files, unskipped, by
// the newest compiler. One line per compile; fails if any block fails, naming its page and line.
// Run after `npm run build` (the tarball holds dist/).
//
//   node .ci/doc-types.mjs
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { installTarball, pack, removeTarball, root } from './exampleApps.mjs';

const project = join(root, '.ci/doc-types');
const snippetsDir = join(project, 'snippets');
const RUN_TIMEOUT_MS = 5 * 60_000;

/** The compilers: the project's own 5.x, and the two newer majors the check installs. */
const COMPILERS = [
  { name: 'TypeScript 5.9', tsc: join(root, 'node_modules/typescript/bin/tsc') },
  { name: 'TypeScript 6.0', tsc: join(project, 'node_modules/typescript6/bin/tsc') },
  { name: 'TypeScript 7.0', tsc: join(project, 'node_modules/typescript7/bin/tsc') },
];
const RESOLUTIONS = ['bundler', 'nodenext'];

/** README.md and every page under docs/, by path from the root. */
function docPages() {
  const pages = ['README.md'];
  for (const file of readdirSync(join(root, 'docs'), { recursive: true, encoding: 'utf8' })) {
    if (file.endsWith('.md')) pages.push(`docs/${file}`);
  }
  return pages;
}

const FENCE = /^```(ts|tsx|typescript)\n([\s\S]*?)\n```$/gm;
const SKIP = /<!-- not compiled: [^>]+-->\n$/;
const VERBATIM = /<!-- verbatim: (\S+) -->\n$/;

/** Every TypeScript block of the docs: its page, the line its code starts on, its language and code. */
function docBlocks() {
  const blocks = [];
  let skipped = 0;
  for (const page of docPages()) {
    const text = readFileSync(join(root, page), 'utf8');
    for (const match of text.matchAll(FENCE)) {
      if (SKIP.test(text.slice(0, match.index))) {
        skipped += 1;
        continue;
      }
      const before = text.slice(0, match.index);
      const line = before.split('\n').length + 1;
      // A block the page shows verbatim from a file keeps that file's path, so that its imports of
      // the files beside it (shown on the page too) resolve.
      const path = VERBATIM.exec(before)?.[1];
      blocks.push({ page, line, path, tsx: match[1] !== 'ts' && match[1] !== 'typescript', code: match[2] });
    }
  }
  return { blocks, skipped };
}

/** A block's file: its own path, or one named after its page and line. */
const fileOf = (block) => block.path ?? `${block.page.replace(/[/.]/g, '_')}_L${block.line}.${block.tsx ? 'tsx' : 'ts'}`;

// An app's own modules (`./providers`) are named as a bundler names them; Node needs their `.js`.
const RELATIVE = /(\bfrom\s+|\bimport\s+)(['"])(\.{1,2}\/[^'"]+?)\2/g;
const forNode = (code) => code.replace(RELATIVE, (match, head, quote, specifier) => (/\.\w+$/.test(specifier) ? match : `${head}${quote}${specifier}.js${quote}`));

/** Writes each block as a module (`export {}` keeps its names its own) beside the app's modules. */
function writeSnippets(blocks) {
  rmSync(snippetsDir, { recursive: true, force: true });
  for (const resolution of RESOLUTIONS) {
    const dir = join(snippetsDir, resolution);
    mkdirSync(dir, { recursive: true });
    const adapt = resolution === 'nodenext' ? forNode : (code) => code;
    // What blocks import from beside them: the app's modules, and the docs' example files.
    for (const source of [join(project, 'app'), join(root, 'docs/examples')]) {
      for (const file of readdirSync(source)) writeFileSync(join(dir, file), adapt(readFileSync(join(source, file), 'utf8')));
    }
    for (const block of blocks) {
      const file = join(dir, fileOf(block));
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, `${adapt(block.code)}\nexport {};\n`);
    }
  }
}

/** `snippets/<resolution>/<file>(line,col): error …` → the doc's page and line. */
function placeErrors(output, blocks) {
  const byFile = new Map(blocks.map((block) => [fileOf(block), block]));
  return output
    .split('\n')
    .filter((line) => /error TS\d+/.test(line))
    .map((line) => {
      const match = /snippets\/\w+\/(.+?)\((\d+),(\d+)\): (.*)$/.exec(line);
      const block = match && byFile.get(match[1]);
      return block ? `${block.page}:${block.line + Number(match[2]) - 1}: ${match[4]}` : relative(project, line.trim());
    });
}

const started = performance.now();
const { blocks, skipped } = docBlocks();
writeSnippets(blocks);
let failed = 0;
try {
  pack();
  const install = performance.now();
  installTarball(project, undefined, ['--legacy-peer-deps']);
  console.log(`doc-types: ${blocks.length} examples (${skipped} marked not compiled); the packed library installed in ${((performance.now() - install) / 1000).toFixed(1)}s`);
  /** Runs one compile; resolves with its report line and errors placed on the docs' lines. */
  const compile = ({ name, tsc }, config, what) =>
    new Promise((resolve) => {
      const start = performance.now();
      const child = spawn(process.execPath, [tsc, '-p', join(project, config), '--pretty', 'false'], { cwd: project, timeout: RUN_TIMEOUT_MS });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.on('close', (code) => {
        const seconds = ((performance.now() - start) / 1000).toFixed(1);
        const version = spawnSync(process.execPath, [tsc, '--version'], { encoding: 'utf8' }).stdout.trim().replace(/^Version /, '');
        const errors = placeErrors(output, blocks);
        const ok = code === 0 && errors.length === 0;
        if (!ok) failed += 1;
        const lines = [`doc-types ${name} (${version}), ${what}: ${ok ? 'ok' : `FAILED, ${errors.length} errors`} in ${seconds}s`];
        lines.push(...errors.slice(0, 40).map((error) => `  ${error}`));
        if (!ok && errors.length === 0) lines.push(...output.trim().split('\n').slice(-20).map((line) => `  | ${line}`));
        resolve(lines.join('\n'));
      });
    });
  // A compiler's two resolutions side by side: one core each on a 2-core machine.
  for (const compiler of COMPILERS) {
    const reports = await Promise.all(RESOLUTIONS.map((resolution) => compile(compiler, `tsconfig.${resolution}.json`, `the examples, ${resolution}`)));
    for (const report of reports) console.log(report);
  }
  // The package's declaration files themselves, which the examples' check skips as an app does
  // (`skipLibCheck`), by the newest compiler.
  console.log(await compile(COMPILERS.at(-1), 'tsconfig.declarations.json', 'every entry with skipLibCheck off, nodenext'));
} finally {
  removeTarball();
}
const runs = COMPILERS.length * RESOLUTIONS.length + 1;
console.log(`doc-types: ${runs - failed}/${runs} compiles ok in ${((performance.now() - started) / 1000).toFixed(1)}s`);
process.exitCode = failed > 0 ? 1 : 0;
