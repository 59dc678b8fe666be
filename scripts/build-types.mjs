// The `.d.ts` files of the build, for every module resolution a user may have (bundler, node16,
// nodenext): TypeScript emits them once from src (tsconfig.build.json), then this script
//  - gives every relative specifier its output extension (`./api/client` → `./api/client.js`),
//    which node16/nodenext require (without it an import silently becomes `any`), and
//  - writes a `.d.cts` twin of each file whose specifiers name the `.cjs` modules, the types of
//    the `require` condition (a `.d.ts` beside `"type": "module"` describes ESM only).
// The sources keep their extensionless imports: the rewrite is of the output only.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const dist = join(root, 'dist');

/** Every `.d.ts` file under `dir`. */
function declarationFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.d.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** `./x` → `./x.js` or `./x/index.js`, by which declaration file exists beside `file`. */
function withExtension(file, specifier) {
  const target = resolve(dirname(file), specifier);
  if (existsSync(`${target}.d.ts`)) return `${specifier}.js`;
  if (existsSync(join(target, 'index.d.ts'))) return `${specifier}/index.js`;
  throw new Error(`${file}: cannot resolve the relative import '${specifier}'`);
}

// `from './x'`, `import('./x')`, `import './x'` and `declare module './x'`, quoted either way.
const RELATIVE_SPECIFIER = /(\bfrom\s+|\bimport\s*\(\s*|\bimport\s+|\bmodule\s+)(['"])(\.{1,2}(?:\/[^'"]*)?)\2/g;

execFileSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json', '--outDir', dist], {
  cwd: root,
  stdio: 'inherit',
});

const files = declarationFiles(dist);
for (const file of files) {
  const esm = readFileSync(file, 'utf8').replace(RELATIVE_SPECIFIER, (match, head, quote, specifier) =>
    /\.(js|cjs|mjs|json|css)$/.test(specifier) ? match : `${head}${quote}${withExtension(file, specifier)}${quote}`,
  );
  writeFileSync(file, esm);
  const cjs = esm.replace(RELATIVE_SPECIFIER, (match, head, quote, specifier) =>
    specifier.endsWith('.js') ? `${head}${quote}${specifier.slice(0, -'.js'.length)}.cjs${quote}` : match,
  );
  writeFileSync(file.replace(/\.d\.ts$/, '.d.cts'), cjs);
}
console.log(`types: ${files.length} .d.ts files with extensions, and their .d.cts twins`);
